import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningApi {
  pid: number;
  origin: string;
  /** the last lines the server printed, for error messages */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after a few seconds; safe to call twice */
  stop(): Promise<void>;
}

/** Builds the API bundle when it is missing; the web app is not needed (SERVE_WEB=false). */
export async function ensureApiBuilt(repoRoot: string): Promise<string> {
  const main = path.join(repoRoot, 'apps/api/dist/main.js');
  if (existsSync(main) && process.env.BENCH_REBUILD !== '1') return main;
  console.log('building apps/api (dist/main.js missing or BENCH_REBUILD=1)…');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'apps/api'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !existsSync(main))
    throw new Error(`npm run build -w apps/api failed (${code})`);
  return main;
}

/** A port nobody listens on right now (the OS picks it; the tiny race is acceptable for a bench). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Whether the child has exited within `ms` (at once if it already has). */
export function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts `node apps/api/dist/main.js` exactly as users do (its own process, so its memory is its
 * own and can be read from /proc/<pid>), and waits for GET /api/health/ to answer 200.
 */
export async function startApi(
  mainJs: string,
  repoRoot: string,
  env: Record<string, string>,
): Promise<RunningApi> {
  const port = Number(env.PORT);
  const child = spawn(process.execPath, [mainJs], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (data: Buffer): void => {
    lines.push(...data.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = (): string => lines.join('\n');
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start the API process');

  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 5000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5000);
      }
    })();
    return stopped;
  };

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API exited during start-up:\n${output()}`);
    }
    try {
      const response = await fetch(`${origin}/api/health/`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`GET /api/health/ did not answer 200 within 60 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { pid, origin, output, stop };
}

export interface ProcMemory {
  /** resident set size now, bytes */
  rss: number;
  /** peak resident set size since start or since the last resetPeak, bytes */
  hwm: number;
}

export function readProcMemory(pid: number): ProcMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string): number => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`no ${field} in /proc/${pid}/status`);
    return Number(match[1]) * 1024;
  };
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
}

/**
 * Resets VmHWM to the current RSS (Linux: "5" into clear_refs), so that the peak read after an
 * upload is the peak of that upload alone and no short spike between two 50 ms samples is missed.
 * Returns false where the kernel does not allow it; the sampled peak is then all there is.
 */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Samples VmRSS every `intervalMs` until stopped; returns the highest value seen. */
export function sampleRss(
  pid: number,
  intervalMs: number,
): { stop(): { peak: number; samples: number } } {
  let peak = 0;
  let samples = 0;
  const take = (): void => {
    try {
      peak = Math.max(peak, readProcMemory(pid).rss);
      samples += 1;
    } catch {
      // the process is gone; the caller finds out from the request
    }
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peak, samples };
    },
  };
}
