import type { Language } from '@ergo/contracts';
import { loadStoredResults, type Database } from '@ergo/db';
import { changesOf } from '../../db/assessments';
import { organizationName } from '../../db/organizations';
import type { Caller } from '../caller';
import { findAssessment } from '../assessments/find-assessment';
import { listNotes } from '../notes/notes';
import { loadRecommendations } from '../recommendations/queries';
import type { AssessmentAddress } from '../assessments/address';

/** Everything a report shows, read once, all of it scoped to the caller's organization. */
export async function reportData(
  db: Database,
  caller: Caller,
  at: AssessmentAddress,
  lang: Language,
) {
  const found = await findAssessment(db, caller, at, lang);
  const scope = { orgId: caller.orgId, assessmentId: found.row.id };
  const organization = await organizationName(db, caller);
  const changes = await changesOf(db, scope);
  return {
    row: found.row,
    assessment: found.presented,
    video: found.video,
    organization: organization ?? '',
    results: found.row.status === 'completed' ? await loadStoredResults(db, scope) : null,
    recommendations: await loadRecommendations(db, caller, lang, { assessmentId: found.row.id }),
    notes: await listNotes(db, caller, at),
    changes,
  };
}

export type ReportData = Awaited<ReturnType<typeof reportData>>;
