import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

/** With DATABASE_URL the files share one PostgreSQL database: migrate it once, before them all. */
export default async function setup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const handle = await openDatabase({ databaseUrl });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
}
