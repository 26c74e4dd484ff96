import { choice, defineSurveyMethod, type QuestionnaireScore } from '@ergo/contracts';
import { z } from 'zod';

/*
 * A toy survey method, declared only here: workers say whether they get a break every hour and how
 * often they end the shift in discomfort. It exists to show that a descriptor with a questionnaire
 * is all a survey method needs to be created, answered through its public link, scored, listed and
 * reported: no product file names it.
 */

const POINTS: Record<string, number> = { YES: 0, NO: 1, NEVER: 0, SOMETIMES: 1, OFTEN: 2 };
const MAX_POINTS = 3;

/** The mean share of the worst answers over every respondent, as a percentage. */
function scoreRestBreaks(
  _inputs: Record<string, unknown>,
  answers: readonly Readonly<Record<string, string>>[],
): QuestionnaireScore | null {
  if (answers.length === 0) return null;
  const shares = answers.map(
    (one) => Object.values(one).reduce((sum, value) => sum + (POINTS[value] ?? 0), 0) / MAX_POINTS,
  );
  const score = Math.round((100 * shares.reduce((a, b) => a + b, 0)) / shares.length);
  return { score, riskLevel: score < 34 ? 'low' : score < 67 ? 'medium' : 'high' };
}

export const toySurvey = defineSurveyMethod({
  code: 'toysurvey',
  capture: 'survey',
  inputs: z.object({ shift: choice(['DAY', 'NIGHT'], { required: 'validation.required' }) }),
  // open for two weeks from when the assessment is made (or its inputs change)
  publicLink: { kind: 'toysurvey', deadline: () => new Date(Date.now() + 14 * 86_400_000) },
  name: { acronym: 'TOY-S' },
  about: {
    text: {
      en: 'A toy survey of rest breaks and end-of-shift discomfort, declared in a test.',
      tr: 'Bir testte tanımlanmış, molaları ve vardiya sonu rahatsızlığı soran deneme anketi.',
    },
  },
  questionnaire: {
    questions: [
      {
        id: 'breaks',
        text: { en: 'Do you get a break every hour?', tr: 'Her saat mola veriyor musunuz?' },
        choices: [
          { value: 'YES', text: { en: 'Yes', tr: 'Evet' } },
          { value: 'NO', text: { en: 'No', tr: 'Hayır' } },
        ],
      },
      {
        id: 'discomfort',
        text: {
          en: 'How often do you end the shift in discomfort?',
          tr: 'Vardiyayı ne sıklıkla rahatsızlıkla bitiriyorsunuz?',
        },
        choices: [
          { value: 'NEVER', text: { en: 'Never', tr: 'Hiçbir zaman' } },
          { value: 'SOMETIMES', text: { en: 'Sometimes', tr: 'Bazen' } },
          { value: 'OFTEN', text: { en: 'Often', tr: 'Sık sık' } },
        ],
      },
    ],
    score: scoreRestBreaks,
  },
});
