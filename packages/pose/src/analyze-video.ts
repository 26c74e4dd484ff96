import type { VideoInfo } from './media/probe';
import { probeVideo } from './media/probe';
import { decideSkip, keptFrameTimes } from './media/non-reference';
import { durationSlack, MediaError, StreamTooLongError } from './media/errors';
import type { BlazePoseModel } from './model/model-files';
import type { PoseTrack } from './model/keypoints';
import type { CameraViewEstimate } from './angles/camera-view';
import type { PoseFramePosture } from './angles/posture';
import { PosePool, type PoolRunResult, type RunPoseOptions } from './parallel/pose-pool';
import type { Crop } from './media/decode';
import {
  SEARCH_WHEN_FOUND_BELOW,
  searchFpsFor,
  searchTiles,
  workerRegion,
} from './people/small-worker';
import { PAD_SHARES, paddedView } from './people/padded-view';
import { encodeKeypoints } from './storage/keypoint-codec';
import { posturesFromTrack } from './storage/recompute';
import { followWorker, peopleFpsFor, type PeopleSummary } from './people/follow-worker';
import type { PersonPick } from './people/worker-choice';

export interface AnalyzeOptions {
  model?: BlazePoseModel;
  /** frames analysed per second of video (default 10; capped at the video's own frame rate) */
  fps?: number;
  /** longest side of the frames given to the model (default 640; the model crops to 256 anyway) */
  maxSide?: number;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** reuse a long-lived pool (models stay loaded); otherwise one is started and closed per call */
  pool?: PosePool;
  /** worker entry for a transient pool; see README "Parallelism" */
  workerScript?: string | URL;
  /** wall-clock limit for the whole analysis, default 10 minutes */
  timeoutMs?: number;
  /**
   * find and follow every person (default true): the worker is the person present longest and
   * largest, or the one at `pick`; false = BlazePose alone, on whoever it finds
   */
  people?: boolean;
  /** the person to analyse: a point on them at a time of the video (source pixels) */
  pick?: PersonPick;
  /**
   * Never decode past this much video time (the installation's limit on video length). The decode
   * also stops a little past the duration the container declares (durationSlack); a stream that
   * goes on past either fails with StreamTooLongError instead of being read to its real end.
   */
  maxSeconds?: number;
}

export interface AnalyzeTimings {
  probeMs: number;
  /** worker start (0 with a warm pool; model loading overlaps decoding and is in poseMs) */
  startupMs: number;
  /** longest model load in a worker during this call (0 with a warm pool) */
  modelLoadMs: number;
  poseMs: number;
  anglesMs: number;
  totalMs: number;
  frames: number;
  /** sampled frames per second of wall time for the whole call */
  framesPerSecond: number;
  /** seconds of processing per second of video */
  realtimeFactor: number;
}

export interface AnalyzeResult {
  video: VideoInfo;
  sampledFps: number;
  model: BlazePoseModel;
  /** smoothed, time-ordered, one per sampled frame; personFound:false where nobody was found */
  frames: PoseFramePosture[];
  /** every frame's keypoints, compact binary (decodeKeypoints / posturesFromKeypoints) */
  keypoints: Buffer;
  cameraView: CameraViewEstimate;
  personFoundRatio: number;
  /** true when no frame had a person: the video must not be scored */
  noPersonFound: boolean;
  /**
   * true when the video's non-reference frames were not decoded (canSkipNonReferenceFrames): each
   * sample is then the source frame at its time or the one just before it.
   */
  nonReferenceFramesSkipped: boolean;
  /** the people in the video and the one analysed; null when people were not looked for */
  people: PeopleSummary | null;
  timings: AnalyzeTimings;
}

/** The share of sampled frames in which the pose model found a person. */
const foundShare = (frames: readonly { pose: unknown }[]): number =>
  frames.length === 0 ? 0 : frames.filter((f) => f.pose !== null).length / frames.length;

