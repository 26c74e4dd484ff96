import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/errors';

/** The assessment could not be read: why, and the way back to the list. */
export function DetailLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('assessmentDetail.load_failed')} data-testid="detail-error">
      {error instanceof ApiError ? error.message : t('errors.unexpected')}
      <Button
        component={Link}
        to="/assessments"
        variant="default"
        size="xs"
        mt="sm"
        display="block"
        w="fit-content"
      >
        {t('assessmentDetail.back_to_list')}
      </Button>
    </Alert>
  );
}
