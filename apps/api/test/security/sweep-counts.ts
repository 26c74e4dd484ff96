import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a sweep's figures where `npm test` collects them (scripts/test.mjs sets
 * ERGO_TEST_COUNTS_DIR per database pass and prints them in its summary). A run outside
 * `npm test` writes nothing.
 */
export function writeSweepCounts(name: string, counts: Record<string, number | string>): void {
  const dir = process.env.ERGO_TEST_COUNTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(counts, null, 2)}\n`);
}
