import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { inOrg, refreshTokens } from '@ergo/db';
import { createTestApp, signUp } from '../../../test/helpers';
import { LiveSessions, type SessionOwner } from './live-sessions';

const t = await createTestApp();
const TTL_MS = 150;

async function newSession(): Promise<SessionOwner> {
  const user = await signUp(t);
  return {
    sessionId: decodeJwt(user.access).sid as string,
    userId: user.userId,
    orgId: user.orgId,
  };
}

/** Ends a session in the database only, as another API instance would. */
const revokeElsewhere = (owner: SessionOwner) =>
  t.ctx.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(inOrg(refreshTokens, owner.orgId, eq(refreshTokens.familyId, owner.sessionId)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LiveSessions', () => {
  it('reads a session once per TTL, once for all callers of the same moment', async () => {
    const owner = await newSession();
    const sessions = new LiveSessions(t.ctx.db, TTL_MS);
    const select = vi.spyOn(t.ctx.db, 'select');
    const answers = await Promise.all(Array.from({ length: 20 }, () => sessions.isAlive(owner)));
    expect(answers).toEqual(Array(20).fill(true));
    expect(await sessions.isAlive(owner)).toBe(true);
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
  });

  it('sees a revocation by another instance once its entry is older than the TTL (the documented window)', async () => {
    const owner = await newSession();
    const sessions = new LiveSessions(t.ctx.db, TTL_MS);
    expect(await sessions.isAlive(owner)).toBe(true);
    await revokeElsewhere(owner);
    expect(await sessions.isAlive(owner)).toBe(true); // still trusted for up to one TTL
    await sleep(TTL_MS + 20);
    expect(await sessions.isAlive(owner)).toBe(false);
  });

  it('a revocation in this process wins at once, even over a read already on its way', async () => {
    const owner = await newSession();
    const sessions = new LiveSessions(t.ctx.db, 60_000);
    const told: string[][] = [];
    sessions.onRevoked((ids) => told.push([...ids]));
    const reading = sessions.isAlive(owner); // the database still says alive
    sessions.revoked([owner.sessionId]);
    expect(await reading).toBe(false);
    expect(await sessions.isAlive(owner)).toBe(false);
    expect(told).toEqual([[owner.sessionId]]);
  });

  it('does not take a session of one user for another user', async () => {
    const owner = await newSession();
    const stranger = await newSession();
    const sessions = new LiveSessions(t.ctx.db, 60_000);
    expect(await sessions.isAlive(owner)).toBe(true);
    expect(await sessions.isAlive({ ...owner, userId: stranger.userId })).toBe(false);
    expect(await sessions.isAlive({ ...owner, orgId: stranger.orgId })).toBe(false);
  });

  it('sweep reports the sessions that ended anywhere, in one query', async () => {
    const [kept, ended] = [await newSession(), await newSession()];
    const sessions = new LiveSessions(t.ctx.db, 60_000);
    const told: string[][] = [];
    sessions.onRevoked((ids) => told.push([...ids]));
    await revokeElsewhere(ended);
    await sessions.sweep([kept, ended]);
    expect(told).toEqual([[ended.sessionId]]);
    expect(await sessions.isAlive(ended)).toBe(false);
    expect(await sessions.isAlive(kept)).toBe(true);
  });
});
