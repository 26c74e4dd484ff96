import { isSurveyType, isVideoMethod, methodTraits } from '@ergo/contracts';
import { formatNumber, formatPercent } from '@ergo/ergonomics';

/** Whether an assessment of this type can be created in the app: a video method, QEC or the checklist. */
export const isCreatableType = (type: string): boolean => isVideoMethod(type) || isSurveyType(type);

/**
 * An assessment's score as the lists show it: QEC's exposure and the checklist's compliance are
 * percentages; the methods' scores are numbers on their own scale.
 */
export function formatScore(type: string, score: number, language: string): string {
  if (methodTraits(type)?.scoreFormat === 'percent') return formatPercent(score, language);
  return Number.isInteger(score) ? String(score) : formatNumber(score, language, 2);
}

/** Whether a status message is the video analysis's own (queued, processing, retrying, …). */
export const isAnalysisMessage = (key: string): boolean => /^assessments\.analysis_/.test(key);

/**
 * A survey (QEC, checklist) that waits for answers rather than for a video's analysis (whose
 * messages are `assessments.analysis_*`): its state is told in words, without a progress bar.
 * Without its message key (a task's summary), a pending survey is taken as waiting for answers.
 */
export const awaitsAnswers = (assessment: {
  type: string;
  status: string;
  status_message_key?: string;
}): boolean =>
  isSurveyType(assessment.type) &&
  assessment.status === 'pending' &&
  !isAnalysisMessage(assessment.status_message_key ?? '');
