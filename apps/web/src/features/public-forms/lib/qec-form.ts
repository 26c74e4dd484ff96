import {
  detailsExpected,
  QEC_DETAILS_WHEN,
  qecWorkerFormSchema,
  type QecActivation,
  type QecDetailsBox,
  type QecWorkerForm,
} from '@ergo/contracts';
import type { FormErrors } from '@mantine/form';
import { z } from 'zod';
import { zodResolver } from '../../../lib/form';

/** The worker's own details, asked before the questions H–Q (SPEC §3). */
export const QEC_INFO_FIELDS = ['job_title', 'gender', 'age', 'working_years'] as const;

/** What the inputs hold: text and choices as strings, numbers as the number input gives them. */
export type QecFormValues = Record<string, string | number>;

export const isDetailsBox = (name: string): name is QecDetailsBox => name in QEC_DETAILS_WHEN;

/** Every field empty: the info fields, each question and each details box the survey has. */
export function initialQecValues(activation: QecActivation): QecFormValues {
  const values: QecFormValues = {};
  for (const name of QEC_INFO_FIELDS) values[name] = '';
  for (const question of activation.questions) {
    values[question.name] = '';
    if (question.details) values[question.details.name] = '';
  }
  return values;
}

/** An empty input is an unanswered field (so the schema says 'required', not 'invalid'). */
function toBody(values: unknown): unknown {
  if (typeof values !== 'object' || values === null) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    ]),
  );
}

/** The contract's worker form read from the inputs (the schema itself is the shared one). */
export const qecFormSchema = z.preprocess(toBody, qecWorkerFormSchema);

const resolveSchema = zodResolver(qecFormSchema);

/**
 * Validates the inputs with the shared schema. Its details rule runs only once the rest is valid,
 * so an open box left empty is named here at once too (with the same rule and message).
 */
export function validateQec(values: QecFormValues): FormErrors {
  const errors = resolveSchema(values);
  for (const box of Object.keys(QEC_DETAILS_WHEN) as QecDetailsBox[])
    if (detailsExpected(box, values) && !String(values[box] ?? '').trim())
      errors[box] ??= 'qec.details_required';
  return errors;
}

/** The body to send: what the shared schema outputs (numbers, details only where expected). */
export function qecBody(values: QecFormValues): QecWorkerForm | null {
  const parsed = qecFormSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

/** Whether a details box is shown (and required) for these answers (SPEC §5). */
export function boxOpen(
  box: { name: string; when: readonly string[] },
  question: string,
  values: QecFormValues,
): boolean {
  return isDetailsBox(box.name)
    ? detailsExpected(box.name, values)
    : box.when.includes(String(values[question] ?? ''));
}

/** The fields in the order the page shows them, each details box only while it is open. */
export function visibleQecFields(activation: QecActivation, values: QecFormValues): string[] {
  const fields: string[] = [...QEC_INFO_FIELDS];
  for (const question of activation.questions) {
    fields.push(question.name);
    if (question.details && boxOpen(question.details, question.name, values))
      fields.push(question.details.name);
  }
  return fields;
}
