import { heatLevelOf, type HeatLevel, type RiskLevel } from '../bands/risk-levels';
import { ScoringInputError } from '../core/errors';
import { bandStep, ruleStep, tableStep, type ScoreStep } from '../core/step';
import {
  optionalBool,
  requireCode,
  requireRange,
  requireWeight,
  untrustedFields,
} from '../core/validate';
import {
  KG_PER_LB,
  WISHA_DURATION_CODES,
  WISHA_ENVIRONMENT_CODES,
  WISHA_FREQUENCY_CODES,
  WISHA_GRIP_CODES,
  WISHA_HORIZONTAL_ZONES,
  WISHA_VERTICAL_ZONES,
  type WishaDuration,
  type WishaEnvironment,
  type WishaFrequency,
  type WishaGrip,
  type WishaHorizontalZone,
  type WishaVerticalZone,
} from './codes';
import {
  nioshCouplingMultiplier,
  nioshLiBand,
  WISHA_ENVIRONMENT_MULTIPLIER,
  WISHA_GRIP_TO_COUPLING,
  WISHA_LIMIT_REDUCTION,
  WISHA_TWIST_MULTIPLIER,
  type NioshLiBand,
} from './tables';
import { WISHA_UNADJUSTED_LIMIT_LB, WISHA_WEIGHT_GRID_PROVENANCE } from './weight-grid';

export interface WishaInput {
  /** SPEC load_weight, kg */
  load_weight: number;
  lifting_frequency: WishaFrequency;
  shift_duration: WishaDuration;
  grip_quality: WishaGrip;
  work_environment: WishaEnvironment;
  vertical_zone: WishaVerticalZone;
  horizontal_zone: WishaHorizontalZone;
  /** the back twists more than 45° during the lift */
  twisting?: boolean;
  /** hand height at the lift's start in cm (NIOSH V for the grip modifier); else taken from the zone */
  hand_height_cm?: number;
}

export interface WishaOptions {
  /** apply the NIOSH coupling multiplier for grip_quality (default true) */
  applyGrip?: boolean;
  /** apply the work-environment multiplier (default true) */
  applyEnvironment?: boolean;
  /** override the environment multipliers (each 0 < m <= 1) */
  environmentMultipliers?: Partial<Record<Exclude<WishaEnvironment, 'NORMAL'>, number>>;
}

export interface WishaResult {
  method: 'wisha';
  /** lifting index (= lifting_index); null when the limit is 0 (every lift is a hazard) */
  score: number | null;
  lifting_index: number | null;
  current_lift_weight_kg: number;
  recommended_safe_weight_kg: number;
  hazard: boolean;
  li_band: NioshLiBand | null;
  risk_level: RiskLevel;
  heat_level: HeatLevel;
  factors: {
    unadjusted_weight_limit_lb: number;
    unadjusted_weight_limit_kg: number;
    limit_reduction_modifier: number;
    twist_multiplier: number;
    /** WISHA's own adjusted limit (before our grip/environment modifiers) */
    adjusted_weight_limit_lb: number;
    adjusted_weight_limit_kg: number;
    grip_multiplier: number;
    environment_multiplier: number;
    recommended_safe_weight_lb: number;
  };
  weight_grid_provenance: string;
  steps: ScoreStep[];
}

const r4 = (n: number): number => Math.round(n * 10000) / 10000;

/** The calculator's inputs, each checked against its codes and ranges. */
function readWishaInput(raw: WishaInput) {
  const r = untrustedFields(raw);
  return {
    weightKg: requireWeight('load_weight', r.load_weight),
    freq: requireCode('lifting_frequency', r.lifting_frequency, WISHA_FREQUENCY_CODES),
    dur: requireCode('shift_duration', r.shift_duration, WISHA_DURATION_CODES),
    grip: requireCode('grip_quality', r.grip_quality, WISHA_GRIP_CODES),
    env: requireCode('work_environment', r.work_environment, WISHA_ENVIRONMENT_CODES),
    vz: requireCode('vertical_zone', r.vertical_zone, WISHA_VERTICAL_ZONES),
    hz: requireCode('horizontal_zone', r.horizontal_zone, WISHA_HORIZONTAL_ZONES),
    twisting: optionalBool('twisting', r.twisting),
    handCm:
      r.hand_height_cm === undefined
        ? undefined
        : requireRange('hand_height_cm', r.hand_height_cm, 0, 300),
  };
}
type CheckedInput = ReturnType<typeof readWishaInput>;

