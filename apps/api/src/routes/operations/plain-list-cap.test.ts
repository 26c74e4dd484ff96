import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assessments, operations, tasks } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';

// Issue 17, item 14: a list asked for without page or page_size is a plain array of at most 500
// rows; X-Total-Count says how many match, and Link names the rest as pages.
const t = await createTestApp();
const CAP = 500;

const get = (user: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user.headers });

/** An operation with one task, and rows of the kind the test lists up to `total` of that kind. */
async function seed(user: SignedIn, kind: 'operations' | 'tasks' | 'assessments', total: number) {
  const operationId = randomUUID();
  const taskId = randomUUID();
  const organizationId = user.orgId;
  await t.ctx.db
    .insert(operations)
    .values({ id: operationId, organizationId, name: 'Line', nameKey: 'line', nameSort: 'line' });
  await t.ctx.db
    .insert(tasks)
    .values({ id: taskId, organizationId, operationId, name: 'Lift', nameSort: 'lift' });
  // The operation and the task above are rows of their own lists already.
  const more = kind === 'assessments' ? total : total - 1;
  const numbered = Array.from({ length: more }, (_, i) => `${kind} ${String(i).padStart(4, '0')}`);
  if (kind === 'operations')
    await t.ctx.db
      .insert(operations)
      .values(numbered.map((name) => ({ organizationId, name, nameKey: name, nameSort: name })));
  if (kind === 'tasks')
    await t.ctx.db
      .insert(tasks)
      .values(numbered.map((name) => ({ organizationId, operationId, name, nameSort: name })));
  if (kind === 'assessments')
    await t.ctx.db
      .insert(assessments)
      .values(
        numbered.map((name) => ({ organizationId, operationId, taskId, type: 'reba', name })),
      );
  return { operationId };
}

describe('lists without paging', () => {
  it.each([
    ['operations', () => '/api/operation/'],
    ['tasks', (id: string) => `/api/operation/${id}/tasks/`],
    ['assessments', () => '/api/operation/assessments/'],
  ] as const)('answers at most %s rows as a plain array, and says so', async (kind, url) => {
    const user = await signUp(t);
    const { operationId } = await seed(user, kind, CAP + 1);
    const response = await get(user, url(operationId));

    expect(response.statusCode).toBe(200);
    expect(response.json<unknown[]>()).toHaveLength(CAP);
    expect(response.headers['x-total-count']).toBe(String(CAP + 1));
    const link = String(response.headers.link);
    expect(link).toMatch(/^<\/api\/operation\/.*[?&]page=6&page_size=100>; rel="next"$/);

    // The rest, as the next page the header names: the one row past the cap.
    const rest = await get(user, link.slice(1, link.indexOf('>')));
    expect(rest.statusCode).toBe(200);
    expect(rest.json<{ count: number; results: unknown[] }>()).toMatchObject({ count: CAP + 1 });
    expect(rest.json<{ results: unknown[] }>().results).toHaveLength(1);
  });

  it('answers a list under the cap whole, with its size and no Link', async () => {
    const user = await signUp(t);
    await seed(user, 'operations', 3);
    const response = await get(user, '/api/operation/');
    expect(response.json<unknown[]>()).toHaveLength(3);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.headers.link).toBeUndefined();
  });
});
