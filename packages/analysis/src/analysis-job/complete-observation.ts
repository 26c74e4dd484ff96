import { findAssessment, lockAssessment, updateAssessment } from '../db/job-assessment';
import { refreshSurveyScore } from '../surveys/survey-scores';
import { scopeOf, type AnalysisDeps, type AnalyzePayload } from './payload';
import type { AnalysisStatus } from './status';

/** What a QEC's video measured: per observer item, its value and the share of frames behind it. */
export type Measured = Record<string, { value: string; share: number }>;

/**
 * A QEC's video read: the measured items fill the observer items the ergonomist left empty (an
 * answer already given is theirs and stays), remembered as measured so the screen marks them;
 * then the survey's score and status follow its answers.
 */
export async function completeObservation(
  deps: AnalysisDeps,
  status: AnalysisStatus,
  payload: AnalyzePayload,
  measured: Measured,
) {
  const scope = scopeOf(payload);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockAssessment(tx, scope);
    if (!current) return null;
    const inputs = { ...current.inputs };
    for (const [item, { value }] of Object.entries(measured)) inputs[item] ??= value;
    const updated = await updateAssessment(tx, scope, {
      inputs,
      measured,
      status: 'pending',
      statusMessage: 'qec.prefill_done',
      statusParams: {},
      progress: 100,
      updatedAt: new Date(),
    });
    if (!updated) return null;
    // Its workers may have answered already: the survey's score follows the new items.
    await refreshSurveyScore(tx, updated);
    return (await findAssessment(tx, scope)) ?? null;
  });
  if (row)
    await status.set(
      payload,
      row.status === 'completed' ? 'completed' : 'pending',
      { key: row.status === 'completed' ? 'qec.scored' : 'qec.prefill_done' },
      { progress: 100 },
    );
}