/**
 * The second look at a video whose worker the first pass found in too few frames (see
 * people/small-worker.ts): people are searched at the picture's full resolution, in tiles, on a
 * few moments of the video; the worker's region is then decoded alone and analysed again. Null
 * when the search finds nobody, or a region that is nearly the whole picture.
 */
async function lookCloser(
  file: string,
  pool: PosePool,
  options: RunPoseOptions & { peopleEvery: number },
): Promise<{ run: PoolRunResult; crop: Crop } | null> {
  const { info } = options;
  const searchFps = searchFpsFor(info.durationSeconds);
  const searched = await pool.run(file, {
    info,
    model: options.model,
    fps: searchFps,
    maxSide: Math.max(info.width, info.height),
    skipNonReference: false,
    timeoutMs: options.timeoutMs,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.endSeconds === undefined ? {} : { endSeconds: options.endSeconds }),
    search: { tiles: searchTiles(info.width, info.height) },
  });
  const crop = workerRegion(searched.people, searchFps, info);
  if (!crop) return null;
  return { run: await pool.run(file, { ...options, crop }), crop };
}

/**
 * The whole picture analysed again with a margin around it (people/padded-view.ts): each margin of
 * PAD_SHARES is tried on a few moments (as many as the small-worker search, or every frame of a
 * short clip or still), smallest first, until one finds the worker in half of them; the best is
 * analysed in full. Null when no margin finds anyone.
 */
async function padAndLookAgain(
  file: string,
  pool: PosePool,
  options: RunPoseOptions,
): Promise<{ run: PoolRunResult; crop: Crop } | null> {
  const searchFps = Math.min(options.fps, searchFpsFor(options.info.durationSeconds));
  // a clip short enough that the search samples every frame: the search run is the full run
  const searchIsFull = searchFps === options.fps;
  // every run takes its time from what is left of the analysis' own
  const started = performance.now();
  const left = () => Math.max(1_000, options.timeoutMs - (performance.now() - started));
  let best: { found: number; crop: Crop; run: PoolRunResult } | null = null;
  for (const share of PAD_SHARES) {
    const crop = paddedView(options.info, share);
    const run = await pool.run(file, {
      ...options,
      ...(searchIsFull ? {} : { fps: searchFps, peopleEvery: undefined, onProgress: undefined }),
      timeoutMs: left(),
      crop,
    });
    const found = foundShare(run.frames);
    if (found > (best?.found ?? 0)) best = { found, crop, run };
    if (found >= SEARCH_WHEN_FOUND_BELOW) break;
  }
  if (!best) return null;
  if (searchIsFull) return { run: best.run, crop: best.crop };
  return {
    run: await pool.run(file, { ...options, timeoutMs: left(), crop: best.crop }),
    crop: best.crop,
  };
}

/**
 * The latest time a frame may have: the declared duration and its slack, or the limit on video
 * length when that comes first. A container whose header declares no duration is held to the limit.
 */
function streamEnd(
  video: VideoInfo,
  maxSeconds: number | undefined,
): { seconds: number; limitedBy: 'declared' | 'limit' } {
  const declared =
    video.durationSeconds > 0
      ? video.durationSeconds + durationSlack(video.durationSeconds)
      : Number.POSITIVE_INFINITY;
  const limit = maxSeconds ?? Number.POSITIVE_INFINITY;
  return declared <= limit
    ? { seconds: declared, limitedBy: 'declared' }
    : { seconds: limit, limitedBy: 'limit' };
}

/**
 * The video's facts and the sampling they decide. The frame-structure check needs nothing from the
 * probe: both ffprobes run side by side (the workers wait for both, so this is start-up latency
 * saved on every video).
 */
async function probeForAnalysis(
  file: string,
  signal: AbortSignal | undefined,
  requestedFps: number,
): Promise<{ video: VideoInfo; fps: number; skipNonReference: boolean }> {
  const probeFailed = new AbortController();
  const keptTimes = keptFrameTimes(file, {
    signal: signal ? AbortSignal.any([signal, probeFailed.signal]) : probeFailed.signal,
  });
  let video: VideoInfo;
  try {
    video = await probeVideo(file, { signal });
  } catch (error) {
    probeFailed.abort(); // not a readable video: the other ffprobe has nothing to tell
    throw error;
  }
  // never sample faster than the source: ffmpeg would repeat frames and the time series would
  // contain copies that look like a held posture
  const fps = video.fps > 0 ? Math.min(requestedFps, video.fps) : requestedFps;
  return { video, fps, skipNonReference: decideSkip(await keptTimes, video, fps) };
}

