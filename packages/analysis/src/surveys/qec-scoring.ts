import {
  observerComplete,
  qecObserverInputs,
  qecWorkerAnswersSchema,
  type QecObserverAnswers,
  type QecWorkerAnswers,
} from '@ergo/contracts';
import { QEC_WORKER_ITEMS, scoreQec, type QecInput, type QecResult } from '@ergo/ergonomics';
import { qecFindings } from '../recommendations/survey-findings';
import type { SurveyScorer } from './survey-scorer';

/**
 * Several workers' answers as one: per question the median answer, the worse of the two middle
 * ones when the count is even. A median keeps one worker's outlier from deciding the task's
 * exposure; rounding towards the worse answer keeps a split team from hiding the risk.
 */
export function combineWorkerAnswers(all: readonly QecWorkerAnswers[]): QecWorkerAnswers {
  const first = all[0];
  if (!first) throw new Error('combineWorkerAnswers needs at least one worker');
  const combined = { ...first };
  for (const question of Object.keys(QEC_WORKER_ITEMS) as (keyof QecWorkerAnswers)[]) {
    const codes: readonly string[] = QEC_WORKER_ITEMS[question];
    const levels = all.map((answers) => codes.indexOf(answers[question])).sort((a, b) => a - b);
    const median = levels[Math.floor(levels.length / 2)] ?? 0;
    (combined as Record<string, string>)[question] = codes[median] ?? codes[0] ?? '';
  }
  return combined;
}

/** The stored observer items as the contract reads them (anything else is dropped). */
export function observerAnswers(inputs: Record<string, unknown>): QecObserverAnswers {
  const parsed = qecObserverInputs.safeParse(inputs);
  return parsed.success ? parsed.data : {};
}

/** A stored submission's answers, or null when the row does not hold a valid survey. */
export function workerAnswers(answers: unknown): QecWorkerAnswers | null {
  const parsed = qecWorkerAnswersSchema.safeParse(answers);
  return parsed.success ? parsed.data : null;
}

/** The QEC scored from the observer part and the given workers' answers; null while incomplete. */
export function scoreQecAssessment(
  observer: QecObserverAnswers,
  workers: readonly QecWorkerAnswers[],
): { result: QecResult; answers: QecInput } | null {
  if (!observerComplete(observer) || workers.length === 0) return null;
  const answers = { ...observer, ...combineWorkerAnswers(workers) } as QecInput;
  // Only the back question of the chosen task is scored (B1–B2 static or B3–B5 moving).
  if (answers.back_task === 'STATIC') delete answers.back_movement;
  else delete answers.back_static;
  return { result: scoreQec(answers), answers };
}

/**
 * QEC scored from the observer part and every worker's survey combined. While unscored it names
 * only the part still missing, so a complete observer part is never said to be awaited (issue 30).
 */
export const qecSurvey: SurveyScorer = {
  score(row, answers) {
    const workers = answers.flatMap((a) => workerAnswers(a) ?? []);
    const qec = scoreQecAssessment(observerAnswers(row.inputs), workers);
    if (!qec) return null;
    return {
      score: qec.result.exposure_percent,
      riskLevel: qec.result.risk_level,
      evidence: { kind: 'survey', findings: qecFindings(qec.result) },
    };
  },
  scoredMessage: 'qec.scored',
  waitingFor(row, answers) {
    if (observerComplete(observerAnswers(row.inputs))) return 'qec.awaiting_workers';
    if (Object.keys(row.measured).length > 0) return 'qec.prefill_done';
    const answered = answers.some((a) => workerAnswers(a) !== null);
    return answered ? 'qec.awaiting_observer' : 'qec.awaiting';
  },
};
