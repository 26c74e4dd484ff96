import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadOrCreateSecret } from '@ergo/platform';
import { createMailer } from '../src/mail/mailer';

describe('loadConfig', () => {
  it('uses the embedded defaults with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      INITIAL_CREDITS: 10,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        INITIAL_CREDITS: '-1',
        JWT_SECRET: 'short',
      });
      expect.fail('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'INITIAL_CREDITS', 'JWT_SECRET'])
        expect(message).toContain(name);
    }
  });
});

describe('secrets', () => {
  it('generates a secret once, with mode 0600, and reads the same one back', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ergo-secret-'));
    const first = loadOrCreateSecret(dir, 'jwt-secret');
    expect(loadOrCreateSecret(dir, 'jwt-secret').equals(first)).toBe(true);
    expect(statSync(path.join(dir, 'secrets', 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});

describe('outbox mailer', () => {
  it('writes one .eml per message and logs the link', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-mail-')), 'outbox');
    const logged: string[] = [];
    const { log } = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } },
    });
    const mailer = createMailer({ from: 'ErgoAssess <no-reply@test>', outboxDir, log });
    const link = 'http://localhost:3000/activate/abc/def';
    await mailer.send({
      to: 'şule@example.com',
      subject: 'Hesabınızı etkinleştirin',
      text: `Bağlantı: ${link}`,
      link,
    });
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'Two' });
    const files = readdirSync(outboxDir);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    const eml = files.map((f) => readFileSync(path.join(outboxDir, f), 'utf8')).join('\n');
    expect(eml).toContain('To: ');
    expect(eml).toMatch(/Subject: =\?UTF-8\?/);
    expect(logged.join('')).toContain(link);
  });

  it('writes the mail as read beside its .eml, so a long link copies whole (issue 30)', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-mail-')), 'outbox');
    const { log } = Fastify({ logger: false });
    const mailer = createMailer({ from: 'ErgoAssess <no-reply@test>', outboxDir, log });
    // longer than a quoted-printable line (76), with '=' that the .eml writes as '=3D'
    const link = `http://localhost:3000/activate/${'a1B2c3D4'.repeat(8)}?next=%2Fdashboard&lang=tr`;
    await mailer.send({
      to: 'şule@example.com',
      subject: 'Hesabınızı etkinleştirin',
      text: `Çağla, bağlantı: ${link}`,
    });
    const files = readdirSync(outboxDir).sort();
    expect(files.map((f) => path.extname(f))).toEqual(['.eml', '.txt']);
    const eml = readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).not.toContain(link); // what the issue found: the raw .eml breaks it
    const txt = readFileSync(path.join(outboxDir, files[1] ?? ''), 'utf8');
    expect(txt).toContain(`Çağla, bağlantı: ${link}`);
    expect(txt).toContain('Subject: Hesabınızı etkinleştirin');
    expect(statSync(path.join(outboxDir, files[1] ?? '')).mode & 0o777).toBe(0o600);
  });
});
