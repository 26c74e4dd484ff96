import type { Questionnaire } from '@ergo/contracts';
import type { SurveyScorer } from './survey-scorer';

type Answers = Readonly<Record<string, string>>;

/** A stored submission of a questionnaire: an object of question id → chosen value. */
function isAnswers(value: unknown): value is Answers {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((answer) => typeof answer === 'string')
  );
}

/**
 * The scorer of a survey method declared with a questionnaire: its own score function over every
 * submission. Its findings are none yet: the recommendation catalogue has no entries keyed by a
 * questionnaire's questions, so such a method proposes nothing rather than something unfounded.
 */
export function questionnaireSurvey(questionnaire: Questionnaire): SurveyScorer {
  return {
    score(row, answers) {
      const scored = questionnaire.score(row.inputs, answers.filter(isAnswers));
      return scored && { ...scored, evidence: { kind: 'survey', findings: [] } };
    },
    waitingFor: () => 'forms.awaiting',
    scoredMessage: 'forms.scored',
  };
}
