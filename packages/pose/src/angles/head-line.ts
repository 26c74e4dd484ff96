import type { LandmarkName } from '../model/keypoints';
import { landmark, type Skeleton } from './landmarks';
import { mid, sub, type Vec3 } from './vec';

/**
 * The head's own line: ear → outer corner of the eye, the orbitomeatal line of radiographic
 * positioning (external auditory meatus → outer canthus). The head is in its anatomical (neutral)
 * position when the Frankfort plane (ear canal → lowest rim of the orbit) is horizontal, i.e. at
 * right angles to an upright trunk; the orbitomeatal line then rises 7° toward the face
 * (radiographic positioning texts, e.g. Bontrager & Lampignano, "Textbook of Radiographic
 * Positioning", cranial baselines: orbitomeatal and infraorbitomeatal lines 7° apart).
 *
 * Why the head and not the neck's line (shoulder → ear): REBA and RULA score the neck by the head's
 * position against the trunk (Hignett & McAtamney 2000, McAtamney & Corlett 1993 draw the head
 * tilted), and looking down is mostly a nod at the top of the neck that moves the ear little: the
 * shoulder → ear line misses it. ISO 11226 likewise separates head inclination from the trunk's.
 */
export const ORBITOMEATAL_RISE_DEG = 7;

/** The landmarks the head's line is drawn through (both sides, so a turned head keeps a midpoint). */
export const HEAD_LINE_LANDMARKS = [
  'left_ear',
  'right_ear',
  'left_eye_outer',
  'right_eye_outer',
] as const satisfies readonly LandmarkName[];

/** Mid-ear → mid outer eye corner, in the skeleton's coordinates (world metres or pixels). */
export function headLine(s: Skeleton): Vec3 {
  const L = (n: LandmarkName): Vec3 => landmark(s, n);
  return sub(mid(L('left_eye_outer'), L('right_eye_outer')), mid(L('left_ear'), L('right_ear')));
}

/**
 * Neck flexion from how far the head's line is pitched above the trunk's forward direction:
 * neutral (7° above) is 0°, looking down is positive, the head tipped back negative.
 */
export const neckFlexionFromPitch = (pitchAboveForwardDeg: number): number =>
  ORBITOMEATAL_RISE_DEG - pitchAboveForwardDeg;
