import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scoreQec } from '@ergo/ergonomics';
import { assessmentId, assessments, organizations, publicLinks, surveySubmissions } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { createSurvey, linkParts, OBSERVER, surveyTask, WORKER } from './test-helpers';

const t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '10000' });

async function newQec(user: SignedIn, observer: Record<string, unknown> = {}) {
  const target = await surveyTask(t, user);
  const created = await createSurvey(t, user, target, { type: 'qec', ...observer });
  expect(created.statusCode, created.body).toBe(201);
  const body = created.json<{ id: string; status: string; status_message: string }>();
  return { ...body, id: assessmentId(body.id) };
}

async function openLink(user: SignedIn, id: string, payload: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/operation/qec/${id}/`,
    headers: user.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string; token_expires_at: string }>();
}

const survey = (url: string) => {
  const { id, token } = linkParts(url);
  return `/api/operation/qec/worker/${id}/${token}/`;
};

function submit(url: string, form: Record<string, unknown>, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: survey(url),
    headers: { 'accept-language': lang },
    payload: form,
  });
}

const ACTIVATION_FAILED = {
  errors: [{ field: 'detail', message: 'Failed to retrieve activation parameters.' }],
};

describe('QEC: create, observer part, workers link', () => {
  it('creates a QEC without a video for one credit; it waits for both parts', async () => {
    const user = await signUp(t);
    const [before] = await t.ctx.db
      .select({ credit: organizations.credit })
      .from(organizations)
      .where(eq(organizations.id, user.orgId));
    const created = await newQec(user, { back_posture: 'ALMOST_NEUTRAL' });
    expect(created.status).toBe('pending');
    expect(created.status_message).toBe(
      "Waiting for the observer's items and the workers' answers",
    );
    const [after] = await t.ctx.db
      .select({ credit: organizations.credit })
      .from(organizations)
      .where(eq(organizations.id, user.orgId));
    expect(after?.credit).toBe((before?.credit ?? 0) - 1);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/operation/qec/${created.id}/detail/`,
      headers: user.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      observer_qec_created: false,
      worker_qec_created: false,
      workers_count: 0,
      url: null,
      inputs: { back_posture: 'ALMOST_NEUTRAL' },
    });
    expect(detail.json<{ observer_missing: string[] }>().observer_missing).toContain('back_task');
  });

  it('waits only for the part still missing (issue 30: never for the observer once complete)', async () => {
    const user = await signUp(t);
    const status = async (id: string, lang = 'en') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/operation/qec/${id}/detail/`,
        headers: { ...user.headers, 'accept-language': lang },
      });
      return response.json<{ status: string; status_message: string }>();
    };
    // The observer's items complete, no worker yet: only the workers' answers are awaited.
    const observed = await newQec(user, OBSERVER);
    expect(observed.status_message).toBe("Waiting for the workers' answers");
    expect((await status(observed.id, 'tr')).status_message).toBe('Çalışan yanıtları bekleniyor');
    // A worker answered, the observer's items not filled in: only those are awaited.
    const answered = await newQec(user);
    await submit((await openLink(user, answered.id)).url, WORKER);
    expect(await status(answered.id)).toEqual(
      expect.objectContaining({
        status: 'pending',
        status_message: "Waiting for the observer's items",
      }),
    );
  });

  it('refuses a wrong observer code, and a checklist or QEC without credit', async () => {
    const user = await signUp(t);
    const target = await surveyTask(t, user);
    const wrong = await createSurvey(t, user, target, { type: 'qec', back_posture: 'BENT' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errors: [{ field: 'back_posture', message: expect.any(String) }],
    });
    await t.ctx.db.update(organizations).set({ credit: 0 }).where(eq(organizations.id, user.orgId));
    const broke = await createSurvey(t, user, target, { type: 'qec' });
    expect(broke.statusCode).toBe(402);
    const none = await t.ctx.db
      .select()
      .from(assessments)
      .where(eq(assessments.organizationId, user.orgId));
    expect(none).toHaveLength(0);
  });

  it('a video method still needs its video; a task must allow the type', async () => {
    const user = await signUp(t);
    const target = await surveyTask(t, user);
    const reba = await createSurvey(t, user, target, {
      type: 'reba',
      load: 'LESS_THAN_5',
      coupling: 'GOOD',
    });
    expect(reba.statusCode).toBe(400);
    expect(reba.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('video');
    const rula = await createSurvey(t, user, target, { type: 'rula', load: 'LESS_THAN_2KG' });
    expect(rula.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('type');
  });

  it('opens a link the app shows again, revokes it, and a new link replaces the old', async () => {
    const user = await signUp(t);
    const created = await newQec(user);
    const link = await openLink(user, created.id, { expires_in_days: 7 });
    expect(link.url).toMatch(new RegExp(`^http://app.test/qec/${created.id}/[A-Za-z0-9_-]{43}$`));
    const days = (Date.parse(link.token_expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/operation/qec/${created.id}/detail/`,
      headers: user.headers,
    });
    expect(detail.json()).toMatchObject({ url: link.url });
    // Stored hashed: the token itself is nowhere in the table.
    const [row] = await t.ctx.db
      .select()
      .from(publicLinks)
      .where(
        and(eq(publicLinks.organizationId, user.orgId), eq(publicLinks.assessmentId, created.id)),
      );
    expect(JSON.stringify(row)).not.toContain(linkParts(link.url).token);

    const opened = await t.app.inject({
      method: 'GET',
      url: survey(link.url),
      headers: { 'accept-language': 'tr' },
    });
    expect(opened.statusCode).toBe(200);
    const activation = opened.json<{
      title: string;
      organization_name: string;
      questions: { name: string; label: string; details: { letter: string } | null }[];
    }>();
    expect(activation.title).toBe('Packing survey');
    expect(activation.questions.map((q) => q.name)).toEqual([
      'max_weight_handled',
      'time_spent',
      'max_force_level',
      'visual_demand',
      'driving',
      'vibration',
      'work_pace',
      'stress',
    ]);
    expect(activation.questions[6]?.label).toBe('Bu işin temposuna yetişmekte zorlanıyor musunuz?');
    expect(activation.questions.flatMap((q) => q.details?.letter ?? [])).toEqual(['N', 'P', 'Q']);
    // Nothing beyond the form's title and the organization's name.
    expect(Object.keys(activation).sort()).toEqual(
      ['language', 'organization_name', 'questions', 'title', 'token_expires_at'].sort(),
    );

    const second = await openLink(user, created.id);
    expect(second.url).not.toBe(link.url);
    const old = await t.app.inject({ method: 'GET', url: survey(link.url) });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual(ACTIVATION_FAILED);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/operation/qec/${created.id}/`,
      headers: user.headers,
    });
    expect(revoke.statusCode).toBe(200);
    const revoked = await submit(second.url, WORKER);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual(ACTIVATION_FAILED);
  });

  it('refuses a link days value out of range', async () => {
    const user = await signUp(t);
    const created = await newQec(user);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operation/qec/${created.id}/`,
      headers: user.headers,
      payload: { expires_in_days: 365 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ field: 'expires_in_days', message: 'A link stays open for 1 to 90 days' }],
    });
  });
});

describe('QEC: the worker survey', () => {
  it('stores a valid survey, several workers separately', async () => {
    const user = await signUp(t);
    const created = await newQec(user);
    const link = await openLink(user, created.id);
    const first = await submit(link.url, WORKER);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ detail: 'Your form has been submitted successfully' });
    const second = await submit(link.url, { ...WORKER, job_title: 'Lead', gender: 'MALE' }, 'tr');
    expect(second.json()).toEqual({ detail: 'Formunuz başarıyla gönderildi' });
    const rows = await t.ctx.db
      .select()
      .from(surveySubmissions)
      .where(
        and(
          eq(surveySubmissions.organizationId, user.orgId),
          eq(surveySubmissions.assessmentId, created.id),
        ),
      );
    expect(rows.map((r) => r.respondent.job_title).sort()).toEqual(['Lead', 'Packer']);
  });

  it.each([
    ['visual_demand', 'HIGH', 'visual_demand_details'],
    ['work_pace', 'OFTEN', 'work_pace_details'],
    ['stress', 'MODERATELY', 'stress_details'],
    ['stress', 'VERY', 'stress_details'],
  ])('requires details when %s is %s', async (question, answer, box) => {
    const user = await signUp(t);
    const link = await openLink(user, (await newQec(user)).id);
    const missing = await submit(link.url, { ...WORKER, [question]: answer });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      errors: [{ field: box, message: 'Please describe it in this box' }],
    });
    const filled = await submit(link.url, { ...WORKER, [question]: answer, [box]: 'Tiny labels' });
    expect(filled.statusCode).toBe(201);
  });

  it('does not ask for details otherwise, and drops details the answers do not open', async () => {
    const user = await signUp(t);
    const created = await newQec(user);
    const link = await openLink(user, created.id);
    const response = await submit(link.url, { ...WORKER, stress: 'MILDLY', stress_details: 'x' });
    expect(response.statusCode).toBe(201);
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/operation/qec/${created.id}/summary/`,
      headers: user.headers,
    });
    expect(
      summary.json<{ submissions: { stress_details: unknown }[] }>().submissions[0],
    ).toMatchObject({ stress_details: null });
  });

  it('lists every invalid field in the caller language', async () => {
    const user = await signUp(t);
    const link = await openLink(user, (await newQec(user)).id);
    const response = await submit(
      link.url,
      { job_title: '', age: 'old', working_years: '', gender: 'X', stress: 'VERY' },
      'tr',
    );
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: { field: string; message: string }[] }>().errors;
    const message = (field: string) => errors.find((e) => e.field === field)?.message;
    expect(errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['job_title', 'gender', 'age', 'working_years', 'driving']),
    );
    // An empty number is unanswered; the details box is named in the same first answer.
    expect(message('working_years')).toBe('Lütfen bu soruyu yanıtlayın');
    expect(message('stress_details')).toBe('Lütfen bu kutuya kısa bir açıklama yazın');
  });

  it('answers the same 404 for a wrong token, an expired link, another id, a malformed token', async () => {
    const user = await signUp(t);
    const a = await newQec(user);
    const b = await newQec(user);
    const link = await openLink(user, a.id);
    const { token } = linkParts(link.url);
    const wrongToken = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const attempts = [
      `/api/operation/qec/worker/${a.id}/${wrongToken}/`,
      `/api/operation/qec/worker/${b.id}/${token}/`,
      `/api/operation/qec/worker/00000000-0000-4000-8000-000000000000/${token}/`,
      `/api/operation/qec/worker/${a.id}/short/`,
      `/api/operation/qec/worker/not-a-uuid/${token}/`,
    ];
    for (const url of attempts) {
      const get = await t.app.inject({ method: 'GET', url });
      expect(get.statusCode, url).toBe(404);
      expect(get.json()).toEqual(ACTIVATION_FAILED);
      const post = await t.app.inject({ method: 'POST', url, payload: WORKER });
      expect(post.statusCode, url).toBe(404);
    }
    await t.ctx.db
      .update(publicLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(publicLinks.organizationId, user.orgId), eq(publicLinks.assessmentId, a.id)));
    const expired = await submit(link.url, WORKER);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(ACTIVATION_FAILED);
    const stored = await t.ctx.db
      .select()
      .from(surveySubmissions)
      .where(eq(surveySubmissions.organizationId, user.orgId));
    expect(stored).toHaveLength(0);
  });

  it('refuses a body over the form size and keeps the text a worker types as text', async () => {
    const user = await signUp(t);
    const created = await newQec(user);
    const link = await openLink(user, created.id);
    const big = await submit(link.url, { ...WORKER, job_title: 'x'.repeat(100_000) });
    expect(big.statusCode).toBe(413);
    const html = '<img src=x onerror=alert(1)>';
    const ok = await submit(link.url, {
      ...WORKER,
      job_title: html,
      stress: 'VERY',
      stress_details: html,
    });
    expect(ok.statusCode).toBe(201);
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/operation/qec/${created.id}/summary/`,
      headers: user.headers,
    });
    expect(summary.json()).toMatchObject({
      submissions: [{ job_title: html, stress_details: html }],
    });
  });
});

describe('QEC: result and summary', () => {
  it('scores as the ergonomics scorer does; workers combine by the median answer', async () => {
    const user = await signUp(t);
    const created = await newQec(user);
    const link = await openLink(user, created.id);
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/operation/qec/${created.id}/result/`,
      headers: user.headers,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ errors: { message: string }[] }>().errors[0]?.message).toMatch(
      /^Fill in the observer's items first: Back posture/,
    );
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/qec/${created.id}/update/`,
      headers: user.headers,
      payload: { inputs: OBSERVER },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const noWorkers = await t.app.inject({
      method: 'GET',
      url: `/api/operation/qec/${created.id}/result/`,
      headers: user.headers,
    });
    expect(noWorkers.statusCode).toBe(409);
    expect(noWorkers.json()).toEqual({
      errors: [{ field: 'detail', message: 'No worker has answered the survey yet.' }],
    });

    const workers = [
      { ...WORKER, max_weight_handled: 'LIGHT', stress: 'MILDLY' },
      { ...WORKER, max_weight_handled: 'HEAVY', stress: 'VERY', stress_details: 'Targets' },
      { ...WORKER, max_weight_handled: 'VERY_HEAVY', stress: 'NOT_AT_ALL' },
      { ...WORKER, max_weight_handled: 'MODERATE', stress: 'MODERATELY', stress_details: 'Noise' },
    ];
    for (const form of workers) expect((await submit(link.url, form)).statusCode).toBe(201);

    const combined = (
      await t.app.inject({
        method: 'GET',
        url: `/api/operation/qec/${created.id}/result/`,
        headers: user.headers,
      })
    ).json<{
      exposure_percent: number;
      workers_count: number;
      answers: Record<string, string>;
      exposures: Record<string, { score: number; level: string }>;
      explanation: { part: string | null; text: string }[];
    }>();
    // Four answers: the upper of the two middle ones (MODERATE/HEAVY → HEAVY; MILDLY/MODERATELY → MODERATELY).
    expect(combined.answers).toMatchObject({ max_weight_handled: 'HEAVY', stress: 'MODERATELY' });
    const observer = OBSERVER;
    const { job_title: _j, gender: _g, age: _a, working_years: _w, ...answers } = WORKER;
    const expected = scoreQec({
      ...observer,
      ...answers,
      max_weight_handled: 'HEAVY',
      stress: 'MODERATELY',
    });
    expect(combined.workers_count).toBe(4);
    expect(combined.exposure_percent).toBe(expected.exposure_percent);
    for (const [part, exposure] of Object.entries(expected.exposures))
      expect(combined.exposures[part], part).toMatchObject({
        score: exposure.score,
        level: exposure.level,
      });
    expect(combined.explanation.some((step) => step.part === 'back')).toBe(true);

    const summary = (
      await t.app.inject({
        method: 'GET',
        url: `/api/operation/qec/${created.id}/summary/`,
        headers: user.headers,
      })
    ).json<{
      workers_count: number;
      distribution: Record<string, Record<string, number>>;
      submissions: { id: string; answers: Record<string, string> }[];
    }>();
    expect(summary.workers_count).toBe(4);
    expect(summary.distribution.max_weight_handled).toEqual({
      LIGHT: 1,
      MODERATE: 1,
      HEAVY: 1,
      VERY_HEAVY: 1,
    });
    const light = summary.submissions.find((s) => s.answers.max_weight_handled === 'LIGHT');
    const one = (
      await t.app.inject({
        method: 'GET',
        url: `/api/operation/qec/${created.id}/result/?worker=${light?.id}`,
        headers: user.headers,
      })
    ).json<{ workers_count: number; exposure_percent: number; worker: string }>();
    const alone = scoreQec({
      ...observer,
      ...answers,
      max_weight_handled: 'LIGHT',
      stress: 'MILDLY',
    });
    expect(one).toMatchObject({
      workers_count: 1,
      worker: light?.id,
      exposure_percent: alone.exposure_percent,
    });

    // The assessment carries the combined score like every other method, and is complete.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/operation/assessments/?type=qec`,
      headers: user.headers,
    });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: created.id,
        score: expected.exposure_percent,
        risk_level: expected.risk_level,
        status: 'completed',
      }),
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/operation/qec/${created.id}/result/?worker=00000000-0000-4000-8000-000000000000`,
      headers: user.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a correction of the observer part rescores at once', async () => {
    const user = await signUp(t);
    const created = await newQec(user, OBSERVER);
    const link = await openLink(user, created.id);
    await submit(link.url, WORKER);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/operation/qec/${created.id}/`,
      headers: user.headers,
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/qec/${created.id}/update/`,
      headers: user.headers,
      payload: { inputs: { back_posture: 'EXCESSIVELY_FLEXED_OR_TWISTED' } },
    });
    expect(patched.json<{ score: number }>().score).toBeGreaterThan(
      before.json<{ score: number }>().score,
    );
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/qec/${created.id}/update/`,
      headers: user.headers,
      payload: { inputs: { neck_posture: null } },
    });
    expect(cleared.json()).toMatchObject({ score: null, status: 'pending' });
  });
});

