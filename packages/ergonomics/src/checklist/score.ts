import { heatLevelOf, type HeatLevel, type RiskLevel } from '../bands/risk-levels';
import { ScoringInputError } from '../core/errors';
import { bandStep, type ScoreStep } from '../core/step';
import { requireCode } from '../core/validate';
import {
  CHECKLIST_ANSWERS,
  CHECKLIST_QUESTIONS,
  type ChecklistAnswer,
  type ChecklistCategory,
} from './questions';

export interface ChecklistResult {
  method: 'checklist';
  /** compliance in % of the applicable answers (one decimal) */
  score: number;
  compliance_percent: number;
  answered: number;
  applicable: number;
  compliant: number;
  non_compliant: string[];
  critical_non_compliant: string[];
  not_applicable: string[];
  unanswered: string[];
  by_category: Record<ChecklistCategory, { compliant: number; applicable: number }>;
  risk_level: RiskLevel;
  heat_level: HeatLevel;
  steps: ScoreStep[];
}

/**
 * Turns responses {question id: YES|NO|NOT_APPLICABLE} into a result: compliance = YES / (YES + NO);
 * risk: >= 90 % low, >= 70 % medium, >= 50 % high, else very high; any critical item answered NO
 * makes the result at least medium. Unknown ids or answers are refused; at least one applicable answer is needed.
 */
export function scoreChecklist(
  responses: Readonly<Record<string, ChecklistAnswer>>,
): ChecklistResult {
  if (responses === null || typeof responses !== 'object')
    throw new ScoringInputError('required', 'responses');
  const known = new Set(CHECKLIST_QUESTIONS.map((q) => q.id));
  for (const id of Object.keys(responses))
    if (!known.has(id)) throw new ScoringInputError('unknown_code', id);
  const steps: ScoreStep[] = [];
  const byCat = {
    workstation: { compliant: 0, applicable: 0 },
    environment: { compliant: 0, applicable: 0 },
    safety: { compliant: 0, applicable: 0 },
    organisation: { compliant: 0, applicable: 0 },
  };
  const nonCompliant: string[] = [];
  const critical: string[] = [];
  const na: string[] = [];
  const unanswered: string[] = [];
  let compliant = 0;
  for (const q of CHECKLIST_QUESTIONS) {
    const raw: unknown = responses[q.id];
    if (raw === undefined) {
      unanswered.push(q.id);
      continue;
    }
    const a = requireCode(q.id, raw, CHECKLIST_ANSWERS);
    steps.push({
      id: `checklist.${q.id}`,
      key: 'explain.checklist_answer',
      params: { question: q.id, answer_key: `answer.${a}` },
      value: a,
    });
    if (a === 'NOT_APPLICABLE') {
      na.push(q.id);
      continue;
    }
    byCat[q.category].applicable += 1;
    if (a === 'YES') {
      compliant += 1;
      byCat[q.category].compliant += 1;
    } else {
      nonCompliant.push(q.id);
      if (q.critical) critical.push(q.id);
    }
  }
  const applicable = compliant + nonCompliant.length;
  if (applicable === 0) throw new ScoringInputError('required', 'responses');
  const percent = Math.round((compliant / applicable) * 1000) / 10;
  steps.push({
    id: 'checklist.compliance',
    key: 'explain.percent',
    params: { total: compliant, max: applicable, percent },
    value: percent,
  });
  let risk: RiskLevel =
    percent >= 90 ? 'low' : percent >= 70 ? 'medium' : percent >= 50 ? 'high' : 'very_high';
  if (critical.length > 0 && risk === 'low') {
    risk = 'medium';
    steps.push({
      id: 'checklist.critical',
      key: 'explain.checklist_critical',
      params: { count: critical.length },
      value: risk,
    });
  }
  steps.push(bandStep('checklist.band', percent, `risk.${risk}`));
  return {
    method: 'checklist',
    score: percent,
    compliance_percent: percent,
    answered: applicable + na.length,
    applicable,
    compliant,
    non_compliant: nonCompliant,
    critical_non_compliant: critical,
    not_applicable: na,
    unanswered,
    by_category: byCat,
    risk_level: risk,
    heat_level: heatLevelOf(risk),
    steps,
  };
}
