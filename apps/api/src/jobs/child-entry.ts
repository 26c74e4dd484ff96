/**
 * Entry of the isolated process that runs one job attempt's compute function. The parent sends
 * `{ module, exportName, input }`; this process answers with progress messages and one result or
 * error, then exits. A crash or a kill here never touches the API process.
 */
import type { ComputeFunction } from './definition';

interface StartMessage {
  type: 'start';
  module: string;
  exportName: string;
  input: unknown;
}

const controller = new AbortController();
process.on('message', (message: StartMessage | { type: 'abort' }) => {
  if (message.type === 'abort') {
    controller.abort();
    return;
  }
  void run(message);
});
process.on('disconnect', () => process.exit(0));

function send(message: unknown): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

async function run(message: StartMessage): Promise<void> {
  try {
    const loaded = (await import(message.module)) as Record<string, unknown>;
    const compute = loaded[message.exportName] as ComputeFunction | undefined;
    if (typeof compute !== 'function')
      throw new Error(`${message.exportName} is not exported by ${message.module}`);
    const output = await compute(message.input, {
      progress: (percent) => void send({ type: 'progress', percent }),
      signal: controller.signal,
    });
    await send({ type: 'result', output });
    process.exit(0);
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    await send({ type: 'error', message: err.message, stack: err.stack });
    process.exit(1);
  }
}
