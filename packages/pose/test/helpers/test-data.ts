import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: packages/pose/test/helpers -> ../../../.. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The committed test data (sources and licences in each folder's SOURCES.md). */
export const TEST_DATA = path.join(REPO_ROOT, 'test-data');

/** `file` itself; throws naming it when it is missing, so a test without its data fails, never skips. */
export function mustExist(file: string): string {
  if (!existsSync(file)) throw new Error(`test data missing: ${file}`);
  return file;
}
