import { NothingScorableError, ScoringInputError, type FrameScore } from '@ergo/ergonomics';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  defineMethod,
  MethodInputError,
  quantity,
  reba,
  scoreAssessment,
  timelineResultsSchema,
  wisha,
  type ScoreAssessmentInput,
} from '../src/index';
import { frame, squatFrames } from '../src/testing';

const inputs = { load: 'LESS_THAN_5', coupling: 'GOOD' };
const run = (extra: Partial<ScoreAssessmentInput> = {}) =>
  scoreAssessment({ method: reba, inputs, frames: squatFrames(), sampledFps: 10, ...extra });

describe('scoreAssessment', () => {
  it('scores the held posture and produces a document of the result contract', () => {
    const results = run();
    expect(results.method).toBe('reba');
    expect(results.score.rule).toBe('sustained');
    expect(results.score.representative_time).toBeGreaterThanOrEqual(2);
    expect(results.body_parts.map((p) => p.body_part)).toEqual([
      'neck',
      'trunk',
      'leg',
      'upper_arm',
      'lower_arm',
      'wrist',
    ]);
    expect(timelineResultsSchema.parse(JSON.parse(JSON.stringify(results)))).toEqual(results);
  });

  it('fails a refused input as an input error naming the field, not as an unscorable video', () => {
    expect(() => run({ inputs: { load: 'LESS_THAN_5', coupling: 'STICKY' } })).toThrow(
      expect.objectContaining({
        name: 'MethodInputError',
        items: [expect.objectContaining({ field: 'coupling' })],
      }),
    );
    expect(() => run({ inputs: null })).toThrow(MethodInputError);
  });

  it('applies a single frame’s correction before scoring, and only in that frame', () => {
    const measured = run();
    const index = measured.series.time.indexOf(3);
    const fixed = run({
      overrides: { frames: { '3': { left_knee_flexion: 5, right_knee_flexion: 5 } } },
    });
    expect(fixed.series.angles.left_knee_flexion?.[index]).toBe(5);
    expect(fixed.series.body_parts.leg?.[index]).toBeLessThan(
      measured.series.body_parts.leg?.[index] ?? 0,
    );
    const changed = fixed.series.score.filter((s, i) => s !== measured.series.score[i]);
    expect(changed.length).toBeLessThanOrEqual(1);
  });

  it('corrects the final posture where it was held: the peak, mean, bands and breakpoints follow', () => {
    const measured = run();
    const corrected = run({ overrides: { angles: { trunk_flexion: 70 } } });
    const score = corrected.score.score ?? 0;
    expect(score).toBeGreaterThan(measured.score.score ?? 0);
    expect(corrected.score.overridden).toEqual([
      { key: 'trunk_flexion', measured: 40, corrected: 70 },
    ]);
    expect(corrected.score.measured_score).toBe(measured.score.score);
    // the squat, held from 2 s to the end, is corrected in each of its frames
    expect(corrected.score.corrected_frames).toEqual({ start: 2, end: 3.9 });
    expect(corrected.score.peak.score).toBe(score);
    expect(corrected.score.time_weighted.mean).toBeGreaterThan(measured.score.time_weighted.mean);
    const held = corrected.series.time.flatMap((time, i) => (time >= 2 ? [i] : []));
    for (const i of held) {
      expect(corrected.series.score[i]).toBe(score);
      expect(corrected.series.risk[i]).toBe(corrected.score.risk_level);
    }
    expect(corrected.series.score.slice(0, 20)).toEqual(measured.series.score.slice(0, 20));
    expect(corrected.breakpoints.at(-1)).toMatchObject({ time: 2, to: corrected.score.risk_level });
    expect(timelineResultsSchema.parse(JSON.parse(JSON.stringify(corrected)))).toEqual(corrected);
  });

  it('applies the final posture’s corrections on top of a single frame’s within the held posture', () => {
    const corrected = run({
      overrides: {
        angles: { trunk_flexion: 70 },
        frames: { '3': { trunk_flexion: 45, left_knee_flexion: 95 }, '1': { trunk_flexion: 30 } },
      },
    });
    const at = (time: number) => corrected.series.time.indexOf(time);
    expect(corrected.series.angles.trunk_flexion?.[at(3)]).toBe(70);
    expect(corrected.series.angles.left_knee_flexion?.[at(3)]).toBe(95);
    expect(corrected.series.angles.trunk_flexion?.[at(1)]).toBe(30);
  });

  it('names an input the scorer refuses though its schema let it through, as an input error', () => {
    // a method whose form allows up to 500 kg while its scorer stops at 10
    const strict = defineMethod({
      code: 'strict',
      capture: 'video',
      about: { text: { en: 'A strict test method.', tr: 'Katı bir deneme yöntemi.' } },
      inputs: z.object({
        weight: quantity({
          min: 0,
          max: 500,
          unit: 'kg',
          decimals: 1,
          required: 'validation.required',
          range: 'validation.max_value',
        }),
      }),
      bodyParts: [],
      graphs: [],
      figure: null,
      layout: 'posture',
      finalScore: 'sustained',
      scale: null,
      partLevel: () => 'low',
      scoreFrame: (frame, inputs): FrameScore<{ score: number; risk_level: 'low'; steps: [] }> => {
        if (inputs.weight > 10)
          throw new ScoringInputError('out_of_range', 'weight', { min: 0, max: 10 });
        return {
          status: 'scored',
          time: frame.time,
          result: { score: 1, risk_level: 'low', steps: [] },
          measured: {},
          assumed: [],
        };
      },
      detail: z.object({ score: z.number(), risk_level: z.literal('low') }),
    });
    const score = (weight: number) =>
      scoreAssessment({
        method: strict,
        inputs: { weight },
        frames: squatFrames(),
        sampledFps: 10,
      });
    expect(score(5).score.score).toBe(1);
    expect(() => score(12)).toThrow(
      expect.objectContaining({
        name: 'MethodInputError',
        items: [
          { field: 'weight', messageKey: 'validation.invalid_format', params: { min: 0, max: 10 } },
        ],
      }),
    );
  });

  it('refuses a video where no frame can be scored', () => {
    const lost = squatFrames().map((f) => ({ ...f, personFound: false }));
    expect(() => run({ frames: lost })).toThrow(NothingScorableError);
  });

  it('takes a lift’s worst moment as its final score; its breakpoints mark the index’s bands', () => {
    const lift = {
      load_weight: 12,
      lifting_frequency: '2_3',
      shift_duration: 'more_than_hour',
      grip_quality: 'GOOD',
      work_environment: 'NORMAL',
    };
    // hands at the waist, then 0.2 s reaching far below the knee, then back
    const reach = (time: number, low: boolean) => {
      const f = frame(time, 10, 10);
      const at = (value: number) => ({ value, confidence: 0.95 });
      return {
        ...f,
        measures: {
          ...f.measures,
          hands_height: at(low ? 0.3 : 1.1),
          hands_horizontal_distance: at(low ? 0.6 : 0.3),
        },
      };
    };
    const frames = Array.from({ length: 30 }, (_, i) => reach(i / 10, i >= 10 && i < 12));
    const results = scoreAssessment({ method: wisha, inputs: lift, frames, sampledFps: 10 });
    expect(results.score.rule).toBe('peak');
    expect(results.body_parts).toEqual([]);
    expect(results.score.detail).toMatchObject({ method: 'wisha', current_lift_weight_kg: 12 });
    expect(results.score.detail).toMatchObject({ li_band: 'increased' });
    expect(results.breakpoints.map((b) => [b.time, b.from, b.to])).toEqual([
      [0, null, 'low'],
      [1, 'low', results.score.risk_level],
      [1.2, results.score.risk_level, 'low'],
    ]);
  });
});
