import { describe, expect, it } from 'vitest';
import type { Proposal, Recommendation } from '@ergo/contracts';
import { assessments } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { operationWithTask } from '../../../test/video-helpers';
import { storedAssessment } from './test-helpers';

const t = await createTestApp({ PROCESS_JOBS: 'false' });
const TR = { 'accept-language': 'tr' };

/** A squatting lift: load over 10 kg, poor coupling, held static. */
const HEAVY = {
  load: 'GREATER_THAN_10',
  coupling: 'POOR',
  activity: ['STATIC_POSTURE'],
};

async function get<T>(user: SignedIn, url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...user.headers, ...headers },
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

async function send(
  user: SignedIn,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...user.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Keeps a proposal as it is (what the "Keep" button sends). */
async function keep(user: SignedIn, type: string, id: string, proposal: Proposal) {
  const { kept: _kept, sources: _sources, ...body } = proposal;
  const response = await send(user, 'POST', `/api/operation/recommendations/${type}/${id}/`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Recommendation>();
}

describe('recommendations proposed from the scores', () => {
  it('proposes one per body part in a moderate band or worse and one per task factor that raised REBA', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const { id } = await storedAssessment(t, user, target, { inputs: HEAVY });
    const proposals = await get<Proposal[]>(
      user,
      `/api/operation/reba/${id}/recommendations/sample/`,
    );
    expect(proposals.map((p) => p.factor_key).sort()).toEqual(
      ['posture.leg', 'posture.trunk', 'task.coupling', 'task.load', 'task.static_posture'].sort(),
    );
    const trunk = proposals.find((p) => p.factor_key === 'posture.trunk');
    // the squat holds the trunk at 40° for 2 of the 4 seconds
    expect(trunk?.measured).toBe(
      'Trunk score 3 in the final posture (medium); trunk flexion 30°–60° for 50% of the measured time',
    );
    expect(trunk?.priority).toBe('PLANNED');
    expect(trunk?.timeframe).toBe('Within three months');
    expect(trunk?.action_points.length).toBeGreaterThanOrEqual(2);
    expect(trunk?.recommendation_suggestions).toHaveLength(2);
    expect(trunk?.sources.length).toBeGreaterThan(0);
    expect(proposals.find((p) => p.factor_key === 'task.load')?.measured).toBe(
      'Load or force: Over 10 kg',
    );
    // most urgent first
    const order = proposals.map((p) => ['IMMEDIATE', 'SOON', 'PLANNED'].indexOf(p.priority));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('writes the proposals in Turkish for a Turkish caller', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const { id } = await storedAssessment(t, user, target, { inputs: HEAVY });
    const [en, tr] = await Promise.all([
      get<Proposal[]>(user, `/api/operation/reba/${id}/recommendations/sample/`),
      get<Proposal[]>(user, `/api/operation/reba/${id}/recommendations/sample/`, TR),
    ]);
    const trunk = tr.find((p) => p.factor_key === 'posture.trunk');
    expect(trunk?.measured).toBe(
      'Gövde puanı son duruşta 3 (orta); ölçülen sürenin %50 kadarında gövde fleksiyonu 30°–60° arasında',
    );
    expect(trunk?.timeframe).toBe('Üç ay içinde');
    expect(trunk?.title).not.toBe(en.find((p) => p.factor_key === 'posture.trunk')?.title);
  });

  it('proposes nothing for a low-risk posture and nothing before the analysis is done', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const { id } = await storedAssessment(t, user, target, {
      inputs: { load: 'LESS_THAN_5', coupling: 'GOOD' },
      upright: true,
    });
    expect(await get(user, `/api/operation/reba/${id}/recommendations/sample/`)).toEqual([]);
    const [pending] = await t.ctx.db
      .insert(assessments)
      .values({
        organizationId: user.orgId,
        operationId: target.opId,
        taskId: target.taskId,
        type: 'reba',
        name: 'Still analysing',
        status: 'processing',
        inputs: HEAVY,
      })
      .returning();
    expect(await get(user, `/api/operation/reba/${pending?.id}/recommendations/sample/`)).toEqual(
      [],
    );
  });

  it('reads RULA, WISHA and ROSA results', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const rula = await storedAssessment(t, user, target, {
      type: 'rula',
      inputs: { load: 'BETWEEN_2_TO_10_STATIC', muscle_use: true },
    });
    const rulaKeys = (
      await get<Proposal[]>(user, `/api/operation/rula/${rula.id}/recommendations/sample/`)
    ).map((p) => p.factor_key);
    expect(rulaKeys).toEqual(expect.arrayContaining(['task.load', 'task.muscle_use']));

    const wisha = await storedAssessment(t, user, target, {
      type: 'wisha',
      inputs: {
        load_weight: 30,
        lifting_frequency: '4_5',
        shift_duration: 'more_than_hour',
        grip_quality: 'POOR',
        work_environment: 'SLIPPERY',
      },
    });
    const lifting = await get<Proposal[]>(
      user,
      `/api/operation/wisha/${wisha.id}/recommendations/sample/`,
    );
    expect(lifting.map((p) => p.factor_key)).toEqual(
      expect.arrayContaining([
        'lifting.weight',
        'lifting.frequency',
        'task.coupling',
        'lifting.environment',
      ]),
    );
    expect(lifting.find((p) => p.factor_key === 'lifting.weight')?.measured).toMatch(
      /^Lifting 30 kg where the safe weight is [\d.]+ kg \(lifting index [\d.]+\)$/,
    );

    const rosa = await storedAssessment(t, user, target, {
      type: 'rosa',
      inputs: {
        duration: 'LONG',
        seat_pan_distance: 'LESS_THAN_7',
        monitor_glare: true,
        mouse_pinch_grip: true,
      },
    });
    const office = await get<Proposal[]>(
      user,
      `/api/operation/rosa/${rosa.id}/recommendations/sample/`,
    );
    expect(office.map((p) => [p.factor_key, p.measured])).toEqual([
      ['rosa.monitor', 'Monitor score 3 (medium)'],
      ['rosa.mouse', 'Mouse score 3 (medium)'],
      ['rosa_flag.monitor_glare', 'Ticked: Glare on the screen'],
      ['rosa_flag.mouse_pinch_grip', 'Ticked: Pinch grip on the mouse'],
      ['rosa.duration', 'Long (over 1 h at a time or over 4 h a day)'],
    ]);
  });
});