/** What every pose run of one analysis shares: the file, the pool, the settings and the clock. */
interface AnalysisRuns {
  file: string;
  pool: PosePool;
  common: Pick<
    RunPoseOptions,
    'info' | 'model' | 'fps' | 'maxSide' | 'skipNonReference' | 'endSeconds'
  >;
  signal: AbortSignal | undefined;
  timeoutMs: number;
  /** what is left of the analysis' time (at least a second) */
  left: () => number;
  /** progress over the part [from, from + span] of the whole, never backwards */
  progress: (from: number, span: number) => (fraction: number) => void;
  /** people are found and followed on every n-th sampled frame; undefined when not looked for */
  peopleEvery: number | undefined;
  /** a stream that runs past its end, as the error the caller expects */
  tooLong: (error: unknown) => never;
}

/**
 * The pose run that finds the worker in the most frames: the whole picture; if the worker is found
 * in too few frames, their region searched at full resolution (a worker small in the picture);
 * if still too few, the picture with a margin around it (a worker who fills the frame or is cut
 * by its edge, people/padded-view.ts).
 */
async function findWorkerRun(a: AnalysisRuns): Promise<{ run: PoolRunResult; crop?: Crop }> {
  const people = a.peopleEvery === undefined ? {} : { peopleEvery: a.peopleEvery };
  const firstRun = await a.pool
    .run(a.file, {
      ...a.common,
      timeoutMs: a.timeoutMs,
      signal: a.signal,
      onProgress: a.progress(0, 95),
      ...people,
    })
    .catch(a.tooLong);
  const closer =
    a.peopleEvery !== undefined && foundShare(firstRun.frames) < SEARCH_WHEN_FOUND_BELOW
      ? await lookCloser(a.file, a.pool, {
          ...a.common,
          timeoutMs: a.left(),
          signal: a.signal,
          onProgress: a.progress(95, 3),
          peopleEvery: a.peopleEvery,
        }).catch(a.tooLong)
      : null;
  const better = closer && foundShare(closer.run.frames) > foundShare(firstRun.frames);
  const nearer = better ? closer : { run: firstRun, crop: undefined };
  const padded =
    foundShare(nearer.run.frames) < SEARCH_WHEN_FOUND_BELOW
      ? await padAndLookAgain(a.file, a.pool, {
          ...a.common,
          timeoutMs: a.left(),
          signal: a.signal,
          onProgress: a.progress(98, 1),
          ...people,
        }).catch(a.tooLong)
      : null;
  return padded && foundShare(padded.run.frames) > foundShare(nearer.run.frames) ? padded : nearer;
}

/**
 * The worker followed through the run's frames (parts where the tracker is unsure are analysed
 * again, held on the worker), or the run's frames as they are when people are not looked for.
 */
async function followInRun(
  a: AnalysisRuns,
  chosen: { run: PoolRunResult; crop?: Crop },
  peopleFps: number,
  pick: PersonPick | undefined,
): Promise<{ frames: PoolRunResult['frames']; people: PeopleSummary | null }> {
  const { run, crop } = chosen;
  if (a.peopleEvery === undefined) return { frames: run.frames, people: null };
  const followed = await followWorker({
    frames: run.frames,
    people: run.people,
    fps: a.common.fps,
    peopleFps,
    pick,
    rerun: async (ranges, steer) =>
      (
        await a.pool.run(a.file, {
          ...a.common,
          ...(crop ? { crop } : {}),
          ranges,
          steer,
          timeoutMs: a.left(),
          signal: a.signal,
          onProgress: a.progress(95, 4),
        })
      ).frames,
  });
  return { frames: followed.frames, people: followed.summary };
}

