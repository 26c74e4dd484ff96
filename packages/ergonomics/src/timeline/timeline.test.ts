import { describe, expect, it } from 'vitest';
import type { FramePosture } from '../posture';
import { standingFrame } from '../testing';
import { riskBreakpoints } from './breakpoints';
import { bandIntervals } from './kinematics';
import { lineGraph } from './line-graph';
import { scoreRebaFrame } from '../frame/score-frame';
import type { RebaResult } from '../reba/types';
import { rebaPartLevel } from './part-levels';
import { NothingScorableError, summarizeTimeline, type TimelineMethod } from './summarize';
import { sustainedScore, timeWeighted } from './sustained';

const rep = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);
const at = (scores: number[], fps = 10) =>
  scores.map((score, index) => ({ index, time: index / fps, score }));

describe('sustainedScore', () => {
  it('ignores a peak shorter than the hold time', () => {
    // 2 s at 4, one frame at 9, 2 s at 6 (10 fps, hold 1 s)
    const moments = at([...rep(20, 4), 9, ...rep(20, 6)]);
    expect(sustainedScore(moments, 0.1, 1)).toMatchObject({
      score: 6,
      rule: 'sustained',
      index: 21,
    });
  });

  it('takes a high score that lasts the hold time', () => {
    const moments = at([...rep(5, 3), ...rep(10, 8), ...rep(5, 3)]);
    expect(sustainedScore(moments, 0.1, 1)).toMatchObject({
      score: 8,
      rule: 'sustained',
      index: 5,
      seconds: 1,
    });
  });

  it('breaks a stretch at a gap of unscorable frames', () => {
    const moments = [
      ...at(rep(6, 9)),
      ...at(rep(6, 9)).map((m) => ({ ...m, index: m.index + 10, time: m.time + 1 })),
      ...at(rep(20, 2)).map((m) => ({ ...m, index: m.index + 20, time: m.time + 2 })),
    ];
    expect(sustainedScore(moments, 0.1, 1)?.score).toBe(2);
  });

  it('uses the peak for a video shorter than the hold time', () => {
    expect(sustainedScore(at([2, 5, 3]), 0.1, 1)).toMatchObject({
      score: 5,
      rule: 'peak',
      index: 1,
    });
  });

  it('returns null without moments; time-weighted shares add up', () => {
    expect(sustainedScore([], 0.1, 1)).toBeNull();
    const tw = timeWeighted(at([1, 1, 2, 4]));
    expect(tw.mean).toBe(2);
    expect(tw.shares).toEqual([
      { score: 1, share: 0.5 },
      { score: 2, share: 0.25 },
      { score: 4, share: 0.25 },
    ]);
  });
});

describe('riskBreakpoints', () => {
  const moments = (risks: string[]) =>
    risks.map((risk, index) => ({ index, time: index / 10, score: index, risk }));
  it('marks the start and every change that lasts, not a one-frame flicker', () => {
    const risks = [...rep(10, 'low'), 'high', ...rep(10, 'low'), ...rep(10, 'high')];
    expect(riskBreakpoints(moments(risks), 0.5).map((b) => [b.time, b.from, b.to])).toEqual([
      [0, null, 'low'],
      [2.1, 'low', 'high'],
    ]);
  });
});

describe('bandIntervals', () => {
  it('shades neck flexion per SPEC §9 and extension below zero', () => {
    expect(bandIntervals('neck_flexion').filter((b) => b.from >= 0)).toEqual([
      { from: 0, to: 20, colour: 'green' },
      { from: 20, to: 45, colour: 'amber' },
      { from: 45, to: 180, colour: 'red' },
    ]);
    expect(bandIntervals('neck_flexion')[0]).toMatchObject({ from: -180, colour: 'red' });
  });
  it('shades the elbow as a window around 60–100°', () => {
    expect(bandIntervals('elbow_flexion').find((b) => b.colour === 'green')).toEqual({
      from: 60,
      to: 100,
      colour: 'green',
    });
  });
});

const frame = (time: number, trunk: number, knee: number): FramePosture =>
  standingFrame(time, trunk, knee);

/** REBA with light load and good coupling, as the method registry binds it for one assessment. */
const reba: TimelineMethod<RebaResult> = {
  code: 'reba',
  scoreFrame: (f) => scoreRebaFrame(f, { load: 'LESS_THAN_5', coupling: 'GOOD' }),
  partLevel: rebaPartLevel,
  finalScore: 'sustained',
  inputNames: ['load', 'coupling', 'shock', 'activity'],
};

describe('summarizeTimeline (REBA)', () => {
  // 2 s upright, 2 s deep squat (trunk 40°, knees 100°), 10 fps
  const frames = [
    ...Array.from({ length: 20 }, (_, i) => frame(i / 10, 2, 5)),
    ...Array.from({ length: 20 }, (_, i) => frame(2 + i / 10, 40, 100)),
  ];
  const results = summarizeTimeline(frames, 10, reba);

  it('scores the held squat as the final posture and explains it', () => {
    expect(results.score.rule).toBe('sustained');
    expect(results.score.representative_time).toBeGreaterThanOrEqual(2);
    const trunk = results.body_parts.find((p) => p.body_part === 'trunk');
    const leg = results.body_parts.find((p) => p.body_part === 'leg');
    expect(trunk?.score).toBe(3);
    expect(leg?.score).toBeGreaterThanOrEqual(3);
    expect(results.score.score).toBe(results.score.peak.score);
    expect(results.score.explanation.length).toBeGreaterThan(5);
    expect(results.frames).toMatchObject({ total: 40, scored: 40, unscorable: 0 });
  });

  it('finds the breakpoint where the risk rises', () => {
    expect(results.breakpoints.length).toBe(2);
    expect(results.breakpoints[1]?.time).toBe(2);
  });

  it('shares time per colour band and serves the trunk line graph', () => {
    const trunk = results.kinematics.find((k) => k.motion === 'trunk_flexion');
    expect(trunk?.shares).toEqual({ green: 0.5, amber: 0.5, red: 0 });
    const graph = lineGraph(results.series, 'trunk');
    expect(graph?.angles.angle?.slice(18, 22)).toEqual([2, 2, 40, 40]);
    expect(graph?.score.at(-1)).toBe(3);
    expect(lineGraph(results.series, 'legs')?.angles.left?.at(-1)).toBe(100);
  });

  it('knows no body part by a built-in property name (a query could ask for __proto__)', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'nonsense'])
      expect(lineGraph(results.series, name)).toBeNull();
  });

  it('refuses a video where no frame can be scored', () => {
    const lost = frames.map((f) => ({ ...f, personFound: false }));
    expect(() => summarizeTimeline(lost, 10, reba)).toThrow(NothingScorableError);
  });
});
