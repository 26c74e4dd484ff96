/**
 * Adapter from test/reference/scoring-vectors.json (input model of scoring-methods.md §1.9, 2.7,
 * 3.10, 4.5, 5.5) to this package's public API. `runVector(vector)` returns every field a vector's
 * `expected` may name, under the same names (API-CONTRACT "Reference-vector adapter").
 */
import {
  rebaLoadFromKg,
  rulaForceScore,
  rulaLoadFromScore,
  scoreReba,
  qecInputFromLevels,
  scoreQec,
  scoreRosa,
  scoreWisha,
  nioshCouplingMultiplier,
  nioshLiBand,
  KG_PER_LB,
  type NioshCoupling,
  type WishaFrequency,
  type WishaDuration,
  type WishaVerticalZone,
  type WishaHorizontalZone,
  scoreRula,
  type RosaDuration,
  type RebaWorksheetInput,
  type RulaLoadMode,
} from '../src/index';

export interface ReferenceVector {
  method: string;
  id: string;
  inputs: Record<string, unknown>;
  expected: Record<string, unknown>;
}

type Out = Record<string, unknown>;

const bool = (v: unknown): boolean => v === true;
const num = (v: unknown): number => (typeof v === 'number' ? v : Number.NaN);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** "very_high" -> "very high", the vectors' spelling */
const spaced = (s: string): string => s.replace(/_/g, ' ');

function runReba(i: Record<string, unknown>): Out {
  const knee = str(i.knee_flexion);
  const input: RebaWorksheetInput = {
    neck_position: num(i.neck_base) as 1 | 2,
    neck_twisted: bool(i.neck_twist_or_side) || bool(i.neck_twist),
    neck_side_bent: bool(i.neck_side),
    trunk_position: num(i.trunk_base) as 1 | 2 | 3 | 4,
    trunk_twisted: bool(i.trunk_twist_or_side) || bool(i.trunk_twist),
    trunk_side_bent: bool(i.trunk_side),
    legs_position: num(i.legs_base) as 1 | 2,
    knee_flexion:
      knee === '30-60' ? 'BETWEEN_30_AND_60' : knee === '>60' ? 'GREATER_THAN_60' : 'NONE',
    upper_arm_position: num(i.upper_arm_base) as 1 | 2 | 3 | 4,
    shoulder_raised: bool(i.shoulder_raised),
    upper_arm_abducted: bool(i.arm_abducted_or_rotated),
    arm_supported: bool(i.arm_supported_or_leaning),
    lower_arm_position: num(i.lower_arm_base) as 1 | 2,
    wrist_position: num(i.wrist_base) as 1 | 2,
    wrist_deviated: bool(i.wrist_deviated_or_twisted),
    load: rebaLoadFromKg(num(i.load_kg)),
    shock: bool(i.shock),
    coupling: str(i.coupling).toUpperCase() as RebaWorksheetInput['coupling'],
    activity: [
      ...(bool(i.activity_static) ? (['STATIC_POSTURE'] as const) : []),
      ...(bool(i.activity_repeated) ? (['REPEATED_SMALL_RANGE_ACTIONS'] as const) : []),
      ...(bool(i.activity_rapid_change) ? (['LARGE_RANGE_CHANGES'] as const) : []),
    ],
  };
  const r = scoreReba(input, { adjustMode: i.adjust_mode === 'worksheet' ? 'worksheet' : 'paper' });
  const p = r.body_part_scores;
  return {
    neck: p.neck,
    trunk: p.trunk,
    legs: p.leg,
    upper_arm: p.upper_arm,
    lower_arm: p.lower_arm,
    wrist: p.wrist,
    ...r.scores,
    reba_score: r.score,
    risk: spaced(r.risk_level),
    action_level: r.action_level,
  };
}

/** RULA force entry: a score 0–3, or {load_kg, mode, shock} turned into one by rulaForceScore. */
function rulaForce(v: unknown): 0 | 1 | 2 | 3 {
  if (v === undefined) return 0;
  if (typeof v === 'number') return v as 0 | 1 | 2 | 3;
  const o = v as { load_kg?: unknown; mode?: unknown; shock?: unknown };
  return rulaForceScore(num(o.load_kg), str(o.mode) as RulaLoadMode, bool(o.shock));
}

