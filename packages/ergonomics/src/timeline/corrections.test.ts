import { describe, expect, it } from 'vitest';
import { scoreRebaFrame, scoreWishaFrame } from '../frame/score-frame';
import type { FramePosture } from '../posture';
import type { RebaResult } from '../reba/types';
import { nioshLiBand } from '../wisha/tables';
import type { WishaResult, WishaInput } from '../wisha/score';
import { applyAngleOverrides } from './overrides';
import { rebaPartLevel } from './part-levels';
import { summarizeTimeline, type TimelineMethod } from './summarize';
import { measured as measuredValue, standingFrame } from '../testing';

const v = measuredValue;

/** A standing worker: trunk and knees at the given angles, hands at `hands` m, `reach` m ahead. */
const frame = (time: number, trunk: number, knee: number, hands = 0.9, reach = 0.3): FramePosture =>
  standingFrame(time, trunk, knee, {
    hands_height: v(hands),
    knee_height: v(0.5),
    hip_height: v(0.95),
    shoulder_height: v(1.45),
    hands_horizontal_distance: v(reach),
  });

/** `seconds` of one posture at 10 fps from `start`. */
const hold = (start: number, seconds: number, make: (time: number) => FramePosture) =>
  Array.from({ length: Math.round(seconds * 10) }, (_, i) => make(start + i / 10));

const reba: TimelineMethod<RebaResult> = {
  code: 'reba',
  scoreFrame: (f) => scoreRebaFrame(f, { load: 'LESS_THAN_5', coupling: 'GOOD' }),
  partLevel: rebaPartLevel,
  finalScore: 'sustained',
  inputNames: ['load', 'coupling', 'shock', 'activity'],
};

// 2 s upright (REBA 1), 2 s deep squat (4, the final posture), 2 s half bent (3).
const squat = [
  ...hold(0, 2, (t) => frame(t, 2, 5)),
  ...hold(2, 2, (t) => frame(t, 40, 100)),
  ...hold(4, 2, (t) => frame(t, 25, 40)),
];
const inSquat = (time: number) => time >= 2 && time < 4;
const measured = summarizeTimeline(squat, 10, reba);

