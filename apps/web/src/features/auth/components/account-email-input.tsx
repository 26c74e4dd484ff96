import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The account's e-mail address, asked the same way to sign in, sign up and reset a password. */
export function AccountEmailInput({
  inputProps,
}: {
  /** The form's props for an input: useApiForm's `field`. */
  inputProps: (path: 'email') => Record<string, unknown>;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('fields.email')}
      placeholder={t('fields.email_placeholder')}
      type="email"
      autoComplete="email"
      withAsterisk
      {...inputProps('email')}
    />
  );
}
