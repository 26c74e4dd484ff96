import { loginBodySchema, registerBodySchema, setPasswordBodySchema } from '@ergo/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { formError, zodResolver } from './form';

const t = i18n.t.bind(i18n);

function messages(
  schema: Parameters<typeof zodResolver>[0],
  values: unknown,
): Record<string, unknown> {
  const errors = zodResolver(schema)(values);
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, formError(t, error)]),
  );
}

describe('form validation messages (SPEC §5)', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('register: required fields, email format, password length and confirmation', async () => {
    await i18n.changeLanguage('en');
    const base = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      organization: 'Acme',
      email: 'ada@example.com',
      password: 'Str0ng-pass',
      password_confirm: 'Str0ng-pass',
    };
    expect(messages(registerBodySchema, { ...base, first_name: '' })).toEqual({
      first_name: 'This field is required',
    });
    expect(messages(registerBodySchema, { ...base, email: 'not-an-email' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(
      messages(registerBodySchema, { ...base, password: 'short', password_confirm: 'short' }),
    ).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect(messages(registerBodySchema, { ...base, password_confirm: 'Str0ng-pasS' })).toEqual({
      password_confirm: 'Passwords do not match',
    });
    expect(messages(registerBodySchema, base)).toEqual({});
  });

  it('length limits carry their number', async () => {
    await i18n.changeLanguage('en');
    const base = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      organization: 'Acme',
      email: 'ada@example.com',
      password: 'Str0ng-pass',
      password_confirm: 'Str0ng-pass',
    };
    const result = messages(registerBodySchema, { ...base, first_name: 'x'.repeat(151) });
    expect(result.first_name).toBe('Ensure this field has no more than 150 characters');
    expect(messages(loginBodySchema, { email: '', password: '' })).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
  });

  it('messages follow the current language', async () => {
    await i18n.changeLanguage('tr');
    expect(
      messages(setPasswordBodySchema, {
        current_password: '',
        password: 'abc',
        password_confirm: 'abd',
      }),
    ).toEqual({
      current_password: 'Bu alan zorunludur',
      password: 'Şifre en az 8 karakter uzunluğunda olmalıdır',
      password_confirm: 'Şifreler eşleşmiyor',
    });
  });

  it('a message from the server is shown as it is', () => {
    expect(formError(t, 'An account with this email address already exists')).toBe(
      'An account with this email address already exists',
    );
  });
});
