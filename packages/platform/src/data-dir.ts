import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { clearSharedBits, SHARED_BITS } from '@ergo/db';

interface WarnLog {
  warn(message: string): void;
}

/**
 * DATA_DIR holds the database, the secrets, the encrypted files and the outbox (live reset links):
 * it is created 0700. One that is open to other users (created by an earlier version, 0755) is
 * made private when this user owns it, and what is in it with it (the PGlite files were 0666, the
 * outbox mails 0644); one owned by another user is only reported, since changing it is its owner's
 * decision. The programs also set umask 077 (see privateUmask) for what they write later.
 */
export function prepareDataDir(dataDir: string, log: WarnLog): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { mode, uid } = statSync(dataDir);
  if ((mode & SHARED_BITS) === 0) return;
  const shown = (mode & 0o777).toString(8);
  const owner = process.getuid?.();
  if (owner === undefined || owner !== uid) {
    log.warn(
      `DATA_DIR ${dataDir} can be read by other users (mode ${shown}) and belongs to another user: make it private with chmod 700.`,
    );
    return;
  }
  chmodSync(dataDir, 0o700);
  const fixed = clearSharedBits(dataDir);
  log.warn(
    `DATA_DIR ${dataDir} could be read by other users (mode ${shown}): made it private (0700), and ${fixed} entries in it.`,
  );
}

/**
 * Makes every file and folder this process creates private (umask 077): the files PGlite adds as
 * the database grows (tables, WAL segments), and anything written under DATA_DIR without an
 * explicit mode. Called first by the programs (the API server, the worker); their analysis
 * children inherit it.
 */
export function privateUmask(): void {
  process.umask(0o077);
}
