import { apiRoutes, pathTo } from '@ergo/contracts';
import { Button } from '@mantine/core';
import { IconTableExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../lib/download';

/** The assessments list as an Excel workbook, with the filters on screen (no paging). */
export function ExportListButton({ filters }: { filters: Record<string, string | null> }) {
  const { t } = useTranslation();
  const { busy, download: fetchFile } = useDownload();
  const download = () => {
    const day = new Date().toISOString().slice(0, 10);
    return fetchFile(
      pathTo(apiRoutes.assessments.exportList, {}, filters),
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
