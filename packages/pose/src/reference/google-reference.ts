import { readFile } from 'node:fs/promises';
import { NUM_LANDMARKS, type PoseTrack } from '../model/keypoints';

/**
 * Google's reference BlazePose output shipped with tfjs-models' tests (65 frames x 33 x [x, y, z]):
 * 2D in pixels, 3D world in metres, no scores (taken as 1). Frames are at `fps` (5 for the squat clip).
 */
export async function loadGoogleReference(
  file2d: string,
  file3d: string,
  options: { fps: number; width: number; height: number },
): Promise<PoseTrack> {
  const a = JSON.parse(await readFile(file2d, 'utf8')) as number[][][];
  const b = JSON.parse(await readFile(file3d, 'utf8')) as number[][][];
  const frames = a.map((kp, i) => {
    const image = new Float32Array(NUM_LANDMARKS * 3);
    const world = new Float32Array(NUM_LANDMARKS * 4);
    for (let j = 0; j < NUM_LANDMARKS; j++) {
      image[j * 3] = kp[j]?.[0] ?? 0;
      image[j * 3 + 1] = kp[j]?.[1] ?? 0;
      image[j * 3 + 2] = 1;
      const w = b[i]?.[j];
      world[j * 4] = w?.[0] ?? 0;
      world[j * 4 + 1] = w?.[1] ?? 0;
      world[j * 4 + 2] = w?.[2] ?? 0;
      world[j * 4 + 3] = 1;
    }
    return { time: i / options.fps, pose: { score: 1, image, world } };
  });
  return {
    width: options.width,
    height: options.height,
    sampledFps: options.fps,
    model: 'google-reference',
    frames,
  };
}
