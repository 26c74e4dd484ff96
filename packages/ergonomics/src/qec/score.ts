import { heatLevelOf, type HeatLevel, type RiskLevel } from '../bands/risk-levels';
import { ScoringInputError } from '../core/errors';
import { bandStep, sumStep, tableStep, type ScoreStep } from '../core/step';
import { requireCode, untrustedFields } from '../core/validate';
import {
  QEC_ITEM_LETTERS,
  QEC_OBSERVER_ITEMS,
  QEC_WORKER_ITEMS,
  type QecAction,
  type QecInput,
} from './codes';
import { QEC_OTHER_SCORES, QEC_X_MAX, qecLevel, qecPair, type QEC_LEVEL_LIMITS } from './tables';

export interface QecExposure {
  score: number;
  level: HeatLevel;
  /** pair-table contributions, e.g. { A_H: 6, A_J: 4 } */
  pairs: Record<string, number>;
}

export interface QecResult {
  method: 'qec';
  /** overall exposure E in %, rounded to 2 decimals (also `exposure_percent`) */
  score: number;
  exposure_percent: number;
  /** X = back + shoulder/arm + wrist/hand + neck, and its maximum */
  total: number;
  total_max: number;
  back_task: 'STATIC' | 'MOVING';
  action: QecAction;
  action_key: string;
  risk_level: RiskLevel;
  heat_level: HeatLevel;
  exposures: {
    back: QecExposure;
    shoulder_arm: QecExposure;
    wrist_hand: QecExposure;
    neck: QecExposure;
    driving: QecExposure;
    vibration: QecExposure;
    work_pace: QecExposure;
    stress: QecExposure;
  };
  steps: ScoreStep[];
}

type ItemName = keyof typeof QEC_ITEM_LETTERS;

/** The 1-based level of an item code (validated). */
function level(input: Record<string, unknown>, name: ItemName): number {
  const codes: readonly string[] =
    name in QEC_OBSERVER_ITEMS
      ? QEC_OBSERVER_ITEMS[name as keyof typeof QEC_OBSERVER_ITEMS]
      : QEC_WORKER_ITEMS[name as keyof typeof QEC_WORKER_ITEMS];
  return codes.indexOf(requireCode(name, input[name], codes)) + 1;
}

type Pair = [name: string, rowItem: string, row: number, colItem: string, column: number];

/**
 * One body area's exposure: the sum of its pair-table scores, and its level. A moving back's
 * posture item B is written B3–B5 (its levels follow the static back's B1–B2).
 */
function exposureOf(
  steps: ScoreStep[],
  id: string,
  kind: keyof typeof QEC_LEVEL_LIMITS,
  pairs: Pair[],
  bLabel: string,
): QecExposure {
  const out: Record<string, number> = {};
  for (const [name, rowItem, i, colItem, j] of pairs) {
    const v = qecPair(i, j);
    out[name] = v;
    steps.push(
      tableStep(
        `qec.${id}.${name}`,
        `qec.${name}`,
        rowItem,
        rowItem === 'B' ? bLabel : `${rowItem}${i}`,
        colItem,
        `${colItem}${j}`,
        v,
      ),
    );
  }
  const score = Object.values(out).reduce((a, b) => a + b, 0);
  steps.push(sumStep(`qec.${id}`, `part.${id}`, Object.values(out), score));
  const lv = qecLevel(kind, score);
  steps.push(bandStep(`qec.${id}.level`, score, `level.${lv}`));
  return { score, level: lv, pairs: out };
}

/** Driving, vibration, work pace and stress: one item's score and level each. */
function otherExposure(steps: ScoreStep[], id: string, letter: string, lv: number): QecExposure {
  const score = QEC_OTHER_SCORES[lv - 1];
  if (score === undefined) throw new ScoringInputError('out_of_range', id);
  steps.push({
    id: `qec.${id}`,
    key: 'explain.item_score',
    params: { part_key: `part.${id}`, item: `${letter}${lv}` },
    value: score,
  });
  const l = qecLevel('other', score);
  steps.push(bandStep(`qec.${id}.level`, score, `level.${l}`));
  return { score, level: l, pairs: {} };
}

