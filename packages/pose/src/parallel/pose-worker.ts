/**
 * Worker-thread entry: one BlazePose estimator (one WASM inference) per thread. Bundlers should
 * emit this file as its own entry (e.g. dist/pose-worker.js) and pass that path as `workerScript`
 * (or set ERGO_POSE_WORKER); see README "Parallelism".
 */
import { parentPort } from 'node:worker_threads';
import { MediaError, type MediaErrorCode } from '../media/errors';
import { FrameInbox } from './frame-inbox';
import type { MainToWorker, WorkerToMain } from './protocol';
import { getEstimator, runSegment } from './segment-runner';

const port = parentPort;
if (!port) throw new Error('pose-worker must run in a worker thread');

const aborts = new Map<number, AbortController>();
const inboxes = new Map<number, FrameInbox>();
const goes = new Map<number, () => void>();
const send = (m: WorkerToMain): void => port.postMessage(m);

port.on('message', (msg: MainToWorker) => {
  switch (msg.type) {
    case 'abort':
      aborts.get(msg.jobId)?.abort();
      return;
    case 'go':
      goes.get(msg.jobId)?.();
      return;
    case 'frame':
      inboxes.get(msg.jobId)?.push(msg);
      return;
    case 'end':
      inboxes.get(msg.jobId)?.end();
      return;
    case 'fail':
      inboxes.get(msg.jobId)?.fail(new MediaError(msg.code as MediaErrorCode, msg.message));
      return;
    case 'warmup':
      getEstimator(msg.model).then(
        (e) => send({ type: 'warm', model: msg.model, modelLoadMs: e.loadMs }),
        (err: unknown) => send({ type: 'error', jobId: -1, code: 'MODEL', message: String(err) }),
      );
      return;
    case 'segment': {
      const ac = new AbortController();
      aborts.set(msg.jobId, ac);
      let inbox: FrameInbox | undefined;
      if (msg.feed === 'main') {
        inbox = new FrameInbox();
        inboxes.set(msg.jobId, inbox);
        const box = inbox;
        ac.signal.addEventListener('abort', () =>
          box.fail(new MediaError('ABORTED', 'analysis aborted')),
        );
      }
      runSegment(
        msg,
        {
          signal: ac.signal,
          onProgress: (done) => send({ type: 'progress', jobId: msg.jobId, done }),
          waitForGo: (decoded) =>
            new Promise<void>((resolve) => {
              goes.set(msg.jobId, resolve);
              send({ type: 'ready', jobId: msg.jobId, frames: decoded });
            }),
        },
        inbox,
      )
        .then(
          ({ frames, people, stats }) =>
            send({ type: 'done', jobId: msg.jobId, frames, people, stats }),
          (err: unknown) =>
            send({
              type: 'error',
              jobId: msg.jobId,
              code: err instanceof MediaError ? err.code : 'POSE_FAILED',
              message: err instanceof Error ? err.message : String(err),
            }),
        )
        .finally(() => {
          aborts.delete(msg.jobId);
          goes.delete(msg.jobId);
          inboxes.delete(msg.jobId);
        });
      return;
    }
  }
});
