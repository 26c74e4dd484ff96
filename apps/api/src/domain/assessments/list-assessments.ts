import type { AssessmentListQuery, Language } from '@ergo/contracts';
import type { Database } from '@ergo/db';
import { containsPattern } from '../../lib/names';
import { listed, rowWindow, type Paging } from '../../lib/paging';
import type { Caller } from '../caller';
import {
  assessmentsPage,
  assessmentsTotal,
  type AssessmentListFilter,
} from '../../db/assessment-list';
import { presentAssessment } from './presenters';

/** The list's filters as the query layer takes them: the request's, the search as a pattern. */
function filterOf(caller: Pick<Caller, 'orgId'>, query: AssessmentListQuery): AssessmentListFilter {
  return {
    orgId: caller.orgId,
    type: query.type,
    operationId: query.operation,
    taskId: query.task,
    riskLevels: query.risk_level,
    insufficientCoverage: query.coverage === 'insufficient',
    status: query.status,
    latestOnly: Boolean(query.latest),
    searchPattern: query.search ? containsPattern(query.search) : undefined,
  };
}

/** GET /operation/assessments/: the organization's assessments, filtered, searched, sorted, paged. */
export async function listAssessments(
  db: Database,
  caller: Pick<Caller, 'orgId'>,
  query: AssessmentListQuery,
  paging: Paging | null,
  lang: Language,
) {
  const filter = filterOf(caller, query);
  const rows = await assessmentsPage(
    db,
    filter,
    query.ordering ?? '-created_at',
    rowWindow(paging),
  );
  return listed(
    rows,
    paging,
    (row) => presentAssessment(row.assessment, row, row.video, lang),
    () => assessmentsTotal(db, filter),
  );
}