/** The observer's and the worker's items as the guide's letters, each its 1-based level. */
function readLetters(input: Record<string, unknown>, task: 'STATIC' | 'MOVING') {
  const L = (n: ItemName): number => level(input, n);
  return {
    A: L('back_posture'),
    B: task === 'STATIC' ? L('back_static') : L('back_movement'),
    C: L('hand_height'),
    D: L('arm_movement'),
    E: L('wrist_posture'),
    F: L('wrist_repetition'),
    G: L('neck_posture'),
    H: L('max_weight_handled'),
    J: L('time_spent'),
    K: L('max_force_level'),
    L: L('visual_demand'),
    M: L('driving'),
    N: L('vibration'),
    P: L('work_pace'),
    Q: L('stress'),
  };
}

/**
 * Brown & Li 2003 action levels from the total against its maximum; the non-integer gaps go to
 * the upper class (scoring-methods.md §4.4).
 */
function actionOf(total: number, max: number): [QecAction, RiskLevel] {
  const pct100 = total * 100;
  if (pct100 <= 40 * max) return ['ACCEPTABLE', 'low'];
  if (pct100 <= 50 * max) return ['INVESTIGATE_FURTHER', 'medium'];
  if (pct100 <= 70 * max) return ['INVESTIGATE_FURTHER_AND_CHANGE_SOON', 'high'];
  return ['INVESTIGATE_AND_CHANGE_IMMEDIATELY', 'very_high'];
}

/** QEC exposure scores, levels (SPEC §9) and overall exposure E = X / Xmax (Brown & Li 2003). */
export function scoreQec(rawInput: QecInput): QecResult {
  const input = untrustedFields(rawInput);
  const steps: ScoreStep[] = [];
  const task = requireCode('back_task', input.back_task, QEC_OBSERVER_ITEMS.back_task);
  const { A, B, C, D, E, F, G, H, J, K, L, M, N, P, Q } = readLetters(input, task);
  const bLabel = task === 'STATIC' ? `B${B}` : `B${B + 2}`;
  const exposure = (id: string, kind: keyof typeof QEC_LEVEL_LIMITS, pairs: Pair[]) =>
    exposureOf(steps, id, kind, pairs, bLabel);

  const back = exposure('back', task === 'STATIC' ? 'back_static' : 'back_moving', [
    ['A_H', 'A', A, 'H', H],
    ['A_J', 'A', A, 'J', J],
    ['J_H', 'J', J, 'H', H],
    ...(task === 'MOVING' ? ([['B_H', 'B', B, 'H', H]] as Pair[]) : []),
    ['B_J', 'B', B, 'J', J],
  ]);
  const shoulderArm = exposure('shoulder_arm', 'shoulder_arm', [
    ['C_H', 'C', C, 'H', H],
    ['C_J', 'C', C, 'J', J],
    ['J_H', 'J', J, 'H', H],
    ['D_H', 'D', D, 'H', H],
    ['D_J', 'D', D, 'J', J],
  ]);
  const wristHand = exposure('wrist_hand', 'wrist_hand', [
    ['F_K', 'F', F, 'K', K],
    ['F_J', 'F', F, 'J', J],
    ['K_J', 'K', K, 'J', J],
    ['E_K', 'E', E, 'K', K],
    ['E_J', 'E', E, 'J', J],
  ]);
  const neck = exposure('neck', 'neck', [
    ['G_J', 'G', G, 'J', J],
    ['L_J', 'L', L, 'J', J],
  ]);
  const driving = otherExposure(steps, 'driving', 'M', M);
  const vibration = otherExposure(steps, 'vibration', 'N', N);
  const workPace = otherExposure(steps, 'work_pace', 'P', P);
  const stress = otherExposure(steps, 'stress', 'Q', Q);

  const total = back.score + shoulderArm.score + wristHand.score + neck.score;
  steps.push(
    sumStep(
      'qec.total',
      'score.qec.total',
      [back.score, shoulderArm.score, wristHand.score, neck.score],
      total,
    ),
  );
  const max = QEC_X_MAX[task];
  const percent = Math.round((total / max) * 10000) / 100;
  steps.push({
    id: 'qec.exposure',
    key: 'explain.percent',
    params: { total, max, percent },
    value: percent,
  });
  const [action, risk] = actionOf(total, max);
  steps.push(bandStep('qec.action', percent, `action.qec.${action}`));
  return {
    method: 'qec',
    score: percent,
    exposure_percent: percent,
    total,
    total_max: max,
    back_task: task,
    action,
    action_key: `action.qec.${action}`,
    risk_level: risk,
    heat_level: heatLevelOf(risk),
    exposures: {
      back,
      shoulder_arm: shoulderArm,
      wrist_hand: wristHand,
      neck,
      driving,
      vibration,
      work_pace: workPace,
      stress,
    },
    steps,
  };
}