describe('keeping, editing and removing recommendations', () => {
  it('keeps a proposal, marks it kept, edits it, lists it and deletes it', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const { id } = await storedAssessment(t, user, target, { inputs: HEAVY });
    const sampleUrl = `/api/operation/reba/${id}/recommendations/sample/`;
    const [first] = await get<Proposal[]>(user, sampleUrl);
    if (!first) throw new Error('no proposal');
    const kept = await keep(user, 'reba', id, first);
    expect(kept).toMatchObject({
      assessment: id,
      task: target.taskId,
      operation: target.opId,
      factor_key: first.factor_key,
      title: first.title,
      status: 'TODO',
      priority: first.priority,
      assessment_info: { type: 'reba', name: 'reba before' },
      task_name: 'Squat lift',
      follow_up_assessment: null,
      before_after: null,
    });
    expect(kept.recommendation_suggestions.map((s) => s.catalogue_key)).toEqual(
      first.recommendation_suggestions.map((s) => s.catalogue_key),
    );
    const again = await get<Proposal[]>(user, sampleUrl);
    expect(again.find((p) => p.factor_key === first.factor_key)?.kept).toBe(true);

    const edited = await send(user, 'PATCH', `/api/operation/recommendations/${kept.id}/update/`, {
      title: 'Raise the pallet to knuckle height',
      owner: 'Maintenance',
      due_date: '2027-01-15',
      action_points: ['Order a lift table'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Raise the pallet to knuckle height',
      owner: 'Maintenance',
      due_date: '2027-01-15',
      action_points: ['Order a lift table'],
      status: 'TODO',
      moves: [],
    });

    // written by hand, with no catalogue factor
    const own = await send(user, 'POST', `/api/operation/recommendations/reba/${id}/`, {
      title: 'Rotate the packers every hour',
      priority: 'SOON',
    });
    expect(own.statusCode, own.body).toBe(201);
    const list = await get<Recommendation[]>(user, `/api/operation/recommendations/reba/${id}/`);
    expect(list.map((r) => r.title)).toEqual(
      expect.arrayContaining([
        'Raise the pallet to knuckle height',
        'Rotate the packers every hour',
      ]),
    );
    // the ROSA-style path beneath the assessment serves the same list
    expect(await get(user, `/api/operation/reba/${id}/recommendations/`)).toEqual(list);

    const deleted = await send(user, 'DELETE', `/api/operation/recommendations/${kept.id}/delete/`);
    expect(deleted.statusCode).toBe(200);
    expect(
      (await get<Recommendation[]>(user, `/api/operation/recommendations/reba/${id}/`)).map(
        (r) => r.id,
      ),
    ).not.toContain(kept.id);
    expect((await get<Proposal[]>(user, sampleUrl)).every((p) => !p.kept)).toBe(true);
  });

  it('refuses bad input with the field and a message in the caller’s language', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const { id } = await storedAssessment(t, user, target, { inputs: HEAVY });
    const url = `/api/operation/recommendations/reba/${id}/`;
    const cases: [unknown, string, string][] = [
      [{ priority: 'SOON' }, 'title', 'Lütfen öneriye bir başlık verin.'],
      [{ title: 'x', priority: 'LATER' }, 'priority', 'Lütfen bir öncelik seçin'],
      [{ title: 'x', priority: 'SOON', due_date: '15/01/2027' }, 'due_date', 'takvim tarihi'],
      [{ title: 'x', priority: 'SOON', factor_key: 'posture.tail' }, 'factor_key', 'katalogda yok'],
      [
        {
          title: 'x',
          priority: 'SOON',
          factor_key: 'posture.trunk',
          recommendation_suggestions: [
            { text: 'y', control_type: 'ENGINEERING', catalogue_key: 'not_a_key' },
          ],
        },
        'recommendation_suggestions.0.catalogue_key',
        'katalogda yok',
      ],
      [
        {
          title: 'x',
          priority: 'SOON',
          recommendation_suggestions: [{ text: 'y', control_type: 'PRAY' }],
        },
        'recommendation_suggestions.0.control_type',
        'kontrol türü',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send(user, 'POST', url, payload, TR);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const errors = response.json<{ errors: { field: string; message: string }[] }>().errors;
      expect(errors, JSON.stringify(payload)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field, message: expect.stringContaining(message) }),
        ]),
      );
    }
    const empty = await send(
      user,
      'PATCH',
      '/api/operation/recommendations/00000000-0000-4000-8000-000000000000/update/',
      {},
      TR,
    );
    expect(empty.statusCode).toBe(400);
    const missing = await send(
      user,
      'PATCH',
      '/api/operation/recommendations/00000000-0000-4000-8000-000000000000/update/',
      { title: 'x' },
      TR,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Öneri bulunamadı.');
  });
});

