import type { Database, OrganizationId, UserId } from '@ergo/db';
import type { AppConfig, EventBus, FileStore, JobQueue, Logger } from '@ergo/platform';
import type { AccessTokens } from './lib/access-token';
import type { BackgroundWork } from './lib/background-work';
import type { LinkTokens } from './lib/link-tokens';
import type { UrlSigner } from './lib/url-signer';
import type { Mailer } from './mail/mailer';

/** A sign-in session and whose it is, as an access token names them. */
export interface SessionOwner {
  sessionId: string;
  userId: UserId;
  orgId: OrganizationId;
}

/**
 * Which sign-in sessions are alive (`domain/accounts/live-sessions.ts`): declared here so the
 * context depends on no domain module.
 */
export interface SessionLiveness {
  isAlive(owner: SessionOwner): Promise<boolean>;
  /** the sessions were revoked: their access tokens and sockets are refused from now on */
  revoked(sessionIds: readonly string[]): void;
  onRevoked(listener: (sessionIds: readonly string[]) => void): () => void;
  /** re-reads the given sessions and reports those that ended, whichever instance ended them */
  sweep(owners: readonly SessionOwner[]): Promise<void>;
}

/** What commands need from the running app: passed explicitly, so they are testable without HTTP. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  accessTokens: AccessTokens;
  /** which sign-in sessions are alive (checked on every signed-in request, told of revocations) */
  sessions: SessionLiveness;
  /** tokens of the public form links (QEC survey, checklist) */
  linkTokens: LinkTokens;
  files: FileStore;
  events: EventBus;
  queue: JobQueue;
  urls: UrlSigner;
  log: Logger;
  /** work started by a request that runs after its answer (account mails) */
  background: BackgroundWork;
}
