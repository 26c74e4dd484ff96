import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MODEL_SHA256,
  ModelIntegrityError,
  UNSHIPPED_MODEL_FILES,
  readVerifiedModelFile,
  resolveModelsDir,
} from './model-files';

describe('model files', () => {
  const dir = resolveModelsDir();
  const tmp: string[] = [];
  afterAll(async () => Promise.all(tmp.map((d) => rm(d, { recursive: true, force: true }))));

  it('ship with the package and match the pinned hashes (also listed in SHA256SUMS)', async () => {
    const sums = await readFile(path.join(dir, 'SHA256SUMS'), 'utf8');
    for (const [file, hash] of Object.entries(MODEL_SHA256)) {
      if (UNSHIPPED_MODEL_FILES.includes(file)) continue;
      expect(sums).toContain(`${hash}  ${file}`);
      await expect(readVerifiedModelFile(dir, file)).resolves.toBeInstanceOf(Buffer);
    }
  });

  it('refuses a modified file', async () => {
    const d = await mkdtemp(path.join(tmpdir(), 'pose-models-'));
    tmp.push(d);
    await copyFile(path.join(dir, 'blazepose-lite.json'), path.join(d, 'blazepose-lite.json'));
    await writeFile(path.join(d, 'blazepose-lite.json'), ' ', { flag: 'a' });
    await expect(readVerifiedModelFile(d, 'blazepose-lite.json')).rejects.toBeInstanceOf(
      ModelIntegrityError,
    );
    await expect(readVerifiedModelFile(d, 'other.bin')).rejects.toThrow(
      /not in the pinned manifest/,
    );
  });
});
