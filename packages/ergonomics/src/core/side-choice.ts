import type { Side } from '../posture';

/** One side of a body part as the frame measured it. */
export interface SideCandidate {
  side: Side;
  /** every angle the part needs is in the picture and at or above the confidence minimum */
  confident: boolean;
  /** the lowest confidence among those angles (0 when one is out of the picture) */
  confidence: number;
}

/**
 * Why these sides were scored: `camera_side`, the side turned to a side-on camera; `other_hidden`,
 * the only side seen clearly (the other is hidden or out of the picture); `both`, both seen
 * clearly (the method's own rule picks among them: REBA's worse arm, the larger knee flexion, RULA
 * both arms); `least_unsure`, neither seen clearly, so the clearer one, marked low confidence.
 */
export type SideChoice = 'camera_side' | 'other_hidden' | 'both' | 'least_unsure';

/**
 * The sides of a body part to score. The methods score the worse side, which presumes both are
 * seen. A camera that sees the worker side-on sees the limbs turned to it directly and guesses the
 * far ones behind the body, so it scores the camera's side, and the other side only when the
 * camera's side is hidden. In other views every clearly seen side is kept for the method's rule. A
 * side seen only with low confidence is scored only when no side is seen clearly.
 */
export function sidesToScore<T extends SideCandidate>(
  candidates: readonly T[],
  cameraSide: Side | null,
): { sides: T[]; why: SideChoice } | null {
  const clear = candidates.filter((c) => c.confident);
  const near = cameraSide ? clear.find((c) => c.side === cameraSide) : undefined;
  if (near) return { sides: [near], why: 'camera_side' };
  if (clear.length > 0) return { sides: clear, why: clear.length > 1 ? 'both' : 'other_hidden' };
  const best = [...candidates].sort((a, b) => b.confidence - a.confidence)[0];
  return best ? { sides: [best], why: 'least_unsure' } : null;
}
