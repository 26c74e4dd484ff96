import { describe, expect, it } from 'vitest';
import type { Proposal, Recommendation } from '@ergo/contracts';
import { notes } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { operationWithTask } from '../../../test/video-helpers';
import { createSurvey, OBSERVER, surveyTask, WORKER } from '../surveys/test-helpers';
import { storedAssessment } from './test-helpers';

const t = await createTestApp({ PROCESS_JOBS: 'false', FORM_RATE_LIMIT_PER_MINUTE: '1000' });
const TR = { 'accept-language': 'tr' };
const HEAVY = { load: 'GREATER_THAN_10', coupling: 'POOR' };

function call(
  user: SignedIn,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
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

/** A REBA "before" with its proposals kept as recommendations. */
async function keptRecommendations(user: SignedIn, target: { opId: string; taskId: string }) {
  const before = await storedAssessment(t, user, target, {
    inputs: HEAVY,
    createdAt: new Date(Date.now() - 86_400_000),
  });
  const proposals = (
    await call(user, 'GET', `/api/operation/reba/${before.id}/recommendations/sample/`)
  ).json<Proposal[]>();
  const kept: Recommendation[] = [];
  for (const { kept: _k, sources: _s, ...body } of proposals) {
    const response = await call(
      user,
      'POST',
      `/api/operation/recommendations/reba/${before.id}/`,
      body,
    );
    kept.push(response.json<Recommendation>());
  }
  return { before, kept };
}

describe('the improvement board', () => {
  it('lists by operation, task, status and priority, and records every move', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const other = await operationWithTask(t, user);
    const { kept } = await keptRecommendations(user, target);
    await keptRecommendations(user, other);
    const [first, second] = kept;
    if (!first || !second) throw new Error('too few recommendations');

    const board = (
      await call(user, 'GET', `/api/operation/recommendations/?task=${target.taskId}`)
    ).json<Recommendation[]>();
    expect(board.map((r) => r.id).sort()).toEqual(kept.map((r) => r.id).sort());
    expect(
      board.every((r) => r.task === target.taskId && r.operation_name.startsWith('Line')),
    ).toBe(true);
    const byOperation = (
      await call(user, 'GET', `/api/operation/recommendations/?operation=${target.opId}`)
    ).json<Recommendation[]>();
    expect(byOperation).toHaveLength(kept.length);

    const moved = await call(user, 'PATCH', `/api/operation/recommendations/${first.id}/update/`, {
      status: 'IN_PROGRESS',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await call(user, 'PATCH', `/api/operation/recommendations/${first.id}/update/`, {
      status: 'COMPLETED',
    });
    const record = (
      await call(
        user,
        'GET',
        `/api/operation/recommendations/?task=${target.taskId}&status=COMPLETED`,
      )
    ).json<Recommendation[]>();
    expect(record.map((r) => r.id)).toEqual([first.id]);
    expect(record[0]?.moves).toEqual([
      expect.objectContaining({
        from: 'TODO',
        to: 'IN_PROGRESS',
        by: { id: user.userId, name: 'Ayşe Yılmaz' },
      }),
      expect.objectContaining({ from: 'IN_PROGRESS', to: 'COMPLETED' }),
    ]);
    const todo = (
      await call(user, 'GET', `/api/operation/recommendations/?task=${target.taskId}&status=TODO`)
    ).json<Recommendation[]>();
    expect(todo).toHaveLength(kept.length - 1);
    const planned = (
      await call(
        user,
        'GET',
        `/api/operation/recommendations/?task=${target.taskId}&priority=${second.priority}`,
      )
    ).json<Recommendation[]>();
    expect(planned.every((r) => r.priority === second.priority)).toBe(true);

    const bad = await call(
      user,
      'GET',
      '/api/operation/recommendations/?status=DONE&task=x',
      undefined,
      TR,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('shows the measured before and after once a follow-up is attached', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const { before, kept } = await keptRecommendations(user, target);
    const rec = kept.find((r) => r.factor_key === 'posture.trunk');
    if (!rec) throw new Error('no trunk recommendation');
    const after = await storedAssessment(t, user, target, { inputs: HEAVY, upright: true });

    const attached = await call(user, 'PATCH', `/api/operation/recommendations/${rec.id}/update/`, {
      follow_up_assessment: after.id,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const served = attached.json<Recommendation>();
    expect(served.status).toBe('COMPLETED');
    expect(served.moves.at(-1)).toMatchObject({ from: 'TODO', to: 'COMPLETED' });
    const comparison = served.before_after;
    expect(comparison).toMatchObject({
      before: { id: before.id, score: before.score },
      after: { id: after.id, score: after.score },
      ready: true,
    });
    const points = (after.score ?? 0) - (before.score ?? 0);
    expect(points).toBeLessThan(0);
    expect(comparison?.change.points).toBe(points);
    expect(comparison?.change.improved).toBe(true);
    expect(comparison?.change.reduction_percent).toBe(
      Math.round((-points / (before.score ?? 1)) * 1000) / 10,
    );
    const trunk = comparison?.body_parts.find((p) => p.body_part === 'trunk');
    expect(trunk?.before?.score).toBeGreaterThan(trunk?.after?.score ?? 99);
    const flexion = comparison?.kinematics.find((k) => k.motion === 'trunk_flexion');
    expect(flexion?.before?.amber).toBe(0.5);
    expect(flexion?.after?.amber).toBe(0);

    // the follow-up must be the same task and method, later, and not the assessment itself
    const otherTask = await operationWithTask(t, user);
    const elsewhere = await storedAssessment(t, user, otherTask, { inputs: HEAVY });
    const earlier = await storedAssessment(t, user, target, {
      inputs: HEAVY,
      createdAt: new Date(Date.now() - 7 * 86_400_000),
    });
    const rula = await storedAssessment(t, user, target, {
      type: 'rula',
      inputs: { load: 'LESS_THAN_2KG' },
    });
    for (const [followUp, message] of [
      [before.id, 'kendi izleme'],
      [elsewhere.id, 'aynı görevin'],
      [rula.id, 'aynı görevin'],
      [earlier.id, 'sonra yapılmış'],
    ] as const) {
      const refused = await call(
        user,
        'PATCH',
        `/api/operation/recommendations/${rec.id}/update/`,
        { follow_up_assessment: followUp },
        TR,
      );
      expect(refused.statusCode, message).toBe(400);
      expect(refused.body).toContain(message);
    }
    // the refused attempts changed nothing
    const still = (
      await call(user, 'GET', `/api/operation/recommendations/reba/${before.id}/`)
    ).json<Recommendation[]>();
    expect(still.find((r) => r.id === rec.id)?.follow_up_assessment).toBe(after.id);
  });
});

describe('notes', () => {
  it('creates, lists, edits and deletes notes; only the author may change one', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const { id } = await storedAssessment(t, user, target, { inputs: HEAVY });
    const created = await call(user, 'POST', `/api/operation/reba/${id}/notes/create/`, {
      text: '  Pallet at floor level; <b>not</b> HTML  ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const note = created.json<{ id: string; text: string; author: { name: string } }>();
    expect(note).toMatchObject({
      text: 'Pallet at floor level; <b>not</b> HTML',
      author: { id: user.userId, name: 'Ayşe Yılmaz' },
      editable: true,
    });
    const edited = await call(user, 'PATCH', `/api/operation/reba/notes/${note.id}/update/`, {
      text: 'Pallet at floor level; lift table ordered',
    });
    expect(edited.json()).toMatchObject({ text: 'Pallet at floor level; lift table ordered' });

    // a colleague's note (same organization) is read-only for this user
    const [colleague] = await t.ctx.db
      .insert(notes)
      .values({
        organizationId: user.orgId,
        assessmentId: id,
        text: 'Checked',
        authorName: 'Mehmet Kaya',
      })
      .returning();
    const list = (await call(user, 'GET', `/api/operation/reba/${id}/notes/`)).json<
      { id: string; editable: boolean }[]
    >();
    expect(list.map((n) => [n.id, n.editable])).toEqual([
      [note.id, true],
      [colleague?.id, false],
    ]);
    const refused = await call(
      user,
      'PATCH',
      `/api/operation/reba/notes/${colleague?.id}/update/`,
      { text: 'Rewritten' },
      TR,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('yalnızca yazan kişi');
    expect(
      (await call(user, 'DELETE', `/api/operation/reba/notes/${colleague?.id}/delete/`)).statusCode,
    ).toBe(403);

    const blank = await call(
      user,
      'POST',
      `/api/operation/reba/${id}/notes/create/`,
      { text: '   ' },
      TR,
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Lütfen notu yazın.');
    const long = await call(user, 'POST', `/api/operation/reba/${id}/notes/create/`, {
      text: 'x'.repeat(5001),
    });
    expect(long.statusCode).toBe(400);
    // a note under another type's path is not found
    expect(
      (await call(user, 'PATCH', `/api/operation/rula/notes/${note.id}/update/`, { text: 'x' }))
        .statusCode,
    ).toBe(404);

    const removed = await call(user, 'DELETE', `/api/operation/reba/notes/${note.id}/delete/`);
    expect(removed.statusCode).toBe(200);
    const left = (await call(user, 'GET', `/api/operation/reba/${id}/notes/`)).json<
      { id: string }[]
    >();
    expect(left.map((n) => n.id)).toEqual([colleague?.id]);
  });

  it('gives starter notes for the method in the caller’s language', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const { id } = await storedAssessment(t, user, target, { inputs: HEAVY });
    const en = (await call(user, 'GET', `/api/operation/reba/${id}/notes/sample/`)).json<
      { key: string; text: string }[]
    >();
    const tr = (
      await call(user, 'GET', `/api/operation/reba/${id}/notes/sample/`, undefined, TR)
    ).json<{ key: string; text: string }[]>();
    expect(en.length).toBeGreaterThanOrEqual(4);
    expect(tr.map((n) => n.key)).toEqual(en.map((n) => n.key));
    expect(tr[0]?.text).not.toBe(en[0]?.text);
  });
});

describe('QEC and checklist proposals', () => {
  it('proposes from QEC exposures and from checklist items answered No', async () => {
    const user = await signUp(t);
    const target = await surveyTask(t, user);
    const qec = (await createSurvey(t, user, target, { type: 'qec', ...OBSERVER })).json<{
      id: string;
    }>();
    const link = (await call(user, 'POST', `/api/operation/qec/${qec.id}/`, {})).json<{
      url: string;
    }>();
    const path = new URL(link.url).pathname.replace(
      /^\/qec\/(.+)$/,
      '/api/operation/qec/worker/$1/',
    );
    const submitted = await t.app.inject({
      method: 'POST',
      url: path,
      payload: {
        ...WORKER,
        work_pace: 'OFTEN',
        work_pace_details: 'Line speed',
        stress: 'VERY',
        stress_details: 'Targets',
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const qecProposals = (
      await call(user, 'GET', `/api/operation/qec/${qec.id}/recommendations/sample/`)
    ).json<Proposal[]>();
    const keys = qecProposals.map((p) => p.factor_key);
    expect(keys).toEqual(expect.arrayContaining(['qec.stress', 'qec.work_pace']));
    expect(keys.every((k) => k.startsWith('posture.') || k.startsWith('qec.'))).toBe(true);
    expect(qecProposals.find((p) => p.factor_key === 'qec.stress')?.measured).toMatch(
      /^QEC stress exposure \d+ \((medium|high|very high)\)$/,
    );

    const checklist = (
      await createSurvey(t, user, target, {
        type: 'checklist',
        deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      })
    ).json<{ id: string; url: string }>();
    const questions = (await call(user, 'GET', '/api/operation/checklist/questions/')).json<
      { questions: { id: string; critical: boolean }[] }[]
    >();
    const all = questions.flatMap((g) => g.questions);
    const critical = all.find((q) => q.critical);
    const ordinary = all.find((q) => !q.critical);
    const responses = all.map((q) => ({
      question_id: q.id,
      answer: q === critical || q === ordinary ? 'NO' : 'YES',
      comment: q === ordinary ? 'Chair broken' : '',
    }));
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/operation${new URL(checklist.url).pathname}/`,
      payload: { responses },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const checklistProposals = (
      await call(user, 'GET', `/api/operation/checklist/${checklist.id}/recommendations/sample/`)
    ).json<Proposal[]>();
    expect(checklistProposals.map((p) => [p.factor_key, p.priority])).toEqual([
      [`checklist.${critical?.id}`, 'IMMEDIATE'],
      [`checklist.${ordinary?.id}`, 'PLANNED'],
    ]);
    expect(checklistProposals[1]?.measured).toMatch(/^Answered No: .+ \(comment: Chair broken\)$/);
    // the checklist's public form path (/operation/checklist/{uid}/{token}/) does not shadow these
    for (const tail of ['notes/', 'recommendations/']) {
      const listed = await call(user, 'GET', `/api/operation/checklist/${checklist.id}/${tail}`);
      expect(listed.statusCode, tail).toBe(200);
      expect(listed.json(), tail).toEqual([]);
    }
  });
});

describe('organization isolation', () => {
  it('answers 404 to another organization on every new route and changes nothing', async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const target = await operationWithTask(t, owner);
    const { before, kept } = await keptRecommendations(owner, target);
    const rec = kept[0];
    if (!rec) throw new Error('no recommendation');
    const suggestion = rec.recommendation_suggestions[0];
    const note = (
      await call(owner, 'POST', `/api/operation/reba/${before.id}/notes/create/`, { text: 'Mine' })
    ).json<{ id: string }>();
    const theirs = await operationWithTask(t, intruder);
    const theirAssessment = await storedAssessment(t, intruder, theirs, { inputs: HEAVY });
    const theirRec = (
      await call(intruder, 'POST', `/api/operation/recommendations/reba/${theirAssessment.id}/`, {
        title: 'Theirs',
        priority: 'SOON',
      })
    ).json<{ id: string }>();
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/operation/reba/${before.id}/recommendations/sample/`],
      ['GET', `/api/operation/recommendations/reba/${before.id}/`],
      ['GET', `/api/operation/reba/${before.id}/recommendations/`],
      [
        'POST',
        `/api/operation/recommendations/reba/${before.id}/`,
        { title: 'x', priority: 'SOON' },
      ],
      ['PATCH', `/api/operation/recommendations/${rec.id}/update/`, { status: 'COMPLETED' }],
      ['DELETE', `/api/operation/recommendations/${rec.id}/delete/`],
      [
        'POST',
        `/api/operation/recommendations/${rec.id}/suggestions/`,
        { text: 'x', control_type: 'PPE' },
      ],
      ['PATCH', `/api/operation/recommendations/suggestions/${suggestion?.id}/`, { text: 'x' }],
      ['DELETE', `/api/operation/recommendations/suggestions/${suggestion?.id}/`],
      ['POST', '/api/operation/assessment/suggestion/', { recommendation: rec.id }],
      ['GET', `/api/operation/reba/${before.id}/notes/`],
      ['POST', `/api/operation/reba/${before.id}/notes/create/`, { text: 'x' }],
      ['PATCH', `/api/operation/reba/notes/${note.id}/update/`, { text: 'x' }],
      ['DELETE', `/api/operation/reba/notes/${note.id}/delete/`],
      ['GET', `/api/operation/reba/${before.id}/notes/sample/`],
      // their own recommendation cannot take our assessment as its follow-up
      [
        'PATCH',
        `/api/operation/recommendations/${theirRec.id}/update/`,
        { follow_up_assessment: before.id },
      ],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(intruder, method as 'GET', url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const board = (await call(intruder, 'GET', '/api/operation/recommendations/')).json<
      Recommendation[]
    >();
    expect(board.map((r) => r.id)).toEqual([theirRec.id]);
    const ownerBoard = (
      await call(owner, 'GET', `/api/operation/recommendations/?task=${target.taskId}`)
    ).json<Recommendation[]>();
    expect(
      ownerBoard.map((r) => [r.id, r.status, r.recommendation_suggestions.length]).sort(),
    ).toEqual(kept.map((r) => [r.id, r.status, r.recommendation_suggestions.length]).sort());
    const ownerNotes = (await call(owner, 'GET', `/api/operation/reba/${before.id}/notes/`)).json<
      { text: string }[]
    >();
    expect(ownerNotes.map((n) => n.text)).toEqual(['Mine']);
  });
});
