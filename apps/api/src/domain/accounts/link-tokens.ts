import type { Database, OrganizationId, TokenPurpose, UserId } from '@ergo/db';
import { replaceUnusedToken, spendToken } from '../../db/user-tokens';
import { invalidLink } from '../../lib/errors';
import { decodeUid, encodeUid, hashToken, newToken } from '../../lib/tokens';

const LIFETIME_MS: Record<TokenPurpose, number> = {
  activation: 7 * 24 * 3600_000,
  password_reset: 3600_000,
  email_change: 24 * 3600_000,
  unlock: 3600_000,
};

/** Creates a single-use link token; earlier unused tokens of the same purpose stop working. */
export async function createLinkToken(
  db: Database,
  user: { id: UserId; organizationId: OrganizationId },
  purpose: TokenPurpose,
  payload: Record<string, string> = {},
): Promise<{ uid: string; token: string }> {
  const token = newToken();
  await replaceUnusedToken(
    db,
    { orgId: user.organizationId, userId: user.id },
    {
      purpose,
      tokenHash: hashToken(token),
      payload,
      expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
    },
  );
  return { uid: encodeUid(user.id), token };
}

/**
 * Marks a link token used and returns its user and payload. Checking and spending happen in one
 * UPDATE, so two clicks racing each other cannot both succeed.
 */
export async function consumeLinkToken(
  db: Database,
  input: { uid: string; token: string },
  purpose: TokenPurpose,
): Promise<{ userId: UserId; orgId: OrganizationId; payload: Record<string, string> }> {
  const userId = decodeUid(input.uid);
  if (!userId) throw invalidLink();
  const row = await spendToken(db, { tokenHash: hashToken(input.token), userId, purpose });
  if (!row) throw invalidLink();
  return row;
}
