import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Every file reachable from `entry` through relative imports, plus the bare packages it imports. */
async function importGraph(entry: string): Promise<{ files: Set<string>; packages: Set<string> }> {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (files.has(file)) return;
    files.add(file);
    const text = await readFile(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const spec = m[1] ?? '';
      if (spec.startsWith('.')) {
        const base = path.resolve(path.dirname(file), spec);
        const target = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => existsSync(f));
        if (target) await visit(target);
      } else packages.add(spec);
    }
  };
  await visit(entry);
  return { files, packages };
}

// The API server imports these subpaths; they must not drag in tfjs / pose-detection (tens of MB).
describe.each(['media/index.ts', 'storage/index.ts', 'people/index.ts'])(
  '@ergo/pose/%s stays light',
  (entry) => {
    it('imports no tfjs, pose-detection or mediapipe, even transitively', async () => {
      const { files, packages } = await importGraph(path.join(src, entry));
      for (const p of packages) expect(p, `package ${p}`).not.toMatch(/@tensorflow|@mediapipe/);
      for (const f of files)
        expect(path.relative(src, f)).not.toMatch(
          /^(model\/(tfjs|pose-estimator|io-handler)|parallel)/,
        );
    });
  },
);
