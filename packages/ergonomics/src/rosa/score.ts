import { heatLevelOf } from '../bands/risk-levels';
import { rosaBand } from '../bands/score-bands';
import {
  bandStep,
  clampInto,
  ruleStep,
  scorePart,
  sumStep,
  tableStep,
  type ScoreStep,
} from '../core/step';
import { ROSA_DURATION_SCORE, ROSA_ITEM_SCORE, type RosaDuration } from './codes';
import { rosaFinal, rosaPeripherals, rosaSectionA, rosaSectionB, rosaSectionC } from './tables';
import type { RosaResult, RosaWorksheetInput } from './types';
import { validateRosaInput } from './validate';

function withDuration(
  steps: ScoreStep[],
  id: string,
  partKey: string,
  score: number,
  d: RosaDuration,
): number {
  const delta = ROSA_DURATION_SCORE[d];
  const v = score + delta;
  steps.push({
    id,
    key: 'explain.duration',
    params: { part_key: partKey, duration_key: `rosa.duration.${d}`, delta },
    value: v,
  });
  return v;
}

type Flagged = (k: keyof RosaWorksheetInput) => boolean;
const S = ROSA_ITEM_SCORE;

/** Section A, the chair: seat height + pan depth against armrests + back support, then duration. */
function scoreChair(steps: ScoreStep[], i: RosaWorksheetInput, f: Flagged) {
  const height = scorePart(
    steps,
    'rosa.chair_height',
    'part.chair_height',
    S.chair_height[i.chair_height],
    `rule.rosa.chair_height.${i.chair_height}`,
    [
      ['adj.rosa.chair_insufficient_leg_space', 1, f('chair_insufficient_leg_space')],
      ['adj.rosa.chair_not_adjustable', 1, f('chair_not_adjustable')],
    ],
    [1, 5],
  );
  const depth = scorePart(
    steps,
    'rosa.pan_depth',
    'part.pan_depth',
    S.seat_pan_distance[i.seat_pan_distance],
    `rule.rosa.seat_pan_distance.${i.seat_pan_distance}`,
    [['adj.rosa.pan_not_adjustable', 1, f('pan_not_adjustable')]],
    [1, 3],
  );
  const arm = scorePart(
    steps,
    'rosa.armrests',
    'part.armrests',
    S.armrests[i.armrests],
    `rule.rosa.armrests.${i.armrests}`,
    [
      ['adj.rosa.armrest_too_wide', 1, f('armrest_too_wide')],
      ['adj.rosa.armrest_hard_or_damaged', 1, f('armrest_hard_or_damaged')],
      ['adj.rosa.armrest_not_adjustable', 1, f('armrest_not_adjustable')],
    ],
    [1, 5],
  );
  const back = scorePart(
    steps,
    'rosa.back_support',
    'part.back_support',
    S.back_support[i.back_support],
    `rule.rosa.back_support.${i.back_support}`,
    [
      ['adj.rosa.work_surface_too_high', 1, f('work_surface_too_high')],
      ['adj.rosa.backrest_not_adjustable', 1, f('backrest_not_adjustable')],
    ],
    [1, 4],
  );
  const hd = height + depth;
  steps.push(
    sumStep(
      'rosa.seat_height_plus_depth',
      'score.rosa.seat_height_plus_depth',
      [height, depth],
      hd,
    ),
  );
  const ab = arm + back;
  steps.push(sumStep('rosa.armrest_plus_back', 'score.rosa.armrest_plus_back', [arm, back], ab));
  const chartA = rosaSectionA(hd, ab);
  steps.push(
    tableStep(
      'rosa.chart_a',
      'rosa.section_a',
      'seat_height_plus_depth',
      hd,
      'armrest_plus_back',
      ab,
      chartA,
    ),
  );
  const chair = withDuration(
    steps,
    'rosa.chair',
    'part.chair',
    chartA,
    i.chair_duration ?? i.duration,
  );
  return { height, depth, arm, back, hd, ab, chartA, chair };
}

/** The telephone with its duration; a phone not given is scored as an unused one (0). */
function scoreTelephone(steps: ScoreStep[], i: RosaWorksheetInput): number {
  const t = i.telephone;
  if (!t) {
    steps.push(ruleStep('rosa.telephone', 'part.telephone', 'rule.rosa.telephone.ABSENT', 0));
    return 0;
  }
  const item = scorePart(
    steps,
    'rosa.telephone',
    'part.telephone',
    S.telephone[t.position],
    `rule.rosa.telephone.${t.position}`,
    [
      ['adj.rosa.phone_neck_shoulder_hold', 2, t.neck_shoulder_hold === true],
      ['adj.rosa.phone_no_hands_free', 1, t.no_hands_free === true],
    ],
    [1, 5],
  );
  return withDuration(steps, 'rosa.telephone', 'part.telephone', item, t.duration ?? i.duration);
}

