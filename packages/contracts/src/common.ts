import { z } from 'zod';

/** One failure item (SPEC §3 "Error item"): the input field, or a heading for non-field errors. */
export const errorItemSchema = z.object({ field: z.string(), message: z.string() });
export const errorEnvelopeSchema = z.object({ errors: z.array(errorItemSchema) });
export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Field name used for errors that belong to no input (shown as a general message). */
export const NON_FIELD = 'detail';

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
  invalidChoice: 'validation.invalid_choice',
  phone: 'validation.phone',
} as const;

export const requiredText = (max = 150) =>
  z
    .string({ error: msg.required })
    .trim()
    .min(1, { error: msg.required })
    .max(max, { error: msg.maxLength });

export const optionalText = (max = 255) =>
  z.string({ error: msg.invalidChoice }).trim().max(max, { error: msg.maxLength }).optional();
