import type { HeatLevel, RiskLevel } from '../bands/risk-levels';
import type { ScoreStep } from '../core/step';
import type {
  RosaArmrest,
  RosaBackSupport,
  RosaChairHeight,
  RosaDuration,
  RosaFlag,
  RosaKeyboard,
  RosaMonitor,
  RosaMouse,
  RosaSeatPanDistance,
  RosaTelephone,
} from './codes';

/** The telephone box; SPEC has no telephone, so it is absent unless given (see README). */
export interface RosaTelephoneInput {
  position: RosaTelephone;
  neck_shoulder_hold?: boolean;
  no_hands_free?: boolean;
  duration?: RosaDuration;
}

export type RosaFlags = Partial<Record<RosaFlag, boolean>>;

export interface RosaWorksheetInput extends RosaFlags {
  /** SPEC duration; applies to chair, monitor, mouse and keyboard unless a per-area duration is given */
  duration: RosaDuration;
  seat_pan_distance: RosaSeatPanDistance;
  chair_height: RosaChairHeight;
  armrests: RosaArmrest;
  back_support: RosaBackSupport;
  monitor: RosaMonitor;
  mouse: RosaMouse;
  keyboard: RosaKeyboard;
  telephone?: RosaTelephoneInput | null;
  chair_duration?: RosaDuration;
  monitor_duration?: RosaDuration;
  mouse_duration?: RosaDuration;
  keyboard_duration?: RosaDuration;
}

/** SPEC §3 ROSA body-part names. Chair items without duration; monitor, mouse, keyboard as the sheet's scores (with duration). */
export type RosaBodyPartScores = {
  chair_height: number;
  pan_depth: number;
  armrests: number;
  back_support: number;
  monitor: number;
  mouse: number;
  keyboard: number;
};

export interface RosaFinalScores {
  seat_height_plus_depth: number;
  armrest_plus_back: number;
  chart_a: number;
  chair: number;
  monitor: number;
  telephone: number;
  section_b: number;
  mouse: number;
  keyboard: number;
  section_c: number;
  monitor_and_peripherals: number;
  final: number;
}

export interface RosaResult {
  method: 'rosa';
  /** final ROSA score 1–10 */
  score: number;
  risk_level: RiskLevel;
  heat_level: HeatLevel;
  action_level: number;
  action_key: string;
  /** Sonne et al. 2012 §5: final >= 5 calls for immediate change / further assessment */
  high_risk: boolean;
  telephone_absent: boolean;
  body_part_scores: RosaBodyPartScores;
  final_scores: RosaFinalScores;
  steps: ScoreStep[];
}