/** Section B: the monitor and the telephone, each with its duration. */
function scoreMonitorAndPhone(steps: ScoreStep[], i: RosaWorksheetInput, f: Flagged) {
  const monitorItem = scorePart(
    steps,
    'rosa.monitor',
    'part.monitor',
    S.monitor[i.monitor],
    `rule.rosa.monitor.${i.monitor}`,
    [
      ['adj.rosa.monitor_too_far', 1, f('monitor_too_far')],
      ['adj.rosa.monitor_neck_twist', 1, f('monitor_neck_twist')],
      ['adj.rosa.monitor_glare', 1, f('monitor_glare')],
      ['adj.rosa.monitor_no_document_holder', 1, f('monitor_no_document_holder')],
    ],
    [1, 7],
  );
  const monitor = withDuration(
    steps,
    'rosa.monitor',
    'part.monitor',
    monitorItem,
    i.monitor_duration ?? i.duration,
  );
  const telephone = scoreTelephone(steps, i);
  const monitorCol = clampInto(steps, 'rosa.monitor_column', 'part.monitor', monitor, 0, 7);
  const sectionB = rosaSectionB(telephone, monitorCol);
  steps.push(
    tableStep(
      'rosa.section_b',
      'rosa.section_b',
      'telephone',
      telephone,
      'monitor',
      monitorCol,
      sectionB,
    ),
  );
  return { monitor, telephone, sectionB };
}

/** Section C: the mouse and the keyboard, each with its duration. */
function scoreMouseAndKeyboard(steps: ScoreStep[], i: RosaWorksheetInput, f: Flagged) {
  const mouseItem = scorePart(
    steps,
    'rosa.mouse',
    'part.mouse',
    S.mouse[i.mouse],
    `rule.rosa.mouse.${i.mouse}`,
    [
      ['adj.rosa.mouse_keyboard_different_heights', 2, f('mouse_keyboard_different_heights')],
      ['adj.rosa.mouse_pinch_grip', 1, f('mouse_pinch_grip')],
      ['adj.rosa.mouse_palmrest', 1, f('mouse_palmrest')],
    ],
    [1, 6],
  );
  const mouse = withDuration(
    steps,
    'rosa.mouse',
    'part.mouse',
    mouseItem,
    i.mouse_duration ?? i.duration,
  );
  const kbItem = scorePart(
    steps,
    'rosa.keyboard',
    'part.keyboard',
    S.keyboard[i.keyboard],
    `rule.rosa.keyboard.${i.keyboard}`,
    [
      ['adj.rosa.keyboard_wrist_deviation', 1, f('keyboard_wrist_deviation')],
      ['adj.rosa.keyboard_too_high', 1, f('keyboard_too_high')],
      ['adj.rosa.keyboard_overhead_reach', 1, f('keyboard_overhead_reach')],
      ['adj.rosa.keyboard_not_adjustable', 1, f('keyboard_not_adjustable')],
    ],
    [1, 6],
  );
  const keyboard = withDuration(
    steps,
    'rosa.keyboard',
    'part.keyboard',
    kbItem,
    i.keyboard_duration ?? i.duration,
  );
  const sectionC = rosaSectionC(mouse, keyboard);
  steps.push(
    tableStep('rosa.section_c', 'rosa.section_c', 'mouse', mouse, 'keyboard', keyboard, sectionC),
  );
  return { mouse, keyboard, sectionC };
}

/**
 * ROSA (Sonne, Villalta & Andrews 2012; official score sheet) from the sheet's boxes + SPEC flags.
 * Telephone absent unless given: scored as the sheet scores an unused phone (box 1, no additions,
 * duration −1 "< 1 h/day") = 0, the chart's lowest row.
 */
export function scoreRosa(rawInput: RosaWorksheetInput): RosaResult {
  const i = validateRosaInput(rawInput);
  const f: Flagged = (k) => i[k] === true;
  const steps: ScoreStep[] = [];
  const a = scoreChair(steps, i, f);
  const b = scoreMonitorAndPhone(steps, i, f);
  const c = scoreMouseAndKeyboard(steps, i, f);
  const mp = rosaPeripherals(b.sectionB, c.sectionC);
  steps.push(
    tableStep(
      'rosa.monitor_and_peripherals',
      'rosa.peripherals',
      'section_b',
      b.sectionB,
      'section_c',
      c.sectionC,
      mp,
    ),
  );
  const final = rosaFinal(a.chair, mp);
  steps.push(
    tableStep('rosa.final', 'rosa.final', 'chair', a.chair, 'monitor_and_peripherals', mp, final),
  );
  const band = rosaBand(final);
  steps.push(
    bandStep('rosa.band', final, `risk.${band.risk_level}`, { action_level: band.action_level }),
  );
  return {
    method: 'rosa',
    score: final,
    risk_level: band.risk_level,
    heat_level: heatLevelOf(band.risk_level),
    action_level: band.action_level,
    action_key: band.action_key,
    high_risk: final >= 5,
    telephone_absent: !i.telephone,
    body_part_scores: {
      chair_height: a.height,
      pan_depth: a.depth,
      armrests: a.arm,
      back_support: a.back,
      monitor: b.monitor,
      mouse: c.mouse,
      keyboard: c.keyboard,
    },
    final_scores: {
      seat_height_plus_depth: a.hd,
      armrest_plus_back: a.ab,
      chart_a: a.chartA,
      chair: a.chair,
      monitor: b.monitor,
      telephone: b.telephone,
      section_b: b.sectionB,
      mouse: c.mouse,
      keyboard: c.keyboard,
      section_c: c.sectionC,
      monitor_and_peripherals: mp,
      final,
    },
    steps,
  };
}
