import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Group and other permission bits: none may be set on anything under DATA_DIR. */
export const SHARED_BITS = 0o077;

/**
 * Clears the group and other permission bits of everything under `dir` (symbolic links are left
 * alone); how many entries it changed. PGlite lays out its database with explicit modes (0666,
 * whatever the umask), so the embedded database's folder goes through this once it is open.
 */
export function clearSharedBits(dir: string): number {
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const full = path.join(dir, entry.name);
    const { mode } = lstatSync(full);
    if ((mode & SHARED_BITS) !== 0) {
      chmodSync(full, mode & 0o700);
      changed += 1;
    }
    if (entry.isDirectory()) changed += clearSharedBits(full);
  }
  return changed;
}
