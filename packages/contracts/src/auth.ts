import { z } from 'zod';
import { LANGUAGES } from './i18n';
import { msg, optionalText, requiredText, whenMissing } from './common';

/** SPEC §5: at least 8 characters. We also refuse the handful of passwords every attacker tries first. */
export const PASSWORD_MIN_LENGTH = 8;
const NOTORIOUS_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'qwertyui',
  'qwerty123',
  'abcdefgh',
  'iloveyou',
  'sifre123',
]);
function isWeakPassword(value: string): boolean {
  return NOTORIOUS_PASSWORDS.has(value.toLowerCase()) || /^(.)\1+$/.test(value);
}
export const passwordSchema = z
  .string({ error: whenMissing(msg.required) })
  .min(1, { error: msg.required })
  .min(PASSWORD_MIN_LENGTH, { error: msg.passwordMin })
  .max(128, { error: msg.maxLength })
  .refine((value) => !isWeakPassword(value), { error: msg.passwordWeak });

export const emailSchema = z
  .string({ error: whenMissing(msg.required) })
  .trim()
  .min(1, { error: msg.required })
  .max(254, { error: msg.maxLength })
  .pipe(z.email({ error: msg.email }))
  .transform((value) => value.toLowerCase());

export const languageSchema = z.enum(LANGUAGES, { error: msg.invalidChoice });

const phoneSchema = z
  .string()
  .trim()
  .max(32, { error: msg.maxLength })
  .refine((value) => value === '' || /^\+?[0-9 ()-]{6,}$/.test(value), { error: msg.phone })
  .optional();

const profileFields = {
  first_name: requiredText(150),
  last_name: requiredText(150),
  job_title: optionalText(150),
  phone: phoneSchema,
  address: optionalText(255),
  city: optionalText(100),
  country: optionalText(100),
  language: languageSchema.optional(),
  timezone: optionalText(64),
};

function passwordsMatch(data: { password: string; password_confirm: string }) {
  return data.password === data.password_confirm;
}
const mismatch = { error: msg.passwordMismatch, path: ['password_confirm'] };

export const registerBodySchema = z
  .object({
    ...profileFields,
    email: emailSchema,
    password: passwordSchema,
    password_confirm: z
      .string({ error: whenMissing(msg.required) })
      .min(1, { error: msg.required }),
    organization: requiredText(200),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: whenMissing(msg.required) })
    .min(1, { error: msg.required })
    .max(128, { error: msg.maxLength }),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const refreshBodySchema = z.object({
  refresh: z
    .string({ error: whenMissing(msg.required) })
    .min(1, { error: msg.required })
    .max(512),
});
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const emailOnlyBodySchema = z.object({ email: emailSchema });
export const linkTokenBodySchema = z.object({
  uid: z.string({ error: 'errors.invalid_link' }).min(1, { error: 'errors.invalid_link' }).max(64),
  token: z
    .string({ error: 'errors.invalid_link' })
    .min(1, { error: 'errors.invalid_link' })
    .max(256),
});

export const resetConfirmBodySchema = linkTokenBodySchema
  .extend({
    password: passwordSchema,
    password_confirm: z
      .string({ error: whenMissing(msg.required) })
      .min(1, { error: msg.required }),
  })
  .refine(passwordsMatch, mismatch);
export type ResetConfirmBody = z.input<typeof resetConfirmBodySchema>;

export const setPasswordBodySchema = z
  .object({
    current_password: z
      .string({ error: whenMissing(msg.required) })
      .min(1, { error: msg.required })
      .max(128),
    password: passwordSchema,
    password_confirm: z
      .string({ error: whenMissing(msg.required) })
      .min(1, { error: msg.required }),
  })
  .refine(passwordsMatch, mismatch);
export type SetPasswordBody = z.input<typeof setPasswordBodySchema>;

export const setEmailBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: whenMissing(msg.required) })
    .min(1, { error: msg.required })
    .max(128),
});
export type SetEmailBody = z.input<typeof setEmailBodySchema>;

export const updateProfileBodySchema = z.object(profileFields).partial();
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const updateOrganizationBodySchema = z
  .object({
    name: requiredText(200),
    description: optionalText(2000),
    /** privacy: false = delete each video once analysed, keeping skeleton data and blurred thumbnails */
    keep_videos: z.boolean({ error: msg.invalidChoice }),
  })
  .partial();
export type UpdateOrganizationBody = z.input<typeof updateOrganizationBodySchema>;

export const organizationSchema = z.object({
  organization_id: z.string(),
  name: z.string(),
  description: z.string(),
  credit: z.number().int(),
  keep_videos: z.boolean(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  language: languageSchema,
  timezone: z.string(),
  pending_email: z.string().nullable(),
  date_joined: z.string(),
  organization: organizationSchema,
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = tokenPairSchema.extend({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Onboarding tours (SPEC §2): one per area; hidden for good once the user has seen it. */
export const ONBOARDING_ITEMS = [
  'operations',
  'tasks',
  'reba',
  'rula',
  'wisha',
  'rosa',
  'qec',
  'checklist',
] as const;
export const onboardingItemSchema = z.object({
  id: z.enum(ONBOARDING_ITEMS),
  hidden: z.boolean(),
});
export type OnboardingItem = z.infer<typeof onboardingItemSchema>;
export const onboardingParamSchema = z.object({
  id: z.enum(ONBOARDING_ITEMS, { error: 'errors.not_found' }),
});

export const websocketIdSchema = z.object({ uuid: z.string(), expires_at: z.string() });
export const detailSchema = z.object({ detail: z.string() });
/**
 * What an activation link did: `already_active` when the account was active before (a link opened a
 * second time), so the page can offer sign-in instead of an error.
 */
export const activationResultSchema = detailSchema.extend({
  status: z.enum(['activated', 'already_active']),
});
export type ActivationResult = z.infer<typeof activationResultSchema>;