describe('QEC: organization isolation', () => {
  it('answers 404 to another organization on every route, and changes nothing', async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const created = await newQec(owner, OBSERVER);
    const link = await openLink(owner, created.id);
    await submit(link.url, WORKER);
    const base = `/api/operation/qec/${created.id}`;
    for (const [method, url] of [
      ['GET', `${base}/detail/`],
      ['GET', `${base}/result/`],
      ['GET', `${base}/summary/`],
      ['GET', `${base}/`],
      ['POST', `${base}/`],
      ['DELETE', `${base}/`],
      ['PATCH', `${base}/update/`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: intruder.headers,
        ...(method === 'PATCH' ? { payload: { inputs: { back_posture: 'ALMOST_NEUTRAL' } } } : {}),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // The owner's link still works: the intruder neither revoked nor replaced it.
    expect((await t.app.inject({ method: 'GET', url: survey(link.url) })).statusCode).toBe(200);
    const detail = await t.app.inject({
      method: 'GET',
      url: `${base}/detail/`,
      headers: owner.headers,
    });
    expect(detail.json()).toMatchObject({ url: link.url, workers_count: 1 });
  });
});

describe('public forms: rate limit', () => {
  it('limits submissions per address', async () => {
    const limited = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: '3' });
    const user = await signUp(limited);
    const target = await surveyTask(limited, user);
    const created = await createSurvey(limited, user, target, { type: 'qec' });
    const link = await limited.app.inject({
      method: 'POST',
      url: `/api/operation/qec/${created.json<{ id: string }>().id}/`,
      headers: user.headers,
      payload: {},
    });
    const url = survey(link.json<{ url: string }>().url);
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await limited.app.inject({ method: 'POST', url, payload: WORKER })).statusCode);
    expect(codes.slice(0, 3)).toEqual([201, 201, 201]);
    expect(codes.slice(3)).toEqual([429, 429]);
  });
});
