import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/errors';
import { FormErrors } from '../../../components/form-errors';
import { useApiForm } from '../../../lib/use-api-form';
import { useLogin } from '../api/login';
import { AccountEmailInput } from '../components/account-email-input';
import { AuthFormHeader } from '../components/auth-form-header';
import { ResendActivationButton } from '../components/resend-activation-button';
import { signInCheck } from '../lib/sign-in-check';

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [inactiveEmail, setInactiveEmail] = useState<string | null>(null);
  // 423: this address used up its allowance for this account; a reset gets the owner in at once.
  const [locked, setLocked] = useState(false);
  const { form, field, showError, generalErrors, clearGeneralErrors } = useApiForm(
    // loginBodySchema's rules without zod, which the first load does without (the server checks too)
    signInCheck,
    {
      initialValues: { email: '', password: '' },
    },
  );

  const from = (location.state as { from?: string } | null)?.from;

  const submit = form.onSubmit((values) => {
    clearGeneralErrors();
    setInactiveEmail(null);
    setLocked(false);
    login.mutate(values, {
      onSuccess: () => void navigate(from && from !== '/' ? from : '/dashboard', { replace: true }),
      onError: (error) => {
        showError(error);
        if (error instanceof ApiError && error.status === 403) setInactiveEmail(values.email);
        if (error instanceof ApiError && error.status === 423) setLocked(true);
      },
    });
  });

  return (
    <>
      <AuthFormHeader title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrors messages={generalErrors} />
          {inactiveEmail ? <ResendActivationButton email={inactiveEmail} /> : null}
          {locked ? (
            <Text size="sm" c="dimmed" data-testid="login-locked-hint">
              {t('auth.login.locked_hint')}{' '}
              <Anchor component={Link} to="/reset-password" size="sm" fw={600}>
                {t('auth.login.locked_reset')}
              </Anchor>
            </Text>
          ) : null}
          <AccountEmailInput inputProps={field} />
          <PasswordInput
            label={t('fields.password')}
            placeholder={t('fields.password_placeholder')}
            autoComplete="current-password"
            withAsterisk
            {...field('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/reset-password" size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            {t('auth.login.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.login.no_account')}{' '}
            <Anchor component={Link} to="/register" fw={600}>
              {t('auth.login.register_link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
