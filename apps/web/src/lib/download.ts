import { apiRequest } from '../api/client';

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
