import { useTranslation } from 'react-i18next';
import { useOnboardingTour, type TourStep } from '../../../components/onboarding-tour';

/**
 * SPEC §2 tours of the two survey methods, whose screens are not a video's: QEC gathers an
 * observer's part and the workers' answers through a link; the checklist one worker's answers.
 * Each step points at a card by its test id; a card the screen does not show yet is skipped
 * (the result and the waiting note share a step).
 */
export function useSurveyTour(kind: 'qec' | 'checklist', ready: boolean): void {
  const { t } = useTranslation();
  const step = (element: string, key: string): TourStep => ({
    element,
    title: t(`tour.${kind}.${key}_title`),
    description: t(`tour.${kind}.${key}_body`),
  });
  const intro: TourStep = {
    title: t(`tour.${kind}.welcome_title`),
    description: t(`tour.${kind}.welcome_body`),
  };
  const recommendations: TourStep = {
    element: '[data-testid="recommendations"]',
    title: t('tour.recommendations.title'),
    description: t('tour.recommendations.body'),
  };
  const steps: TourStep[] =
    kind === 'qec'
      ? [
          intro,
          step('[data-testid="workers-link"]', 'link'),
          step('[data-testid="qec-parts"]', 'parts'),
          step('[data-testid="observer-part"]', 'observer'),
          step('[data-testid="qec-results"], [data-testid="result-waiting"]', 'result'),
          recommendations,
        ]
      : [
          intro,
          step('[data-testid="response-link"]', 'link'),
          step('[data-testid="checklist-score"], [data-testid="checklist-waiting"]', 'result'),
          step('[data-testid="checklist-responses"]', 'responses'),
          recommendations,
        ];
  useOnboardingTour(kind, steps, ready);
}
