import { desc, eq } from 'drizzle-orm';
import type { Language } from '@ergo/contracts';
import {
  assessmentChanges,
  inOrg,
  loadStoredResults,
  organizations,
  recommendations,
  type Database,
} from '@ergo/db';
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
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, caller.orgId));
  const changes = await db
    .select()
    .from(assessmentChanges)
    .where(inOrg(assessmentChanges, caller.orgId, eq(assessmentChanges.assessmentId, found.row.id)))
    .orderBy(desc(assessmentChanges.createdAt));
  return {
    row: found.row,
    assessment: found.presented,
    video: found.video,
    organization: organization?.name ?? '',
    results: found.row.status === 'completed' ? await loadStoredResults(db, scope) : null,
    recommendations: await loadRecommendations(
      db,
      caller,
      lang,
      eq(recommendations.assessmentId, found.row.id),
    ),
    notes: await listNotes(db, caller, at),
    changes,
  };
}

export type ReportData = Awaited<ReturnType<typeof reportData>>;
