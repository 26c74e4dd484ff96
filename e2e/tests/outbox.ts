import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The embedded mailer writes one .eml per message into $DATA_DIR/outbox/. */
export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see e2e/playwright.config.ts)');
  return path.join(dataDir, 'outbox');
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function mailsTo(address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir())
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((name) => readFileSync(path.join(outboxDir(), name), 'utf8'))
    .filter((raw) =>
      new RegExp(`^To:.*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw),
    );
}

/** The newest link of the given kind (e.g. '/activate/') in a mail to `address`, waiting for it to arrive. */
export async function waitForLink(
  address: string,
  pathPart: string,
  timeoutMs = 15_000,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*${pathPart.replace(/\//g, '\\/')}[^\\s"'<>]+`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const raw of mailsTo(address).reverse()) {
      const match = decodeQuotedPrintable(raw).match(pattern);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${address} with a ${pathPart} link in ${outboxDir()}`);
}
