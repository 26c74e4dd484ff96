import { reportFileName, apiRoutes, pathTo } from '@ergo/contracts';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../lib/download';
import type { DetailAssessment } from '../api/get-assessment';

/**
 * SPEC §2 "export report": the PDF, drawn on the server, in the language the user picks, saved
 * under the server's name for it (in that language, not the page's).
 */
export function ReportButton({ assessment }: { assessment: DetailAssessment }) {
  const { t } = useTranslation();
  const { busy, download: fetchFile } = useDownload();
  const download = (language: 'en' | 'tr') =>
    fetchFile(
      pathTo(apiRoutes.assessment.report, assessment, { language }),
      reportFileName(assessment, language),
    );
  return (
    <Menu position="bottom-end" width={200}>
      <Menu.Target>
        <Button
          leftSection={<IconFileTypePdf size={16} />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy}
          data-testid="export-report"
        >
          {t('assessmentDetail.actions.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('assessmentDetail.actions.report_language')}</Menu.Label>
        <Menu.Item onClick={() => void download('en')} data-testid="report-en">
          English
        </Menu.Item>
        <Menu.Item onClick={() => void download('tr')} data-testid="report-tr">
          Türkçe
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
