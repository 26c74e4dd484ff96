import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../api/client';
import { ApiError } from '../api/errors';
import { notifyError } from './notify';

/**
 * Fetches a signed-in file (CSV, XLSX, PDF) and hands it to the browser as a download with the
 * given name. Throws the API's error (in the user's language) when the server refuses it.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const blob = await apiRequest<Blob>(path, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // the click has started the download; the URL is no longer needed
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/**
 * A download with its busy state: the button shows progress while the file comes, and a refusal
 * is shown as a toast in the user's language ("Unable to download file." when the server says
 * nothing more).
 */
export function useDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async (path: string, filename: string) => {
    setBusy(true);
    try {
      await downloadFile(path, filename);
    } catch (error) {
      notifyError(
        error instanceof ApiError ? error.message : t('errors.download_failed'),
        t('errors.download_failed'),
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
