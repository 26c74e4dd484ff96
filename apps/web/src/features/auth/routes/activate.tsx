import { Button, Loader, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRunOnce } from '../../../lib/use-run-once';
import { useActivateAccount } from '../api/activate-account';
import { AuthResult } from '../components/auth-result';

export function ActivateRoute() {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  const activate = useActivateAccount();
  const { mutate } = activate;
  const run = useCallback(() => mutate({ uid, token }), [mutate, uid, token]);
  useRunOnce(`${uid}/${token}`, run);

  if (activate.data?.status === 'already_active') {
    // A link opened again (a second click, a mail scanner) is no failure: offer sign-in.
    return (
      <AuthResult
        kind="success"
        title={t('auth.activate.already_title')}
        message={t('auth.activate.already_body')}
      >
        <Button component={Link} to="/" fullWidth>
          {t('auth.activate.sign_in')}
        </Button>
      </AuthResult>
    );
  }
  if (activate.isSuccess) {
    return (
      <AuthResult
        kind="success"
        title={t('auth.activate.success_title')}
        message={t('auth.activate.success_body')}
      >
        <Button component={Link} to="/" fullWidth>
          {t('auth.activate.to_login')}
        </Button>
      </AuthResult>
    );
  }
  if (activate.isError) {
    return (
      <AuthResult
        kind="error"
        title={t('auth.activate.error_title')}
        message={activate.error.message}
      >
        <Text size="sm" c="dimmed" ta="center">
          {t('auth.activate.error_hint')}
        </Text>
        <Button component={Link} to="/" variant="default" fullWidth>
          {t('auth.back_to_login')}
        </Button>
      </AuthResult>
    );
  }
  return (
    <Stack align="center" py="xl" gap="md">
      <Loader />
      <Text c="dimmed">{t('auth.activate.pending')}</Text>
    </Stack>
  );
}