describe('a correction of the final posture, everywhere it was held', () => {
  it('raises the peak, the mean, the band of the held frames and the breakpoint with the score', () => {
    expect(measured.score).toMatchObject({ score: 4, risk_level: 'medium', peak: { score: 4 } });
    const corrected = summarizeTimeline(squat, 10, reba, {
      correctedPosture: {
        trunk_flexion: 70,
        neck_flexion: 30,
        left_upper_arm_flexion: 100,
        right_upper_arm_flexion: 100,
      },
    });
    const score = corrected.score.score ?? 0;
    expect(corrected.score).toMatchObject({
      score: 8,
      risk_level: 'high',
      measured_score: 4,
      representative_time: 2,
      corrected_frames: { start: 2, end: 3.9 },
    });
    expect(corrected.score.worse_held).toBeUndefined();
    // the peak and the mean are made from the same corrected frames as the final score
    expect(corrected.score.peak).toEqual({ score, time: 2 });
    expect(corrected.score.time_weighted.mean).toBeGreaterThan(measured.score.time_weighted.mean);
    expect(corrected.score.time_weighted.shares).toContainEqual({ score: 8, share: 0.333 });
    expect(corrected.avg.score).toBe(corrected.score.time_weighted.mean);
    corrected.series.time.forEach((time, i) => {
      if (inSquat(time)) {
        expect(corrected.series.score[i]).toBe(8);
        expect(corrected.series.risk[i]).toBe('high');
        expect(corrected.series.angles.trunk_flexion?.[i]).toBe(70);
      } else {
        expect(corrected.series.score[i]).toBe(measured.series.score[i]);
        expect(corrected.series.angles.trunk_flexion?.[i]).toBe(
          measured.series.angles.trunk_flexion?.[i],
        );
      }
    });
    expect(corrected.breakpoints.map((b) => [b.time, b.from, b.to, b.score])).toEqual([
      [0, null, 'negligible', 1],
      [2, 'negligible', 'high', 8],
      [4, 'high', 'low', 3],
    ]);
    const trunk = corrected.body_parts.find((p) => p.body_part === 'trunk');
    expect(trunk).toMatchObject({ score: 4, peak: 4 });
    expect(corrected.kinematics.find((k) => k.motion === 'trunk_flexion')?.shares.red).toBe(0.333);
  });

  it('lowers them too, and names a worse posture held elsewhere that the correction uncovers', () => {
    const corrected = summarizeTimeline(squat, 10, reba, {
      correctedPosture: { trunk_flexion: 0, left_knee_flexion: 0, right_knee_flexion: 0 },
    });
    // The final score stays the corrected posture's: the ergonomist's statement about it.
    expect(corrected.score).toMatchObject({ score: 1, representative_time: 2, measured_score: 4 });
    // The half-bent posture (3) is now the worst: the peak, the band bar and the breakpoints say so.
    expect(corrected.score.peak).toEqual({ score: 3, time: 4 });
    expect(corrected.score.worse_held).toEqual({ score: 3, time: 4, seconds: 2 });
    expect(corrected.series.risk.filter((r) => r === 'medium')).toEqual([]);
    expect(corrected.breakpoints.map((b) => [b.time, b.to])).toEqual([
      [0, 'negligible'],
      [4, 'low'],
    ]);
    expect(corrected.score.peak.score).toBeGreaterThanOrEqual(corrected.score.score ?? 0);
  });

  it('takes the stretch held at the final score or above, gaps and lower frames ending it', () => {
    // 1.5 s at 4, a frame where the worker is lost, 1 s at 4 again: the first stretch is held.
    const frames = [
      ...hold(0, 1, (t) => frame(t, 2, 5)),
      ...hold(1, 1.5, (t) => frame(t, 40, 100)),
      { ...frame(2.5, 40, 100), personFound: false },
      ...hold(2.6, 1, (t) => frame(t, 40, 100)),
    ];
    const corrected = summarizeTimeline(frames, 10, reba, {
      correctedPosture: { trunk_flexion: 70 },
    });
    expect(corrected.score.corrected_frames).toEqual({ start: 1, end: 2.4 });
    const trunk = corrected.series.angles.trunk_flexion ?? [];
    expect(trunk.slice(9, 11)).toEqual([2, 70]);
    expect(trunk.slice(24, 27)).toEqual([70, null, 40]);
    // The stretch after the gap is held as long at the measured score: the rule finds it.
    expect(corrected.score.worse_held).toBeUndefined();
    expect(corrected.score.score).toBeGreaterThan(4);
  });

  it('chooses the final posture again among the corrected frames, by the same rule', () => {
    // The squat held 2 s at 4; in its last 1.2 s the knees straighten a little and the arms rise.
    const frames = [
      ...hold(0, 2, (t) => frame(t, 2, 5)),
      ...hold(2, 0.8, (t) => frame(t, 40, 100)),
      ...hold(2.8, 1.2, (t) => {
        const f = frame(t, 40, 45);
        const side = { ...f.left, upper_arm_flexion: v(100) };
        return { ...f, left: side, right: side };
      }),
    ];
    const measuredHere = summarizeTimeline(frames, 10, reba);
    expect(measuredHere.score).toMatchObject({ score: 4, representative_time: 2 });
    // An upright trunk scores the first 0.8 s 2 and the last 1.2 s 3: the posture held is 3.
    const corrected = summarizeTimeline(frames, 10, reba, {
      correctedPosture: { trunk_flexion: 10 },
    });
    expect(corrected.score).toMatchObject({
      score: 3,
      rule: 'sustained',
      representative_time: 2.8,
      sustained_seconds: 1.2,
      corrected_frames: { start: 2, end: 3.9 },
      peak: { score: 3, time: 2.8 },
    });
  });

  it('corrects the one frame of a worst moment (a video shorter than the hold time)', () => {
    const frames = hold(0, 0.5, (t) => (t === 0.2 ? frame(t, 40, 100) : frame(t, 2, 5)));
    const corrected = summarizeTimeline(frames, 10, reba, {
      correctedPosture: { trunk_flexion: 70 },
    });
    expect(corrected.score.rule).toBe('peak');
    expect(corrected.score.corrected_frames).toEqual({ start: 0.2, end: 0.2 });
    expect(corrected.series.angles.trunk_flexion).toEqual([2, 2, 70, 2, 2]);
  });

  it('refuses unknown angles and impossible values', () => {
    const first = squat[0] as FramePosture;
    expect(() => applyAngleOverrides(first, { elbow: 10 })).toThrow();
    expect(() => applyAngleOverrides(first, { trunk_flexion: 400 })).toThrow();
    expect(() =>
      summarizeTimeline(squat, 10, reba, { correctedPosture: { tail_wag: 10 } }),
    ).toThrow();
    // a correction is measured with full confidence and carries no doubt (its score range narrows)
    expect(applyAngleOverrides(first, { left_knee_flexion: 80 }).left.knee_flexion).toEqual({
      value: 80,
      confidence: 1,
      corrected: true,
    });
  });
});

