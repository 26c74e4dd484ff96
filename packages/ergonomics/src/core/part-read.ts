import type { MeasuredSource, PostureReader } from './posture-read';
import { sidesToScore, type SideCandidate, type SideChoice } from './side-choice';
import type { ScoreStep } from './step';
import type { Side } from '../posture';

/*
 * How REBA and RULA read their body parts from a frame: a part's own angle is scored whenever the
 * joint is in the picture (marked when its confidence is low), and the side comes from the view
 * and the confidence (side-choice.ts). What is out of the picture is assumed by the caller.
 */

/** One arm as the frame measured it: the upper arm (needed), the elbow and the hand when seen. */
export interface ArmReading extends SideCandidate {
  upper: MeasuredSource;
  elbow?: MeasuredSource;
  wrist?: MeasuredSource;
}

const clear = (...m: (MeasuredSource | undefined)[]) =>
  m.every((x) => x !== undefined && x.lowConfidence !== true);
const lowest = (...m: (MeasuredSource | undefined)[]) =>
  Math.min(...m.map((x) => x?.confidence ?? 0));

/** The arms to score: each side whose upper arm is in the picture, chosen by view and confidence. */
export function armsToScore(r: PostureReader): { arms: ArmReading[]; why: SideChoice } | null {
  const candidates: ArmReading[] = [];
  for (const side of ['right', 'left'] as const) {
    const upper = r.sidedPart(side, 'upper_arm_flexion');
    if (!upper) continue;
    const elbow = r.sidedPart(side, 'elbow_flexion');
    const wrist = r.sidedPart(side, 'wrist_flexion');
    candidates.push({
      side,
      upper,
      ...(elbow ? { elbow } : {}),
      ...(wrist ? { wrist } : {}),
      // the arm is seen clearly when its upper arm and elbow are: the hand points rarely are
      confident: clear(upper, elbow),
      confidence: lowest(upper, elbow),
    });
  }
  const chosen = sidesToScore(candidates, r.cameraSide);
  return chosen ? { arms: chosen.sides, why: chosen.why } : null;
}

/** The knee angle to score: the chosen side's, the larger flexion when both are seen clearly. */
export function kneeToScore(r: PostureReader): { knee: MeasuredSource; why: SideChoice } | null {
  const candidates: (SideCandidate & { knee: MeasuredSource })[] = [];
  for (const side of ['right', 'left'] as const) {
    const knee = r.sidedPart(side, 'knee_flexion');
    if (knee) candidates.push({ side, knee, confident: clear(knee), confidence: knee.confidence });
  }
  const chosen = sidesToScore(candidates, r.cameraSide);
  if (!chosen) return null;
  const knee = chosen.sides.reduce((a, b) => (b.knee.value > a.knee.value ? b : a)).knee;
  return { knee, why: chosen.why };
}

/** The step that says which side was scored and why, when the view or the confidence chose it. */
export function sideChoiceStep(
  id: string,
  partKey: string,
  why: SideChoice,
  side: Side,
): ScoreStep | null {
  if (why === 'both') return null;
  return {
    id,
    key: 'explain.side_choice',
    params: { part_key: partKey, side_key: `side.${side}`, why_key: `side_choice.${why}` },
    value: side,
  };
}
