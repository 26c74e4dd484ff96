import { ScoringInputError } from '../core/errors';
import type { RiskLevel } from './risk-levels';

export interface ScoreBand {
  risk_level: RiskLevel;
  /** the method's action level (REBA 0–4, RULA 1–4, ROSA 1–3 here) */
  action_level: number;
  /** i18n key of the action text */
  action_key: string;
}

function intScore(field: string, score: number, min: number, max: number): number {
  if (!Number.isInteger(score) || score < min || score > max)
    throw new ScoringInputError('out_of_range', field, { min, max });
  return score;
}

// SPEC §4 REBA total: 1 negligible; 2-3 low; 4-7 medium; 8-10 high; 11-15 very high.
// Action levels 0–4 from Hignett & McAtamney 2000 table 4 / REBA worksheet "Scoring" (scoring-methods.md §1.8).
export function rebaBand(score: number): ScoreBand {
  const s = intScore('score', score, 1, 15);
  if (s === 1) return { risk_level: 'negligible', action_level: 0, action_key: 'action.reba.0' };
  if (s <= 3) return { risk_level: 'low', action_level: 1, action_key: 'action.reba.1' };
  if (s <= 7) return { risk_level: 'medium', action_level: 2, action_key: 'action.reba.2' };
  if (s <= 10) return { risk_level: 'high', action_level: 3, action_key: 'action.reba.3' };
  return { risk_level: 'very_high', action_level: 4, action_key: 'action.reba.4' };
}

// SPEC §4 RULA total: 1-2 low; 3-4 medium; 5-6 high; 7 very high.
// Action levels 1–4 from McAtamney & Corlett 1993 (scoring-methods.md §2.6).
export function rulaBand(score: number): ScoreBand {
  const s = intScore('score', score, 1, 7);
  if (s <= 2) return { risk_level: 'low', action_level: 1, action_key: 'action.rula.1' };
  if (s <= 4) return { risk_level: 'medium', action_level: 2, action_key: 'action.rula.2' };
  if (s <= 6) return { risk_level: 'high', action_level: 3, action_key: 'action.rula.3' };
  return { risk_level: 'very_high', action_level: 4, action_key: 'action.rula.4' };
}

// SPEC §4 ROSA total: 1-2 low; 3-4 medium; 5 or more high. Sonne et al. 2012 §5: 5 and above is the
// action level for immediate change (scoring-methods.md §3.9, `high_risk = final >= 5`).
export function rosaBand(score: number): ScoreBand {
  const s = intScore('score', score, 1, 10);
  if (s <= 2) return { risk_level: 'low', action_level: 1, action_key: 'action.rosa.1' };
  if (s <= 4) return { risk_level: 'medium', action_level: 2, action_key: 'action.rosa.2' };
  return { risk_level: 'high', action_level: 3, action_key: 'action.rosa.3' };
}
