import type { AnalysisService } from './analysis/analysis-service';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { EventBus } from './events/event-bus';
import type { FileStore } from './files/file-store';
import type { JobQueue } from './jobs/definition';
import type { AccessTokens } from './lib/access-token';
import type { UrlSigner } from './lib/url-signer';
import type { Mailer } from './mail/mailer';

/** What commands need from the running app: passed explicitly, so they are testable without HTTP. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  accessTokens: AccessTokens;
  files: FileStore;
  events: EventBus;
  queue: JobQueue;
  analysis: AnalysisService;
  urls: UrlSigner;
}
