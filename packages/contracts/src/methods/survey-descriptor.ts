import type { Questionnaire } from './questionnaire';
import type { MethodTraits } from './traits';

/**
 * A method collected through a public link rather than scored per frame (QEC, the checklist): what
 * it is, written once. Its answers' scoring lives with its survey code; everything that only asks
 * what kind of method it is reads these traits.
 */
export interface SurveyMethodDescriptor extends MethodTraits {
  readonly capture: 'survey' | 'form';
  readonly publicLink: NonNullable<MethodTraits['publicLink']>;
  /**
   * Its questions and scoring, for a survey answered at the generic public route; absent for QEC
   * and the checklist, whose forms, routes and scorers are their own (SPEC §6, §7).
   */
  readonly questionnaire?: Questionnaire;
}

/** Declares a survey or form method; the defaults are those no survey method differs on yet. */
export function defineSurveyMethod(
  definition: Pick<
    SurveyMethodDescriptor,
    'code' | 'capture' | 'inputs' | 'publicLink' | 'name' | 'about'
  > &
    Partial<Pick<SurveyMethodDescriptor, 'video' | 'questionnaire' | 'severity'>>,
): SurveyMethodDescriptor {
  return {
    video: 'none',
    refundsFailedAnalysis: false,
    workerPick: false,
    scoreFormat: 'percent',
    // a percentage where more is worse (an exposure); a compliance says otherwise
    severity: { best: 0, worst: 100 },
    ...definition,
  };
}
