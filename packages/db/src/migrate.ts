import { createRequire } from 'node:module';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/** The SQL migrations ship with this package (drizzle/), found through its package.json. */
export function migrationsFolder(): string {
  const manifest = createRequire(import.meta.url).resolve('@ergo/db/package.json');
  return path.join(path.dirname(manifest), 'drizzle');
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
