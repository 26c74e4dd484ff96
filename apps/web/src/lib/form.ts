import { maxLengthOf } from '@ergo/contracts';
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { i18n } from '../i18n';

const PARAMS_SEPARATOR = '|';

/** One problem a form schema reports, as a zod issue does (the parts the form reads). */
export interface FormIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
}

/**
 * A hand-written check of the same shape as a zod schema (safeParse, issues), with its text
 * limits, where zod would be too heavy to load (the sign-in screen).
 */
export interface FormCheck {
  safeParse(
    values: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: readonly FormIssue[] } };
  /** The longest text the input at `path` takes, if it has a limit. */
  maxLength(path: string): number | undefined;
}

/** What a form is validated with: a shared zod schema, or a FormCheck. */
export type FormSchema = z.ZodType | FormCheck;

/** The text limit of an input: the zod schema's `max` (maxLengthOf), or the check's own. */
export function formMaxLength(schema: FormSchema, path: string): number | undefined {
  return '_zod' in schema ? maxLengthOf(schema, path) : schema.maxLength(path);
}

/**
 * Validates Mantine form values with a shared zod schema. Schema messages are catalogue keys
 * ('validation.email'); the form keeps the key (plus min/max for the length messages) and the
 * field renders it through formError, so a language switch re-translates visible errors.
 */
export function zodResolver(schema: FormSchema) {
  return (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (errors[path] !== undefined) continue;
      const params: Record<string, number> = {};
      if (issue.code === 'too_big') params.max = Number(issue.maximum);
      if (issue.code === 'too_small') params.min = Number(issue.minimum);
      errors[path] = Object.keys(params).length
        ? `${issue.message}${PARAMS_SEPARATOR}${JSON.stringify(params)}`
        : issue.message;
    }
    return errors;
  };
}

/** Text of a form error: a catalogue key (from zod) is translated; a server message is already text. */
export function formError(t: TFunction, error: ReactNode): ReactNode {
  if (typeof error !== 'string') return error;
  const [key = '', rawParams] = error.split(PARAMS_SEPARATOR);
  // A key of the catalogue (the shared one's validation.*, errors.*, …); otherwise the server's text.
  // i18n.exists rather than the shared catalogue itself, which the first load does without.
  if (!i18n.exists(key)) return error;
  let params: Record<string, unknown> = {};
  if (rawParams) {
    try {
      params = JSON.parse(rawParams) as Record<string, unknown>;
    } catch {
      params = {};
    }
  }
  return t(key, params);
}

/** Input props of a Mantine form field with its error translated. */
export function translatedInputProps(
  t: TFunction,
  props: { error?: ReactNode } & Record<string, unknown>,
): Record<string, unknown> {
  return { ...props, error: props.error ? formError(t, props.error) : undefined };
}
