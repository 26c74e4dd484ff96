import { describe, expect, it } from 'vitest';
import {
  ROSA_ARMREST_CODES,
  ROSA_BACK_SUPPORT_CODES,
  ROSA_CHAIR_HEIGHT_CODES,
  ROSA_DURATION_CODES,
  ROSA_KEYBOARD_CODES,
  ROSA_MONITOR_CODES,
  ROSA_MOUSE_CODES,
  ROSA_SEAT_PAN_DISTANCE_CODES,
  ROSA_SPEC_FLAGS,
  rosaBand,
  rosaInputFromPosture,
  scoreRosa,
  type RosaWorksheetInput,
} from '../src/index';
import { baseRosa, mv, neutralFrame, pick, rng, scoreFrame } from './helpers';

describe('ROSA bands (SPEC §4)', () => {
  it.each([
    [1, 'low'],
    [2, 'low'],
    [3, 'medium'],
    [4, 'medium'],
    [5, 'high'],
    [10, 'high'],
  ])('final %i -> %s', (s, level) => {
    expect(rosaBand(s).risk_level).toBe(level);
  });
  it('high_risk from 5 (Sonne et al. 2012 §5), not from 6', () => {
    const four = scoreRosa({
      ...baseRosa,
      monitor: 'TOO_HIGH',
      monitor_too_far: true,
      monitor_glare: true,
    });
    expect(four.score).toBe(4);
    expect(four.high_risk).toBe(false);
    const five = scoreRosa({
      ...baseRosa,
      monitor: 'TOO_HIGH',
      monitor_too_far: true,
      monitor_glare: true,
      monitor_no_document_holder: true,
    });
    expect(five.score).toBe(5);
    expect(five.high_risk).toBe(true);
    expect(five.risk_level).toBe('high');
  });
});

describe('ROSA scoring', () => {
  it('seat pan distance: the 7 cm bands', () => {
    expect(
      scoreRosa({ ...baseRosa, seat_pan_distance: 'ABOUT_7' }).body_part_scores.pan_depth,
    ).toBe(1);
    expect(
      scoreRosa({ ...baseRosa, seat_pan_distance: 'LESS_THAN_7' }).body_part_scores.pan_depth,
    ).toBe(2);
    expect(
      scoreRosa({ ...baseRosa, seat_pan_distance: 'MORE_THAN_7', pan_not_adjustable: true })
        .body_part_scores.pan_depth,
    ).toBe(3);
  });
  it('the telephone is absent unless given, and then scores 0 (box 1, duration −1)', () => {
    const r = scoreRosa(baseRosa);
    expect(r.telephone_absent).toBe(true);
    expect(r.final_scores.telephone).toBe(0);
    expect(r.steps.find((s) => s.id === 'rosa.telephone')?.params.rule_key).toBe(
      'rule.rosa.telephone.ABSENT',
    );
    const withPhone = scoreRosa({
      ...baseRosa,
      telephone: {
        position: 'TOO_FAR',
        neck_shoulder_hold: true,
        no_hands_free: true,
        duration: 'LONG',
      },
    });
    expect(withPhone.final_scores.telephone).toBe(6);
    expect(withPhone.telephone_absent).toBe(false);
  });
  it('one SPEC duration applies to every area; per-area durations override it', () => {
    const long = scoreRosa({ ...baseRosa, duration: 'LONG' });
    expect(long.final_scores).toMatchObject({ chair: 3, monitor: 2, mouse: 2, keyboard: 2 });
    const mixed = scoreRosa({ ...baseRosa, duration: 'LONG', mouse_duration: 'SHORT' });
    expect(mixed.final_scores.mouse).toBe(0);
  });
  it('a monitor score of 8 uses the chart’s last column (7)', () => {
    const r = scoreRosa({
      ...baseRosa,
      duration: 'LONG',
      monitor: 'TOO_HIGH',
      monitor_too_far: true,
      monitor_neck_twist: true,
      monitor_glare: true,
      monitor_no_document_holder: true,
    });
    expect(r.body_part_scores.monitor).toBe(8);
    expect(r.steps.find((s) => s.id === 'rosa.section_b')?.column).toBe(7);
  });
  it('minimum 1 and maximum 10', () => {
    expect(scoreRosa({ ...baseRosa, duration: 'SHORT' }).score).toBe(1);
    const worst: RosaWorksheetInput = {
      duration: 'LONG',
      seat_pan_distance: 'LESS_THAN_7',
      pan_not_adjustable: true,
      chair_height: 'NO_FOOT_CONTACT',
      chair_insufficient_leg_space: true,
      chair_not_adjustable: true,
      armrests: 'TOO_HIGH',
      armrest_too_wide: true,
      armrest_hard_or_damaged: true,
      armrest_not_adjustable: true,
      back_support: 'NO_BACK_SUPPORT',
      work_surface_too_high: true,
      backrest_not_adjustable: true,
      monitor: 'TOO_HIGH',
      mouse: 'REACHING',
      keyboard: 'WRISTS_EXTENDED',
    };
    const r = scoreRosa(worst);
    expect(r.final_scores).toMatchObject({
      seat_height_plus_depth: 8,
      armrest_plus_back: 9,
      chart_a: 9,
      chair: 10,
      final: 10,
    });
  });
  it.each([
    ['unknown duration', { duration: 'SOMETIMES' }, 'duration', 'unknown_code'],
    [
      'missing seat pan distance',
      { seat_pan_distance: undefined },
      'seat_pan_distance',
      'required',
    ],
    ['flag not boolean', { monitor_glare: 'true' }, 'monitor_glare', 'not_a_boolean'],
    ['bad telephone', { telephone: { position: 'NEAR' } }, 'telephone.position', 'unknown_code'],
  ] as const)('bad input: %s', (_n, patch, field, code) => {
    expect(() => scoreRosa({ ...baseRosa, ...patch } as unknown as RosaWorksheetInput)).toThrow(
      expect.objectContaining({ field, code }),
    );
  });
  it('a worse box or an added flag never lowers the final score (3000 random sheets)', () => {
    const r = rng(5);
    const worse = <T extends string>(codes: readonly T[], c: T): T =>
      codes[Math.min(codes.length - 1, codes.indexOf(c) + 1)] ?? c;
    for (let n = 0; n < 3000; n++) {
      const input: RosaWorksheetInput = {
        duration: pick(r, ROSA_DURATION_CODES),
        seat_pan_distance: pick(r, ROSA_SEAT_PAN_DISTANCE_CODES),
        chair_height: pick(r, ROSA_CHAIR_HEIGHT_CODES),
        armrests: pick(r, ROSA_ARMREST_CODES),
        back_support: pick(r, ROSA_BACK_SUPPORT_CODES),
        monitor: pick(r, ROSA_MONITOR_CODES),
        mouse: pick(r, ROSA_MOUSE_CODES),
        keyboard: pick(r, ROSA_KEYBOARD_CODES),
        ...Object.fromEntries(ROSA_SPEC_FLAGS.map((f) => [f, r() < 0.2])),
      };
      const s = scoreRosa(input).score;
      expect(s).toBeGreaterThanOrEqual(1);
      expect(s).toBeLessThanOrEqual(10);
      const changes: RosaWorksheetInput[] = [
        { ...input, duration: worse(ROSA_DURATION_CODES, input.duration) },
        {
          ...input,
          chair_height: input.chair_height === 'KNEES_AT_90' ? 'TOO_LOW' : 'NO_FOOT_CONTACT',
        },
        { ...input, monitor: worse(ROSA_MONITOR_CODES, input.monitor) },
        { ...input, mouse: 'REACHING' },
        { ...input, keyboard: 'WRISTS_EXTENDED' },
        { ...input, armrests: 'TOO_LOW' },
        { ...input, back_support: 'NO_LUMBAR_SUPPORT' },
        { ...input, seat_pan_distance: 'MORE_THAN_7' },
        ...ROSA_SPEC_FLAGS.map((f) => ({ ...input, [f]: true })),
      ];
      for (const c of changes) expect(scoreRosa(c).score).toBeGreaterThanOrEqual(s);
    }
  });
});

