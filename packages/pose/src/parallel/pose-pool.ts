import type { Crop } from '../media/decode';
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { VideoInfo } from '../media/probe';
import type { BlazePoseModel } from '../model/model-files';
import type { PoseFrame } from '../model/keypoints';
import type { PeopleFrame } from '../people/track-people';
import { dispatchSegment } from './dispatch-segment';
import type { MainToWorker, SegmentJob, SegmentStats, WorkerToMain } from './protocol';
import { splitTimeline, type SegmentRange } from './segments';
import { resolveWorkerScript, startWorker } from './worker-script';

export interface PosePoolOptions {
  /** worker threads; default = available cores (one WASM inference each) */
  size?: number;
  /** worker entry file (.js bundle or .ts source); see resolveWorkerScript */
  workerScript?: string | URL;
}

export interface RunPoseOptions {
  info: VideoInfo;
  model: BlazePoseModel;
  fps: number;
  maxSide: number;
  /** decode without the non-reference frames (see canSkipNonReferenceFrames); default false */
  skipNonReference?: boolean;
  timeoutMs: number;
  mode?: 'pipeline' | 'raw';
  signal?: AbortSignal;
  /** 0..1 share of sampled frames done */
  onProgress?: (fraction: number) => void;
  /** raw mode: called when every segment is decoded and inference starts (benchmark hook) */
  onGo?: () => void;
  /** also find every person (MoveNet) on every n-th sampled frame */
  peopleEvery?: number;
  /** hold BlazePose on one person (see SegmentJob.steer) */
  steer?: SegmentJob['steer'];
  /**
   * only these parts of the timeline, shared out over the workers (default: all of it, one
   * contiguous segment per worker)
   */
  ranges?: SegmentRange[];
  /** no frame past this video time (see DecodeOptions.endSeconds) */
  endSeconds?: number;
  /** decode only this part of the picture (see DecodeOptions.crop) */
  crop?: Crop;
  /** search for people in these tiles instead of estimating poses (see SegmentJob.search) */
  search?: SegmentJob['search'];
}

export interface PoolRunResult {
  frames: PoseFrame[];
  /** the people found (peopleEvery), in time order */
  people: PeopleFrame[];
  segments: SegmentStats[];
  /** wall time from dispatch to the last segment back */
  wallMs: number;
  /** raw mode: wall time of the inference phase only (all workers, after the 'go' barrier) */
  inferWallMs: number;
}

let nextJobId = 1;

/**
 * A fixed set of worker threads, each holding its own BlazePose detector. Keep one pool per
 * process for a queue of videos (model load happens once); runs are serialised per pool.
 */
export class PosePool {
  private readonly workers: Worker[];
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(options: PosePoolOptions = {}) {
    const size = Math.max(1, options.size ?? availableParallelism());
    this.script = resolveWorkerScript(options.workerScript);
    this.workers = Array.from({ length: size }, (_, k) => this.spawn(k));
  }

  private readonly script: string;

  /** Starts worker k; a worker that dies (crash, out of memory) is replaced for the next run. */
  private spawn(k: number): Worker {
    const w = startWorker(this.script);
    w.on('exit', () => {
      if (!this.closed && this.workers[k] === w) this.workers[k] = this.spawn(k);
    });
    // errors are reported to the run in progress (runNow); without a listener they would crash the process
    w.on('error', () => undefined);
    return w;
  }

  get size(): number {
    return this.workers.length;
  }

  /** Loads the model in every worker ahead of the first video. */
  async warmup(model: BlazePoseModel): Promise<number[]> {
    return Promise.all(
      this.workers.map(
        (w) =>
          new Promise<number>((resolve, reject) => {
            const onMsg = (m: WorkerToMain): void => {
              if (m.type === 'warm' && m.model === model) {
                w.off('message', onMsg);
                resolve(m.modelLoadMs);
              } else if (m.type === 'error' && m.jobId === -1) {
                w.off('message', onMsg);
                reject(new Error(m.message));
              }
            };
            w.on('message', onMsg);
            w.postMessage({ type: 'warmup', model } satisfies MainToWorker);
          }),
      ),
    );
  }

