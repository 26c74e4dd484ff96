import type { Crop, DecodedFrame } from '../media/decode';
import { decodeSegment } from './decode-segment';
import type { BlazePoseModel } from '../model/model-files';
import type { PoseFrame } from '../model/keypoints';
import { PoseEstimator, type PoseEstimatorOptions } from '../model/pose-estimator';
import type { SegmentJob, SegmentStats } from './protocol';
import { PeopleDetector } from '../people/people-detector';
import { poseFitsBox } from '../people/frame-owner';
import { mergeTilePeople, tileOf } from '../people/small-worker';
import { boxAt, type PeopleFrame } from '../people/track-people';

const estimators = new Map<BlazePoseModel, Promise<{ estimator: PoseEstimator; loadMs: number }>>();

/**
 * One estimator per model per thread, loaded on first use and kept for the thread's lifetime. The
 * promise is cached so a warm-up and a job arriving together load the model once.
 */
export async function getEstimator(
  model: BlazePoseModel,
  options: Omit<PoseEstimatorOptions, 'model'> = {},
): Promise<{ estimator: PoseEstimator; loadMs: number; fresh: boolean }> {
  const cached = estimators.get(model);
  if (cached) return { ...(await cached), fresh: false };
  const t0 = performance.now();
  const loading = PoseEstimator.create({ ...options, model }).then((estimator) => ({
    estimator,
    loadMs: performance.now() - t0,
  }));
  estimators.set(model, loading);
  try {
    return { ...(await loading), fresh: true };
  } catch (err) {
    estimators.delete(model);
    throw err;
  }
}

let peopleDetector: Promise<PeopleDetector> | null = null;

/** The thread's MoveNet MultiPose detector, loaded on first use and kept like the estimators. */
function getPeopleDetector(): Promise<PeopleDetector> {
  peopleDetector ??= PeopleDetector.create().catch((err: unknown) => {
    peopleDetector = null;
    throw err;
  });
  return peopleDetector;
}

export interface SegmentHooks {
  signal?: AbortSignal;
  onProgress?: (done: number) => void;
  /** raw mode: called after decoding, resolves when inference may start */
  waitForGo?: (decoded: number) => Promise<void>;
  estimatorOptions?: Omit<PoseEstimatorOptions, 'model'>;
}

/**
 * Analyses one contiguous segment. Tracking is reset first, so a segment never inherits the ROI
 * of another video or of a non-adjacent part of the same video. `input` supplies the frames (the
 * pool feeds them from the main thread); without it the segment is decoded here.
 */
export async function runSegment(
  job: SegmentJob,
  hooks: SegmentHooks = {},
  input?: AsyncIterator<DecodedFrame>,
): Promise<{ frames: PoseFrame[]; people: PeopleFrame[]; stats: SegmentStats }> {
  const t0 = performance.now();
  let inferMs = 0;
  let decodeWaitMs = 0;
  let peakRss = process.memoryUsage().rss;
  const frames: PoseFrame[] = [];
  const people: PeopleFrame[] = [];
  const source = input ?? decodeSegment(job, hooks.signal);
  // Start the frames coming (ffmpeg spawn, seek) while the model loads on this thread's first job.
  const first = source.next();
  first.catch(() => undefined); // awaited below; avoids an unhandled rejection while loading
  let loaded: Awaited<ReturnType<typeof getEstimator>>;
  let finder: PeopleDetector | null = null;
  try {
    loaded = await getEstimator(job.model, hooks.estimatorOptions);
    if (job.peopleEvery || job.search) finder = await getPeopleDetector();
  } catch (err) {
    await source.return?.(undefined);
    throw err;
  }
  const { estimator, loadMs, fresh } = loaded;
  estimator.reset();
  let tracking = false;
  /** BlazePose on its own: it follows the most prominent person. */
  const free = async (f: DecodedFrame, time: number): Promise<PoseFrame> => {
    let result = await estimator.estimate(f, time);
    // Without tracking the landmarks come from the person detector's rough box; a second pass on
    // the same frame uses the ROI of the first pass's landmarks, like every tracked frame does.
    // Costs one extra inference per (re)detection, typically once per segment.
    if (!tracking && result.pose) result = await estimator.estimate(f, time);
    tracking = result.pose !== null;
    return result;
  };
  /**
   * BlazePose held on one person: tracked as usual while its pose stays in the person's box;
   * pointed back at the box (and refined from its own landmarks) when it is not.
   */
  const steered = async (
    f: DecodedFrame,
    time: number,
    steer: NonNullable<SegmentJob['steer']>,
  ): Promise<PoseFrame> => {
    const box = boxAt(steer, time, steer.hold);
    if (!box) {
      tracking = false;
      return { time, pose: null };
    }
    if (tracking) {
      const result = await estimator.estimate(f, time);
      if (result.pose && poseFitsBox(result.pose.image, box)) return result;
    }
    estimator.focus(box, f);
    let result = await estimator.estimate(f, time);
    if (result.pose) result = await estimator.estimate(f, time);
    tracking = result.pose !== null && poseFitsBox(result.pose.image, box);
    return result;
  };
  /** The people of one frame, found tile by tile at the decode's full resolution. */
  const search = async (detector: PeopleDetector, f: DecodedFrame, tiles: readonly Crop[]) => {
    const found = [];
    for (const tile of tiles) found.push(...(await detector.detect(tileOf(f, tile))));
    return mergeTilePeople(found);
  };
  const infer = async (f: DecodedFrame): Promise<void> => {
    const a = performance.now();
    const index = job.startIndex + f.index;
    const time = index / job.fps;
    if (finder && job.peopleEvery && index % job.peopleEvery === 0)
      people.push({ time, people: await finder.detect(f) });
    if (finder && job.search)
      people.push({ time, people: await search(finder, f, job.search.tiles) });
    const result = job.search
      ? { time, pose: null }
      : job.steer
        ? await steered(f, time, job.steer)
        : await free(f, time);
    frames.push(result);
    inferMs += performance.now() - a;
    // every frame: the feeder uses it for flow control, the pool for progress
    hooks.onProgress?.(frames.length);
    if (frames.length % 16 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
  };
  const limit = job.count ?? Number.POSITIVE_INFINITY;
  if (job.mode === 'raw') {
    const all: DecodedFrame[] = [];
    for (let r = await first; !r.done; r = await source.next()) {
      if (all.length >= limit) {
        await source.return?.(undefined);
        break;
      }
      all.push(r.value);
    }
    decodeWaitMs = performance.now() - t0;
    await hooks.waitForGo?.(all.length);
    for (const f of all) {
      if (hooks.signal?.aborted) break;
      await infer(f);
    }
  } else {
    let waitStart = performance.now();
    for (let r = await first; !r.done; r = await source.next()) {
      decodeWaitMs += performance.now() - waitStart;
      if (frames.length >= limit) {
        await source.return?.(undefined);
        break;
      }
      await infer(r.value);
      waitStart = performance.now();
    }
  }
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  hooks.onProgress?.(frames.length);
  return {
    frames,
    people,
    stats: {
      frames: frames.length,
      wallMs: performance.now() - t0,
      inferMs,
      decodeWaitMs,
      modelLoadMs: loadMs,
      freshModel: fresh,
      peakRssBytes: peakRss,
    },
  };
}
