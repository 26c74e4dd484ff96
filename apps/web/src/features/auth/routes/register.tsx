import { registerBodySchema } from '@ergo/contracts';
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrors } from '../../../components/form-errors';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { currentLanguage } from '../../../i18n';
import { useApiForm } from '../../../lib/use-api-form';
import { useRegister } from '../api/register';
import { AccountEmailInput } from '../components/account-email-input';
import { AuthFormHeader } from '../components/auth-form-header';
import { AuthResult } from '../components/auth-result';
import { ResendActivationButton } from '../components/resend-activation-button';

function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

export function RegisterRoute() {
  const { t } = useTranslation();
  const register = useRegister();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { form, field, showError, generalErrors, clearGeneralErrors } = useApiForm(
    registerBodySchema,
    {
      initialValues: {
        first_name: '',
        last_name: '',
        email: '',
        organization: '',
        job_title: '',
        password: '',
        password_confirm: '',
      },
    },
  );

  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    const body = { ...values, language: currentLanguage(), timezone: browserTimezone() };
    register.mutate(body, {
      onSuccess: () => setRegisteredEmail(values.email.trim().toLowerCase()),
      onError: showError,
    });
  });

  if (registeredEmail) {
    return (
      <AuthResult
        kind="mail"
        title={t('auth.register.done_title')}
        message={t('auth.register.done_body', { email: registeredEmail })}
      >
        <ResendActivationButton email={registeredEmail} variant="default" />
        <Anchor component={Link} to="/" size="sm">
          {t('auth.back_to_login')}
        </Anchor>
      </AuthResult>
    );
  }

  return (
    <>
      <AuthFormHeader title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrors messages={generalErrors} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('fields.first_name')}
              autoComplete="given-name"
              withAsterisk
              {...field('first_name')}
            />
            <TextInput
              label={t('fields.last_name')}
              autoComplete="family-name"
              withAsterisk
              {...field('last_name')}
            />
          </SimpleGrid>
          <AccountEmailInput inputProps={field} />
          <TextInput
            label={t('fields.organization')}
            description={t('fields.organization_hint')}
            autoComplete="organization"
            withAsterisk
            {...field('organization')}
          />
          <TextInput
            label={t('fields.job_title')}
            autoComplete="organization-title"
            {...field('job_title')}
          />
          <NewPasswordFields passwordLabel={t('fields.password')} inputProps={field} />
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            {t('auth.register.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.register.have_account')}{' '}
            <Anchor component={Link} to="/" fw={600}>
              {t('auth.register.login_link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
