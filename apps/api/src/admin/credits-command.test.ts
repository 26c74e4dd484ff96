import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { creditBalance, organizations, users } from '@ergo/db';
import { testDatabase } from '@ergo/db/testing';
import {
  CreditsCommandError,
  embeddedDatabaseInUse,
  parseCreditsCommand,
  runCreditsCommand,
} from './credits-command';

const { db } = await testDatabase();

async function organizationAtZero() {
  const [org] = await db
    .insert(organizations)
    .values({ name: 'Acme Logistics', credit: 0 })
    .returning({ id: organizations.id });
  if (!org) throw new Error('organization insert returned nothing');
  const email = `admin-${randomUUID()}@example.com`;
  await db.insert(users).values({
    organizationId: org.id,
    email,
    passwordHash: 'x',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  return { orgId: org.id, email };
}

const run = (argv: string[]) => runCreditsCommand(db, parseCreditsCommand(argv));

describe('npm run credits', () => {
  it("adds credits to the organization of a user's email, and shows the balance", async () => {
    const { orgId, email } = await organizationAtZero();
    expect(await run(['add', '--email', email.toUpperCase(), '--amount', '50'])).toBe(
      `Organization "Acme Logistics" (${orgId}): 0 + 50 = 50 credits.`,
    );
    expect(await creditBalance(db, orgId)).toBe(50);
    expect(await run(['show', '--organization', orgId])).toBe(
      `Organization "Acme Logistics" (${orgId}): 50 credits.`,
    );
  });

  it('adds by organization id and leaves every other organization alone', async () => {
    const target = await organizationAtZero();
    const other = await organizationAtZero();
    await run(['add', '--organization', target.orgId, '--amount', '3']);
    expect(await creditBalance(db, target.orgId)).toBe(3);
    expect(await creditBalance(db, other.orgId)).toBe(0);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { orgId, email } = await organizationAtZero();
    const refusals: [string[], RegExp][] = [
      [['add', '--email', email], /--amount must be a whole number from 1 to 100000/],
      [['add', '--email', email, '--amount=-5'], /--amount must be a whole number/],
      [['add', '--email', email, '--amount', '2.5'], /--amount must be a whole number/],
      [['add', '--email', email, '--amount', '1000000'], /--amount must be a whole number/],
      [['add', '--amount', '5'], /Give either --email or --organization/],
      [['give', '--email', email], /Say "show" or "add"/],
      [['add', '--emial', email], /Unknown option '--emial'/],
    ];
    for (const [argv, message] of refusals) {
      expect(() => parseCreditsCommand(argv), argv.join(' ')).toThrow(message);
    }
    await expect(run(['add', '--email', 'nobody@example.com', '--amount', '5'])).rejects.toThrow(
      'No account has the email address nobody@example.com.',
    );
    await expect(run(['show', '--organization', 'not-an-id'])).rejects.toBeInstanceOf(
      CreditsCommandError,
    );
    expect(await creditBalance(db, orgId)).toBe(0);
  });

  it('refuses to open an embedded database that the server has open', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ergo-credits-'));
    try {
      expect(embeddedDatabaseInUse(dir)).toMatch(/There is no database in .* yet/);
      const running = new PGlite(dir);
      await running.waitReady;
      expect(embeddedDatabaseInUse(dir)).toMatch(/is in use: stop ErgoAssess/);
      await running.close();
      expect(embeddedDatabaseInUse(dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
