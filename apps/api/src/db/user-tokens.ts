import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  type Database,
  inOrg,
  type OrganizationId,
  type TokenPurpose,
  type UserId,
  users,
  type UserScope,
  userTokens,
} from '@ergo/db';

/*
 * Single-use link tokens (issue 32's query layer). A token is found by its hash before anyone is
 * signed in (the one unscoped lookup, by a secret); once found it names its organization, and
 * every other statement here is scoped to it.
 */

/**
 * Stores a new token for the user; the user's earlier unused tokens of the same purpose stop
 * working, in the same transaction.
 */
export async function replaceUnusedToken(
  db: Database,
  who: UserScope,
  token: {
    purpose: TokenPurpose;
    tokenHash: string;
    payload: Record<string, string>;
    expiresAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(
        inOrg(
          userTokens,
          who.orgId,
          eq(userTokens.userId, who.userId),
          eq(userTokens.purpose, token.purpose),
          isNull(userTokens.usedAt),
        ),
      );
    await tx.insert(userTokens).values({ organizationId: who.orgId, userId: who.userId, ...token });
  });
}

/**
 * Marks a token used and returns its user, organization and payload; null when no live, unused
 * token of that hash, user and purpose exists. Checking and spending are one UPDATE, so two
 * clicks racing each other cannot both succeed.
 */
export async function spendToken(
  db: Database,
  token: { tokenHash: string; userId: UserId; purpose: TokenPurpose },
): Promise<{ userId: UserId; orgId: OrganizationId; payload: Record<string, string> } | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, token.tokenHash),
        eq(userTokens.userId, token.userId),
        eq(userTokens.purpose, token.purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({
      userId: userTokens.userId,
      orgId: userTokens.organizationId,
      payload: userTokens.payload,
    });
  return row ?? null;
}

/** Whether the account an activation token (spent or not) belongs to is active. */
export async function activationTokenAccountActive(
  db: Database,
  token: { tokenHash: string; userId: UserId },
): Promise<boolean> {
  const [row] = await db
    .select({ isActive: users.isActive })
    .from(userTokens)
    .innerJoin(
      users,
      and(
        eq(users.id, userTokens.userId),
        // a join of two rows of one organization (the token's), not the caller's scope: the token
        // is looked up by its own hash before anyone is signed in
        // eslint-disable-next-line no-restricted-syntax
        eq(users.organizationId, userTokens.organizationId),
      ),
    )
    .where(
      and(
        eq(userTokens.tokenHash, token.tokenHash),
        eq(userTokens.userId, token.userId),
        eq(userTokens.purpose, 'activation'),
      ),
    );
  return row?.isActive === true;
}

/**
 * First key of the advisory locks that keep two tokens of one window apart (ASCII 'UNLK': the
 * unlock mails, at most one per lockout window, are what it serves).
 */
const TOKEN_WINDOW_LOCK_SPACE = 0x554e4c4b;

/**
 * Runs `make` unless the user was given a token of the purpose since `since`; one at a time per
 * user (an advisory lock held by the transaction), so two racing calls give one token.
 */
export async function unlessTokenSince<T>(
  db: Database,
  who: UserScope,
  purpose: TokenPurpose,
  since: Date,
  make: (tx: Database) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${TOKEN_WINDOW_LOCK_SPACE}, hashtext(${who.userId}::text))`,
    );
    const [recent] = await tx
      .select({ id: userTokens.id })
      .from(userTokens)
      .where(
        inOrg(
          userTokens,
          who.orgId,
          eq(userTokens.userId, who.userId),
          eq(userTokens.purpose, purpose),
          gt(userTokens.createdAt, since),
        ),
      )
      .limit(1);
    return recent ? null : make(tx);
  });
}
