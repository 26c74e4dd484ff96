import { describe, expect, it } from 'vitest';
import {
  explainSteps,
  rebaInputFromPosture,
  rulaInputFromPosture,
  scoreRebaFrame,
  seatedShare,
  sidesToScore,
  type FramePosture,
} from '../src/index';
import { mv, neutralFrame } from './helpers';

const reba = { load: 'LESS_THAN_5', coupling: 'GOOD' } as const;
const rula = { load: 'LESS_THAN_2KG', muscle_use: false } as const;

/** A side view with the right side turned to the camera. */
const sideOn = (frame: FramePosture, side: 'left' | 'right' = 'right'): FramePosture => ({
  ...frame,
  cameraSide: side,
});

describe('sidesToScore: the side of a body part from the view and the confidence', () => {
  const c = (side: 'left' | 'right', confident: boolean, confidence = confident ? 0.9 : 0.3) => ({
    side,
    confident,
    confidence,
  });
  it('a side-on camera scores the side turned to it', () => {
    expect(sidesToScore([c('right', true), c('left', true)], 'left')).toMatchObject({
      sides: [{ side: 'left' }],
      why: 'camera_side',
    });
  });
  it('the camera side hidden: the other side', () => {
    expect(sidesToScore([c('right', false), c('left', true)], 'right')).toMatchObject({
      sides: [{ side: 'left' }],
      why: 'other_hidden',
    });
  });
  it('other views keep every clearly seen side for the method', () => {
    expect(sidesToScore([c('right', true), c('left', true)], null)?.why).toBe('both');
  });
  it('nothing seen clearly: the clearer side, marked', () => {
    expect(sidesToScore([c('right', false, 0.2), c('left', false, 0.4)], null)).toMatchObject({
      sides: [{ side: 'left' }],
      why: 'least_unsure',
    });
    expect(sidesToScore([], 'right')).toBeNull();
  });
});

describe('REBA and RULA: low-confidence joints scored, sides chosen by view', () => {
  it('the arm on the camera side is scored, not the worse far arm', () => {
    const f = sideOn(
      neutralFrame({ right: { upper_arm_flexion: mv(30) }, left: { upper_arm_flexion: mv(100) } }),
    );
    const d = rebaInputFromPosture(f, reba);
    expect(d.measured.upper_arm?.side).toBe('right');
    expect(d.input?.upper_arm_position).toBe(2);
    expect(d.steps.find((s) => s.id === 'reba.derive.arm_side')?.params.why_key).toBe(
      'side_choice.camera_side',
    );
  });
  it('the arm on the camera side hidden: the other arm is scored', () => {
    const f = sideOn(
      neutralFrame({
        right: { upper_arm_flexion: mv(30, 0.2), elbow_flexion: mv(80, 0.2) },
        left: { upper_arm_flexion: mv(100) },
      }),
    );
    const d = rebaInputFromPosture(f, reba);
    expect(d.measured.upper_arm).toMatchObject({ side: 'left', value: 100 });
    expect(d.measured.upper_arm?.lowConfidence).toBeUndefined();
    const r = rulaInputFromPosture(f, rula);
    expect(r.input?.right).toBeUndefined();
    expect(r.input?.left).toMatchObject({ upper_arm_position: 4 });
  });
  it('front view, both arms clear: the worse arm (REBA) and both arms (RULA)', () => {
    const f = neutralFrame({ left: { upper_arm_flexion: mv(100) } });
    expect(rebaInputFromPosture(f, reba).measured.upper_arm?.side).toBe('left');
    const r = rulaInputFromPosture(f, rula);
    expect(r.input?.left).toBeDefined();
    expect(r.input?.right).toBeDefined();
  });
  it('both arms seen only with low confidence: the clearer one is scored and marked', () => {
    const f = neutralFrame({
      right: { upper_arm_flexion: mv(100, 0.3), elbow_flexion: mv(80, 0.3) },
      left: { upper_arm_flexion: mv(50, 0.4), elbow_flexion: mv(80, 0.4) },
    });
    const s = scoreRebaFrame(f, reba);
    expect(s.status).toBe('scored');
    expect(s.measured.upper_arm).toMatchObject({ side: 'left', lowConfidence: true });
    const text = explainSteps(s.status === 'scored' ? s.result.steps : [], 'en').join('\n');
    expect(text).toContain('Upper arm (left): flexion 50° (low confidence)');
    expect(text).toContain('neither side is seen clearly');
  });
  it('a 2D reading says so in the explanation, in both languages', () => {
    const f = neutralFrame({
      axial: { trunk_flexion: { value: 35, confidence: 0.9, from2d: true } },
    });
    const s = scoreRebaFrame(f, reba);
    if (s.status !== 'scored') throw new Error('unscorable');
    expect(s.measured.trunk?.from2d).toBe(true);
    expect(explainSteps(s.result.steps, 'en')).toContain(
      'Trunk: flexion 35° (2D, read in the picture) — 20–60° flexion or more than 20° extension → 3',
    );
    expect(explainSteps(s.result.steps, 'tr').join('\n')).toContain('(2B, görüntüden okundu)');
  });
  it('a reading from body proportions says so in the explanation, in both languages', () => {
    const f = neutralFrame({
      right: { upper_arm_flexion: { value: 70, confidence: 0.9, fromProportions: true } },
    });
    const s = scoreRebaFrame(f, reba);
    if (s.status !== 'scored') throw new Error('unscorable');
    expect(s.measured.upper_arm?.fromProportions).toBe(true);
    expect(explainSteps(s.result.steps, 'en').join('\n')).toContain(
      'flexion 70° (from body proportions: the part looks shorter in the picture than it is',
    );
    expect(explainSteps(s.result.steps, 'tr').join('\n')).toContain('(vücut oranlarından:');
  });
  it('the knee on the camera side; the larger flexion when both are clear', () => {
    const f = neutralFrame({ right: { knee_flexion: mv(20) }, left: { knee_flexion: mv(70) } });
    expect(rebaInputFromPosture(f, reba).input?.knee_flexion).toBe('GREATER_THAN_60');
    expect(rebaInputFromPosture(sideOn(f), reba).input?.knee_flexion).toBe('NONE');
  });
});

