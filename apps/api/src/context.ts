import type { Database } from '@ergo/db';
import type { AppConfig, EventBus, FileStore, JobQueue, Logger } from '@ergo/platform';
import type { LiveSessions } from './domain/accounts/live-sessions';
import type { AccessTokens } from './lib/access-token';
import type { BackgroundWork } from './lib/background-work';
import type { LinkTokens } from './lib/link-tokens';
import type { UrlSigner } from './lib/url-signer';
import type { Mailer } from './mail/mailer';

/** What commands need from the running app: passed explicitly, so they are testable without HTTP. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  accessTokens: AccessTokens;
  /** which sign-in sessions are alive (checked on every signed-in request, told of revocations) */
  sessions: LiveSessions;
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
