import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentId, assessments, files, tasks } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';

const t = await createTestApp();
type Op = {
  id: string;
  name: string;
  tasks_count: number;
  total_assessments: number;
  most_recent_analysis: string | null;
};

function create(user: SignedIn, payload: Record<string, unknown>, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/operation/create/',
    headers: { ...user.headers, 'accept-language': lang },
    payload,
  });
}
async function createOk(
  user: SignedIn,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<Op> {
  const response = await create(user, { name, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json<Op>();
}
const list = (user: SignedIn, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/operation/${query}`, headers: user.headers });

describe('operations', () => {
  it('creates an operation with every SPEC field and the computed ones', async () => {
    const user = await signUp(t);
    const response = await create(user, {
      name: 'Packing line 3',
      description: 'Boxes to pallets',
      operation_type: 'warehouse',
      duration: '8 h shift',
      grip_type: 'power grip',
      load: 12,
      repetition_rate: '6/min',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Packing line 3',
      description: 'Boxes to pallets',
      operation_type: 'warehouse',
      unit: 'warehouse',
      duration: '8 h shift',
      grip_type: 'power grip',
      load: '12',
      repetition_rate: '6/min',
      tasks_count: 0,
      total_assessments: 0,
      most_recent_analysis: null,
    });
    expect(response.json<{ created_at: string }>().created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('validates the name and the type, in both languages', async () => {
    const user = await signUp(t);
    expect((await create(user, { name: ' ', operation_type: 'mine' })).json()).toEqual({
      errors: [
        { field: 'name', message: 'Operation name is required' },
        { field: 'operation_type', message: 'Please select a valid option' },
      ],
    });
    expect((await create(user, {}, 'tr')).json()).toEqual({
      errors: [{ field: 'name', message: 'Operasyon adı zorunludur' }],
    });
  });

  it('keeps names unique per organization, ignoring case and Turkish dotted/dotless i', async () => {
    const user = await signUp(t);
    await createOk(user, 'İstanbul Depo');
    for (const name of ['istanbul depo', 'ISTANBUL DEPO', '  İstanbul   Depo ']) {
      const duplicate = await create(user, { name });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json()).toEqual({
        errors: [
          {
            field: 'name',
            message: 'An operation with this name already exists. Please choose a unique name.',
          },
        ],
      });
    }
    // Another organization may use the same name.
    const other = await signUp(t);
    await createOk(other, 'İstanbul Depo');
  });

  it('lets exactly one of two concurrent creates with the same name win', async () => {
    const user = await signUp(t);
    const results = await Promise.all([
      create(user, { name: 'Race' }),
      create(user, { name: 'race' }),
      create(user, { name: 'RACE' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    expect((await list(user)).json<Op[]>()).toHaveLength(1);
  });

  it('updates, and refuses to rename onto an existing name', async () => {
    const user = await signUp(t);
    const a = await createOk(user, 'Assembly');
    await createOk(user, 'Welding');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/${a.id}/update/`,
      headers: user.headers,
      payload: { name: 'Final assembly', operation_type: 'production' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Final assembly', operation_type: 'production' });
    const clash = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/${a.id}/update/`,
      headers: user.headers,
      payload: { name: 'WELDING' },
    });
    expect(clash.statusCode).toBe(400);
    const sameName = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/${a.id}/update/`,
      headers: user.headers,
      payload: { name: 'final ASSEMBLY' },
    });
    expect(sameName.statusCode).toBe(200);
  });

  it('searches, sorts (all, recent, alphabetical in Turkish order) and pages', async () => {
    const user = await signUp(t);
    for (const name of ['Zımpara', 'Çatı montajı', 'Cam kesim', 'İskele', 'Ambalaj', 'Ilık yıkama'])
      await createOk(user, name);
    const names = async (query: string) =>
      (await list(user, query)).json<Op[]>().map((o) => o.name);
    expect(await names('')).toEqual([
      'Zımpara',
      'Çatı montajı',
      'Cam kesim',
      'İskele',
      'Ambalaj',
      'Ilık yıkama',
    ]);
    expect(await names('?ordering=recent')).toEqual([
      'Ilık yıkama',
      'Ambalaj',
      'İskele',
      'Cam kesim',
      'Çatı montajı',
      'Zımpara',
    ]);
    expect(await names('?ordering=alphabetical')).toEqual([
      'Ambalaj',
      'Cam kesim',
      'Çatı montajı',
      'Ilık yıkama',
      'İskele',
      'Zımpara',
    ]);
    expect(await names('?search=iskele')).toEqual(['İskele']);
    expect(await names('?search=KES')).toEqual(['Cam kesim']);
    expect(await names('?search=100%25')).toEqual([]);

    const page1 = (await list(user, '?ordering=alphabetical&page=1&page_size=4')).json<{
      count: number;
      next: string;
      previous: null;
      results: Op[];
    }>();
    expect(page1.count).toBe(6);
    expect(page1.results.map((o) => o.name)).toEqual([
      'Ambalaj',
      'Cam kesim',
      'Çatı montajı',
      'Ilık yıkama',
    ]);
    expect(page1.previous).toBeNull();
    expect(page1.next).toBe('/api/operation/?ordering=alphabetical&page=2&page_size=4');
    const page2 = (
      await t.app.inject({ method: 'GET', url: page1.next, headers: user.headers })
    ).json<{ next: null; previous: string; results: Op[] }>();
    expect(page2.results.map((o) => o.name)).toEqual(['İskele', 'Zımpara']);
    expect(page2.next).toBeNull();
    expect(page2.previous).toBe('/api/operation/?ordering=alphabetical&page=1&page_size=4');
    expect((await list(user, '?page=0')).statusCode).toBe(400);
    expect((await list(user, '?ordering=sideways')).statusCode).toBe(400);
  });

  it('counts tasks and assessments and shows the most recent analysis', async () => {
    const user = await signUp(t);
    const op = await createOk(user, 'Counted');
    const task = (
      await t.app.inject({
        method: 'POST',
        url: `/api/operation/${op.id}/tasks/create/`,
        headers: user.headers,
        payload: { name: 'Lift', assessment_types: ['reba'] },
      })
    ).json<{ id: string }>();
    await t.app.inject({
      method: 'POST',
      url: `/api/operation/${op.id}/tasks/create/`,
      headers: user.headers,
      payload: { name: 'Carry', assessment_types: ['rula'] },
    });
    const when = new Date('2026-03-04T10:00:00Z');
    await t.ctx.db.insert(assessments).values([
      {
        organizationId: user.orgId,
        operationId: op.id,
        taskId: task.id,
        type: 'reba',
        name: 'A1',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        organizationId: user.orgId,
        operationId: op.id,
        taskId: task.id,
        type: 'reba',
        name: 'A2',
        createdAt: when,
      },
    ]);
    const got = (
      await t.app.inject({ method: 'GET', url: `/api/operation/${op.id}/`, headers: user.headers })
    ).json<Op>();
    expect(got).toMatchObject({
      tasks_count: 2,
      total_assessments: 2,
      most_recent_analysis: when.toISOString(),
    });
  });

  it('deletes an operation with its tasks and assessments at once', async () => {
    const user = await signUp(t);
    const op = await createOk(user, 'Doomed');
    const task = (
      await t.app.inject({
        method: 'POST',
        url: `/api/operation/${op.id}/tasks/create/`,
        headers: user.headers,
        payload: { name: 'T', assessment_types: ['reba'] },
      })
    ).json<{ id: string }>();
    const [assessment] = await t.ctx.db
      .insert(assessments)
      .values({
        organizationId: user.orgId,
        operationId: op.id,
        taskId: task.id,
        type: 'reba',
        name: 'A',
      })
      .returning({ id: assessments.id });
    // a stored video of the assessment: its encrypted object goes with the rows
    const video = Buffer.from('not really a video');
    const objectId = await t.ctx.files.putBuffer(video);
    await t.ctx.db.insert(files).values({
      id: objectId,
      organizationId: user.orgId,
      assessmentId: assessmentId(assessment?.id ?? ''),
      kind: 'video',
      size: video.length,
      contentType: 'video/mp4',
    });
    expect(await t.ctx.files.size(objectId)).toBe(video.length);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/operation/${op.id}/delete/`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/operation/${op.id}/`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      await t.ctx.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.operationId, op.id), eq(tasks.organizationId, user.orgId))),
    ).toHaveLength(0);
    expect(
      await t.ctx.db
        .select()
        .from(assessments)
        .where(and(eq(assessments.operationId, op.id), eq(assessments.organizationId, user.orgId))),
    ).toHaveLength(0);
    await expect(t.ctx.files.size(objectId)).rejects.toThrow();
  });

  it("answers 404 on every route for another organization's operation, and changes nothing", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const op = await createOk(owner, 'Private');
    const calls = [
      { method: 'GET' as const, url: `/api/operation/${op.id}/` },
      {
        method: 'PATCH' as const,
        url: `/api/operation/${op.id}/update/`,
        payload: { name: 'Mine now' },
      },
      { method: 'DELETE' as const, url: `/api/operation/${op.id}/delete/` },
      { method: 'GET' as const, url: `/api/operation/${op.id}/tasks/` },
      {
        method: 'POST' as const,
        url: `/api/operation/${op.id}/tasks/create/`,
        payload: { name: 'x', assessment_types: ['reba'] },
      },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: intruder.headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toEqual({ errors: [{ field: 'detail', message: 'Not found.' }] });
    }
    expect((await list(intruder)).json()).toEqual([]);
    const still = (
      await t.app.inject({ method: 'GET', url: `/api/operation/${op.id}/`, headers: owner.headers })
    ).json<Op>();
    expect(still).toMatchObject({ name: 'Private', tasks_count: 0 });
  });

  it('requires sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/operation/' })).statusCode).toBe(401);
  });
});
