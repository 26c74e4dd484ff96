import { z } from 'zod';
import type { RiskLevel } from '@ergo/ergonomics';
import type { Language } from '../i18n/languages';
import { msg } from '../common';

/** A text its method writes in every language the product speaks (a missing one does not compile). */
export type InEveryLanguage = Readonly<Record<Language, string>>;

/** One multiple-choice question of a questionnaire, with its choices in order. */
export interface QuestionnaireQuestion {
  readonly id: string;
  readonly text: InEveryLanguage;
  readonly choices: readonly { readonly value: string; readonly text: InEveryLanguage }[];
}

/** What a questionnaire's answers come to. */
export interface QuestionnaireScore {
  /** the final score, stored on the assessment (a percentage for a survey method) */
  readonly score: number;
  readonly riskLevel: RiskLevel;
}

/**
 * A survey method answered at the generic public route (`/operation/survey/{kind}/{id}/{token}/`):
 * its questions, which the public page shows and the answers are validated against, and how the
 * stored answers score. QEC and the checklist keep their own forms at SPEC's paths.
 */
export interface Questionnaire {
  readonly questions: readonly QuestionnaireQuestion[];
  /** the score from the ergonomist's inputs and every submission's answers, oldest first; null while unscored */
  score(
    inputs: Record<string, unknown>,
    answers: readonly Readonly<Record<string, string>>[],
  ): QuestionnaireScore | null;
}

/** One submission's body: every question answered with one of its choices. */
export function questionnaireAnswersSchema(questionnaire: Questionnaire) {
  const shape = Object.fromEntries(
    questionnaire.questions.map((question) => [
      question.id,
      z.enum(
        question.choices.map((choice) => choice.value),
        { error: (issue) => (issue.input === undefined ? msg.required : msg.invalidChoice) },
      ),
    ]),
  );
  return z.object({ answers: z.strictObject(shape, { error: msg.invalidChoice }) });
}

/** A questionnaire's questions as one language reads them (the public page's document). */
export function questionnaireIn(questionnaire: Questionnaire, lang: Language) {
  return questionnaire.questions.map((question) => ({
    id: question.id,
    text: question.text[lang],
    choices: question.choices.map((choice) => ({ value: choice.value, text: choice.text[lang] })),
  }));
}

/** The public page's document: the form's title, the organization, its deadline and questions. */
export const questionnaireActivationSchema = z.object({
  title: z.string(),
  organization_name: z.string(),
  expires_at: z.iso.datetime(),
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      choices: z.array(z.object({ value: z.string(), text: z.string() })),
    }),
  ),
});
export type QuestionnaireActivation = z.infer<typeof questionnaireActivationSchema>;
