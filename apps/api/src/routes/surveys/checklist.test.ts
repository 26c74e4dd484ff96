import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHECKLIST_QUESTIONS, scoreChecklist, type ChecklistAnswer } from '@ergo/ergonomics';
import { assessmentId, publicLinks, surveySubmissions } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { createSurvey, linkParts, surveyTask } from './test-helpers';

const t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '10000' });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function newChecklist(user: SignedIn, deadline = inDays(14)) {
  const target = await surveyTask(t, user);
  const created = await createSurvey(t, user, target, { type: 'checklist', deadline });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: string; url: string; token_expires_at: string; status: string }>();
}

const formPath = (url: string) => {
  const { id, token } = linkParts(url);
  return `/api/operation/checklist/${id}/${token}/`;
};

/** Every question answered: YES, except the given ones. */
function answers(overrides: Record<string, ChecklistAnswer> = {}) {
  return CHECKLIST_QUESTIONS.map((question) => ({
    question_id: question.id,
    answer: overrides[question.id] ?? 'YES',
    comment: '',
  }));
}

const critical = CHECKLIST_QUESTIONS.find((q) => q.critical);
const ordinary = CHECKLIST_QUESTIONS.filter((q) => !q.critical);

describe('checklist: create and link', () => {
  it('creates a checklist with a deadline and its response link', async () => {
    const user = await signUp(t);
    const deadline = inDays(10);
    const created = await newChecklist(user, deadline);
    expect(created.url).toMatch(new RegExp(`^http://app.test/checklist/${created.id}/[\\w-]{43}$`));
    expect(created.token_expires_at).toBe(deadline);
    expect(created.status).toBe('pending');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/operation/checklist/${created.id}/detail/`,
      headers: user.headers,
    });
    expect(detail.json()).toMatchObject({
      url: created.url,
      deadline,
      responses_count: 0,
      responses: [],
      result: null,
      status_message: "Waiting for the checklist's response",
    });
  });

  it.each([
    [undefined, 'Deadline is required'],
    ['soon', 'Enter a valid date and time'],
    [new Date(Date.now() - 60_000).toISOString(), 'The deadline must be in the future'],
    [inDays(400), 'The deadline can be at most a year ahead'],
  ])('refuses the deadline %s', async (deadline, message) => {
    const user = await signUp(t);
    const target = await surveyTask(t, user);
    const response = await createSurvey(t, user, target, {
      type: 'checklist',
      ...(deadline === undefined ? {} : { deadline }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ field: 'deadline', message }] });
  });

  it('gives the questions grouped, in the asked language', async () => {
    const user = await signUp(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/operation/checklist/questions/?language=tr',
      headers: user.headers,
    });
    const groups = response.json<{ category: string; label: string; questions: unknown[] }[]>();
    expect(groups.map((g) => g.category)).toEqual([
      'workstation',
      'environment',
      'safety',
      'organisation',
    ]);
    expect(groups[0]?.label).toBe('Çalışma istasyonu');
    expect(groups.reduce((n, g) => n + g.questions.length, 0)).toBe(CHECKLIST_QUESTIONS.length);
  });
});

describe('checklist: the public response', () => {
  it('opens with the title, organization and questions only', async () => {
    const user = await signUp(t);
    const created = await newChecklist(user);
    const response = await t.app.inject({ method: 'GET', url: formPath(created.url) });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'deadline',
      'organization_name',
      'questions',
      'title',
    ]);
  });

  it('names every unanswered question, and stores nothing', async () => {
    const user = await signUp(t);
    const created = await newChecklist(user);
    const partial = answers().slice(2);
    const response = await t.app.inject({
      method: 'POST',
      url: formPath(created.url),
      payload: { responses: partial },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: CHECKLIST_QUESTIONS.slice(0, 2).map((q) => ({
        field: q.id,
        message: 'Please answer this question',
      })),
    });
    const stored = await t.ctx.db
      .select()
      .from(surveySubmissions)
      .where(eq(surveySubmissions.organizationId, user.orgId));
    expect(stored).toHaveLength(0);
  });

  it('scores the response as the scorer does, critical items answered No first', async () => {
    const user = await signUp(t);
    const created = await newChecklist(user);
    const no = { [critical?.id ?? '']: 'NO', [ordinary[0]?.id ?? '']: 'NO' } as Record<
      string,
      ChecklistAnswer
    >;
    const na = { [ordinary[1]?.id ?? '']: 'NOT_APPLICABLE' } as Record<string, ChecklistAnswer>;
    const body = answers({ ...no, ...na }).map((response, index) =>
      index === 0 ? { ...response, comment: '<b>chair</b> is broken' } : response,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: formPath(created.url),
      headers: { 'accept-language': 'tr' },
      payload: { responses: body },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ detail: 'Formunuz başarıyla gönderildi' });
    const expected = scoreChecklist(Object.fromEntries(body.map((r) => [r.question_id, r.answer])));
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/operation/checklist/${created.id}/detail/`,
        headers: user.headers,
      })
    ).json<{
      status: string;
      score: number;
      risk_level: string;
      responses: { id: string; answer: string; comment: string }[];
      result: { compliance_percent: number; risk_level: string; critical_non_compliant: string[] };
    }>();
    expect(detail.result.compliance_percent).toBe(expected.compliance_percent);
    expect(detail.result.risk_level).toBe(expected.risk_level);
    expect(detail.result.critical_non_compliant).toEqual([critical?.id]);
    expect(detail).toMatchObject({
      status: 'completed',
      score: expected.compliance_percent,
      risk_level: expected.risk_level,
    });
    expect(detail.responses[0]).toMatchObject({ id: critical?.id, answer: 'NO' });
    expect(detail.responses.find((r) => r.id === body[0]?.question_id)?.comment).toBe(
      '<b>chair</b> is broken',
    );
  });

  it('after the deadline: a clear message, and nothing stored', async () => {
    const user = await signUp(t);
    const created = await newChecklist(user);
    await t.ctx.db
      .update(publicLinks)
      .set({ expiresAt: new Date('2026-01-05T09:30:00Z') })
      .where(
        and(
          eq(publicLinks.organizationId, user.orgId),
          eq(publicLinks.assessmentId, assessmentId(created.id)),
        ),
      );
    const get = await t.app.inject({ method: 'GET', url: formPath(created.url) });
    expect(get.statusCode).toBe(410);
    expect(get.json()).toEqual({
      errors: [
        {
          field: 'detail',
          message:
            'This checklist closed on 5 January 2026 at 09:30 and no longer accepts responses.',
        },
      ],
    });
    const post = await t.app.inject({
      method: 'POST',
      url: formPath(created.url),
      payload: { responses: answers() },
    });
    expect(post.statusCode).toBe(410);
    const stored = await t.ctx.db
      .select()
      .from(surveySubmissions)
      .where(eq(surveySubmissions.organizationId, user.orgId));
    expect(stored).toHaveLength(0);
  });

  it('a wrong token or a QEC path answers the activation failure', async () => {
    const user = await signUp(t);
    const created = await newChecklist(user);
    const { id, token } = linkParts(created.url);
    for (const url of [
      `/api/operation/checklist/${id}/${'A'.repeat(43)}/`,
      `/api/operation/qec/worker/${id}/${token}/`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ field: 'detail', message: 'Failed to retrieve activation parameters.' }],
      });
    }
  });
});

describe('checklist: organization isolation', () => {
  it('answers 404 to another organization', async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const created = await newChecklist(owner);
    for (const url of [
      `/api/operation/checklist/${created.id}/detail/`,
      `/api/operation/checklist/${created.id}/`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: intruder.headers });
      expect(response.statusCode, url).toBe(404);
    }
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/checklist/${created.id}/update/`,
      headers: intruder.headers,
      payload: { inputs: { deadline: inDays(3) } },
    });
    expect(patch.statusCode).toBe(404);
  });

  it('a changed deadline moves the link expiry', async () => {
    const user = await signUp(t);
    const created = await newChecklist(user);
    const later = inDays(30);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/checklist/${created.id}/update/`,
      headers: user.headers,
      payload: { inputs: { deadline: later } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/operation/checklist/${created.id}/detail/`,
      headers: user.headers,
    });
    expect(detail.json()).toMatchObject({ deadline: later, token_expires_at: later });
  });
});
