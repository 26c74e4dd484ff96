import { rm } from 'node:fs/promises';

/** Removes the run's temporary data folder (database, outbox) unless E2E_KEEP_DATA is set. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || process.env.E2E_KEEP_DATA) return;
  await rm(dir, { recursive: true, force: true }).catch(() => undefined);
}
