import type { HeatLevel, RiskLevel } from '../bands/risk-levels';
import type { ScoreStep } from '../core/step';
import type { RebaActivity, RebaAdjustMode, RebaCoupling, RebaKnee, RebaLoad } from './codes';

/**
 * The REBA worksheet as an ergonomist ticks it. Each `*_position` is the printed score of the ticked
 * box (e.g. neck 1 = 0–20° flexion, 2 = > 20° flexion or extension); the booleans are the "+1" boxes.
 */
export interface RebaWorksheetInput {
  neck_position: 1 | 2;
  neck_twisted?: boolean;
  neck_side_bent?: boolean;
  /** 1 upright; 2 0–20° flexion/extension; 3 20–60° flexion or > 20° extension; 4 > 60° flexion */
  trunk_position: 1 | 2 | 3 | 4;
  trunk_twisted?: boolean;
  trunk_side_bent?: boolean;
  /** 1 bilateral weight bearing, walking or sitting; 2 one leg raised / unstable */
  legs_position: 1 | 2;
  /** knee flexion box; ignored when `seated` */
  knee_flexion?: RebaKnee;
  seated?: boolean;
  /** 1 20° ext–20° flex; 2 > 20° ext or 20–45° flex; 3 45–90°; 4 > 90° */
  upper_arm_position: 1 | 2 | 3 | 4;
  shoulder_raised?: boolean;
  upper_arm_abducted?: boolean;
  arm_supported?: boolean;
  /** 1 60–100° flexion; 2 < 60° or > 100° */
  lower_arm_position: 1 | 2;
  /** 1 0–15° flexion/extension; 2 > 15° */
  wrist_position: 1 | 2;
  wrist_deviated?: boolean;
  load: RebaLoad;
  shock?: boolean;
  coupling: RebaCoupling;
  activity?: readonly RebaActivity[];
}

export interface RebaOptions {
  /** neck/trunk twist + side-bend rule; default `paper` (see README "Choices") */
  adjustMode?: RebaAdjustMode;
}

/** SPEC §3 body-part names for REBA payloads. */
export type RebaBodyPartScores = {
  neck: number;
  trunk: number;
  leg: number;
  upper_arm: number;
  lower_arm: number;
  wrist: number;
};

export interface RebaResult {
  method: 'reba';
  /** final REBA score 1–15 */
  score: number;
  risk_level: RiskLevel;
  heat_level: HeatLevel;
  action_level: number;
  action_key: string;
  body_part_scores: RebaBodyPartScores;
  scores: {
    table_a: number;
    load_score: number;
    score_a: number;
    table_b: number;
    coupling_score: number;
    score_b: number;
    table_c: number;
    activity_score: number;
  };
  options: Required<RebaOptions>;
  steps: ScoreStep[];
}
