import { registerMethod, type Assessment } from '@ergo/contracts';
import { describe, expect, it } from 'vitest';
import { pageTexts, fetchReport } from '../src/routes/exports/report-test-helpers';
import { createTestApp, signUp, type SignedIn } from './helpers';
import { toySurvey } from './toy-survey/toy-survey';

// Registered before the app is built: every route reads the registry when it runs.
registerMethod(toySurvey);
const t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '10000' });

async function toySurveyAssessment(user: SignedIn) {
  const op = await t.app.inject({
    method: 'POST',
    url: '/api/operation/create/',
    headers: user.headers,
    payload: { name: `Packing hall ${Math.random()}` },
  });
  const opId = op.json<{ id: string }>().id;
  const task = await t.app.inject({
    method: 'POST',
    url: `/api/operation/${opId}/tasks/create/`,
    headers: user.headers,
    payload: { name: 'Packing', assessment_types: ['toysurvey'] },
  });
  expect(task.statusCode, task.body).toBe(201);
  const create = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operation/${opId}/assessment/create/`,
      headers: user.headers,
      payload: {
        task: task.json<{ id: string }>().id,
        type: 'toysurvey',
        name: 'Rest breaks',
        ...payload,
      },
    });
  // its inputs are validated by its own schema
  const refused = await create({ shift: 'EVENING' });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual({
    errors: [{ field: 'shift', message: 'Please select a valid option' }],
  });
  const created = await create({ shift: 'NIGHT' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Assessment & { url: string; token_expires_at: string }>();
}

/** `<origin>/survey/toysurvey/<id>/<token>` → the public route of that link. */
function publicPath(url: string, kind = 'toysurvey') {
  const [, page, linkKind, id, token] = new URL(url).pathname.split('/');
  expect([page, linkKind]).toEqual(['survey', 'toysurvey']);
  return `/api/operation/survey/${kind}/${id}/${token}/`;
}

const get = (user: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/operation/toysurvey/${url}`, headers: user.headers });

describe('a toy survey method declared only in this test (a descriptor with a questionnaire)', () => {
  it('is created with its link, answered through it, scored, listed and reported', async () => {
    const user = await signUp(t, { organization: 'Toy Packing Ltd' });
    const created = await toySurveyAssessment(user);
    expect(created).toMatchObject({
      type: 'toysurvey',
      status: 'pending',
      status_message: 'Waiting for the first answers',
      inputs: { shift: 'NIGHT' },
      score: null,
    });
    expect(created.url).toMatch(
      new RegExp(`^http://app.test/survey/toysurvey/${created.id}/[\\w-]{43}$`),
    );
    const form = publicPath(created.url);

    // the public form: title, organization and questions in the visitor's language, no login
    const opened = await t.app.inject({ method: 'GET', url: form });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      title: 'Rest breaks',
      organization_name: 'Toy Packing Ltd',
      expires_at: created.token_expires_at,
      questions: [
        { id: 'breaks', text: 'Do you get a break every hour?' },
        { id: 'discomfort', choices: [{ value: 'NEVER', text: 'Never' }, {}, {}] },
      ],
    });
    const inTurkish = await t.app.inject({
      method: 'GET',
      url: form,
      headers: { 'accept-language': 'tr' },
    });
    expect(inTurkish.json<{ questions: { text: string }[] }>().questions[0]?.text).toBe(
      'Her saat mola veriyor musunuz?',
    );

    // answers are validated against its questions, in the visitor's language
    const post = (answers: Record<string, string>, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: form,
        headers: { 'accept-language': lang },
        payload: { answers },
      });
    const wrong = await post({ breaks: 'MAYBE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errors: [
        { field: 'answers.breaks', message: 'Please select a valid option' },
        { field: 'answers.discomfort', message: 'This field is required' },
      ],
    });
    const extra = await post({ breaks: 'NO', discomfort: 'OFTEN', mood: 'FINE' }, 'tr');
    expect(extra.statusCode).toBe(400);
    expect(extra.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'answers',
    ]);
    expect((await get(user, `${created.id}/`)).json<Assessment>().score).toBeNull();

    // scored by its own function over every respondent
    expect((await post({ breaks: 'NO', discomfort: 'OFTEN' })).statusCode).toBe(201);
    expect((await get(user, `${created.id}/`)).json<Assessment>()).toMatchObject({
      status: 'completed',
      status_message: 'Answered',
      score: 100,
      risk_level: 'high',
    });
    const second = await post({ breaks: 'YES', discomfort: 'NEVER' }, 'tr');
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ detail: expect.any(String) });
    expect((await get(user, `${created.id}/`)).json<Assessment>()).toMatchObject({
      score: 50,
      risk_level: 'medium',
    });

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/operation/assessments/?type=toysurvey',
      headers: user.headers,
    });
    expect(listed.json<Assessment[]>().map((a) => [a.id, a.score])).toEqual([[created.id, 50]]);

    for (const language of ['en', 'tr'] as const) {
      const pages = pageTexts((await fetchReport(t, user, created, language)).rawPayload).join(
        '\n',
      );
      expect(pages).toContain('Rest breaks');
      expect(pages).toContain('TOY-S');
      expect(pages).toContain(language === 'en' ? 'A toy survey of rest breaks' : 'deneme anketi');
      expect(pages).toMatch(language === 'en' ? /50\s?%/ : /%\s?50/);
    }
  });

  it('opens nothing at another kind, a wrong token, or another method’s form', async () => {
    const user = await signUp(t);
    const created = await toySurveyAssessment(user);
    const [, , , id, token] = new URL(created.url).pathname.split('/');
    for (const url of [
      publicPath(created.url, 'checklist'),
      publicPath(created.url, 'qec'),
      publicPath(created.url, 'unknown'),
      `/api/operation/survey/toysurvey/${id}/${'x'.repeat(43)}/`,
      `/api/operation/survey/toysurvey/${crypto.randomUUID()}/${token}/`,
      `/api/operation/checklist/${id}/${token}/`,
      `/api/operation/qec/worker/${id}/${token}/`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      const posted = await t.app.inject({
        method: 'POST',
        url,
        payload: { answers: { breaks: 'NO', discomfort: 'OFTEN' } },
      });
      expect([400, 404], url).toContain(posted.statusCode);
    }
    // a revoked link (the assessment deleted) opens nothing either
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/operation/assessment/${created.id}/delete/`,
      headers: user.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: publicPath(created.url) })).statusCode).toBe(
      404,
    );
  });
});
