import { heatLevelOf } from '../bands/risk-levels';
import { rulaBand } from '../bands/score-bands';
import { bandStep, ruleStep, scorePart, sumStep, tableStep, type ScoreStep } from '../core/step';
import type { Side } from '../posture';
import { RULA_LOAD_SCORE } from './codes';
import { RULA_PART_RANGE, rulaTableA, rulaTableB, rulaTableC } from './tables';
import type {
  RulaArmInput,
  RulaOptions,
  RulaResult,
  RulaSideResult,
  RulaWorksheetInput,
} from './types';
import { resolveRulaOptions, validateRulaInput } from './validate';

function scoreSide(
  side: Side,
  a: RulaArmInput,
  input: RulaWorksheetInput,
  scoreD: number,
  steps: ScoreStep[],
): RulaSideResult {
  const p = `rula.${side}`;
  const ua = scorePart(
    steps,
    `${p}.upper_arm`,
    'part.upper_arm',
    a.upper_arm_position,
    `rule.rula.upper_arm.${a.upper_arm_position}`,
    [
      ['adj.shoulder_raised', 1, a.shoulder_raised === true],
      ['adj.abducted', 1, a.upper_arm_abducted === true],
      ['adj.arm_supported', -1, a.arm_supported === true],
    ],
    RULA_PART_RANGE.upper_arm,
  );
  const la = scorePart(
    steps,
    `${p}.lower_arm`,
    'part.lower_arm',
    a.lower_arm_position,
    `rule.rula.lower_arm.${a.lower_arm_position}`,
    [['adj.midline_or_side', 1, a.lower_arm_midline_or_side === true]],
    RULA_PART_RANGE.lower_arm,
  );
  const wr = scorePart(
    steps,
    `${p}.wrist`,
    'part.wrist',
    a.wrist_position,
    `rule.rula.wrist.${a.wrist_position}`,
    [['adj.wrist_deviated', 1, a.wrist_deviated === true]],
    RULA_PART_RANGE.wrist,
  );
  const wt = a.wrist_twist ?? 1;
  steps.push(ruleStep(`${p}.wrist_twist`, 'part.wrist_twist', `rule.rula.wrist_twist.${wt}`, wt));
  const tableA = rulaTableA(ua, la, wr, wt);
  steps.push(
    tableStep(
      `${p}.table_a`,
      'rula.table_a',
      'upper_arm/lower_arm',
      `${ua}/${la}`,
      'wrist/wrist_twist',
      `${wr}/${wt}`,
      tableA,
    ),
  );
  const muscleA = input.muscle_use === true ? 1 : 0;
  if (muscleA) steps.push(ruleStep(`${p}.muscle_a`, 'part.muscle_use', 'rule.rula.muscle_use', 1));
  const forceA = RULA_LOAD_SCORE[input.load];
  steps.push(ruleStep(`${p}.force_a`, 'part.load', `rule.rula.load.${input.load}`, forceA));
  const scoreC = tableA + muscleA + forceA;
  steps.push(sumStep(`${p}.score_c`, 'score.rula.score_c', [tableA, muscleA, forceA], scoreC));
  const tableC = rulaTableC(scoreC, scoreD);
  steps.push(
    tableStep(
      `${p}.table_c`,
      'rula.table_c',
      'score_c',
      scoreC >= 8 ? '8+' : scoreC,
      'score_d',
      scoreD >= 7 ? '7+' : scoreD,
      tableC,
    ),
  );
  return {
    side,
    upper_arm: ua,
    lower_arm: la,
    wrist: wr,
    wrist_twist: wt,
    table_a: tableA,
    muscle_a: muscleA,
    force_a: forceA,
    score_c: scoreC,
    table_c: tableC,
    grand_score: tableC,
  };
}

/**
 * RULA (McAtamney & Corlett 1993) from the worksheet categories; each given arm is scored and the
 * worse side (higher grand score, then higher score C, then right) is reported.
 */
