import {
  QEC_DETAILS_LETTERS,
  QEC_DETAILS_WHEN,
  QEC_EXPOSURES,
  QEC_GENDERS,
  QEC_WORKER_QUESTIONS,
  observerComplete,
  qecSubmissionSchema,
  requiredObserverItems,
  translate,
  type Language,
  type PublicLink,
  type QecActivation,
  type QecDetail,
  type QecResultDocument,
  type QecSubmission,
  type QecSummary,
  type QecWorkerForm,
  type ExplainedStep,
} from '@ergo/contracts';
import { observerAnswers, scoreQecAssessment, submissionsOf, workerAnswers } from '@ergo/analysis';
import { explainStep, QEC_ITEM_LETTERS, QEC_WORKER_ITEMS, type ScoreStep } from '@ergo/ergonomics';
import type { Database } from '@ergo/db';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';
import { findAssessment } from '../assessments/find-assessment';
import { currentLink, openLink, revokeLinks, type OpenedLink } from '../survey-links/public-links';
import { storeSubmission } from './store-submission';

const DAY = 86_400_000;
/** How long a workers' link stays open unless the ergonomist says otherwise. */
export const QEC_LINK_DAYS = 30;

const label = (name: string, lang: Language) => translate(`methods.qec.fields.${name}.label`, lang);
const optionLabel = (name: string, code: string, lang: Language) =>
  translate(`methods.qec.fields.${name}.options.${code}`, lang);

async function findQec(ctx: Pick<AppContext, 'db'>, caller: Caller, id: string, lang?: Language) {
  return findAssessment(ctx.db, caller, { id, type: 'qec' }, lang);
}

/** GET /operation/qec/{id}/detail/: the assessment, which parts exist, its link, what was measured. */
export async function qecDetail(
  ctx: Pick<AppContext, 'db' | 'config' | 'linkTokens'>,
  caller: Caller,
  id: string,
  lang: Language,
): Promise<QecDetail> {
  const found = await findQec(ctx, caller, id, lang);
  const observer = observerAnswers(found.row.inputs);
  const scope = { orgId: caller.orgId, assessmentId: found.row.id };
  const submissions = await submissionsOf(ctx.db, scope);
  const link = await currentLink(ctx, scope);
  return {
    ...found.presented,
    observer_qec_created: observerComplete(observer),
    worker_qec_created: submissions.length > 0,
    workers_count: submissions.length,
    url: link?.url ?? null,
    token_expires_at: link?.token_expires_at ?? null,
    measured: found.row.measured,
    observer_missing: requiredObserverItems(observer).filter((item) => !observer[item]),
  };
}

/** POST /operation/qec/{id}/: a new workers' link (the previous one stops working). */
export async function openQecLink(
  ctx: AppContext,
  caller: Caller,
  id: string,
  days = QEC_LINK_DAYS,
): Promise<PublicLink> {
  const found = await findQec(ctx, caller, id);
  return ctx.db.transaction((tx) =>
    openLink(ctx, tx, {
      orgId: caller.orgId,
      assessmentId: found.row.id,
      kind: 'qec',
      expiresAt: new Date(Date.now() + days * DAY),
      userId: caller.userId,
    }),
  );
}

/** DELETE /operation/qec/{id}/: the workers' link stops working at once. */
export async function revokeQecLink(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const found = await findQec(ctx, caller, id);
  await revokeLinks(ctx.db, { orgId: caller.orgId, assessmentId: found.row.id });
}

/** A QEC step's exposure, from its id (`qec.<exposure>.…`); null for the total and the action. */
function exposureOfStep(step: ScoreStep): string | null {
  const part = step.id.split('.')[1] ?? '';
  return (QEC_EXPOSURES as readonly string[]).includes(part) ? part : null;
}

function explained(steps: readonly ScoreStep[], lang: Language): ExplainedStep[] {
  return steps.map((step) => ({
    id: step.id,
    text: explainStep(step, lang),
    value: step.value,
    part: exposureOfStep(step),
    ...(step.table
      ? { table: step.table, row: step.row ?? null, column: step.column ?? null }
      : {}),
  }));
}

/**
 * GET /operation/qec/{id}/result/: the exposures of the observer part with all workers' answers
 * combined, or with one worker's (`worker`). 409 while a part is missing, saying which.
 */
