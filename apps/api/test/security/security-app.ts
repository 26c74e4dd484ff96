import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { testDatabase } from '@ergo/db/testing';
import { loadConfig } from '@ergo/platform';
import { buildApp } from '../../src/app';
import { TestMailbox, testComputeEntry, type TestApp } from '../helpers';
import type { RouteOptions } from 'fastify';
import { RouteCatalog } from './route-catalog';

export interface SweptAppOptions {
  /** told of every route after the catalog (a sweep may wrap a route's handler) */
  onRoute?: (route: RouteOptions) => void;
  /** where the log goes, at `info` (silent without it) */
  logStream?: NodeJS.WritableStream;
}

/**
 * The app as `createTestApp` builds it, with every route recorded as it is registered, and limits
 * per minute high enough for a sweep (the limits themselves have tests of their own).
 */
export async function createSweptApp(
  options: SweptAppOptions = {},
): Promise<{ t: TestApp; catalog: RouteCatalog }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ergo-api-sweep-'));
  const many = '100000';
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    PUBLIC_URL: 'http://app.test',
    LOGIN_RATE_LIMIT_PER_MINUTE: many,
    RESET_RATE_LIMIT_PER_MINUTE: many,
    FORM_RATE_LIMIT_PER_MINUTE: many,
    FORM_LINK_LIMIT_PER_HOUR: many,
    // a wrong current password must not make the sweep wait (the slowdown has tests of its own)
    LOGIN_SLOWDOWN_BASE_MS: '0',
    LOGIN_SLOWDOWN_MAX_MS: '0',
    SERVE_WEB: 'false',
    PROCESS_JOBS: 'false',
  });
  const catalog = new RouteCatalog();
  const mailbox = new TestMailbox();
  const built = await buildApp({
    config,
    database: await testDatabase(),
    mailer: mailbox,
    computeEntry: testComputeEntry,
    onRoute: (route) => {
      catalog.listen(route);
      options.onRoute?.(route);
    },
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  afterAll(() => built.app.close());
  return { t: { ...built, mailbox, dataDir }, catalog };
}
