import type { Crop } from '../media/decode';

/**
 * The margins tried, on every side and as a share of the picture's side, when the worker was not
 * found: the picture then takes 2/3, 1/2 and 1/3 of the decode's width and height.
 *
 * Why: BlazePose's detector was trained on people seen whole with room around them, and finds
 * nobody when a worker fills the frame or stands cut by its edge (issue 31: every unscored still
 * was a tight crop). A padded picture shows the same pixels smaller, with the margin the detector
 * expects; nothing of the worker is lost, and the keypoints come back in source pixels (the
 * decode's offset is the negative margin). How much room is enough depends on how the worker fills
 * the picture, which is not known before, so the margins are a ladder of scales (the issue: "padded
 * and at other scales"), tried on a few moments, smallest margin first: the first that finds the
 * worker in at least half of them is kept, else the one that found them most often. The ladder
 * runs from 2/3 of the decode to 1/3 (see packages/pose/README.md for how it was measured).
 */
export const PAD_SHARES = [0.25, 0.5, 1] as const;

/** Even, so whole chroma samples (like every crop). */
const even = (value: number) => 2 * Math.round(value / 2);

/** The whole picture with a margin of `share` of its sides around it, as a crop past its edges. */
export function paddedView(picture: { width: number; height: number }, share: number): Crop {
  const padX = even(picture.width * share);
  const padY = even(picture.height * share);
  return {
    x: -padX,
    y: -padY,
    width: even(picture.width) + 2 * padX,
    height: even(picture.height) + 2 * padY,
  };
}
