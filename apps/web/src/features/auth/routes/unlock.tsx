import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRunOnce } from '../../../lib/use-run-once';
import { useUnlockAccount } from '../api/unlock-account';
import { AuthResult } from '../components/auth-result';

/** The page the mailed unlock link opens: it forgets the failed sign-ins, then offers to log in. */
export function UnlockRoute() {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  const unlock = useUnlockAccount();
  const { mutate } = unlock;
  const run = useCallback(() => mutate({ uid, token }), [mutate, uid, token]);
  useRunOnce(`${uid}/${token}`, run);

  if (unlock.isSuccess) {
    return (
      <AuthResult
        kind="success"
        title={t('auth.unlock.success_title')}
        message={t('auth.unlock.success_body')}
      >
        <Button component={Link} to="/" fullWidth>
          {t('auth.unlock.to_login')}
        </Button>
      </AuthResult>
    );
  }
  if (unlock.isError) {
    return (
      <AuthResult kind="error" title={t('auth.unlock.error_title')} message={unlock.error.message}>
        <Text size="sm" c="dimmed" ta="center">
          {t('auth.unlock.error_hint')}
        </Text>
        <Anchor component={Link} to="/reset-password" size="sm">
          {t('auth.login.forgot')}
        </Anchor>
        <Button component={Link} to="/" variant="default" fullWidth>
          {t('auth.back_to_login')}
        </Button>
      </AuthResult>
    );
  }
  return (
    <Stack align="center" py="xl" gap="md">
      <Loader />
      <Text c="dimmed">{t('auth.unlock.pending')}</Text>
    </Stack>
  );
}
