import { Button } from '@mantine/core';
import { IconTableExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { downloadFile } from '../../../lib/download';
import { notifyError } from '../../../lib/notify';

/** The assessments list as an Excel workbook, with the filters on screen (no paging). */
export function ExportListButton({ filters }: { filters: Record<string, string | null> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams(
        Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      const day = new Date().toISOString().slice(0, 10);
      await downloadFile(
        `/operation/assessments/export.xlsx?${query.toString()}`,
        `assessments-${day}.xlsx`,
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
      leftSection={<IconTableExport size={16} />}
      loading={busy}
      onClick={() => void download()}
      data-testid="export-xlsx"
    >
      {t('assessmentsList.export_xlsx')}
    </Button>
  );
}