describe('ROSA from measured posture', () => {
  const task = { duration: 'MEDIUM', seat_pan_distance: 'ABOUT_7' } as const;
  const seated = (over: Parameters<typeof neutralFrame>[0] = {}) =>
    neutralFrame({
      ...over,
      left: { knee_flexion: mv(90), ...over.left },
      right: { knee_flexion: mv(90), ...over.right },
    });
  it('derives chair height, armrests, back, monitor, mouse, keyboard from angles', () => {
    const d = rosaInputFromPosture(seated(), task);
    expect(d.missing).toEqual([]);
    expect(d.input).toMatchObject({
      chair_height: 'KNEES_AT_90',
      armrests: 'ELBOWS_SUPPORTED',
      back_support: 'ADEQUATE',
      monitor: 'EYE_LEVEL',
      mouse: 'IN_LINE',
      keyboard: 'WRISTS_STRAIGHT',
    });
    const bad = rosaInputFromPosture(
      seated({
        axial: { neck_flexion: mv(35), neck_twist: mv(40), trunk_flexion: mv(25) },
        left: { knee_flexion: mv(120), wrist_flexion: mv(-50) },
        right: { upper_arm_flexion: mv(45), shoulder_elevation: mv(25) },
      }),
      task,
    );
    expect(bad.input).toMatchObject({
      chair_height: 'TOO_LOW',
      armrests: 'TOO_HIGH',
      back_support: 'NO_BACK_SUPPORT',
      monitor: 'TOO_LOW',
      monitor_neck_twist: true,
      mouse: 'REACHING',
      keyboard: 'WRISTS_EXTENDED',
      keyboard_too_high: true,
    });
  });
  it('a stated item wins over the video; a missing angle is reported', () => {
    const d = rosaInputFromPosture(seated({ axial: { neck_flexion: null } }), {
      ...task,
      monitor: 'TOO_HIGH',
    });
    expect(d.input?.monitor).toBe('TOO_HIGH');
    expect(rosaInputFromPosture(seated({ axial: { neck_flexion: null } }), task).missing).toEqual([
      'monitor',
    ]);
  });
  it('scoreFrame scores the derived sheet', () => {
    const s = scoreFrame(seated(), { method: 'rosa', inputs: { ...task, monitor_glare: true } });
    expect(s.status).toBe('scored');
    if (s.status === 'scored')
      expect(s.result.score).toBe(scoreRosa({ ...baseRosa, monitor_glare: true }).score);
  });
});