function runRula(i: Record<string, unknown>): Out {
  const r = scoreRula({
    right: {
      upper_arm_position: num(i.upper_arm_base) as 1 | 2 | 3 | 4,
      shoulder_raised: bool(i.shoulder_raised),
      upper_arm_abducted: bool(i.upper_arm_abducted),
      arm_supported: bool(i.arm_supported_or_leaning),
      lower_arm_position: num(i.lower_arm_base) as 1 | 2,
      lower_arm_midline_or_side: bool(i.lower_arm_midline_or_side),
      wrist_position: num(i.wrist_base) as 1 | 2 | 3,
      wrist_deviated: bool(i.wrist_deviated),
      wrist_twist: (i.wrist_twist === undefined ? 1 : num(i.wrist_twist)) as 1 | 2,
    },
    neck_position: num(i.neck_base) as 1 | 2 | 3 | 4,
    neck_twisted: bool(i.neck_twisted),
    neck_side_bent: bool(i.neck_side_bent),
    trunk_position: num(i.trunk_base) as 1 | 2 | 3 | 4,
    trunk_twisted: bool(i.trunk_twisted),
    trunk_side_bent: bool(i.trunk_side_bent),
    legs_position: (i.legs === undefined ? 1 : num(i.legs)) as 1 | 2,
    load: rulaLoadFromScore(rulaForce(i.force_a)),
    muscle_use: i.muscle_a === 1 || i.muscle_a === true,
    load_b: rulaLoadFromScore(rulaForce(i.force_b)),
    muscle_use_b: i.muscle_b === 1 || i.muscle_b === true,
  });
  return {
    ...r.scores,
    neck: r.body_part_scores.neck,
    trunk: r.body_part_scores.trunk,
    upper_arm: r.body_part_scores.upper_arm,
    lower_arm: r.body_part_scores.lower_arm,
    wrist: r.body_part_scores.wrist,
    action_level: r.action_level,
  };
}

const DUR: Record<string, RosaDuration> = { '-1': 'SHORT', '0': 'MEDIUM', '1': 'LONG' };
const dur = (v: unknown): RosaDuration => DUR[String(typeof v === 'number' ? v : 0)] ?? 'MEDIUM';

function runRosa(i: Record<string, unknown>): Out {
  const r = scoreRosa({
    duration: dur(i.chair_duration),
    chair_duration: dur(i.chair_duration),
    chair_height:
      i.chair_height === 3 ? 'NO_FOOT_CONTACT' : i.chair_height === 2 ? 'TOO_LOW' : 'KNEES_AT_90',
    chair_insufficient_leg_space: bool(i.insufficient_space_under_desk),
    chair_not_adjustable: bool(i.chair_height_non_adjustable),
    seat_pan_distance: i.pan_depth === 2 ? 'LESS_THAN_7' : 'ABOUT_7',
    pan_not_adjustable: bool(i.pan_depth_non_adjustable),
    armrests: i.armrest === 2 ? 'TOO_HIGH' : 'ELBOWS_SUPPORTED',
    armrest_too_wide: bool(i.armrest_too_wide),
    armrest_hard_or_damaged: bool(i.armrest_hard_or_damaged),
    armrest_not_adjustable: bool(i.armrest_non_adjustable),
    back_support: i.back_support === 2 ? 'NO_LUMBAR_SUPPORT' : 'ADEQUATE',
    work_surface_too_high: bool(i.work_surface_too_high),
    backrest_not_adjustable: bool(i.back_support_non_adjustable),
    monitor: i.monitor === 3 ? 'TOO_HIGH' : i.monitor === 2 ? 'TOO_LOW' : 'EYE_LEVEL',
    monitor_too_far: bool(i.monitor_too_far),
    monitor_neck_twist: bool(i.monitor_neck_twist),
    monitor_glare: bool(i.monitor_glare),
    monitor_no_document_holder: bool(i.monitor_no_document_holder),
    monitor_duration: dur(i.monitor_duration),
    telephone:
      i.telephone === undefined
        ? null
        : {
            position: i.telephone === 2 ? 'TOO_FAR' : 'HEADSET_OR_NEAR',
            neck_shoulder_hold: bool(i.phone_neck_shoulder_hold),
            no_hands_free: bool(i.phone_no_hands_free),
            duration: dur(i.telephone_duration),
          },
    mouse: i.mouse === 2 ? 'REACHING' : 'IN_LINE',
    mouse_keyboard_different_heights: bool(i.mouse_keyboard_different_surfaces),
    mouse_pinch_grip: bool(i.mouse_pinch_grip),
    mouse_palmrest: bool(i.mouse_palmrest),
    mouse_duration: dur(i.mouse_duration),
    keyboard: i.keyboard === 2 ? 'WRISTS_EXTENDED' : 'WRISTS_STRAIGHT',
    keyboard_wrist_deviation: bool(i.keyboard_wrist_deviation),
    keyboard_too_high: bool(i.keyboard_too_high),
    keyboard_overhead_reach: bool(i.keyboard_overhead_reach),
    keyboard_not_adjustable: bool(i.keyboard_platform_non_adjustable),
    keyboard_duration: dur(i.keyboard_duration),
  });
  const p = r.body_part_scores;
  const f = r.final_scores;
  return {
    seat_pan_height: p.chair_height,
    seat_pan_depth: p.pan_depth,
    armrest: p.armrests,
    back_support: p.back_support,
    seat_height_plus_depth: f.seat_height_plus_depth,
    armrest_plus_back: f.armrest_plus_back,
    chart_a: f.chart_a,
    chair_score: f.chair,
    monitor_score: f.monitor,
    telephone_score: f.telephone,
    section_b: f.section_b,
    mouse_score: f.mouse,
    keyboard_score: f.keyboard,
    section_c: f.section_c,
    monitor_and_peripherals: f.monitor_and_peripherals,
    rosa_final: f.final,
    high_risk: r.high_risk,
  };
}