/** Which of our modifiers apply, and the environment's multipliers with an organization's own. */
function readWishaOptions(options: WishaOptions | undefined) {
  const applyGrip = options?.applyGrip ?? true;
  const applyEnv = options?.applyEnvironment ?? true;
  if (typeof applyGrip !== 'boolean')
    throw new ScoringInputError('not_a_boolean', 'options.applyGrip');
  if (typeof applyEnv !== 'boolean')
    throw new ScoringInputError('not_a_boolean', 'options.applyEnvironment');
  const envTable = { ...WISHA_ENVIRONMENT_MULTIPLIER };
  for (const [k, v] of Object.entries(options?.environmentMultipliers ?? {})) {
    if (k !== 'COLD_HOT' && k !== 'SLIPPERY')
      throw new ScoringInputError('unknown_code', 'options.environmentMultipliers', {
        allowed: 'COLD_HOT|SLIPPERY',
      });
    const m = requireRange(`options.environmentMultipliers.${k}`, v, 0, 1);
    if (m === 0)
      throw new ScoringInputError('out_of_range', `options.environmentMultipliers.${k}`, {
        min: 0,
        max: 1,
      });
    envTable[k] = m;
  }
  return { applyGrip, applyEnv, envTable };
}

/** WISHA's own limit: the weight grid's cell, the frequency × duration reduction, the twist. */
function adjustedLimit(steps: ScoreStep[], i: CheckedInput) {
  const { vz, hz, freq, dur } = i;
  const uwl = WISHA_UNADJUSTED_LIMIT_LB[vz][hz];
  steps.push(
    tableStep(
      'wisha.unadjusted_weight_limit',
      'wisha.weight_grid',
      'vertical_zone',
      vz,
      'horizontal_zone',
      hz,
      uwl,
      { row: `code.wisha.vertical.${vz}`, column: `code.wisha.horizontal.${hz}` },
    ),
  );
  const lrm = WISHA_LIMIT_REDUCTION[freq][dur];
  steps.push(
    tableStep(
      'wisha.limit_reduction_modifier',
      'wisha.limit_reduction',
      'lifting_frequency',
      freq,
      'shift_duration',
      dur,
      lrm,
      { row: `code.wisha.frequency.${freq}`, column: `code.wisha.duration.${dur}` },
    ),
  );
  const tm = i.twisting ? WISHA_TWIST_MULTIPLIER : 1;
  steps.push(
    ruleStep(
      'wisha.twist_multiplier',
      'part.twist',
      i.twisting ? 'rule.wisha.twist_gt_45' : 'rule.wisha.no_twist',
      tm,
    ),
  );
  const adjustedLb = uwl * lrm * tm;
  steps.push({
    id: 'wisha.adjusted_weight_limit',
    key: 'explain.product',
    params: {
      label_key: 'score.wisha.adjusted',
      terms: `${uwl} lb × ${lrm} × ${tm}`,
      value_unit: 'lb',
    },
    value: r4(adjustedLb),
  });
  return { uwl, lrm, tm, adjustedLb };
}

/** Our modifiers on WISHA's limit: the grip (NIOSH's coupling) and the environment. */
function recommendedLimit(
  steps: ScoreStep[],
  i: CheckedInput,
  o: ReturnType<typeof readWishaOptions>,
  adjustedLb: number,
) {
  // Grip: NIOSH CM depends on V < 75 cm; without a measured hand height, the low zones count as < 75 cm (conservative).
  const lowZone = i.vz === 'BELOW_KNEE' || i.vz === 'KNEE_TO_WAIST';
  const vBelow75 = i.handCm === undefined ? lowZone : i.handCm < 75;
  const cm = o.applyGrip
    ? nioshCouplingMultiplier(WISHA_GRIP_TO_COUPLING[i.grip], vBelow75 ? 0 : 75)
    : 1;
  steps.push(
    ruleStep(
      'wisha.grip_multiplier',
      'part.grip',
      `rule.wisha.grip.${i.grip}.${vBelow75 ? 'below75' : 'above75'}`,
      cm,
    ),
  );
  const em = o.applyEnv ? o.envTable[i.env] : 1;
  steps.push(
    ruleStep(
      'wisha.environment_multiplier',
      'part.environment',
      `rule.wisha.environment.${i.env}`,
      em,
    ),
  );
  const recommendedLb = adjustedLb * cm * em;
  steps.push({
    id: 'wisha.recommended_safe_weight',
    key: 'explain.product_converted',
    params: {
      label_key: 'score.wisha.recommended',
      terms: `${Math.round(adjustedLb * 10) / 10} lb × ${cm} × ${em}`,
      product_lb: r4(recommendedLb),
      value_unit: 'kg',
    },
    value: r4(recommendedLb * KG_PER_LB),
  });
  return { cm, em, recommendedLb };
}