  /** Analyses a video's sampled frames on all workers (contiguous segments), merged in time order. */
  run(file: string, options: RunPoseOptions): Promise<PoolRunResult> {
    const next = this.queue.then(() => this.runNow(file, options));
    this.queue = next.catch(() => undefined);
    return next;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private async runNow(file: string, o: RunPoseOptions): Promise<PoolRunResult> {
    if (this.closed) throw new Error('PosePool is closed');
    const ranges = o.ranges ?? splitTimeline(o.info.durationSeconds, o.fps, this.workers.length);
    const expected = o.ranges
      ? Math.max(
          1,
          o.ranges.reduce((sum, r) => sum + (r.count ?? 0), 0),
        )
      : Math.max(1, Math.ceil(o.info.durationSeconds * o.fps));
    const done = ranges.map(() => 0);
    const mode = o.mode ?? 'pipeline';
    const t0 = performance.now();
    let goAt = 0;
    let readyCount = 0;
    // more ranges than workers: worker k takes ranges k, k + n, … one after another
    const jobs = ranges.map((range, k) => ({
      range,
      worker: this.workers[k % this.workers.length],
      jobId: nextJobId++,
    }));
    const queues = new Map<Worker, Promise<unknown>>();
    // a range still waiting for its worker does not start once another has failed
    let failed: Error | null = null;
    const releaseGo = (): void => {
      goAt = performance.now();
      o.onGo?.();
      for (const j of jobs)
        j.worker?.postMessage({ type: 'go', jobId: j.jobId } satisfies MainToWorker);
    };
    const cancelAll = (): void => {
      for (const j of jobs) {
        j.worker?.postMessage({ type: 'abort', jobId: j.jobId } satisfies MainToWorker);
        j.worker?.postMessage({ type: 'go', jobId: j.jobId } satisfies MainToWorker);
      }
    };
    const results = await Promise.all(
      jobs.map(({ range, worker, jobId }, k) => {
        if (!worker) throw new Error('no worker for segment');
        const job: SegmentJob = {
          type: 'segment',
          jobId,
          file,
          info: o.info,
          model: o.model,
          fps: o.fps,
          maxSide: o.maxSide,
          skipNonReference: o.skipNonReference ?? false,
          startIndex: range.startIndex,
          count: range.count,
          timeoutMs: o.timeoutMs,
          mode,
          feed: 'main',
          ...(o.peopleEvery ? { peopleEvery: o.peopleEvery } : {}),
          ...(o.steer ? { steer: o.steer } : {}),
          ...(o.endSeconds === undefined ? {} : { endSeconds: o.endSeconds }),
          ...(o.crop ? { crop: o.crop } : {}),
          ...(o.search ? { search: o.search } : {}),
        };
        const turn = (queues.get(worker) ?? Promise.resolve()).then(() => {
          if (failed !== null) throw failed;
          return dispatchSegment(worker, job, {
            signal: o.signal,
            onProgress: (n) => {
              done[k] = n;
              o.onProgress?.(Math.min(1, done.reduce((a, b) => a + b, 0) / expected));
            },
            onReady: () => {
              readyCount++;
              if (readyCount === jobs.length) releaseGo();
            },
          });
        });
        queues.set(
          worker,
          turn.catch(() => undefined),
        );
        return turn.catch((err: unknown) => {
          // one failed segment fails the video: stop the others instead of letting them run on
          failed ??= err instanceof Error ? err : new Error(String(err));
          cancelAll();
          throw err;
        });
      }),
    );
    const end = Math.max(...results.map((r) => r.endMs));
    return {
      frames: results.flatMap((r) => r.frames).sort((a, b) => a.time - b.time),
      people: results.flatMap((r) => r.people).sort((a, b) => a.time - b.time),
      segments: results.map((r) => r.stats),
      wallMs: end - t0,
      inferWallMs: mode === 'raw' ? end - goAt : end - t0,
    };
  }
}
