import { chmodSync, chownSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareDataDir } from './data-dir';

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

function recorder() {
  const warnings: string[] = [];
  return { warnings, log: { warn: (message: string) => warnings.push(message) } };
}

/** A DATA_DIR as an earlier version left it: 0755, PGlite files 0666, an outbox mail 0644. */
function openDataDir(): string {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-open-')), 'data');
  mkdirSync(path.join(dataDir, 'db', 'base'), { recursive: true, mode: 0o755 });
  mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
  writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17', { mode: 0o666 });
  writeFileSync(path.join(dataDir, 'outbox', 'reset.eml'), 'link', { mode: 0o644 });
  for (const [file, mode] of [
    ['', 0o755],
    ['db', 0o755],
    ['db/base', 0o755],
    ['db/PG_VERSION', 0o666],
    ['outbox', 0o755],
    ['outbox/reset.eml', 0o644],
  ] as const)
    chmodSync(path.join(dataDir, file), mode); // whatever the umask of the test run
  return dataDir;
}

describe('prepareDataDir', () => {
  it('creates a missing DATA_DIR 0700 and says nothing', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-new-')), 'nested', 'data');
    const { warnings, log } = recorder();
    prepareDataDir(dataDir, log);
    expect(modeOf(dataDir)).toBe('700');
    expect(warnings).toEqual([]);
  });

  it('makes an open DATA_DIR of this user private, with everything in it, and says so', () => {
    const dataDir = openDataDir();
    const { warnings, log } = recorder();
    prepareDataDir(dataDir, log);
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'db'))).toBe('700');
    expect(modeOf(path.join(dataDir, 'db', 'base'))).toBe('700');
    expect(modeOf(path.join(dataDir, 'db', 'PG_VERSION'))).toBe('600');
    expect(modeOf(path.join(dataDir, 'outbox'))).toBe('700');
    expect(modeOf(path.join(dataDir, 'outbox', 'reset.eml'))).toBe('600');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('made it private (0700)');
    prepareDataDir(dataDir, log);
    expect(warnings).toHaveLength(1); // private now: nothing more to say
  });

  it.runIf(process.getuid?.() === 0)(
    'only warns about an open DATA_DIR that belongs to another user',
    () => {
      const dataDir = openDataDir();
      chownSync(dataDir, 4242, 4242);
      const { warnings, log } = recorder();
      prepareDataDir(dataDir, log);
      expect(modeOf(dataDir)).toBe('755');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('belongs to another user');
    },
  );
});
