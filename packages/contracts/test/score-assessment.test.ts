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
import { squatFrames } from '../src/testing';

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

  it('re-scores the final posture with corrected angles and keeps what the camera measured', () => {
    const measured = run();
    const corrected = run({ overrides: { angles: { trunk_flexion: 70 } } });
    expect(corrected.score.score).toBeGreaterThan(measured.score.score ?? 0);
    expect(corrected.score.overridden).toEqual([
      { key: 'trunk_flexion', measured: 40, corrected: 70 },
    ]);
    expect(corrected.series).toEqual(measured.series);
  });

  it('names an input the scorer refuses though its schema let it through, as an input error', () => {
    // a method whose form allows up to 500 kg while its scorer stops at 10
    const strict = defineMethod({
      code: 'strict',
      capture: 'video',
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

  it('takes a lift’s worst moment as its final score', () => {
    const lift = scoreAssessment({
      method: wisha,
      inputs: {
        load_weight: 12,
        lifting_frequency: '2_3',
        shift_duration: 'more_than_hour',
        grip_quality: 'GOOD',
        work_environment: 'NORMAL',
      },
      frames: squatFrames(),
      sampledFps: 10,
    });
    expect(lift.score.rule).toBe('peak');
    expect(lift.body_parts).toEqual([]);
    expect(lift.score.detail).toMatchObject({ method: 'wisha', current_lift_weight_kg: 12 });
  });
});
