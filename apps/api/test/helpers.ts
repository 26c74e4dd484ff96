import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { testDatabase } from '@ergo/db/testing';
import { loadConfig, type ComputeEntry } from '@ergo/platform';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { type OrganizationId, organizationId, type UserId, userId } from '@ergo/db';

/** Captures mails in memory so tests can follow their links. */
export class TestMailbox implements Mailer {
  readonly messages: MailMessage[] = [];
  send(message: MailMessage): Promise<void> {
    this.messages.push(message);
    return Promise.resolve();
  }
  lastTo(email: string): MailMessage {
    const found = [...this.messages].reverse().find((m) => m.to === email);
    if (!found) throw new Error(`no mail to ${email}`);
    return found;
  }
  /** uid and token of the newest link mailed to `email` */
  linkTo(email: string): { uid: string; token: string; url: string } {
    const url = this.lastTo(email).link ?? '';
    const match = url.match(/\/([^/]+)\/([^/]+)$/);
    if (!match?.[1] || !match[2]) throw new Error(`no link in mail to ${email}`);
    return { uid: match[1], token: match[2], url };
  }
}

/** The analysis computes of the tests: a child entry of their own, run with tsx. */
export const testComputeEntry: ComputeEntry = {
  file: path.resolve(import.meta.dirname, 'fixtures/compute-child.ts'),
  execArgv: ['--import', 'tsx'],
};

export interface TestApp extends BuiltApp {
  mailbox: TestMailbox;
  dataDir: string;
}

export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
  computeEntry: ComputeEntry = testComputeEntry,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ergo-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://app.test',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    RESET_RATE_LIMIT_PER_MINUTE: '10000',
    // Registration and reset answer no sooner than this (even timing); the tests that time them set it.
    ACCOUNT_ANSWER_MIN_MS: '0',
    SERVE_WEB: 'false',
    // Analysis jobs run only where a test asks for them (test files may share one PostgreSQL).
    PROCESS_JOBS: 'false',
    ...env,
  });
  const mailbox = new TestMailbox();
  const built = await buildApp({
    config,
    database: await testDatabase(),
    mailer: mailbox,
    computeEntry,
    ...(logStream ? { logStream } : {}),
  });
  afterAll(() => built.app.close());
  return { ...built, mailbox, dataDir };
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;
export const PASSWORD = 'correct-horse-42';

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

export interface SignedIn {
  email: string;
  access: string;
  refresh: string;
  userId: UserId;
  orgId: OrganizationId;
  headers: { authorization: string };
}

/** Registers, activates through the mailed link and signs in a new user with a new organization. */
export async function signUp(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<SignedIn> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const register = await t.app.inject({
    method: 'POST',
    url: '/api/auth/',
    payload: {
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      organization: `Org ${randomUUID().slice(0, 6)}`,
      ...overrides,
    },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  await t.ctx.background.settled(); // the activation mail goes out after the answer
  const { uid, token } = t.mailbox.linkTo(email.toLowerCase());
  const activate = await t.app.inject({
    method: 'POST',
    url: '/api/auth/activate/',
    payload: { uid, token },
  });
  if (activate.statusCode !== 200) throw new Error(`activate failed: ${activate.body}`);
  return signIn(t.app, email.toLowerCase());
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
): Promise<SignedIn> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json<{
    access: string;
    refresh: string;
    user: { id: string; organization: { organization_id: string } };
  }>();
  return {
    email,
    access: body.access,
    refresh: body.refresh,
    userId: userId(body.user.id),
    orgId: organizationId(body.user.organization.organization_id),
    headers: { authorization: `Bearer ${body.access}` },
  };
}