export async function qecResult(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  id: string,
  worker: string | undefined,
  lang: Language,
): Promise<QecResultDocument> {
  const found = await findQec(ctx, caller, id);
  const observer = observerAnswers(found.row.inputs);
  if (!observerComplete(observer)) {
    const missing = requiredObserverItems(observer).filter((item) => !observer[item]);
    throw new AppError(409, 'qec.observer_incomplete', 'detail', {
      items: missing.map((item) => label(item, lang)).join(', '),
    });
  }
  const submissions = await submissionsOf(ctx.db, {
    orgId: caller.orgId,
    assessmentId: found.row.id,
  });
  const chosen = worker ? submissions.filter((s) => s.id === worker) : submissions;
  if (worker && chosen.length === 0) throw new AppError(404, 'qec.unknown_worker', 'worker');
  const answers = chosen.flatMap((s) => workerAnswers(s.answers) ?? []);
  const scored = scoreQecAssessment(observer, answers);
  if (!scored) throw new AppError(409, 'qec.no_worker_answers');
  const { result } = scored;
  return {
    exposures: Object.fromEntries(
      QEC_EXPOSURES.map((part) => [
        part,
        {
          score: result.exposures[part].score,
          level: result.exposures[part].level,
          pairs: result.exposures[part].pairs,
        },
      ]),
    ) as QecResultDocument['exposures'],
    exposure_percent: result.exposure_percent,
    total: result.total,
    total_max: result.total_max,
    back_task: result.back_task,
    action: result.action,
    action_label: explainStep(
      { id: 'qec.action', key: result.action_key, params: {}, value: null },
      lang,
    ),
    risk_level: result.risk_level,
    heat_level: result.heat_level,
    workers_count: answers.length,
    worker: worker ?? null,
    answers: Object.fromEntries(
      Object.entries(scored.answers as Record<string, string | undefined>).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    ),
    explanation: explained(result.steps, lang),
  };
}

/** A stored submission as the ergonomist reads it (null for a row that is not a QEC survey). */
function presentSubmission(row: {
  id: string;
  createdAt: Date;
  respondent: Record<string, unknown>;
  answers: unknown;
}): QecSubmission | null {
  const answers = workerAnswers(row.answers);
  if (!answers) return null;
  const raw = (row.answers ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const parsed = qecSubmissionSchema.safeParse({
    id: row.id,
    submitted_at: row.createdAt.toISOString(),
    job_title: row.respondent.job_title,
    gender: row.respondent.gender,
    age: row.respondent.age,
    working_years: row.respondent.working_years,
    answers,
    visual_demand_details: text(raw.visual_demand_details),
    work_pace_details: text(raw.work_pace_details),
    stress_details: text(raw.stress_details),
  });
  return parsed.success ? parsed.data : null;
}

/** GET /operation/qec/{id}/summary/: how many answered, each answer's count, every submission. */
export async function qecSummary(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  id: string,
): Promise<QecSummary> {
  const found = await findQec(ctx, caller, id);
  const submissions = (
    await submissionsOf(ctx.db, { orgId: caller.orgId, assessmentId: found.row.id })
  )
    .map(presentSubmission)
    .filter((s): s is QecSubmission => s !== null);
  const distribution: Record<string, Record<string, number>> = {};
  for (const [question, codes] of Object.entries(QEC_WORKER_ITEMS))
    distribution[question] = Object.fromEntries(codes.map((code) => [code, 0]));
  distribution.gender = Object.fromEntries(QEC_GENDERS.map((code) => [code, 0]));
  for (const submission of submissions) {
    for (const [question, code] of Object.entries(submission.answers)) {
      const counts = distribution[question];
      if (counts) counts[code] = (counts[code] ?? 0) + 1;
    }
    const genders = distribution.gender;
    genders[submission.gender] = (genders[submission.gender] ?? 0) + 1;
  }
  return { workers_count: submissions.length, distribution, submissions: submissions.reverse() };
}

/** GET /operation/qec/worker/{qec_id}/{token}/: the survey's questions, in the visitor's language. */
export function qecActivation(opened: OpenedLink, lang: Language): QecActivation {
  return {
    title: opened.assessment.name,
    organization_name: opened.organizationName,
    language: opened.ownerLanguage === 'tr' ? 'tr' : 'en',
    token_expires_at: opened.link.expiresAt.toISOString(),
    questions: QEC_WORKER_QUESTIONS.map(({ name, details }) => ({
      name,
      letter: QEC_ITEM_LETTERS[name],
      label: label(name, lang),
      options: QEC_WORKER_ITEMS[name].map((code) => ({
        code,
        label: optionLabel(name, code, lang),
      })),
      details: details
        ? {
            name: details,
            letter: QEC_DETAILS_LETTERS[details],
            label: label(details, lang),
            when: [...QEC_DETAILS_WHEN[details].answers],
          }
        : null,
    })),
  };
}

/** POST /operation/qec/worker/{qec_id}/{token}/: one worker's survey stored, the score follows. */
export async function submitQecSurvey(db: Database, opened: OpenedLink, form: QecWorkerForm) {
  if (opened.expired) throw new AppError(404, 'qec.activation_failed');
  const { job_title, gender, age, working_years, ...answers } = form;
  await storeSubmission(db, opened, {
    kind: 'qec',
    respondent: { job_title, gender, age, working_years },
    answers,
  });
}
