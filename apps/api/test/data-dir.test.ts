import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 17 item 11: on a shared machine, nothing under DATA_DIR is open to other users.
const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Every folder and file under `dir`, with its permission bits. */
function modesUnder(dir: string): { entry: string; mode: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).map((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return {
      entry: path.relative(dir, full),
      mode: (statSync(full).mode & 0o777).toString(8),
    };
  });
}

async function waitFor<T>(what: string, probe: () => T | undefined, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('DATA_DIR on a shared machine', () => {
  it('the API program keeps DATA_DIR 0700 and every file in it private, outbox mails included', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-datadir-')), 'data');
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    };
    delete env.DATABASE_URL; // the embedded PGlite: its files are the ones at stake
    delete env.QUEUE_DRIVER;
    // umask 000, as the review's machine had: the program must not rely on the shell's umask
    const child = spawn(
      'sh',
      ['-c', `umask 000 && exec "${process.execPath}" --import tsx "${MAIN}"`],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await waitFor(
        'the server to start',
        () => (output.includes('ErgoAssess is running') ? true : undefined),
        45_000,
      );
      const registered = await fetch(`http://127.0.0.1:${port}/api/auth/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Ayşe',
          last_name: 'Yılmaz',
          email: 'ayse@example.com',
          password: 'correct-horse-42',
          password_confirm: 'correct-horse-42',
          organization: 'Shared machine',
        }),
      });
      expect(registered.status).toBe(201);
      const outbox = path.join(dataDir, 'outbox');
      await waitFor(
        'the activation mail in the outbox',
        () => (existsSync(outbox) && readdirSync(outbox).length > 0 ? true : undefined),
        10_000,
      );
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    const entries = modesUnder(dataDir);
    // the database, both secrets and the mail are there, and none is open to group or others
    for (const expected of ['db', 'secrets/jwt-secret', 'secrets/files-master-key', 'outbox'])
      expect(entries.map((e) => e.entry)).toContain(expected);
    expect(entries.filter((e) => e.entry.endsWith('.eml'))).toHaveLength(1);
    const open = entries.filter((e) => (parseInt(e.mode, 8) & 0o077) !== 0);
    expect(open, output).toEqual([]);
  }, 60_000);
});
