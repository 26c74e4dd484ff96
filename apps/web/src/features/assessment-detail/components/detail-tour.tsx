import { ONBOARDING_ITEMS, type OnboardingItem } from '@ergo/contracts';
import { useTranslation } from 'react-i18next';
import { useOnboardingTour, type TourStep } from '../../../components/onboarding-tour';

const STEPS: Record<string, string[]> = {
  reba: ['score', 'video', 'graphs', 'heat-map', 'breakpoints', 'corrections'],
  rula: ['score', 'video', 'graphs', 'heat-map', 'breakpoints', 'corrections'],
  wisha: ['wisha', 'video', 'score', 'corrections'],
  rosa: ['score', 'heat-map', 'rosa', 'corrections'],
};

/** SPEC §2: an onboarding tour per assessment type (ids reba, rula, wisha, rosa), shown once. */
export function useDetailTour(type: string, ready: boolean): void {
  const { t } = useTranslation();
  const id = (
    (ONBOARDING_ITEMS as readonly string[]).includes(type) ? type : 'reba'
  ) as OnboardingItem['id'];
  const steps: TourStep[] = [
    {
      title: t(`assessmentDetail.tour.${id}.title`),
      description: t(`assessmentDetail.tour.${id}.intro`),
    },
    ...(STEPS[type] ?? []).map((target) => ({
      element:
        target === 'wisha'
          ? '[data-testid="wisha-results"]'
          : target === 'rosa'
            ? '[data-testid="rosa-results"]'
            : `[data-tour="${target}"]`,
      title: t(`assessmentDetail.tour.steps.${target}.title`),
      description: t(`assessmentDetail.tour.steps.${target}.body`),
    })),
  ];
  useOnboardingTour(id, steps, ready && type in STEPS);
}
