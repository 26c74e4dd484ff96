import type { Crop } from '../media/decode';
import type { VideoInfo } from '../media/probe';
import type { BlazePoseModel } from '../model/model-files';
import type { PoseFrame } from '../model/keypoints';
import type { PeopleFrame, TrackSample } from '../people/track-people';

/** One contiguous piece of the sampled timeline, analysed by one worker with its own tracking. */
export interface SegmentJob {
  type: 'segment';
  jobId: number;
  file: string;
  info: VideoInfo;
  model: BlazePoseModel;
  fps: number;
  maxSide: number;
  /** decode without the non-reference frames (see canSkipNonReferenceFrames) */
  skipNonReference: boolean;
  /** first sampled frame index of the segment (time = index / fps) */
  startIndex: number;
  /** number of frames to analyse; null = to the end of the video */
  count: number | null;
  /** no frame past this video time: the stream's end as declared and allowed (DecodeOptions.endSeconds) */
  endSeconds?: number;
  /** decode only this part of the picture (DecodeOptions.crop): a worker small in the frame */
  crop?: Crop;
  /**
   * search for people only (no BlazePose): each frame's people are found in these overlapping
   * tiles (source pixels) and merged; see people/small-worker.ts
   */
  search?: { tiles: Crop[] };
  timeoutMs: number;
  /**
   * 'pipeline' = decode and infer concurrently (production path). 'raw' = decode everything
   * first, wait for 'go', then time inference alone: the benchmark's raw-inference baseline.
   */
  mode: 'pipeline' | 'raw';
  /**
   * 'main': the main thread runs ffmpeg and posts the frames ('frame' messages, then 'end'). A
   * worker busy in WASM cannot drain ffmpeg's 64 KB pipe (a tenth of a frame), so decoding there
   * would stall ffmpeg during every inference. 'worker': decode in the worker (no feeder needed).
   */
  feed: 'main' | 'worker';
  /** find every person (MoveNet) on the frames whose sampled index is a multiple of this */
  peopleEvery?: number;
  /** follow this person: BlazePose is pointed at their box whenever its pose is someone else's */
  steer?: { samples: TrackSample[]; hold: number };
}

/** One decoded frame handed to a worker; `data` is transferred, not copied. */
export interface FrameMessage {
  type: 'frame';
  jobId: number;
  index: number;
  time: number;
  data: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  offsetX: number;
  offsetY: number;
}

export type MainToWorker =
  | SegmentJob
  | FrameMessage
  | { type: 'end'; jobId: number }
  | { type: 'fail'; jobId: number; code: string; message: string }
  | { type: 'abort'; jobId: number }
  | { type: 'go'; jobId: number }
  | { type: 'warmup'; model: BlazePoseModel };

export interface SegmentStats {
  frames: number;
  /** wall time of the whole segment in the worker, model load excluded */
  wallMs: number;
  /** time spent inside the model (tensor creation, estimatePoses, dispose) */
  inferMs: number;
  /** wall time spent waiting for ffmpeg frames (raw mode: the decode-all phase) */
  decodeWaitMs: number;
  modelLoadMs: number;
  /** true when the model was loaded during this segment (first job of the thread) */
  freshModel: boolean;
  peakRssBytes: number;
}

export type WorkerToMain =
  | { type: 'progress'; jobId: number; done: number }
  | { type: 'ready'; jobId: number; frames: number }
  | {
      type: 'done';
      jobId: number;
      frames: PoseFrame[];
      people: PeopleFrame[];
      stats: SegmentStats;
    }
  | { type: 'error'; jobId: number; code: string; message: string }
  | { type: 'warm'; model: BlazePoseModel; modelLoadMs: number };
