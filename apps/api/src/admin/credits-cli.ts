import path from 'node:path';
import { openDatabase } from '@ergo/db';
import { loadConfigOrExit } from '@ergo/platform';
import {
  CreditsCommandError,
  embeddedDatabaseInUse,
  parseCreditsCommand,
  runCreditsCommand,
} from './credits-command';

/** `npm run credits -- …`: reads the same DATA_DIR / DATABASE_URL as the server. */
async function main(): Promise<number> {
  const config = loadConfigOrExit();
  try {
    const command = parseCreditsCommand(process.argv.slice(2));
    const pgliteDir = path.join(config.dataDir, 'db');
    if (!config.DATABASE_URL) {
      const busy = embeddedDatabaseInUse(pgliteDir);
      if (busy) throw new CreditsCommandError(busy);
    }
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir });
    try {
      console.log(await runCreditsCommand(database.db, command));
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (!(error instanceof CreditsCommandError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main();
