import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useResendActivation } from '../api/resend-activation';

export function ResendActivationButton({
  email,
  variant = 'light',
}: {
  email: string;
  variant?: 'light' | 'default';
}) {
  const { t } = useTranslation();
  const resend = useResendActivation();
  return (
    <Button
      variant={variant}
      leftSection={<IconMailForward size={16} />}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(
          { email },
          {
            onSuccess: () => notifySuccess(t('auth.resend.sent')),
            onError: (error) => notifyError(error.message),
          },
        )
      }
    >
      {t('auth.resend.button')}
    </Button>
  );
}
