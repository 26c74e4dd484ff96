import { emailOnlyBodySchema } from '@ergo/contracts';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrors } from '../../../components/form-errors';
import { useApiForm } from '../../../lib/use-api-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AccountEmailInput } from '../components/account-email-input';
import { AuthFormHeader } from '../components/auth-form-header';
import { AuthResult } from '../components/auth-result';

export function ResetPasswordRequestRoute() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, field, showError, generalErrors, clearGeneralErrors } = useApiForm(
    emailOnlyBodySchema,
    {
      initialValues: { email: '' },
    },
  );

  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    request.mutate(values, { onSuccess: () => setSentTo(values.email.trim()), onError: showError });
  });

  if (sentTo) {
    return (
      <AuthResult
        kind="mail"
        title={t('auth.reset_request.done_title')}
        message={t('auth.reset_request.done_body', { email: sentTo })}
      >
        <Anchor component={Link} to="/" size="sm">
          {t('auth.back_to_login')}
        </Anchor>
      </AuthResult>
    );
  }

  return (
    <>
      <AuthFormHeader
        title={t('auth.reset_request.title')}
        subtitle={t('auth.reset_request.subtitle')}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrors messages={generalErrors} />
          <AccountEmailInput inputProps={field} />
          <Button type="submit" size="md" fullWidth loading={request.isPending}>
            {t('auth.reset_request.submit')}
          </Button>
          <Anchor component={Link} to="/" size="sm" ta="center">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} />{' '}
            {t('auth.back_to_login')}
          </Anchor>
        </Stack>
      </form>
    </>
  );
}
