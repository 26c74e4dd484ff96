import { describe, expect, it } from 'vitest';
import {
  angleUncertainty,
  readingsToConfirm,
  scoreRangesAt,
  scoreRebaFrame,
  summarizeTimeline,
  type FramePosture,
  type MeasuredValue,
  type RebaTaskInputs,
  type Side,
} from '../src/index';
import { standingFrame } from '../src/testing';

const task: RebaTaskInputs = { load: 'LESS_THAN_5', coupling: 'GOOD' };
const reba = (frame: FramePosture) => scoreRebaFrame(frame, task);

/**
 * A standing worker with only the angles REBA's boxes read: no twist, side bend, abduction or
 * shoulder reading (REBA then assumes none, and nothing but the boxes' own angles is uncertain).
 */
function boxesOnly(
  cameraSide: Side | null,
  angles: { trunk?: MeasuredValue; upperArm?: MeasuredValue } = {},
): FramePosture {
  const frame = standingFrame(0, 0, 0);
  const side = (s: FramePosture['left']): FramePosture['left'] => ({
    elbow_flexion: s.elbow_flexion,
    wrist_flexion: s.wrist_flexion,
    knee_flexion: s.knee_flexion,
    hip_flexion: s.hip_flexion,
    upper_arm_flexion: angles.upperArm ?? s.upper_arm_flexion,
  });
  return {
    ...frame,
    cameraSide,
    axial: {
      neck_flexion: frame.axial.neck_flexion,
      trunk_flexion: angles.trunk ?? frame.axial.trunk_flexion,
    },
    left: side(frame.left),
    right: side(frame.right),
  };
}

const seen = (value: number): MeasuredValue => ({ value, confidence: 0.95 });

describe('the uncertainty of a measured angle', () => {
  it('is narrow in the picture’s plane, wider and reaching away from neutral out of it', () => {
    expect(angleUncertainty('trunk_flexion', seen(30), { sideOn: true })).toEqual({
      toNeutral: 7,
      fromNeutral: 7,
    });
    expect(angleUncertainty('trunk_flexion', seen(30), { sideOn: false })).toEqual({
      toNeutral: 10,
      fromNeutral: 20,
    });
    // a side bend is in the picture's plane when the camera sees the front, out of it side-on
    expect(angleUncertainty('trunk_side_bend', seen(5), { sideOn: false }).fromNeutral).toBe(7);
    expect(angleUncertainty('trunk_side_bend', seen(5), { sideOn: true }).fromNeutral).toBe(20);
    expect(angleUncertainty('neck_twist', seen(5), { sideOn: true }).toNeutral).toBe(15);
  });

  it('doubles for a joint the model was unsure of, and is none for a correction', () => {
    expect(
      angleUncertainty('knee_flexion', { ...seen(40), lowConfidence: true }, { sideOn: true }),
    ).toEqual({ toNeutral: 14, fromNeutral: 14 });
    expect(
      angleUncertainty('knee_flexion', { ...seen(40), corrected: true }, { sideOn: false }),
    ).toEqual({ toNeutral: 0, fromNeutral: 0 });
  });
});