/**
 * Video -> sampled frames -> BlazePose (all cores) -> angles per frame. Throws MediaError for
 * unreadable input (NOT_VIDEO, CORRUPT, TIMEOUT, ABORTED); a readable video without a person is
 * a normal result with noPersonFound = true.
 */
export async function analyzeVideo(
  file: string,
  options: AnalyzeOptions = {},
): Promise<AnalyzeResult> {
  const t0 = performance.now();
  const model = options.model ?? 'full';
  const requestedFps = options.fps ?? 10;
  if (!(requestedFps > 0)) throw new RangeError('fps must be > 0');
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  if (options.signal?.aborted) throw new MediaError('ABORTED', 'analysis aborted');
  const { video, fps, skipNonReference } = await probeForAnalysis(
    file,
    options.signal,
    requestedFps,
  );
  const tProbe = performance.now();
  const pool = options.pool ?? new PosePool({ workerScript: options.workerScript });
  try {
    // no separate warm-up: each worker loads its model while its ffmpeg starts (see runSegment)
    const tStart = performance.now();
    let lastPercent = -1;
    const progress = (from: number, span: number) => (fraction: number) => {
      // keep the last percent for the end, after angles are computed
      const percent = Math.min(99, Math.floor(from + fraction * span));
      if (percent > lastPercent) {
        lastPercent = percent;
        options.onProgress?.(percent);
      }
    };
    const peopleEvery = Math.max(1, Math.round(fps / peopleFpsFor(video.durationSeconds)));
    const end = streamEnd(video, options.maxSeconds);
    const runs: AnalysisRuns = {
      file,
      pool,
      common: {
        info: video,
        model,
        fps,
        maxSide: options.maxSide ?? 640,
        skipNonReference,
        ...(Number.isFinite(end.seconds) ? { endSeconds: end.seconds } : {}),
      },
      signal: options.signal,
      timeoutMs,
      left: () => Math.max(1_000, timeoutMs - (performance.now() - t0)),
      progress,
      peopleEvery: (options.people ?? true) ? peopleEvery : undefined,
      tooLong: (error: unknown): never => {
        if (error instanceof MediaError && error.code === 'TOO_LONG')
          throw new StreamTooLongError(video.durationSeconds, end.seconds, end.limitedBy);
        throw error;
      },
    };
    const chosen = await findWorkerRun(runs);
    // the rate people are actually placed at (every n-th sampled frame)
    const followed = await followInRun(runs, chosen, fps / peopleEvery, options.pick);
    const poseFrames = followed.frames;
    const tPose = performance.now();
    const track: PoseTrack = {
      width: video.width,
      height: video.height,
      sampledFps: fps,
      model: `blazepose-${model}`,
      frames: poseFrames,
    };
    const series = posturesFromTrack(track);
    const keypoints = encodeKeypoints(track);
    const tEnd = performance.now();
    options.onProgress?.(100);
    const totalMs = tEnd - t0;
    return {
      video,
      sampledFps: fps,
      model,
      frames: series.frames,
      keypoints,
      cameraView: series.cameraView,
      personFoundRatio: series.personFoundRatio,
      noPersonFound: series.frames.every((f) => !f.personFound),
      nonReferenceFramesSkipped: skipNonReference,
      people: followed.people,
      timings: {
        probeMs: tProbe - t0,
        startupMs: tStart - tProbe,
        modelLoadMs: Math.max(
          0,
          ...chosen.run.segments.map((g) =>
            g.modelLoadMs > 0 && g.freshModel ? g.modelLoadMs : 0,
          ),
        ),
        poseMs: tPose - tStart,
        anglesMs: tEnd - tPose,
        totalMs,
        frames: poseFrames.length,
        framesPerSecond: poseFrames.length / (totalMs / 1000),
        realtimeFactor: video.durationSeconds > 0 ? totalMs / 1000 / video.durationSeconds : 0,
      },
    };
  } finally {
    if (!options.pool) await pool.close();
  }
}
