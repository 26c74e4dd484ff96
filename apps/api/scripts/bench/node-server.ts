import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { waitForExit } from './server';

export interface NodeServer {
  pid: number;
  origin: string;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript server (`node --import tsx <script>`) in a process of its own, its output
 * appended to `logFile` (as an operator's log file or journal takes it: the bench process does not
 * read it, so reading costs it no CPU), and waits until GET /api/health/ answers 200.
 */
export async function startNodeServer(
  script: string,
  options: {
    cwd: string;
    env: Record<string, string>;
    nodeArgs: string[];
    logFile: string;
    port: number;
  },
): Promise<NodeServer> {
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [...options.nodeArgs, '--import', 'tsx', script], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  if (child.pid === undefined) throw new Error(`could not start ${script}`);
  const stop = async () => {
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 5000))) child.kill('SIGKILL');
  };
  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited; see ${options.logFile}`);
    const status = await fetch(`${origin}/api/health/`)
      .then(async (response) => (await response.arrayBuffer(), response.status))
      .catch(() => 0);
    if (status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not answer within 60 s; see ${options.logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { pid: child.pid, origin, stop };
}