describe('scoreRangesAt: an 80% range through the method’s own boxes', () => {
  /*
   * Computed by hand. Trunk at 22° seen side-on (SD 7°): the truth is under 20° (REBA's trunk box 2)
   * with probability P(z < −2/7) = 0.39, under the product's 10° upright tolerance (box 1) with
   * P(z < −12/7) = 0.04, past 60° with P ≈ 0. The 10th percentile is box 2, the 90th box 3: range
   * 2–3. At 30° the truth is under 20° with P(z < −10/7) = 0.08 (< 0.10): range 3–3. At 14° it is
   * under the tolerance with P(z < −4/7) = 0.28 and past 20° with P(z > 6/7) = 0.20: range 1–3.
   */
  it('gives the trunk 2–3 at 22° seen side-on, 3–3 at 30°, 1–3 at 14°', () => {
    const at22 = scoreRangesAt(boxesOnly('left', { trunk: seen(22) }), reba);
    expect(at22?.parts.trunk).toEqual({ low: 2, high: 3 });
    const at14 = scoreRangesAt(boxesOnly('left', { trunk: seen(14) }), reba);
    expect(at14?.parts.trunk).toEqual({ low: 1, high: 3 });
    const at30 = scoreRangesAt(boxesOnly('left', { trunk: seen(30) }), reba);
    expect(at30?.parts.trunk).toEqual({ low: 3, high: 3 });
  });

  /*
   * By hand: an upper arm at 30° seen side-on (SD 7°) passes 45° (box 3) with P(z > 15/7) = 0.016
   * and falls under 20° (box 1) with P(z < −10/7) = 0.08: range 2–2. Seen from the front, out of
   * the picture's plane (10° toward neutral, 20° away): past 45° with P(z > 15/20) = 0.23, under 20°
   * with P(z < −10/10) = 0.16: range 2–3, reaching higher, as the camera cannot tell.
   */
  it('widens toward the higher box when the arm may point at the camera', () => {
    const side = scoreRangesAt(boxesOnly('left', { upperArm: seen(30) }), reba);
    expect(side?.parts.upper_arm).toEqual({ low: 2, high: 2 });
    const front = scoreRangesAt(boxesOnly(null, { upperArm: seen(30) }), reba);
    expect(front?.parts.upper_arm).toEqual({ low: 2, high: 3 });
  });

  it('narrows to the score itself when the readings are corrected, and always holds the score', () => {
    const corrected = { ...seen(18), confidence: 1, corrected: true };
    const frame = boxesOnly(null, { trunk: corrected, upperArm: { ...corrected, value: 30 } });
    const all = (f: FramePosture): FramePosture => ({
      ...f,
      axial: Object.fromEntries(
        Object.entries(f.axial).map(([k, v]) => [k, v && { ...v, corrected: true }]),
      ),
      left: Object.fromEntries(
        Object.entries(f.left).map(([k, v]) => [k, v && { ...v, corrected: true }]),
      ),
      right: Object.fromEntries(
        Object.entries(f.right).map(([k, v]) => [k, v && { ...v, corrected: true }]),
      ),
      measures: {},
    });
    const point = reba(all(frame));
    const ranges = scoreRangesAt(all(frame), reba);
    expect(point.status).toBe('scored');
    if (point.status !== 'scored') return;
    expect(ranges?.score).toEqual({ low: point.result.score, high: point.result.score });
    for (const [part, value] of Object.entries(point.result.body_part_scores))
      expect(ranges?.parts[part]).toEqual({ low: value, high: value });

    const measured = scoreRangesAt(standingFrame(0, 40, 20), reba);
    const measuredPoint = reba(standingFrame(0, 40, 20));
    if (measuredPoint.status !== 'scored' || !measured?.score) throw new Error('not scored');
    expect(measured.score.low).toBeLessThanOrEqual(measuredPoint.result.score);
    expect(measured.score.high).toBeGreaterThanOrEqual(measuredPoint.result.score);
  });

  it('is the same on every run (seeded by the frame’s time)', () => {
    const frame = standingFrame(3.2, 25, 35);
    expect(scoreRangesAt(frame, reba)).toEqual(scoreRangesAt(frame, reba));
  });

  it('is none for a frame that cannot be scored', () => {
    expect(scoreRangesAt({ ...standingFrame(0, 10, 0), personFound: false }, reba)).toBeNull();
  });

  it('reaches the timeline: the final score and each body part carry their range', () => {
    const frames = Array.from({ length: 10 }, (_, i) => standingFrame(i / 5, 18, 10));
    const results = summarizeTimeline(frames, 5, {
      code: 'reba',
      scoreFrame: reba,
      partLevel: () => 'low',
      finalScore: 'sustained',
      inputNames: ['load', 'coupling'],
    });
    expect(results.score.range).not.toBeNull();
    expect(results.score.range?.low).toBeLessThanOrEqual(results.score.score ?? 0);
    const trunk = results.body_parts.find((p) => p.body_part === 'trunk');
    expect(trunk?.range?.low).toBeLessThanOrEqual(trunk?.score ?? 0);
    expect(trunk?.range?.high).toBeGreaterThan(trunk?.score ?? 99);
  });
});

describe('readingsToConfirm: what the camera could not see, with the method’s boxes', () => {
  it('offers the arm raised toward a front camera first, with REBA’s upper-arm boxes', () => {
    // a bent elbow and wrist, so that the arm's box reaches the total (REBA's Table C is flat for
    // the light arm scores of a relaxed arm)
    const frame = boxesOnly(null, { upperArm: seen(40) });
    const arm = { elbow_flexion: seen(120), wrist_flexion: seen(25) };
    const rightDown: FramePosture = {
      ...frame,
      left: { ...frame.left, ...arm },
      right: { ...frame.right, ...arm, upper_arm_flexion: seen(0) },
    };
    const offered = readingsToConfirm(rightDown, reba);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(3);
    const upper = offered.find((r) => r.key === 'left_upper_arm_flexion');
    expect(upper).toMatchObject({ part: 'upper_arm', side: 'left', measured: 40 });
    // Hignett & McAtamney: extension > 20° 2, −20–20° 1, 20–45° 2, 45–90° 3, > 90° 4
    expect(upper?.boxes).toEqual([
      { from: null, to: -20, part_score: 2 },
      { from: -20, to: 20, part_score: 1 },
      { from: 20, to: 45, part_score: 2 },
      { from: 45, to: 90, part_score: 3 },
      { from: 90, to: null, part_score: 4 },
    ]);
    expect(upper?.influence.high).toBeGreaterThan(upper?.influence.low ?? 99);
  });

  it('never offers a corrected reading, nor one whose doubt moves nothing', () => {
    const frame = boxesOnly('left', { trunk: { ...seen(40), corrected: true } });
    const offered = readingsToConfirm(frame, reba);
    expect(offered.some((r) => r.key === 'trunk_flexion')).toBe(false);
    // elbow at 80°, in the middle of REBA's 60–100° box, seen side-on: nothing to confirm there
    expect(offered.some((r) => r.motion === 'elbow_flexion')).toBe(false);
  });
});
