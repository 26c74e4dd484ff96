import type { WebSocket } from 'ws';
import { translate, type Language, type VideoQueueItem } from '@ergo/contracts';
import type { AnalysisEvent, EventBus } from '@ergo/platform';
import type { OrganizationId, UserId } from '@ergo/db';

interface Client {
  socket: WebSocket;
  userId: UserId;
  /** the sign-in session whose WebSocket id opened it: the socket closes when that session ends */
  sessionId: string;
  lang: Language;
}

/** Close code of a socket whose session ended (like 4401 for a refused id: the client re-auths). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * SPEC §3 "Video queue item" of an analysis event, in the listener's language, with the id of the
 * listener's stored notification (GET /notifications/) when the event carries it.
 */
export function toQueueItem(event: AnalysisEvent, lang: Language, userId?: UserId): VideoQueueItem {
  const id = userId === undefined ? undefined : event.notificationIds?.[userId];
  return {
    ...(id ? { id } : {}),
    message: translate(event.messageKey, lang, event.messageParams),
    url: `/assessments/${event.assessmentType}/${event.assessmentId}`,
    status: event.status,
    model_name: event.assessmentType,
    model_id: event.assessmentId,
    progress: event.progress,
    name: event.assessmentName,
    created_at: event.at,
  };
}

/**
 * The sockets this API instance holds, by organization. Events come from the bus (in-process, or
 * PostgreSQL NOTIFY from any worker or instance) and go to the sockets of the user they concern.
 */
export class NotificationHub {
  private readonly clients = new Map<OrganizationId, Set<Client>>();
  private readonly unsubscribe: () => void;
  private readonly offResume: () => void;

  constructor(events: EventBus) {
    this.unsubscribe = events.subscribe((event) => this.deliver(event));
    // Events published while the bus's database connection was down never arrive: 'ready' makes
    // each browser read its running analyses again, as it does after reconnecting its socket.
    this.offResume = events.onResume(() => this.sendToAll({ type: 'ready' }));
  }

  add(orgId: OrganizationId, client: Client): void {
    const set = this.clients.get(orgId) ?? new Set<Client>();
    set.add(client);
    this.clients.set(orgId, set);
    client.socket.on('close', () => {
      set.delete(client);
      if (set.size === 0) this.clients.delete(orgId);
    });
  }

  /** The sessions of the open sockets, with their owners (for the periodic liveness check). */
  sessions(): { sessionId: string; userId: UserId; orgId: OrganizationId }[] {
    const found = new Map<string, { sessionId: string; userId: UserId; orgId: OrganizationId }>();
    for (const [orgId, set] of this.clients)
      for (const client of set)
        found.set(client.sessionId, { sessionId: client.sessionId, userId: client.userId, orgId });
    return [...found.values()];
  }

  /** Closes the sockets of ended sessions (logout, password change or reset, stolen token). */
  closeSessions(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    for (const set of this.clients.values())
      for (const client of set)
        if (ended.has(client.sessionId))
          client.socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
  }

  get size(): number {
    let total = 0;
    for (const set of this.clients.values()) total += set.size;
    return total;
  }

  private deliver(event: AnalysisEvent): void {
    for (const client of this.clients.get(event.organizationId) ?? []) {
      if (event.userId !== null && client.userId !== event.userId) continue;
      if (client.socket.readyState === client.socket.OPEN)
        client.socket.send(JSON.stringify(toQueueItem(event, client.lang, client.userId)));
    }
  }

  private sendToAll(message: object): void {
    const data = JSON.stringify(message);
    for (const set of this.clients.values())
      for (const client of set)
        if (client.socket.readyState === client.socket.OPEN) client.socket.send(data);
  }

  close(): void {
    this.unsubscribe();
    this.offResume();
    for (const set of this.clients.values()) for (const client of set) client.socket.close(1001);
    this.clients.clear();
  }
}
