import type { RiskLevel } from '@ergo/ergonomics';
import type { Evidence } from '../recommendations/propose';

/** What a survey or form method's answers come to: its score, and what proposals are made from. */
export interface ScoredSurvey {
  /** the final score as stored on the assessment (a percentage) */
  score: number;
  riskLevel: RiskLevel;
  /** what its recommendations are proposed from */
  evidence: Exclude<Evidence, { kind: 'video' }>;
}

/** The stored side of a survey assessment that its scoring reads. */
export interface SurveyRow {
  inputs: Record<string, unknown>;
  measured: Record<string, unknown>;
}

/** How one survey or form method turns its stored inputs and answers into a score. */
export interface SurveyScorer {
  /** the score from the ergonomist's inputs and every stored submission's answers, oldest first; null while unscored */
  score(row: SurveyRow, answers: readonly unknown[]): ScoredSurvey | null;
  /** the status message of an unscored one: what it still waits for */
  waitingFor(row: SurveyRow, answers: readonly unknown[]): string;
  /** the status message of a scored one */
  scoredMessage: string;
}
