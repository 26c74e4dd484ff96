/**
 * The child side of a job attempt. The parent forks an entry of its own program with
 * COMPUTE_CHILD_FLAG; that entry calls serveComputes with its table of computes. The parent sends
 * `{ compute, input }`; this process answers with progress messages and one result or error, then
 * exits. A crash or a kill here never touches the API or worker process.
 */
import type { ComputeTable } from './definition';

/** The argument that starts a program as a compute child instead of a server or worker. */
export const COMPUTE_CHILD_FLAG = '--ergoassess-compute-child';

export const isComputeChild = (argv: readonly string[] = process.argv): boolean =>
  argv.includes(COMPUTE_CHILD_FLAG);

interface StartMessage {
  type: 'start';
  compute: string;
  input: unknown;
}

function send(message: unknown): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

export function serveComputes(computes: ComputeTable): void {
  const controller = new AbortController();
  process.on('message', (message: StartMessage | { type: 'abort' }) => {
    if (message.type === 'abort') {
      controller.abort();
      return;
    }
    void run(computes, message, controller.signal);
  });
  process.on('disconnect', () => process.exit(0));
}

async function run(computes: ComputeTable, message: StartMessage, signal: AbortSignal) {
  try {
    const compute = Object.hasOwn(computes, message.compute) ? computes[message.compute] : null;
    if (!compute) throw new Error(`this program serves no compute named ${message.compute}`);
    const output = await compute(message.input, {
      progress: (percent) => void send({ type: 'progress', percent }),
      signal,
    });
    await send({ type: 'result', output });
    process.exit(0);
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    await send({ type: 'error', message: err.message, stack: err.stack });
    process.exit(1);
  }
}
export { defineCompute } from './definition';
