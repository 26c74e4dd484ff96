import { apiRoutes } from '@ergo/contracts';
import { Button } from '@mantine/core';
import { IconTableExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../lib/download';

/** The assessments list as an Excel workbook, with the filters on screen (no paging). */
export function ExportListButton({ filters }: { filters: Record<string, string | null> }) {
  const { t } = useTranslation();
  const { busy, download: fetchFile } = useDownload();
  const download = () => {
    const query = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    const day = new Date().toISOString().slice(0, 10);
    return fetchFile(
      `${apiRoutes.assessments.exportList.path}?${query.toString()}`,
      `assessments-${day}.xlsx`,
    );
  };
  return (
    <Button
      variant="default"
      leftSection={<IconTableExport size={16} />}
      loading={busy}
      onClick={() => void download()}
      data-testid="export-xlsx"
    >
      {t('assessmentsList.export_xlsx')}
    </Button>
  );
}
