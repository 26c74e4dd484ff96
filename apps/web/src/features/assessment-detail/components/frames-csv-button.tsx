import { exportFileName, apiRoutes, pathTo } from '@ergo/contracts';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../lib/download';
import type { DetailAssessment } from '../api/get-assessment';

/** Downloads the analysed video's per-frame timeline (GET …/frames.csv) for the user's own analysis. */
export function FramesCsvButton({ assessment }: { assessment: DetailAssessment }) {
  const { t } = useTranslation();
  const { busy, download } = useDownload();
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={busy}
      onClick={() =>
        void download(
          pathTo(apiRoutes.assessment.framesCsv, assessment),
          exportFileName(assessment, assessment.name, '-frames.csv'),
        )
      }
      data-testid="export-frames-csv"
    >
      {t('assessmentDetail.actions.frames_csv')}
    </Button>
  );
}