export function scoreRula(rawInput: RulaWorksheetInput, rawOptions?: RulaOptions): RulaResult {
  const input = validateRulaInput(rawInput);
  const options = resolveRulaOptions(rawOptions);
  const steps: ScoreStep[] = [];

  const neck = scorePart(
    steps,
    'rula.neck',
    'part.neck',
    input.neck_position,
    `rule.rula.neck.${input.neck_position}`,
    [
      ['adj.twisted', 1, input.neck_twisted === true],
      ['adj.side_bent', 1, input.neck_side_bent === true],
    ],
    RULA_PART_RANGE.neck,
  );
  const trunk = scorePart(
    steps,
    'rula.trunk',
    'part.trunk',
    input.trunk_position,
    `rule.rula.trunk.${input.trunk_position}`,
    [
      ['adj.twisted', 1, input.trunk_twisted === true],
      ['adj.side_bent', 1, input.trunk_side_bent === true],
    ],
    RULA_PART_RANGE.trunk,
  );
  const legs = input.legs_position;
  steps.push(ruleStep('rula.legs', 'part.leg', `rule.rula.legs.${legs}`, legs));
  const tableB = rulaTableB(neck, trunk, legs);
  steps.push(
    tableStep(
      'rula.table_b',
      'rula.table_b',
      'neck',
      neck,
      'trunk/legs',
      `${trunk}/${legs}`,
      tableB,
    ),
  );
  const muscleB = input.muscle_use_b === true ? 1 : 0;
  if (muscleB) steps.push(ruleStep('rula.muscle_b', 'part.muscle_use', 'rule.rula.muscle_use', 1));
  const loadB = input.load_b ?? input.load;
  const forceB = RULA_LOAD_SCORE[loadB];
  steps.push(ruleStep('rula.force_b', 'part.load', `rule.rula.load.${loadB}`, forceB));
  const scoreD = tableB + muscleB + forceB;
  steps.push(sumStep('rula.score_d', 'score.rula.score_d', [tableB, muscleB, forceB], scoreD));

  const sides: Partial<Record<Side, RulaSideResult>> = {};
  if (input.right) sides.right = scoreSide('right', input.right, input, scoreD, steps);
  if (input.left) sides.left = scoreSide('left', input.left, input, scoreD, steps);
  markSides(steps);
  const worse = pickWorse(sides.right, sides.left);
  steps.push({
    id: 'rula.worse_side',
    key: 'explain.worse_side_grand',
    params: { side_key: `side.${worse.side}`, score: worse.grand_score },
    value: worse.side,
  });

  const band = rulaBand(worse.grand_score);
  steps.push(
    bandStep('rula.band', worse.grand_score, `risk.${band.risk_level}`, {
      action_level: band.action_level,
    }),
  );
  return {
    method: 'rula',
    score: worse.grand_score,
    risk_level: band.risk_level,
    heat_level: heatLevelOf(band.risk_level),
    action_level: band.action_level,
    action_key: band.action_key,
    worse_side: worse.side,
    body_part_scores: {
      neck,
      trunk,
      upper_arm: worse.upper_arm,
      lower_arm: worse.lower_arm,
      wrist: worse.wrist,
    },
    sides,
    scores: {
      wrist_twist: worse.wrist_twist,
      legs,
      table_a: worse.table_a,
      muscle_a: worse.muscle_a,
      force_a: worse.force_a,
      score_c: worse.score_c,
      table_b: tableB,
      muscle_b: muscleB,
      force_b: forceB,
      score_d: scoreD,
      grand_score: worse.grand_score,
    },
    options,
    steps,
  };
}

function pickWorse(
  right: RulaSideResult | undefined,
  left: RulaSideResult | undefined,
): RulaSideResult {
  if (right && left) {
    if (left.grand_score !== right.grand_score)
      return left.grand_score > right.grand_score ? left : right;
    return left.score_c > right.score_c ? left : right;
  }
  const one = right ?? left;
  if (!one) throw new RangeError('RULA needs at least one arm');
  return one;
}

const SIDED_KEYS = new Set(['explain.rule', 'explain.adjust', 'explain.clamp', 'explain.sum']);

/** Per-side steps name their side in the text ("Upper arm (left): …", "Score C (left) = …"). */
function markSides(steps: ScoreStep[]): void {
  for (const s of steps) {
    const side = /^rula\.(left|right)\./.exec(s.id)?.[1];
    if (side && SIDED_KEYS.has(s.key)) {
      s.key = `${s.key}_side`;
      s.params.side_key = `side.${side}`;
    }
  }
}
