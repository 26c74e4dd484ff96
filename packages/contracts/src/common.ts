import { z } from 'zod';

/** One failure item (SPEC §3 "Error item"): the input field, or a heading for non-field errors. */
export const errorItemSchema = z.object({ field: z.string(), message: z.string() });
export const errorEnvelopeSchema = z.object({ errors: z.array(errorItemSchema) });
export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

// Apart (non-field.ts), so a bundle that needs only this name leaves zod out.
export { NON_FIELD } from './non-field';

/** A paged list (API-CONTRACT "Errors and lists"). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const idParamSchema = z.object({ id: z.uuid({ error: 'errors.not_found' }) });

/** Message keys of the shared catalogue (see i18n); schemas carry keys, never texts. */
export const msg = {
  required: 'validation.required',
  email: 'validation.email',
  passwordMin: 'validation.password_min',
  passwordWeak: 'validation.password_weak',
  passwordMismatch: 'validation.password_mismatch',
  maxLength: 'validation.max_length',
  maxValue: 'validation.max_value',
  invalidChoice: 'validation.invalid_choice',
  phone: 'validation.phone',
  invalidFormat: 'validation.invalid_format',
  numeric: 'validation.numeric',
} as const;

/**
 * A type-level error for a field that must be present: the schema's own key when the value is
 * missing, and for a value of the wrong type (a number where text belongs, text where a list
 * belongs) a message that says so, instead of calling a present value "required".
 */
export const whenMissing =
  (key: string): z.core.$ZodErrorMap =>
  (issue) => {
    if (issue.input === undefined || issue.code !== 'invalid_type') return key;
    return issue.expected === 'number' ? msg.numeric : msg.invalidFormat;
  };

export const requiredText = (max = 150) =>
  z
    .string({ error: whenMissing(msg.required) })
    .trim()
    .min(1, { error: msg.required })
    .max(max, { error: msg.maxLength });

export const optionalText = (max = 255) =>
  z.string({ error: msg.invalidFormat }).trim().max(max, { error: msg.maxLength }).optional();