describe('suggestions', () => {
  it('appends, updates and deletes in place, and suggests the next unused option', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const { id } = await storedAssessment(t, user, target, { inputs: HEAVY });
    const proposals = await get<Proposal[]>(
      user,
      `/api/operation/reba/${id}/recommendations/sample/`,
    );
    const trunk = proposals.find((p) => p.factor_key === 'posture.trunk');
    if (!trunk) throw new Error('no trunk proposal');
    const rec = await keep(user, 'reba', id, trunk);
    const used = rec.recommendation_suggestions.map((s) => s.catalogue_key);

    const next = await send(user, 'POST', '/api/operation/assessment/suggestion/', {
      recommendation: rec.id,
    });
    expect(next.statusCode, next.body).toBe(200);
    const suggestion = next.json<{ suggestion: { catalogue_key: string; text: string } }>()
      .suggestion;
    expect(used).not.toContain(suggestion.catalogue_key);
    // declining it passes over it
    const after = await send(user, 'POST', '/api/operation/assessment/suggestion/', {
      recommendation: rec.id,
      skip: [suggestion.catalogue_key],
    });
    expect(
      after.json<{ suggestion: { catalogue_key: string } | null }>().suggestion?.catalogue_key,
    ).not.toBe(suggestion.catalogue_key);

    const appended = await send(
      user,
      'POST',
      `/api/operation/recommendations/${rec.id}/suggestions/`,
      {
        text: suggestion.text,
        control_type: 'ENGINEERING',
        catalogue_key: suggestion.catalogue_key,
      },
    );
    expect(appended.statusCode, appended.body).toBe(201);
    const added = appended.json<{ id: string }>();
    const handWritten = await send(
      user,
      'POST',
      `/api/operation/recommendations/${rec.id}/suggestions/`,
      { text: 'Anti-fatigue mat at the station', control_type: 'ENGINEERING' },
    );
    expect(handWritten.statusCode).toBe(201);
    const updated = await send(
      user,
      'PATCH',
      `/api/operation/recommendations/suggestions/${added.id}/`,
      {
        text: 'Scissor lift table (quote requested)',
      },
    );
    expect(updated.json()).toMatchObject({
      id: added.id,
      text: 'Scissor lift table (quote requested)',
    });
    let [current] = await get<Recommendation[]>(user, `/api/operation/recommendations/reba/${id}/`);
    expect(current?.recommendation_suggestions.map((s) => s.text)).toEqual([
      ...trunk.recommendation_suggestions.map((s) => s.text),
      'Scissor lift table (quote requested)',
      'Anti-fatigue mat at the station',
    ]);
    const removed = await send(
      user,
      'DELETE',
      `/api/operation/recommendations/suggestions/${added.id}/`,
    );
    expect(removed.statusCode).toBe(200);
    [current] = await get<Recommendation[]>(user, `/api/operation/recommendations/reba/${id}/`);
    expect(current?.recommendation_suggestions).toHaveLength(3);

    // by factor alone, and until the catalogue runs out
    const seen = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      const answer = await send(user, 'POST', '/api/operation/assessment/suggestion/', {
        factor_key: 'posture.trunk',
        skip: [...seen],
      });
      const next = answer.json<{ suggestion: { catalogue_key: string } | null }>().suggestion;
      if (!next) break;
      seen.add(next.catalogue_key);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    const none = await send(user, 'POST', '/api/operation/assessment/suggestion/', {
      factor_key: 'posture.trunk',
      skip: [...seen],
    });
    expect(none.json()).toEqual({ suggestion: null });
    const neither = await send(user, 'POST', '/api/operation/assessment/suggestion/', {}, TR);
    expect(neither.statusCode).toBe(400);
  });
});
