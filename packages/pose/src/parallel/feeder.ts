import type { Worker } from 'node:worker_threads';
import { MediaError } from '../media/errors';
import type { FrameMessage, MainToWorker, SegmentJob } from './protocol';
import { decodeSegment } from './decode-segment';

/** Frames in flight per worker: enough to hide ffmpeg's latency, ~4 MB at 640 px. */
export const FEED_WINDOW = 6;

/** Credit-based flow control: the feeder may run `window` frames ahead of the worker. */
export class FlowGate {
  sent = 0;
  private done = 0;
  private open = true;
  private wake: (() => void) | null = null;

  constructor(private readonly window = FEED_WINDOW) {}

  /** The worker reported `done` frames analysed. */
  update(done: number): void {
    this.done = Math.max(this.done, done);
    this.notify();
  }

  /** Stop waiting for good (job finished or failed). */
  release(): void {
    this.open = false;
    this.notify();
  }

  get released(): boolean {
    return !this.open;
  }

  async room(): Promise<void> {
    while (this.open && this.sent - this.done >= this.window) {
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  private notify(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }
}

/**
 * Runs ffmpeg for one segment on this (mostly idle) thread and posts the frames to the worker,
 * transferring each buffer. Ends with 'end', or 'fail' carrying the MediaError code.
 */
export async function feedSegment(
  worker: Worker,
  job: SegmentJob,
  gate: FlowGate,
  signal: AbortSignal,
): Promise<void> {
  const limit = job.count ?? Number.POSITIVE_INFINITY;
  try {
    for await (const f of decodeSegment(job, signal)) {
      if (gate.sent >= limit || gate.released) break;
      await gate.room();
      if (gate.released) break;
      const msg: FrameMessage = {
        type: 'frame',
        jobId: job.jobId,
        index: f.index,
        time: f.time,
        data: f.data,
        width: f.width,
        height: f.height,
        scaleX: f.scaleX,
        scaleY: f.scaleY,
        offsetX: f.offsetX,
        offsetY: f.offsetY,
      };
      worker.postMessage(msg, [f.data.buffer]);
      gate.sent++;
    }
    worker.postMessage({ type: 'end', jobId: job.jobId } satisfies MainToWorker);
  } catch (err) {
    worker.postMessage({
      type: 'fail',
      jobId: job.jobId,
      code: err instanceof MediaError ? err.code : 'FFMPEG_FAILED',
      message: err instanceof Error ? err.message : String(err),
    } satisfies MainToWorker);
  }
}
