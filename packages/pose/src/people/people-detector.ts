import type { PoseDetector } from '@tensorflow-models/pose-detection';
import { verifiedFileIOHandler } from '../model/io-handler';
import { resolveModelsDir } from '../model/model-files';
import { ensureWasmBackend, type RgbFrame } from '../model/pose-estimator';
import { defaultWasmDir, tfjs } from '../model/tfjs';
import { boxOfPoints, grow } from './boxes';
import type { DetectedPerson } from './track-people';

/**
 * Longest side of MoveNet's input. 384 finds a worker who is ~15% of a wide frame's height (at 256
 * the man on the hut in sports2d_demo.mp4 was lost after 2 s); each step up costs ~40% more time.
 */
export const PEOPLE_INPUT_SIDE = 384;
/** A person whose mean keypoint score is below this is not kept (MoveNet's own default is 0.25). */
const MIN_PERSON_SCORE = 0.25;
/** Keypoints at or above this score draw the person's box. */
const MIN_POINT_SCORE = 0.2;

/**
 * Every person in a frame, from MoveNet MultiPose Lightning (up to 6 people, 17 keypoints each),
 * on the thread's WASM backend. It answers who is where; the worker's 3D pose stays BlazePose's.
 * The library's own tracker is off: ids are given over the whole video by trackPeople.
 */
export class PeopleDetector {
  private scratch = new Int32Array(0);

  private constructor(private readonly detector: PoseDetector) {}

  static async create(options: { modelsDir?: string; wasmDir?: string } = {}) {
    await ensureWasmBackend(options.wasmDir ?? defaultWasmDir());
    const { poseDetection } = tfjs();
    const detector = await poseDetection.createDetector(poseDetection.SupportedModels.MoveNet, {
      modelType: poseDetection.movenet.modelType.MULTIPOSE_LIGHTNING,
      modelUrl: verifiedFileIOHandler(
        resolveModelsDir(options.modelsDir),
        'movenet-multipose.json',
      ),
      multiPoseMaxDimension: PEOPLE_INPUT_SIDE,
      enableTracking: false,
      enableSmoothing: false,
      minPoseScore: MIN_PERSON_SCORE,
    });
    return new PeopleDetector(detector);
  }

  /** The people in one frame, boxes in source-video pixels (grown a little past the keypoints). */
  async detect(frame: RgbFrame): Promise<DetectedPerson[]> {
    const size = frame.width * frame.height * 3;
    if (this.scratch.length !== size) this.scratch = new Int32Array(size);
    this.scratch.set(frame.data);
    const img = tfjs().tf.tensor3d(this.scratch, [frame.height, frame.width, 3], 'int32');
    let poses;
    try {
      poses = await this.detector.estimatePoses(img);
    } finally {
      img.dispose();
    }
    const people: DetectedPerson[] = [];
    for (const pose of poses) {
      const flat = pose.keypoints.flatMap((k) => [k.x, k.y, k.score ?? 0]);
      const box = boxOfPoints(flat, 3, MIN_POINT_SCORE);
      if (!box) continue;
      // keypoints sit inside the body: the head's top and the feet's soles lie a little beyond
      const grown = grow(box, 0.08);
      people.push({
        box: {
          x0: Math.max(0, grown.x0) * frame.scaleX + frame.offsetX,
          y0: Math.max(0, grown.y0) * frame.scaleY + frame.offsetY,
          x1: Math.min(frame.width, grown.x1) * frame.scaleX + frame.offsetX,
          y1: Math.min(frame.height, grown.y1) * frame.scaleY + frame.offsetY,
        },
        score: Math.round((pose.score ?? 0) * 1000) / 1000,
      });
    }
    return people;
  }

  dispose(): void {
    this.detector.dispose();
  }
}
