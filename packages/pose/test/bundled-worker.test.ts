import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeVideo, PosePool } from '../src/index';
import { video } from './helpers/media';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('worker entry bundled with esbuild (as apps/worker will ship it)', () => {
  it('runs pose inference from dist/pose-worker.mjs', async () => {
    // the bundle lives inside the package so node_modules (tfjs, wasm files) resolve as in a deployed app
    const out = await mkdtemp(path.join(pkgDir, '.bundle-test-'));
    dirs.push(out);
    await build({
      entryPoints: { 'pose-worker': path.join(pkgDir, 'src/parallel/pose-worker.ts') },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outdir: out,
      outExtension: { '.js': '.mjs' },
      logLevel: 'silent',
    });
    const workerScript = path.join(out, 'pose-worker.mjs');
    const pool = new PosePool({ size: 1, workerScript });
    try {
      const r = await analyzeVideo(video('tfjs-pose_squats.mp4'), { fps: 1, pool });
      expect(r.frames.length).toBe(13);
      expect(r.personFoundRatio).toBe(1);
    } finally {
      await pool.close();
    }
  }, 120_000);
});