const LIFT: Omit<WishaInput, 'vertical_zone' | 'horizontal_zone'> = {
  load_weight: 12,
  lifting_frequency: '2_3',
  shift_duration: 'more_than_hour',
  grip_quality: 'GOOD',
  work_environment: 'NORMAL',
};
const wisha = (inputs = LIFT): TimelineMethod<WishaResult> => ({
  code: 'wisha',
  scoreFrame: (f) => scoreWishaFrame(f, inputs),
  partLevel: () => 'low',
  finalScore: 'peak',
  inputNames: Object.keys(inputs),
});

// Hands at the waist, close (LI 0.58); 0.3 s reaching far below the knee (1.16); back; 0.2 s far
// above the shoulder (1.36); back.
const lift = [
  ...hold(0, 1, (t) => frame(t, 10, 10, 1.1, 0.3)),
  ...hold(1, 0.3, (t) => frame(t, 10, 10, 0.3, 0.6)),
  ...hold(1.3, 1, (t) => frame(t, 10, 10, 1.1, 0.3)),
  ...hold(2.3, 0.2, (t) => frame(t, 10, 10, 1.6, 0.6)),
  ...hold(2.5, 1, (t) => frame(t, 10, 10, 1.1, 0.3)),
];
const RISK_OF_BAND = { nominal: 'low', increased: 'high', high: 'very_high' } as const;

describe('a lift’s breakpoints', () => {
  it('mark every crossing of a lifting-index band, however short the worst moment', () => {
    const results = summarizeTimeline(lift, 10, wisha());
    expect(results.breakpoints.map((b) => [b.time, b.from, b.to])).toEqual([
      [0, null, 'low'],
      [1, 'low', 'high'],
      [1.3, 'high', 'low'],
      [2.3, 'low', 'high'],
      [2.5, 'high', 'low'],
    ]);
    // each marks the NIOSH band of its lifting index, and the final score is among them
    for (const point of results.breakpoints)
      expect(point.to).toBe(RISK_OF_BAND[nioshLiBand(point.score ?? 0)]);
    expect(results.score).toMatchObject({ score: 1.3567, risk_level: 'high', rule: 'peak' });
    expect(results.breakpoints.some((b) => b.time === results.score.representative_time)).toBe(
      true,
    );
  });

  it('cross the band of 3 as well (a heavier load)', () => {
    const heavy = summarizeTimeline(lift, 10, wisha({ ...LIFT, load_weight: 30 }));
    expect(heavy.breakpoints.map((b) => [b.time, b.to])).toEqual([
      [0, 'high'],
      [2.3, 'very_high'],
      [2.5, 'high'],
    ]);
  });

  it('follow a correction of the worst moment, which stays the peak', () => {
    const corrected = summarizeTimeline(lift, 10, wisha(), {
      correctedPosture: { trunk_twist: 60 },
    });
    expect(corrected.score).toMatchObject({
      score: 1.5961,
      measured_score: 1.3567,
      corrected_frames: { start: 2.3, end: 2.3 },
      peak: { score: 1.5961, time: 2.3 },
    });
    expect(corrected.breakpoints.find((b) => b.time === 2.3)?.score).toBe(1.5961);
    expect(corrected.series.score.filter((s) => s === 1.5961)).toHaveLength(1);
  });
});