function runQec(i: Record<string, unknown>): Out {
  const levels: Record<string, number> = {};
  for (const [k, v] of Object.entries(i)) if (typeof v === 'number') levels[k] = v;
  const r = scoreQec(qecInputFromLevels(levels, i.back_task === 'moving' ? 'MOVING' : 'STATIC'));
  const out: Out = {};
  for (const [name, e] of Object.entries(r.exposures)) {
    out[name] = e.score;
    out[`${name}_level`] = spaced(e.level);
    out[`${name}_pairs`] = e.pairs;
  }
  return {
    ...out,
    X: r.total,
    Xmax: r.total_max,
    E_percent: r.exposure_percent,
    action: spaced(r.action.toLowerCase()),
  };
}

const FREQ: Record<string, WishaFrequency> = {
  '1_per_2_5_min': 'LESS_THAN_1',
  '1_per_min': '1',
  '2_3_per_min': '2_3',
  '4_5_per_min': '4_5',
  '6_7_per_min': '6_7',
  '8_9_per_min': '8_9',
  '10_plus_per_min': 'MORE_THAN_10',
};
const DURATION: Record<string, WishaDuration> = {
  le_1h: 'less_than_hour',
  '1_2h': 'between_hour',
  gt_2h: 'more_than_hour',
};

function runWisha(i: Record<string, unknown>): Out {
  const r = scoreWisha({
    load_weight: num(i.weight_lb) * KG_PER_LB,
    lifting_frequency: FREQ[str(i.frequency)] ?? ('?' as WishaFrequency),
    shift_duration: DURATION[str(i.duration)] ?? ('?' as WishaDuration),
    grip_quality: 'GOOD',
    work_environment: 'NORMAL',
    vertical_zone: str(i.vertical_zone).toUpperCase() as WishaVerticalZone,
    horizontal_zone: str(i.horizontal_zone).toUpperCase() as WishaHorizontalZone,
    twisting: bool(i.twist_gt_45),
  });
  return { ...r.factors, hazard: r.hazard, lifting_index: r.lifting_index };
}

const LI_BAND_TEXT = {
  nominal: 'nominal (LI <= 1)',
  increased: 'increased risk (1 < LI <= 3)',
  high: 'high risk (LI > 3)',
} as const;

function runNiosh(i: Record<string, unknown>): Out {
  return {
    CM: nioshCouplingMultiplier(str(i.coupling) as NioshCoupling, num(i.v_cm)),
    band: LI_BAND_TEXT[nioshLiBand(num(i.li))],
  };
}

export function runVector(vector: ReferenceVector): Out {
  switch (vector.method) {
    case 'REBA':
      return runReba(vector.inputs);
    case 'RULA':
      return runRula(vector.inputs);
    case 'ROSA':
      return runRosa(vector.inputs);
    case 'QEC':
      return runQec(vector.inputs);
    case 'WISHA':
      return runWisha(vector.inputs);
    case 'NIOSH':
      return runNiosh(vector.inputs);
    default:
      throw new Error(`no adapter for method ${vector.method}`);
  }
}
