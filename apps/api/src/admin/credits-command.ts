import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  addCredits,
  type Database,
  findBalanceByEmail,
  findBalanceById,
  organizationId,
} from '@ergo/db';

/*
 * `npm run credits`: how the administrator of a self-hosted installation gives an organization
 * credits (SPEC's out-of-credit message says "contact us"; this is what "us" does). English only:
 * it is an operator's tool, like the server's own console messages.
 */

export const CREDITS_USAGE = `Usage:
  npm run credits -- show --email <user's email>
  npm run credits -- show --organization <organization id>
  npm run credits -- add --email <user's email> --amount <whole number 1-100000>
  npm run credits -- add --organization <organization id> --amount <whole number 1-100000>`;

/** The largest top-up at once: a typo of a few extra digits should not go through. */
export const MAX_TOP_UP = 100_000;

export class CreditsCommandError extends Error {}

export type CreditsCommand =
  { action: 'show'; who: Who } | { action: 'add'; who: Who; amount: number };
type Who = { email: string } | { organization: string };

export function parseCreditsCommand(argv: string[]): CreditsCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        organization: { type: 'string' },
        amount: { type: 'string' },
      },
    });
  } catch (error) {
    throw new CreditsCommandError(`${(error as Error).message}\n\n${CREDITS_USAGE}`);
  }
  const { positionals, values } = parsed;
  const action = positionals[0];
  if (positionals.length !== 1 || (action !== 'show' && action !== 'add')) {
    throw new CreditsCommandError(`Say "show" or "add".\n\n${CREDITS_USAGE}`);
  }
  if (Boolean(values.email) === Boolean(values.organization)) {
    throw new CreditsCommandError(`Give either --email or --organization.\n\n${CREDITS_USAGE}`);
  }
  const who: Who = values.email
    ? { email: values.email.trim().toLowerCase() }
    : { organization: values.organization ?? '' };
  if (action === 'show') return { action, who };
  const amount = Number(values.amount);
  if (!/^\d+$/.test(values.amount ?? '') || amount < 1 || amount > MAX_TOP_UP) {
    throw new CreditsCommandError(
      `--amount must be a whole number from 1 to ${MAX_TOP_UP}.\n\n${CREDITS_USAGE}`,
    );
  }
  return { action, who, amount };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findOrganization(db: Database, who: Who) {
  if ('email' in who) {
    const row = await findBalanceByEmail(db, who.email);
    if (!row) throw new CreditsCommandError(`No account has the email address ${who.email}.`);
    return row;
  }
  // The operator typed the id: it only finds a row, whose own id is then used.
  const row = UUID.test(who.organization)
    ? await findBalanceById(db, organizationId(who.organization))
    : null;
  if (!row) throw new CreditsCommandError(`No organization has the id ${who.organization}.`);
  return row;
}

/** Runs the command; the line to print. */
export async function runCreditsCommand(db: Database, command: CreditsCommand): Promise<string> {
  const org = await findOrganization(db, command.who);
  const label = `Organization "${org.name}" (${org.id})`;
  if (command.action === 'show') return `${label}: ${org.credit} credits.`;
  const balance = await addCredits(db, org.id, command.amount);
  if (balance === null) throw new CreditsCommandError(`${label} no longer exists.`);
  return `${label}: ${balance - command.amount} + ${command.amount} = ${balance} credits.`;
}

/**
 * PGlite is one process's database: a second process opening the same files would corrupt them.
 * While the server has them open, PGlite keeps a postmaster.pid in the folder (removed on a clean
 * stop), so its presence means "in use" — or a server that was killed rather than stopped.
 */
export function embeddedDatabaseInUse(pgliteDir: string): string | null {
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    return `There is no database in ${pgliteDir} yet: start ErgoAssess once (npm start), stop it, then run this command.`;
  }
  if (existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    return (
      `The embedded database in ${pgliteDir} is in use: stop ErgoAssess (Ctrl+C) and run this command again.\n` +
      'If ErgoAssess is not running, it was killed without closing the database: start it and stop it with Ctrl+C once.'
    );
  }
  return null;
}
