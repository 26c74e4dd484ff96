import {
  checklistInputs,
  type ChecklistActivation,
  type ChecklistDetail,
  type ChecklistQuestionGroup,
  type ChecklistResponseBody,
  type Language,
} from '@ergo/contracts';
import { checklistAnswers, scoreChecklistResponse, submissionsOf } from '@ergo/analysis';
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_QUESTIONS,
  explainStep,
  localeOf,
  type ChecklistCategory,
} from '@ergo/ergonomics';
import type { Database, AssessmentScope } from '@ergo/db';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';
import { findAssessment } from '../assessments/find-assessment';
import { currentLink, type OpenedLink } from '../survey-links/public-links';
import { storeSubmission } from './store-submission';

const QUESTIONS = new Map(CHECKLIST_QUESTIONS.map((question) => [question.id, question]));
const CATEGORY_ORDER = Object.keys(CHECKLIST_CATEGORIES) as ChecklistCategory[];

/** GET /operation/checklist/questions/: the questions by category, in the caller's language. */
export function checklistQuestions(lang: Language): ChecklistQuestionGroup[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    label: CHECKLIST_CATEGORIES[category][lang],
    questions: CHECKLIST_QUESTIONS.filter((q) => q.category === category).map((q) => ({
      id: q.id,
      category: q.category,
      text: q.text[lang],
      critical: q.critical,
    })),
  }));
}

/** A checklist's deadline as stored (its link closes then). */
function deadlineOf(inputs: Record<string, unknown>): string {
  const parsed = checklistInputs.shape.deadline.safeParse(inputs.deadline);
  // A deadline already passed no longer parses as a new one: read the stored date as it is.
  if (parsed.success) return parsed.data;
  const date = new Date(String(inputs.deadline));
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
}

/**
 * The checklist's latest response as the ergonomist reads it (critical items answered No first, then
 * the form's order by category) and its score; for the detail page and the report.
 */
export async function latestChecklistResponse(
  db: Database,
  scope: AssessmentScope,
  lang: Language,
) {
  const submissions = await submissionsOf(db, scope);
  const latest = submissions.at(-1);
  const responses = latest ? (checklistAnswers(latest.answers) ?? []) : [];
  const result = scoreChecklistResponse(responses);
  const critical = new Set(result?.critical_non_compliant ?? []);
  const rows = responses
    .flatMap((response) => {
      const question = QUESTIONS.get(response.question_id);
      if (!question) return [];
      return [
        {
          id: question.id,
          category: question.category,
          text: question.text[lang],
          critical: question.critical,
          answer: response.answer,
          comment: response.comment,
        },
      ];
    })
    .sort(
      (a, b) =>
        Number(critical.has(b.id)) - Number(critical.has(a.id)) ||
        CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category),
    );
  return { count: submissions.length, submittedAt: latest?.createdAt ?? null, rows, result };
}

/** GET /operation/checklist/{id}/detail/: the link, the latest response and its score. */
export async function checklistDetail(
  ctx: Pick<AppContext, 'db' | 'config' | 'linkTokens'>,
  caller: Caller,
  id: string,
  lang: Language,
): Promise<ChecklistDetail> {
  const found = await findAssessment(ctx.db, caller, { id, type: 'checklist' }, lang);
  const { count, submittedAt, rows, result } = await latestChecklistResponse(
    ctx.db,
    { orgId: caller.orgId, assessmentId: found.row.id },
    lang,
  );
  const link = await currentLink(ctx, { orgId: caller.orgId, assessmentId: found.row.id });
  return {
    ...found.presented,
    deadline: deadlineOf(found.row.inputs),
    url: link?.url ?? null,
    token_expires_at: link?.token_expires_at ?? null,
    responses_count: count,
    submitted_at: submittedAt?.toISOString() ?? null,
    responses: rows,
    result: result
      ? {
          score: result.score,
          compliance_percent: result.compliance_percent,
          risk_level: result.risk_level,
          heat_level: result.heat_level,
          applicable: result.applicable,
          compliant: result.compliant,
          critical_non_compliant: result.critical_non_compliant,
          non_compliant: result.non_compliant,
          by_category: result.by_category,
          explanation: result.steps.map((step) => ({
            id: step.id,
            text: explainStep(step, lang),
            value: step.value,
            part: null,
          })),
        }
      : null,
  };
}

/** The answer of a link past its deadline: it says so, and stores nothing. */
function closed(opened: OpenedLink, lang: Language) {
  return new AppError(410, 'checklist.closed', 'detail', {
    deadline: new Intl.DateTimeFormat(localeOf(lang), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(opened.link.expiresAt),
  });
}

/** GET /operation/checklist/{uid}/{token}/: what the response page shows. */
export function checklistActivation(opened: OpenedLink, lang: Language): ChecklistActivation {
  if (opened.expired) throw closed(opened, lang);
  return {
    title: opened.assessment.name,
    organization_name: opened.organizationName,
    deadline: opened.link.expiresAt.toISOString(),
    questions: checklistQuestions(lang),
  };
}

/** POST /operation/checklist/{uid}/{token}/: the response stored, the checklist scored. */
export async function submitChecklist(
  db: Database,
  opened: OpenedLink,
  body: ChecklistResponseBody,
  lang: Language,
) {
  if (opened.expired) throw closed(opened, lang);
  const answers = body.responses.map((response) => ({
    question_id: response.question_id,
    answer: response.answer,
    comment: response.comment ?? '',
  }));
  await storeSubmission(db, opened, { kind: 'checklist', answers });
}
