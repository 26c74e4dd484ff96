import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, chmodSync, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * In the embedded default a secret is generated once into the data folder (mode 0600) so that
 * tokens and encrypted files survive restarts without any configuration.
 */
export function loadOrCreateSecret(dataDir: string, name: string, bytes = 32): Buffer {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  if (existsSync(file)) {
    const value = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (value.length === bytes) return value;
    throw new Error(`Secret file ${file} is corrupt (expected ${bytes} bytes)`);
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = randomBytes(bytes);
  writeFileSync(file, value.toString('base64'), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return value;
}