/** The load against the limit: the lifting index, the hazard and the risk level it gives. */
function liftingVerdict(steps: ScoreStep[], weightKg: number, recommendedLb: number) {
  const weightLb = weightKg / KG_PER_LB;
  const li = recommendedLb > 0 ? weightLb / recommendedLb : null;
  // "greater than" the limit is a hazard; equal is not (vectors WISHA-03/-10). 1e-9 absorbs float noise.
  const hazard = li === null ? true : li > 1 + 1e-9;
  const band = li === null ? null : nioshLiBand(li);
  const risk: RiskLevel =
    li === null
      ? 'very_high'
      : band === 'nominal'
        ? 'low'
        : band === 'increased'
          ? 'high'
          : 'very_high';
  steps.push(
    li === null
      ? ruleStep('wisha.lifting_index', 'part.lifting_index', 'rule.wisha.limit_zero', 0)
      : {
          id: 'wisha.lifting_index',
          key: 'explain.lifting_index',
          params: { weight_kg: r4(weightKg), limit_kg: r4(recommendedLb * KG_PER_LB) },
          value: r4(li),
        },
  );
  steps.push(
    li === null
      ? {
          id: 'wisha.band',
          key: 'explain.level',
          params: { level_key: `risk.${risk}` },
          value: `risk.${risk}`,
        }
      : // the lifting index to 2 decimals, as the list shows it: 1.02 is over 1 and high, '1' would not say so
        bandStep('wisha.band', r4(li), `risk.${risk}`, { score: Math.round(li * 100) / 100 }),
  );
  return { li, hazard, band, risk };
}

/**
 * WISHA lifting calculator (WAC 296-62-05174 App. B): UWL(hand location) x limit reduction(frequency,
 * duration) x 0.85 if twisted > 45°, then our grip (NIOSH CM) and environment modifiers -> recommended
 * safe weight; lifting index = load / recommended; hazard when the load is greater than the limit.
 */
export function scoreWisha(raw: WishaInput, options?: WishaOptions): WishaResult {
  const i = readWishaInput(raw);
  const o = readWishaOptions(options);
  const steps: ScoreStep[] = [];
  const { uwl, lrm, tm, adjustedLb } = adjustedLimit(steps, i);
  const { cm, em, recommendedLb } = recommendedLimit(steps, i, o, adjustedLb);
  const { li, hazard, band, risk } = liftingVerdict(steps, i.weightKg, recommendedLb);
  return {
    method: 'wisha',
    score: li === null ? null : r4(li),
    lifting_index: li === null ? null : r4(li),
    current_lift_weight_kg: i.weightKg,
    recommended_safe_weight_kg: r4(recommendedLb * KG_PER_LB),
    hazard,
    li_band: band,
    risk_level: risk,
    heat_level: heatLevelOf(risk),
    factors: {
      unadjusted_weight_limit_lb: uwl,
      unadjusted_weight_limit_kg: r4(uwl * KG_PER_LB),
      limit_reduction_modifier: lrm,
      twist_multiplier: tm,
      adjusted_weight_limit_lb: r4(adjustedLb),
      adjusted_weight_limit_kg: r4(adjustedLb * KG_PER_LB),
      grip_multiplier: cm,
      environment_multiplier: em,
      recommended_safe_weight_lb: r4(recommendedLb),
    },
    weight_grid_provenance: WISHA_WEIGHT_GRID_PROVENANCE,
    steps,
  };
}
