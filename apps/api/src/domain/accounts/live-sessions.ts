import { type Database, type OrganizationId, organizationId, type UserId, userId } from '@ergo/db';
import type { SessionLiveness, SessionOwner } from '../../context';
import { liveSessionIds, sessionIsLive } from '../../db/sessions';

/** How long this process trusts what it last read about a session (the cross-instance window). */
export const SESSION_CHECK_TTL_MS = 5_000;
/** Sessions remembered at most; the oldest entries go first (a bound on memory, not on logins). */
const MAX_ENTRIES = 50_000;

interface Entry {
  alive: boolean;
  userId: UserId;
  orgId: OrganizationId;
  until: number;
}

/** What is remembered of an ended session: whose it was no longer matters. */
const ENDED = { alive: false, userId: userId(''), orgId: organizationId('') } as const;

export type { SessionOwner };

/**
 * Which sign-in sessions are alive. A session is a refresh-token family; it is alive while one of
 * its tokens is neither revoked nor expired. Access tokens carry the session id, and every signed-in
 * request asks here: the answer is read from the database at most once per session every few
 * seconds (and once for all requests that ask at the same moment), so list endpoints keep their
 * speed. A revocation in this process is seen at once; another API instance sees it when its entry
 * expires (SESSION_CHECK_TTL_MS).
 */
export class LiveSessions implements SessionLiveness {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  private readonly listeners = new Set<(sessionIds: readonly string[]) => void>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = SESSION_CHECK_TTL_MS,
  ) {}

  async isAlive(owner: SessionOwner): Promise<boolean> {
    const cached = this.fresh(owner.sessionId);
    const entry = cached ?? (await this.lookup(owner));
    return entry.alive && entry.userId === owner.userId && entry.orgId === owner.orgId;
  }

  /**
   * The sessions were revoked (logout, password change or reset, a stolen refresh token): their
   * access tokens and sockets are refused from now on. Called inside the revoking transaction too,
   * so the mark lasts one TTL rather than for ever: a rolled-back revocation comes back to life.
   */
  revoked(sessionIds: readonly string[]): void {
    if (sessionIds.length === 0) return;
    for (const sessionId of sessionIds) this.remember(sessionId, ENDED);
    for (const listener of this.listeners) listener(sessionIds);
  }

  /** Told of every revocation this process makes or finds (the notification sockets close). */
  onRevoked(listener: (sessionIds: readonly string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Re-reads the given sessions in one query and reports those that ended, whichever instance ended
   * them: open sockets outlive any single request, so they are checked this way periodically.
   */
  async sweep(owners: readonly SessionOwner[]): Promise<void> {
    if (owners.length === 0) return;
    const ids = [...new Set(owners.map((owner) => owner.sessionId))];
    const orgs = [...new Set(owners.map((owner) => owner.orgId))];
    const alive = new Set(await liveSessionIds(this.db, { orgIds: orgs, sessionIds: ids }));
    this.revoked(ids.filter((id) => !alive.has(id)));
  }

  private fresh(sessionId: string): Entry | undefined {
    const entry = this.entries.get(sessionId);
    return entry && entry.until > Date.now() ? entry : undefined;
  }

  private lookup(owner: SessionOwner): Promise<Entry> {
    const running = this.pending.get(owner.sessionId);
    if (running) return running;
    const promise = this.read(owner).finally(() => this.pending.delete(owner.sessionId));
    this.pending.set(owner.sessionId, promise);
    return promise;
  }

  private async read(owner: SessionOwner): Promise<Entry> {
    const alive = await sessionIsLive(this.db, owner);
    // A revocation made while this read was on its way wins over what the read saw.
    const revokedMeanwhile = this.fresh(owner.sessionId);
    if (revokedMeanwhile && !revokedMeanwhile.alive) return revokedMeanwhile;
    return this.remember(owner.sessionId, {
      alive,
      userId: owner.userId,
      orgId: owner.orgId,
    });
  }

  private remember(sessionId: string, value: Omit<Entry, 'until'>): Entry {
    const entry: Entry = {
      alive: value.alive,
      userId: value.userId,
      orgId: value.orgId,
      until: Date.now() + this.ttlMs,
    };
    // Re-inserted at the end, so the Map's order is the order of reading and the oldest go first.
    this.entries.delete(sessionId);
    this.entries.set(sessionId, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }
}
