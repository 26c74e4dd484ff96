import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKLIST_QUESTIONS } from '@ergo/ergonomics';
import { type AssessmentId, assessmentId, assessments, surveySubmissions } from '@ergo/db';
import { createTestApp, signUp, type SignedIn, type TestApp } from '../../../test/helpers';
import { createSurvey, linkParts, OBSERVER, surveyTask, WORKER } from './test-helpers';

/*
 * Issue 29, item 2: answers sent to one public link at the same moment were lost on PostgreSQL
 * (each submission's foreign key share-locked the assessment, then its score update waited for
 * the others' locks: a deadlock), and the lost ones still used up the link's hourly allowance.
 */
const PARALLEL = 20;
const t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '10000' });
const SERVER_ERROR = {
  errors: [{ field: 'detail', message: 'Server error. Please try again later.' }],
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** A QEC with its observer part done, and the path its workers post to. */
async function qecForm(app: TestApp, user: SignedIn) {
  const target = await surveyTask(app, user);
  const created = await createSurvey(app, user, target, { type: 'qec', ...OBSERVER });
  expect(created.statusCode, created.body).toBe(201);
  const id = assessmentId(created.json<{ id: string }>().id);
  const link = await app.app.inject({
    method: 'POST',
    url: `/api/operation/qec/${id}/`,
    headers: user.headers,
    payload: {},
  });
  expect(link.statusCode, link.body).toBe(201);
  const parts = linkParts(link.json<{ url: string }>().url);
  return { id, path: `/api/operation/qec/worker/${parts.id}/${parts.token}/` };
}

/** A checklist open for a week, and the path its responses are posted to. */
async function checklistForm(app: TestApp, user: SignedIn) {
  const target = await surveyTask(app, user);
  const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const created = await createSurvey(app, user, target, { type: 'checklist', deadline });
  expect(created.statusCode, created.body).toBe(201);
  const { id, url } = created.json<{ id: string; url: string }>();
  const parts = linkParts(url);
  return { id: assessmentId(id), path: `/api/operation/checklist/${parts.id}/${parts.token}/` };
}

const checklistBody = {
  responses: CHECKLIST_QUESTIONS.map((q) => ({ question_id: q.id, answer: 'YES', comment: '' })),
};

function post(app: TestApp, path: string, payload: object) {
  return app.app.inject({ method: 'POST', url: path, payload });
}

/** `n` submissions at the same moment; their status codes, in order. */
async function together(app: TestApp, path: string, payload: object, n = PARALLEL) {
  const answers = await Promise.all(Array.from({ length: n }, () => post(app, path, payload)));
  return answers.map((answer) => answer.statusCode);
}

async function storedCount(user: SignedIn, assessmentId: AssessmentId) {
  const rows = await t.ctx.db
    .select({ id: surveySubmissions.id })
    .from(surveySubmissions)
    .where(
      and(
        eq(surveySubmissions.organizationId, user.orgId),
        eq(surveySubmissions.assessmentId, assessmentId),
      ),
    );
  return rows.length;
}

/** What the database says when two transactions wait for each other (SQLSTATE 40P01). */
function deadlock() {
  return Object.assign(new Error('deadlock detected'), { code: '40P01' });
}

describe('public forms: submissions at the same moment', () => {
  it(`stores all ${PARALLEL} workers' surveys sent at once to one QEC link, and scores them`, async () => {
    const user = await signUp(t);
    const form = await qecForm(t, user);
    const codes = await together(t, form.path, WORKER);
    expect(codes).toEqual(Array.from({ length: PARALLEL }, () => 201));
    expect(await storedCount(user, form.id)).toBe(PARALLEL);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/operation/qec/${form.id}/detail/`,
      headers: user.headers,
    });
    expect(detail.json()).toMatchObject({ workers_count: PARALLEL });
    const [row] = await t.ctx.db
      .select({ status: assessments.status, score: assessments.score })
      .from(assessments)
      .where(and(eq(assessments.id, form.id), eq(assessments.organizationId, user.orgId)));
    expect(row?.status).toBe('completed');
    expect(row?.score).not.toBeNull();
  });

  it(`stores all ${PARALLEL} checklist responses sent at once to one link`, async () => {
    const user = await signUp(t);
    const form = await checklistForm(t, user);
    const codes = await together(t, form.path, checklistBody);
    expect(codes).toEqual(Array.from({ length: PARALLEL }, () => 201));
    expect(await storedCount(user, form.id)).toBe(PARALLEL);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/operation/checklist/${form.id}/detail/`,
      headers: user.headers,
    });
    expect(detail.json()).toMatchObject({ responses_count: PARALLEL, result: { score: 100 } });
  });
});

describe('public forms: a conflict of the database', () => {
  it('retries a deadlock once: the survey is stored', async () => {
    const user = await signUp(t);
    const form = await qecForm(t, user);
    vi.spyOn(t.ctx.db, 'transaction').mockRejectedValueOnce(deadlock());
    const answer = await post(t, form.path, WORKER);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await storedCount(user, form.id)).toBe(1);
  });

  it("answers 503 'Server error' when the retry fails too, and stores nothing", async () => {
    const user = await signUp(t);
    const form = await checklistForm(t, user);
    vi.spyOn(t.ctx.db, 'transaction')
      .mockRejectedValueOnce(deadlock())
      .mockRejectedValueOnce(Object.assign(new Error('could not serialize'), { code: '40001' }));
    const answer = await post(t, form.path, checklistBody);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(SERVER_ERROR);
    expect(await storedCount(user, form.id)).toBe(0);
  });
});

describe("public forms: the link's hourly allowance", () => {
  it('counts every stored submission, even sent at once, and no failed one', async () => {
    const limited = await createTestApp({
      FORM_RATE_LIMIT_PER_MINUTE: '10000',
      FORM_LINK_LIMIT_PER_HOUR: String(PARALLEL),
    });
    const user = await signUp(limited);
    const form = await qecForm(limited, user);
    // Two failures first (the database in conflict twice each time): they use up nothing.
    const conflicts = vi.spyOn(limited.ctx.db, 'transaction');
    for (let i = 0; i < 4; i += 1) conflicts.mockRejectedValueOnce(deadlock());
    expect((await post(limited, form.path, WORKER)).statusCode).toBe(503);
    expect((await post(limited, form.path, WORKER)).statusCode).toBe(503);
    conflicts.mockRestore();
    // An invalid form is refused before it is stored: it uses up nothing either.
    expect((await post(limited, form.path, { ...WORKER, age: 'old' })).statusCode).toBe(400);
    const codes = await together(limited, form.path, WORKER, PARALLEL + 5);
    expect(codes.filter((code) => code === 201)).toHaveLength(PARALLEL);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
    expect((await post(limited, form.path, WORKER)).statusCode).toBe(429);
  });
});
