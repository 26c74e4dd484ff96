import { Button, Loader, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isAuthenticated } from '../../../browser/session';
import { useRunOnce } from '../../../lib/use-run-once';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthResult } from '../components/auth-result';

export function ConfirmEmailRoute() {
  const { t } = useTranslation();
  const { uid = '', token = '' } = useParams();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const run = useCallback(() => mutate({ uid, token }), [mutate, uid, token]);
  useRunOnce(`${uid}/${token}`, run);
  const next = isAuthenticated()
    ? { to: '/settings?tab=email', label: t('auth.confirm_email.to_settings') }
    : { to: '/', label: t('auth.back_to_login') };

  if (confirm.isSuccess) {
    return (
      <AuthResult
        kind="success"
        title={t('auth.confirm_email.success_title')}
        message={t('auth.confirm_email.success_body')}
      >
        <Button component={Link} to={next.to} fullWidth>
          {next.label}
        </Button>
      </AuthResult>
    );
  }
  if (confirm.isError) {
    return (
      <AuthResult
        kind="error"
        title={t('auth.confirm_email.error_title')}
        message={confirm.error.message}
      >
        <Button component={Link} to={next.to} variant="default" fullWidth>
          {next.label}
        </Button>
      </AuthResult>
    );
  }
  return (
    <Stack align="center" py="xl" gap="md">
      <Loader />
      <Text c="dimmed">{t('auth.confirm_email.pending')}</Text>
    </Stack>
  );
}
