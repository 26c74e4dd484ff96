import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The text an answer shows its reader, to search for another organization's ids and names: the
 * body of JSON and text answers, every cell of a workbook. Undefined for media (PDF, JPEG, video),
 * whose text is compressed or absent; those routes are checked by their status instead.
 */
export async function readableBody(response: LightMyRequestResponse): Promise<string | undefined> {
  const type = String(response.headers['content-type'] ?? '');
  if (!response.rawPayload.length) return '';
  if (type.startsWith(XLSX)) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.eachSheet((sheet) => {
      cells.push(sheet.name);
      sheet.eachRow((row) => {
        row.eachCell((cell) => cells.push(String(cell.text)));
      });
    });
    return cells.join('\n');
  }
  if (/json|text|csv|javascript|html|xml|yaml/.test(type) || !type) return response.body;
  return undefined;
}

/** The secrets (ids, names) of `secrets` found in `text`, compared without case. */
export function secretsIn(text: string, secrets: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return secrets.filter((secret) => lower.includes(secret.toLowerCase()));
}
