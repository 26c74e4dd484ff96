import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { clearSharedBits } from './private-files';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** the raw PGlite instance in the embedded mode (used by the in-process queue and tests) */
  pglite?: PGlite;
  /** the pool in PostgreSQL mode (used for LISTEN/NOTIFY and pg-boss) */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used */
  databaseUrl?: string | undefined;
  /** folder of the PGlite files; `undefined` means in memory (tests) */
  pgliteDir?: string | undefined;
  /** sees every SQL statement before it runs (the tests' tenancy guard) */
  logger?: Logger;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db: Database = drizzlePg(pool, { schema, logger: options.logger ?? false });
    return { db, driver: 'postgres', pool, close: () => pool.end() };
  }
  // private folders (DATA_DIR and its db/), and private files: PGlite sets 0666 modes of its own
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 });
  const pglite = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await pglite.waitReady;
  if (options.pgliteDir) clearSharedBits(options.pgliteDir);
  const db: Database = drizzlePglite(pglite, { schema, logger: options.logger ?? false });
  return { db, driver: 'pglite', pglite, close: () => pglite.close() };
}

/** Resolves once the database answers a trivial query (the health route's check). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
