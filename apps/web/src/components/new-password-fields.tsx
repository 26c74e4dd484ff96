import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A new password and its confirmation, as every screen that sets one asks for them (sign-up,
 * reset, settings). The form keeps the values and errors (its schema checks that they match),
 * so this only lays out the two inputs.
 */
export function NewPasswordFields({
  passwordLabel,
  inputProps,
}: {
  /** Sign-up asks for a "Password"; the screens that replace one ask for a "New password". */
  passwordLabel: string;
  /** The form's props for an input: useApiForm's `field`. */
  inputProps: (path: 'password' | 'password_confirm') => Record<string, unknown>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        description={t('fields.password_hint')}
        autoComplete="new-password"
        withAsterisk
        {...inputProps('password')}
      />
      <PasswordInput
        label={t('fields.password_confirm')}
        autoComplete="new-password"
        withAsterisk
        {...inputProps('password_confirm')}
      />
    </>
  );
}
