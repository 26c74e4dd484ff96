import type { HeatLevel, RiskLevel } from '../bands/risk-levels';
import type { ScoreStep } from '../core/step';
import type { Side } from '../posture';
import type { RulaHeavyIntermittent, RulaLoad } from './codes';

/** One arm of the RULA worksheet (steps 1–4). Positions are the printed scores of the ticked boxes. */
export interface RulaArmInput {
  /** 1 20° ext–20° flex; 2 > 20° ext or 20–45°; 3 45–90°; 4 > 90° */
  upper_arm_position: 1 | 2 | 3 | 4;
  shoulder_raised?: boolean;
  upper_arm_abducted?: boolean;
  arm_supported?: boolean;
  /** 1 60–100°; 2 0–60° or > 100° */
  lower_arm_position: 1 | 2;
  /** working across the midline of the body or out to the side (+1) */
  lower_arm_midline_or_side?: boolean;
  /** 1 neutral; 2 0–15° flexion/extension; 3 > 15° */
  wrist_position: 1 | 2 | 3;
  wrist_deviated?: boolean;
  /** 1 mainly mid-range of twist; 2 at or near the end of range (default 1) */
  wrist_twist?: 1 | 2;
}

export interface RulaWorksheetInput {
  /** at least one arm; both sides are scored and the worse one reported */
  right?: RulaArmInput;
  left?: RulaArmInput;
  /** 1 0–10°; 2 10–20°; 3 > 20°; 4 in extension */
  neck_position: 1 | 2 | 3 | 4;
  neck_twisted?: boolean;
  neck_side_bent?: boolean;
  /** 1 upright / well supported seated; 2 0–20°; 3 20–60°; 4 > 60° */
  trunk_position: 1 | 2 | 3 | 4;
  trunk_twisted?: boolean;
  trunk_side_bent?: boolean;
  /** 1 legs and feet supported and balanced; 2 not */
  legs_position: 1 | 2;
  /** SPEC load code, applied to the arm (step 8) and the neck/trunk (step 15) sections */
  load: RulaLoad;
  /** SPEC muscle_use, applied to both sections (steps 7 and 14) */
  muscle_use?: boolean;
  /** optional different entries for the neck/trunk/legs section (the worksheet has two lines) */
  load_b?: RulaLoad;
  muscle_use_b?: boolean;
}

export interface RulaOptions {
  /** force score for >= 10 kg intermittent when derived from kg; informs README only for codes */
  heavyIntermittent?: RulaHeavyIntermittent;
}

export interface RulaSideResult {
  side: Side;
  upper_arm: number;
  lower_arm: number;
  wrist: number;
  wrist_twist: number;
  table_a: number;
  muscle_a: number;
  force_a: number;
  score_c: number;
  table_c: number;
  grand_score: number;
}

/** SPEC §3 body-part names for RULA payloads (REBA's without leg), from the worse side. */
export type RulaBodyPartScores = {
  neck: number;
  trunk: number;
  upper_arm: number;
  lower_arm: number;
  wrist: number;
};

export interface RulaResult {
  method: 'rula';
  /** grand score 1–7 of the worse side */
  score: number;
  risk_level: RiskLevel;
  heat_level: HeatLevel;
  action_level: number;
  action_key: string;
  worse_side: Side;
  body_part_scores: RulaBodyPartScores;
  sides: Partial<Record<Side, RulaSideResult>>;
  scores: {
    wrist_twist: number;
    legs: number;
    table_a: number;
    muscle_a: number;
    force_a: number;
    score_c: number;
    table_b: number;
    muscle_b: number;
    force_b: number;
    score_d: number;
    grand_score: number;
  };
  options: Required<RulaOptions>;
  steps: ScoreStep[];
}
