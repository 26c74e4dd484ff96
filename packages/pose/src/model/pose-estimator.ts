import type { PoseDetector } from '@tensorflow-models/pose-detection';
import { installFastTransform } from './fast-transform';
import { verifiedFileIOHandler } from './io-handler';
import { resolveModelsDir, type BlazePoseModel } from './model-files';
import { NUM_LANDMARKS, type PoseFrame } from './keypoints';
import type { PersonBox } from '../people/boxes';
import { defaultWasmDir, tfjs } from './tfjs';

export interface PoseEstimatorOptions {
  model?: BlazePoseModel;
  modelsDir?: string;
  wasmDir?: string;
  /**
   * pose-detection's own keypoint filter (One-Euro + velocity filters on landmarks). Off in the
   * product: it lags fast movements and our angle smoothing runs later. On only to reproduce how
   * Google's reference output was produced (see the benchmark).
   */
  keypointSmoothing?: boolean;
}

/** The raw RGB24 frame plus what maps its pixels back to the source video's pixels. */
export interface RgbFrame {
  data: Uint8Array;
  width: number;
  height: number;
  /** source-video pixels per frame pixel, per axis (>= 1 when ffmpeg downscaled) */
  scaleX: number;
  scaleY: number;
  /** where the frame's top-left corner lies in the source video (a cropped decode), source pixels */
  offsetX: number;
  offsetY: number;
}

let backendReady: Promise<void> | null = null;

/** One WASM backend per thread; initialised once, reused by every detector in the thread. */
export function ensureWasmBackend(wasmDir: string = defaultWasmDir()): Promise<void> {
  backendReady ??= (async () => {
    const { tf, wasmBackend } = tfjs();
    wasmBackend.setWasmPaths(wasmDir);
    const ok = await tf.setBackend('wasm');
    if (!ok) throw new Error('tfjs WASM backend failed to initialise');
    await tf.ready();
    installFastTransform();
  })();
  return backendReady;
}

/**
 * BlazePose via @tensorflow-models/pose-detection on the tfjs WASM backend (single-threaded in
 * Node, so one estimator per thread). Tracking state (the previous frame's ROI) lives in the
 * detector, hence `reset()` between videos or between non-contiguous segments.
 */
export class PoseEstimator {
  /**
   * The frame as int32, reused from frame to frame. tfjs copies a tensor's values into the WASM
   * heap when it is created, so one buffer serves every frame; converting into it costs ~0.05 ms,
   * where letting tfjs allocate a fresh 2.7 MB Int32Array per frame cost ~1.5 ms plus garbage.
   */
  private scratch = new Int32Array(0);

  private constructor(
    private readonly detector: PoseDetector,
    readonly model: BlazePoseModel,
  ) {}

  static async create(options: PoseEstimatorOptions = {}): Promise<PoseEstimator> {
    const model = options.model ?? 'full';
    await ensureWasmBackend(options.wasmDir ?? defaultWasmDir());
    const dir = resolveModelsDir(options.modelsDir);
    const { poseDetection } = tfjs();
    const detector = await poseDetection.createDetector(poseDetection.SupportedModels.BlazePose, {
      runtime: 'tfjs',
      modelType: model,
      // our own smoothing runs on angles; the library's filter would lag real peaks
      enableSmoothing: options.keypointSmoothing ?? false,
      enableSegmentation: false,
      detectorModelUrl: verifiedFileIOHandler(dir, 'blazepose-detector.json'),
      landmarkModelUrl: verifiedFileIOHandler(dir, `blazepose-${model}.json`),
    });
    return new PoseEstimator(detector, model);
  }

  reset(): void {
    this.detector.reset();
  }

  /**
   * Points the next estimate at one person: the landmark model's region of interest is set from
   * the person's box (source pixels), so BlazePose's own person detector, which takes the most
   * prominent person and misses small ones, is skipped. The ROI is square and upright, a little
   * larger than the box, as BlazePose's detector-derived ROIs are; the estimate after it refines
   * the ROI from the landmarks as usual. (`regionOfInterest` is pose-detection 2.1.3's field for
   * the tracked ROI; the test of steering fails if a release renames it.)
   */
  focus(box: PersonBox, frame: RgbFrame): void {
    const cx = ((box.x0 + box.x1) / 2 - frame.offsetX) / frame.scaleX;
    const cy = ((box.y0 + box.y1) / 2 - frame.offsetY) / frame.scaleY;
    const side =
      Math.max((box.x1 - box.x0) / frame.scaleX, (box.y1 - box.y0) / frame.scaleY) * 1.15;
    const roi = {
      xCenter: cx / frame.width,
      yCenter: cy / frame.height,
      width: side / frame.width,
      height: side / frame.height,
      rotation: 0,
    };
    const tracked = this.detector as unknown as { regionOfInterest: typeof roi | null };
    if (!('regionOfInterest' in tracked)) throw new Error('pose-detection has no regionOfInterest');
    tracked.regionOfInterest = roi;
  }

  dispose(): void {
    this.detector.dispose();
  }

  /** Runs the model on one frame; keypoints come back in source-video pixels. */
  async estimate(frame: RgbFrame, time: number): Promise<PoseFrame> {
    const size = frame.height * frame.width * 3;
    if (frame.data.length !== size)
      throw new RangeError(`frame has ${frame.data.length} bytes, expected ${size} for RGB24`);
    if (this.scratch.length !== size) this.scratch = new Int32Array(size);
    this.scratch.set(frame.data);
    const img = tfjs().tf.tensor3d(this.scratch, [frame.height, frame.width, 3], 'int32');
    let poses;
    try {
      // pose-detection takes the timestamp in milliseconds (it multiplies by 1000 internally)
      poses = await this.detector.estimatePoses(
        img,
        { flipHorizontal: false },
        Math.round(time * 1000),
      );
    } finally {
      img.dispose();
    }
    const pose = poses[0];
    if (!pose || pose.keypoints.length < NUM_LANDMARKS) return { time, pose: null };
    const image = new Float32Array(NUM_LANDMARKS * 3);
    for (let i = 0; i < NUM_LANDMARKS; i++) {
      const k = pose.keypoints[i];
      if (!k) continue;
      image[i * 3] = k.x * frame.scaleX + frame.offsetX;
      image[i * 3 + 1] = k.y * frame.scaleY + frame.offsetY;
      image[i * 3 + 2] = k.score ?? 0;
    }
    let world: Float32Array | null = null;
    const k3 = pose.keypoints3D;
    if (k3 && k3.length >= NUM_LANDMARKS) {
      world = new Float32Array(NUM_LANDMARKS * 4);
      for (let i = 0; i < NUM_LANDMARKS; i++) {
        const k = k3[i];
        if (!k) continue;
        world[i * 4] = k.x;
        world[i * 4 + 1] = k.y;
        world[i * 4 + 2] = k.z ?? 0;
        world[i * 4 + 3] = k.score ?? 0;
      }
    }
    return { time, pose: { score: pose.score ?? 0, image, world } };
  }
}
