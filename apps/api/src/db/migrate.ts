import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/** The SQL migrations live in apps/api/drizzle, both beside the sources and beside the bundle. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  try {
    // A bundle outside apps/api (the worker) finds them through the workspace package.
    candidates.push(
      path.join(
        path.dirname(createRequire(import.meta.url).resolve('@ergo/api/package.json')),
        'drizzle',
      ),
    );
  } catch {
    // not resolvable from here: only the candidates above
  }
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

// Any constant works; it only has to be the same for every instance of the API.
const MIGRATION_LOCK_KEY = 7_283_911;

/**
 * Applies the same SQL migrations to PGlite and PostgreSQL. On PostgreSQL an advisory lock makes
 * several API instances or workers starting together apply them once.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.pglite) {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: folder });
    return;
  }
  if (!handle.pool) throw new Error('No database connection to migrate');
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
}
