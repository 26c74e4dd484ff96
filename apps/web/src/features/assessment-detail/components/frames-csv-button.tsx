import { exportFileName } from '@ergo/contracts';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { downloadFile } from '../../../lib/download';
import { notifyError } from '../../../lib/notify';
import type { DetailAssessment } from '../api/get-assessment';

/** Downloads the analysed video's per-frame timeline (GET …/frames.csv) for the user's own analysis. */
export function FramesCsvButton({ assessment }: { assessment: DetailAssessment }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(
        `/operation/${assessment.type}/${assessment.id}/frames.csv`,
        exportFileName(assessment, 'frames.csv'),
      );
    } catch (error) {
      notifyError(
        error instanceof ApiError ? error.message : t('errors.download_failed'),
        t('errors.download_failed'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={busy}
      onClick={() => void download()}
      data-testid="export-frames-csv"
    >
      {t('assessmentDetail.actions.frames_csv')}
    </Button>
  );
}
