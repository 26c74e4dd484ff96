import { hkdfSync } from 'node:crypto';
import { analysisJob } from '@ergo/analysis';
import type { DatabaseHandle } from '@ergo/db';
import {
  startServices,
  type AppConfig,
  type BackgroundServices,
  type ComputeEntry,
  type Logger,
} from '@ergo/platform';
import { UrlSigner } from './lib/url-signer';

export interface ApiServices extends BackgroundServices {
  urls: UrlSigner;
}

/**
 * The platform's files, events and job queue with the analysis job, plus what only the API needs:
 * the signer of file links (a key of its own, derived from the token secret).
 */
export async function startApiServices(options: {
  config: AppConfig;
  database: DatabaseHandle;
  log: Logger;
  signingSecret: Buffer;
  computeEntry: ComputeEntry;
}): Promise<ApiServices> {
  const { config, database, log } = options;
  const services = await startServices({
    config,
    database,
    log,
    work: config.processJobs,
    computeEntry: options.computeEntry,
    jobs: ({ files, events }) => [analysisJob({ db: database.db, files, events, config, log })],
  });
  const urls = new UrlSigner(
    Buffer.from(hkdfSync('sha256', options.signingSecret, 'ergoassess', 'signed-file-links', 32)),
  );
  return { ...services, urls };
}
