import type { DetailLayout, MethodDescriptor } from '@ergo/contracts';
import { useTranslation } from 'react-i18next';
import {
  isTourId,
  recommendationsTourStep,
  useOnboardingTour,
  type TourStep,
} from '../../../components/onboarding-tour';

/**
 * What the tour points at, in the order each arrangement shows it: a posture's score and video come
 * first; a lift opens on its weights; a workstation on the score and the workstation's parts.
 * Each target is a `data-tour` attribute of the screen.
 */
const TOUR_TARGETS: Readonly<Record<DetailLayout, readonly string[]>> = {
  posture: ['score', 'video', 'graphs', 'heat-map', 'breakpoints', 'corrections'],
  lifting: ['lifting', 'video', 'score', 'corrections'],
  workstation: ['score', 'heat-map', 'workstation', 'corrections'],
};

/**
 * SPEC §2: an onboarding tour per assessment type, shown once. The server keeps one per method it
 * knows (its code is the tour's id); a method without one has no tour. Every tour ends on the
 * recommendations, the way from a result to the improvement board.
 */
export function useDetailTour(method: MethodDescriptor, ready: boolean): void {
  const { t } = useTranslation();
  const id = isTourId(method.code) ? method.code : null;
  const steps: TourStep[] = id
    ? [
        {
          title: t(`assessmentDetail.tour.${id}.title`),
          description: t(`assessmentDetail.tour.${id}.intro`),
        },
        ...TOUR_TARGETS[method.layout].map((target) => ({
          element: `[data-tour="${target}"]`,
          title: t(`assessmentDetail.tour.steps.${target}.title`),
          description: t(`assessmentDetail.tour.steps.${target}.body`),
        })),
        recommendationsTourStep(t),
      ]
    : [];
  useOnboardingTour(id, steps, ready && id !== null);
}