describe('seated work: REBA legs 1 without knee adjustment, RULA legs 1', () => {
  const seatedFrame = (confidence = 0.9) =>
    neutralFrame({
      left: { knee_flexion: mv(90) },
      right: { knee_flexion: mv(90) },
      measures: { seated: mv(1, confidence) },
    });
  it('a detected seated posture scores the legs 1 and says it was detected', () => {
    const d = rebaInputFromPosture(seatedFrame(), reba);
    expect(d.input).toMatchObject({ legs_position: 1, seated: true, knee_flexion: 'NONE' });
    expect(d.measured.seated).toMatchObject({ key: 'seated', value: 1 });
    const s = scoreRebaFrame(seatedFrame(), reba);
    if (s.status !== 'scored') throw new Error('unscorable');
    expect(s.result.body_part_scores.leg).toBe(1);
    expect(explainSteps(s.result.steps, 'en')).toContain(
      'Legs: seated, detected in the video (90% confidence; the Seated work input corrects it) → 1',
    );
    expect(rulaInputFromPosture(seatedFrame(), rula).input?.legs_position).toBe(1);
  });
  it('the same bent knees standing score as a squat', () => {
    const standing = neutralFrame({
      left: { knee_flexion: mv(90) },
      right: { knee_flexion: mv(90) },
      measures: { seated: mv(0) },
    });
    expect(rebaInputFromPosture(standing, reba).input).toMatchObject({
      seated: false,
      knee_flexion: 'GREATER_THAN_60',
    });
  });
  it('the Seated input corrects the detection either way', () => {
    expect(rebaInputFromPosture(seatedFrame(), { ...reba, seated: 'NO' }).input?.seated).toBe(
      false,
    );
    const stated = rebaInputFromPosture(neutralFrame({ left: { knee_flexion: mv(90) } }), {
      ...reba,
      seated: 'YES',
    });
    expect(stated.input).toMatchObject({ seated: true, legs_position: 1 });
    expect(stated.steps.find((s) => s.id === 'reba.derive.leg')?.params.rule_key).toBe(
      'rule.seated_stated',
    );
    expect(rulaInputFromPosture(seatedFrame(), { ...rula, seated: 'NO' }).measured.seated).toBe(
      undefined,
    );
  });
  it('a low-confidence detection is still applied, and marked', () => {
    const d = rebaInputFromPosture(seatedFrame(0.3), reba);
    expect(d.input?.seated).toBe(true);
    expect(d.measured.seated?.lowConfidence).toBe(true);
    expect(d.steps.find((s) => s.id === 'reba.derive.leg')?.key).toBe(
      'explain.seated_detected_unsure',
    );
  });
  it('seatedShare: the share of frames read as seated, among those that could tell', () => {
    const frames = [seatedFrame(), seatedFrame(), neutralFrame({ measures: { seated: mv(0) } })];
    expect(seatedShare(frames)).toBeCloseTo(0.667, 3);
    expect(seatedShare([neutralFrame()])).toBeNull();
    expect(seatedShare([{ ...seatedFrame(), personFound: false }])).toBeNull();
  });
});
