import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Which file runs in each pose worker thread. Order: explicit argument, ERGO_POSE_WORKER, then
 * `pose-worker.js` next to the running module (a bundle that emitted the worker as a sibling
 * entry), then the TypeScript source `pose-worker.ts` (vitest/tsx; loaded through tsx).
 */
export function resolveWorkerScript(explicit?: string | URL): string {
  const chosen = explicit ?? process.env.ERGO_POSE_WORKER;
  if (chosen) return chosen instanceof URL ? fileURLToPath(chosen) : chosen;
  for (const name of ['./pose-worker.js', './pose-worker.mjs', './pose-worker.ts']) {
    const candidate = fileURLToPath(new URL(name, import.meta.url));
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('pose worker script not found: pass workerScript or set ERGO_POSE_WORKER');
}

/**
 * Starts a worker on a .js/.mjs bundle directly, or on a .ts source through tsx's ESM API (Node 20
 * does not apply `--import tsx` to worker threads, so a tiny bootstrap registers it in-thread).
 */
export function startWorker(script: string): Worker {
  if (!script.endsWith('.ts')) return new Worker(script);
  const require = createRequire(import.meta.url);
  // require.resolve picks the CJS build (index.cjs); the ESM twin sits beside it
  const tsxApi = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const target = pathToFileURL(script).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(target)}); });`;
  return new Worker(bootstrap, { eval: true });
}
