import { Alert } from '@mantine/core';
import { IconCoinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * At 0 credits, said at the top of the create form before anything is filled in, with whom to ask:
 * otherwise the user learns it only from the refusal after filling the whole form.
 */
export function OutOfCreditNotice({ credit }: { credit: number | undefined }) {
  const { t } = useTranslation();
  if (credit === undefined || credit > 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconCoinOff size={18} aria-hidden />}
      title={t('assessmentCreate.no_credit.title')}
      data-testid="out-of-credit-notice"
    >
      {t('assessmentCreate.no_credit.body')}
    </Alert>
  );
}
