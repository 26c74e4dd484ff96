import { useTranslation } from 'react-i18next';
import {
  isTourId,
  recommendationsTourStep,
  useOnboardingTour,
  type TourStep,
} from '../../../components/onboarding-tour';

/** One card of a survey screen the tour shows: its selector, and its text's key under `tour.<kind>`. */
export type SurveyTourCard = readonly [selector: string, key: string];

/**
 * SPEC §2 tours of the survey methods, whose screens are not a video's: a welcome, the screen's own
 * cards in order (each screen names them), then its recommendations. Each step points at a card by
 * its test id; a card the screen does not show yet is skipped (the result and the waiting note
 * share a step).
 */
export function useSurveyTour(
  kind: string,
  cards: readonly SurveyTourCard[],
  ready: boolean,
): void {
  const { t } = useTranslation();
  const steps: TourStep[] = [
    { title: t(`tour.${kind}.welcome_title`), description: t(`tour.${kind}.welcome_body`) },
    ...cards.map(([element, key]) => ({
      element,
      title: t(`tour.${kind}.${key}_title`),
      description: t(`tour.${kind}.${key}_body`),
    })),
    recommendationsTourStep(t),
  ];
  useOnboardingTour(isTourId(kind) ? kind : null, steps, ready);
}
