import { describe, expect, it } from 'vitest';
import { rebaInputFromPosture, scoreReba, ScoringInputError } from '../src/index';
import { scoreFrame } from './helpers';
import { mv, neutralFrame } from './helpers';

describe('REBA from measured posture', () => {
  const task = { load: 'LESS_THAN_5', coupling: 'GOOD' } as const;
  it('derives each box and records which angle produced it', () => {
    const d = rebaInputFromPosture(
      neutralFrame({ axial: { neck_flexion: mv(25), trunk_flexion: mv(35), trunk_twist: mv(35) } }),
      task,
    );
    expect(d.missing).toEqual([]);
    expect(d.input).toMatchObject({
      neck_position: 2,
      trunk_position: 3,
      trunk_twisted: true,
      trunk_side_bent: false,
      legs_position: 1,
    });
    expect(d.measured.neck).toMatchObject({ key: 'neck_flexion', value: 25 });
  });
  it('uses the worse arm: the side with the higher Table B', () => {
    const d = rebaInputFromPosture(
      neutralFrame({ right: { upper_arm_flexion: mv(100) }, left: { upper_arm_flexion: mv(30) } }),
      task,
    );
    expect(d.input?.upper_arm_position).toBe(4);
    expect(d.measured.upper_arm?.side).toBe('right');
    const l = rebaInputFromPosture(
      neutralFrame({ right: { upper_arm_flexion: mv(30) }, left: { upper_arm_flexion: mv(100) } }),
      task,
    );
    expect(l.measured.upper_arm?.side).toBe('left');
  });
  it('a low-confidence part is scored and marked; one out of the picture is assumed neutral and listed', () => {
    const low = rebaInputFromPosture(neutralFrame({ axial: { trunk_flexion: mv(35, 0.2) } }), task);
    expect(low.missing).toEqual([]);
    expect(low.input?.trunk_position).toBe(3);
    expect(low.measured.trunk).toMatchObject({ value: 35, confidence: 0.2, lowConfidence: true });
    const f = neutralFrame();
    delete f.axial.neck_flexion;
    const noNeck = rebaInputFromPosture(f, task);
    expect(noNeck.missing).toEqual([]);
    expect(noNeck.input?.neck_position).toBe(1);
    expect(noNeck.assumed).toContain('neck_flexion');
    const noArms = rebaInputFromPosture(
      neutralFrame({ left: { upper_arm_flexion: null }, right: { upper_arm_flexion: null } }),
      task,
    );
    expect(noArms.input).toMatchObject({ upper_arm_position: 1, lower_arm_position: 1 });
    expect(noArms.assumed).toEqual(
      expect.arrayContaining(['upper_arm_flexion', 'elbow_flexion', 'wrist_flexion']),
    );
    const noKnees = rebaInputFromPosture(
      neutralFrame({ left: { knee_flexion: null }, right: { knee_flexion: null } }),
      task,
    );
    expect(noKnees.input?.knee_flexion).toBe('NONE');
    expect(noKnees.assumed).toContain('knee_flexion');
    // only a frame without the person, or without a trunk angle at all, is unscorable
    const nul = neutralFrame({ axial: { trunk_flexion: null } });
    expect(rebaInputFromPosture(nul, task).missing).toEqual(['trunk']);
    const nan = neutralFrame({ axial: { trunk_flexion: mv(Number.NaN) } });
    expect(rebaInputFromPosture(nan, task).missing).toEqual(['trunk']);
    expect(rebaInputFromPosture({ ...neutralFrame(), personFound: false }, task).missing).toEqual([
      'person',
    ]);
  });
  it('an unmeasured flag is assumed absent and reported', () => {
    const f = neutralFrame();
    delete f.axial.trunk_twist;
    const d = rebaInputFromPosture(f, task);
    expect(d.input?.trunk_twisted).toBe(false);
    expect(d.assumed).toContain('trunk_twist');
  });
  it('unseen feet are taken as both on the ground, unseen hands as straight wrists, both reported', () => {
    const feet = rebaInputFromPosture(
      neutralFrame({ measures: { foot_height_difference: mv(0.3, 0.4) } }),
      task,
    );
    expect(feet.missing).toEqual([]);
    expect(feet.input?.legs_position).toBe(1);
    expect(feet.assumed).toContain('foot_height_difference');
    expect(feet.steps.find((s) => s.id === 'reba.derive.leg')?.params.rule_key).toBe(
      'rule.feet_assumed_on_ground',
    );
    expect(feet.measured.leg).toBeUndefined();
    // one hand unseen: that arm is still scored with a straight wrist, marked as assumed
    const hand = rebaInputFromPosture(
      neutralFrame({
        right: { upper_arm_flexion: mv(100), wrist_flexion: null },
        left: { upper_arm_flexion: mv(10), wrist_flexion: mv(60) },
      }),
      task,
    );
    expect(hand.missing).toEqual([]);
    expect(hand.measured.upper_arm?.side).toBe('right');
    expect(hand.input).toMatchObject({ upper_arm_position: 4, wrist_position: 1 });
    expect(hand.assumed).toContain('right.wrist_flexion');
    expect(hand.measured.wrist).toBeUndefined();
    // a measured wrist is never replaced by the assumption
    const seen = rebaInputFromPosture(neutralFrame({ right: { wrist_flexion: mv(60) } }), task);
    expect(seen.input?.wrist_position).toBe(2);
    expect(seen.assumed).not.toContain('right.wrist_flexion');
  });
  it('one-leg support from the feet height difference, and seated as a stated fact', () => {
    expect(
      rebaInputFromPosture(neutralFrame({ measures: { foot_height_difference: mv(0.15) } }), task)
        .input?.legs_position,
    ).toBe(1);
    expect(
      rebaInputFromPosture(neutralFrame({ measures: { foot_height_difference: mv(0.16) } }), task)
        .input?.legs_position,
    ).toBe(2);
    const seated = rebaInputFromPosture(
      neutralFrame({ left: { knee_flexion: mv(90) }, measures: { foot_height_difference: null } }),
      task,
      { seated: true },
    );
    expect(seated.input).toMatchObject({ legs_position: 1, seated: true });
  });
  it('thresholds are named options, validated', () => {
    const f = neutralFrame({ axial: { trunk_twist: mv(25) } });
    expect(rebaInputFromPosture(f, task).input?.trunk_twisted).toBe(false);
    expect(rebaInputFromPosture(f, task, { twistDeg: 20 }).input?.trunk_twisted).toBe(true);
    expect(() => rebaInputFromPosture(f, task, { twistDeg: Number.NaN })).toThrow(
      ScoringInputError,
    );
    expect(() => rebaInputFromPosture(f, task, { minConfidence: 2 })).toThrow(ScoringInputError);
  });
  it('video and worksheet ways give the same result for the same boxes', () => {
    const d = rebaInputFromPosture(neutralFrame({ axial: { neck_flexion: mv(30) } }), task);
    if (!d.input) throw new Error('missing');
    const frame = scoreFrame(neutralFrame({ axial: { neck_flexion: mv(30) } }), {
      method: 'reba',
      inputs: task,
    });
    if (frame.status !== 'scored' || frame.result.method !== 'reba') throw new Error('unscorable');
    const sheet = scoreReba(d.input);
    expect(frame.result.score).toBe(sheet.score);
    expect(frame.result.body_part_scores).toEqual(sheet.body_part_scores);
    expect(frame.result.steps.slice(-sheet.steps.length)).toEqual(sheet.steps);
  });
});
