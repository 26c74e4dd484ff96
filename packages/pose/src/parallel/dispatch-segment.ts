import type { Worker } from 'node:worker_threads';
import { MediaError, type MediaErrorCode } from '../media/errors';
import type { PoseFrame } from '../model/keypoints';
import type { PeopleFrame } from '../people/track-people';
import { FEED_WINDOW, feedSegment, FlowGate } from './feeder';
import type { MainToWorker, SegmentJob, SegmentStats, WorkerToMain } from './protocol';

export interface SegmentResult {
  frames: PoseFrame[];
  people: PeopleFrame[];
  stats: SegmentStats;
  /** performance.now() when the result arrived */
  endMs: number;
}

export interface DispatchHooks {
  /** frames analysed so far in this segment */
  onProgress: (done: number) => void;
  /** raw mode: the segment is decoded and waits for 'go' */
  onReady: () => void;
  signal?: AbortSignal;
}

/**
 * Runs one segment on one worker: posts the job, feeds it the frames from this thread (see
 * feeder.ts), and settles with the worker's result or the first failure (worker error or exit,
 * decode error, abort).
 */
export function dispatchSegment(
  worker: Worker,
  job: SegmentJob,
  hooks: DispatchHooks,
): Promise<SegmentResult> {
  return new Promise<SegmentResult>((resolve, reject) => {
    // raw mode buffers the whole segment before inference starts: no flow control there
    const gate = new FlowGate(job.mode === 'raw' ? Number.POSITIVE_INFINITY : FEED_WINDOW);
    const feedAbort = new AbortController();
    const cleanup = (): void => {
      gate.release();
      feedAbort.abort();
      worker.off('message', onMsg);
      worker.off('error', onError);
      worker.off('exit', onExit);
      hooks.signal?.removeEventListener('abort', onAbort);
    };
    const onExit = (code: number): void => {
      cleanup();
      reject(new Error(`pose worker exited (code ${code}) during the analysis`));
    };
    const onMsg = (m: WorkerToMain): void => {
      if (!('jobId' in m) || m.jobId !== job.jobId) return;
      if (m.type === 'progress') {
        gate.update(m.done);
        hooks.onProgress(m.done);
      } else if (m.type === 'ready') {
        hooks.onReady();
      } else if (m.type === 'done') {
        cleanup();
        resolve({ frames: m.frames, people: m.people, stats: m.stats, endMs: performance.now() });
      } else if (m.type === 'error') {
        cleanup();
        reject(
          m.code === 'POSE_FAILED'
            ? new Error(m.message)
            : new MediaError(m.code as MediaErrorCode, m.message),
        );
      }
    };
    const onError = (err: Error): void => {
      cleanup();
      reject(err);
    };
    const onAbort = (): void => {
      feedAbort.abort();
      worker.postMessage({ type: 'abort', jobId: job.jobId } satisfies MainToWorker);
    };
    worker.on('message', onMsg);
    worker.on('error', onError);
    worker.on('exit', onExit);
    hooks.signal?.addEventListener('abort', onAbort, { once: true });
    worker.postMessage(job);
    if (job.feed === 'main') void feedSegment(worker, job, gate, feedAbort.signal);
    if (hooks.signal?.aborted) onAbort();
  });
}
