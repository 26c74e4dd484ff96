import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';

const t = await createTestApp();
type TaskOut = {
  id: string;
  name: string;
  operation: string;
  assessment_types: string[];
  assessments_conducted: number;
  last_assessment_date: string | null;
};

async function operation(user: SignedIn, name = `Op ${Math.random()}`) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/operation/create/',
    headers: user.headers,
    payload: { name },
  });
  return response.json<{ id: string }>().id;
}
const createTask = (user: SignedIn, opId: string, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/operation/${opId}/tasks/create/`,
    headers: { ...user.headers, 'accept-language': lang },
    payload,
  });

describe('tasks', () => {
  it('creates a task with its assessment types', async () => {
    const user = await signUp(t);
    const opId = await operation(user);
    const response = await createTask(user, opId, {
      name: 'Lift boxes',
      description: 'From floor to belt',
      assessment_types: ['reba', 'wisha', 'reba'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      operation: opId,
      name: 'Lift boxes',
      description: 'From floor to belt',
      assessment_types: ['reba', 'wisha'],
      assessments_conducted: 0,
      last_assessment_date: null,
    });
  });

  it("says 'Task name is required' and 'Select at least one assessment'", async () => {
    const user = await signUp(t);
    const opId = await operation(user);
    expect((await createTask(user, opId, { name: '', assessment_types: [] })).json()).toEqual({
      errors: [
        { field: 'name', message: 'Task name is required' },
        { field: 'assessment_types', message: 'Select at least one assessment' },
      ],
    });
    expect((await createTask(user, opId, {}, 'tr')).json()).toEqual({
      errors: [
        { field: 'name', message: 'Görev adı zorunludur' },
        { field: 'assessment_types', message: 'En az bir değerlendirme seçin' },
      ],
    });
    expect(
      (await createTask(user, opId, { name: 'x', assessment_types: ['yoga'] })).json(),
    ).toEqual({
      errors: [{ field: 'assessment_types.0', message: 'Please select a valid option' }],
    });
  });

  it('lists, searches, pages, reads, details, updates and deletes', async () => {
    const user = await signUp(t);
    const opId = await operation(user, 'Warehouse');
    const ids: string[] = [];
    for (const name of ['Picking', 'Packing', 'Palletising'])
      ids.push(
        (await createTask(user, opId, { name, assessment_types: ['reba'] })).json<TaskOut>().id,
      );
    const all = (
      await t.app.inject({
        method: 'GET',
        url: `/api/operation/${opId}/tasks/`,
        headers: user.headers,
      })
    ).json<TaskOut[]>();
    expect(all.map((x) => x.name)).toEqual(['Palletising', 'Packing', 'Picking']);
    const searched = (
      await t.app.inject({
        method: 'GET',
        url: `/api/operation/${opId}/tasks/?search=PACK`,
        headers: user.headers,
      })
    ).json<TaskOut[]>();
    expect(searched.map((x) => x.name)).toEqual(['Packing']);
    const paged = (
      await t.app.inject({
        method: 'GET',
        url: `/api/operation/${opId}/tasks/?page=2&page_size=2`,
        headers: user.headers,
      })
    ).json<{ count: number; results: TaskOut[] }>();
    expect(paged.count).toBe(3);
    expect(paged.results.map((x) => x.name)).toEqual(['Picking']);

    const [first] = ids as [string];
    await t.ctx.db.insert(assessments).values({
      organizationId: user.orgId,
      operationId: opId,
      taskId: first,
      type: 'reba',
      name: 'Morning shift',
      score: 6,
      riskLevel: 'medium',
      status: 'completed',
    });
    const one = (
      await t.app.inject({
        method: 'GET',
        url: `/api/operation/tasks/${first}/`,
        headers: user.headers,
      })
    ).json<TaskOut>();
    expect(one).toMatchObject({ name: 'Picking', assessments_conducted: 1 });
    expect(one.last_assessment_date).not.toBeNull();
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/operation/tasks/${first}/detail/`,
        headers: user.headers,
      })
    ).json<Record<string, unknown>>();
    expect(detail).toMatchObject({
      name: 'Picking',
      operation_detail: { id: opId, name: 'Warehouse', tasks_count: 3, total_assessments: 1 },
      assessments: [
        {
          name: 'Morning shift',
          type: 'reba',
          score: 6,
          risk_level: 'medium',
          status: 'completed',
        },
      ],
    });

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/tasks/${first}/update/`,
      headers: user.headers,
      payload: { name: 'Order picking', assessment_types: ['rula'] },
    });
    expect(updated.json()).toMatchObject({ name: 'Order picking', assessment_types: ['rula'] });
    const emptied = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/tasks/${first}/update/`,
      headers: user.headers,
      payload: { assessment_types: [] },
    });
    expect(emptied.json()).toEqual({
      errors: [{ field: 'assessment_types', message: 'Select at least one assessment' }],
    });

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/operation/tasks/${first}/delete/`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/operation/tasks/${first}/`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      await t.ctx.db
        .select()
        .from(assessments)
        .where(and(eq(assessments.taskId, first), eq(assessments.organizationId, user.orgId))),
    ).toHaveLength(0);
  });

  it("answers 404 on every task route for another organization's task", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const opId = await operation(owner);
    const taskId = (
      await createTask(owner, opId, { name: 'Secret', assessment_types: ['reba'] })
    ).json<TaskOut>().id;
    const calls = [
      { method: 'GET' as const, url: `/api/operation/tasks/${taskId}/` },
      { method: 'GET' as const, url: `/api/operation/tasks/${taskId}/detail/` },
      {
        method: 'PATCH' as const,
        url: `/api/operation/tasks/${taskId}/update/`,
        payload: { name: 'Stolen' },
      },
      { method: 'DELETE' as const, url: `/api/operation/tasks/${taskId}/delete/` },
    ];
    for (const call of calls) {
      expect(
        (await t.app.inject({ ...call, headers: intruder.headers })).statusCode,
        `${call.method} ${call.url}`,
      ).toBe(404);
    }
    const still = (
      await t.app.inject({
        method: 'GET',
        url: `/api/operation/tasks/${taskId}/`,
        headers: owner.headers,
      })
    ).json<TaskOut>();
    expect(still.name).toBe('Secret');
  });

  it('answers 404 for malformed ids', async () => {
    const user = await signUp(t);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/operation/tasks/not-a-uuid/',
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
