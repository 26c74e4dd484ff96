import { CHECKLIST_QUESTIONS, type QecResult } from '@ergo/ergonomics';
import type { StoredChecklistResponses } from '../surveys/checklist-scoring';
import { actionLevel, levelKey, type Finding } from './findings';

/** QEC's body exposures share the posture entries; the others have their own. */
const QEC_FACTOR = {
  back: 'posture.trunk',
  shoulder_arm: 'posture.upper_arm',
  wrist_hand: 'posture.wrist',
  neck: 'posture.neck',
  driving: 'qec.driving',
  vibration: 'qec.vibration',
  work_pace: 'qec.work_pace',
  stress: 'qec.stress',
} as const;

/** Each QEC exposure in a moderate band or worse (SPEC §9 QEC part bands). */
export function qecFindings(result: QecResult): Finding[] {
  return (Object.keys(QEC_FACTOR) as (keyof typeof QEC_FACTOR)[]).flatMap((part) => {
    const exposure = result.exposures[part];
    const level = actionLevel(exposure.level);
    if (!level) return [];
    return [
      {
        factor: QEC_FACTOR[part],
        level,
        measured: {
          key: 'recommendations.measured.qec_exposure',
          params: {
            part_key: `recommendations.qec_parts.${part}`,
            score: exposure.score,
            level_key: levelKey(level),
          },
        },
      },
    ];
  });
}

const QUESTIONS = new Map(CHECKLIST_QUESTIONS.map((question) => [question.id, question]));

/**
 * Each checklist item answered No. A critical item (fire, electricity, escape, trips) is acute
 * safety and very high; any other non-compliance is moderate: it is a gap to close, planned.
 */
export function checklistFindings(responses: StoredChecklistResponses): Finding[] {
  return responses.flatMap((response) => {
    const question = QUESTIONS.get(response.question_id);
    if (!question || response.answer !== 'NO') return [];
    const comment = response.comment.trim();
    return [
      {
        factor: `checklist.${question.id}` as const,
        level: question.critical ? 'very_high' : 'moderate',
        critical: question.critical,
        measured: {
          key: comment
            ? 'recommendations.measured.checklist_no_comment'
            : 'recommendations.measured.checklist_no',
          params: { question_id: question.id, ...(comment ? { comment } : {}) },
        },
      } satisfies Finding,
    ];
  });
}
