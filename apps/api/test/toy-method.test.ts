import path from 'node:path';
import { registerMethod, type Assessment } from '@ergo/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedIn } from './helpers';
import { multipartBody } from './multipart';
import { toyMethod } from './toy-method/toy-method';
import { videoBytes } from './video-helpers';

// Registered before the app is built: every route reads the registry when it runs.
registerMethod(toyMethod);
const t = await createTestApp({ PROCESS_JOBS: 'true' }, undefined, {
  file: path.resolve(import.meta.dirname, 'toy-method/compute-child.ts'),
  execArgv: ['--import', 'tsx'],
});

async function toyTask(user: SignedIn) {
  const op = await t.app.inject({
    method: 'POST',
    url: '/api/operation/create/',
    headers: user.headers,
    payload: { name: `Toy line ${Math.random()}` },
  });
  const opId = op.json<{ id: string }>().id;
  const task = await t.app.inject({
    method: 'POST',
    url: `/api/operation/${opId}/tasks/create/`,
    headers: user.headers,
    payload: { name: 'Looking down', assessment_types: ['toy'] },
  });
  expect(task.statusCode, task.body).toBe(201);
  return { opId, taskId: task.json<{ id: string }>().id };
}

const get = (user: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/operation/toy/${url}`, headers: user.headers });

describe('a toy method declared only in this test (a descriptor and a scorer)', () => {
  it('is creatable from a video, analysed, viewable through every result route, and correctable', async () => {
    const user = await signUp(t);
    const target = await toyTask(user);
    const create = (fields: Record<string, string>) => {
      const body = multipartBody(
        { task: target.taskId, type: 'toy', name: 'Squats, toy', ...fields },
        { name: 'squats.mp4', data: videoBytes('tfjs-pose_squats.mp4') },
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/operation/${target.opId}/assessment/create/`,
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
    };
    // its form is validated by its own inputs
    const refused = await create({ pace: 'RUNNING' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: [{ field: 'pace', message: 'Please select a valid option' }],
    });
    const created = await create({ pace: 'STEADY' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Assessment>();

    let done: Assessment | undefined;
    for (let waited = 0; waited < 240_000; waited += 500) {
      done = (await get(user, `${id}/`)).json<Assessment>();
      if (done.status === 'completed' || done.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(done?.status, done?.status_message).toBe('completed');
    expect(done).toMatchObject({ type: 'toy', inputs: { pace: 'STEADY' } });

    const score = (await get(user, `${id}/score/`)).json<{
      method: string;
      score: number;
      explanation: { id: string; part: string | null }[];
    }>();
    expect(score.method).toBe('toy');
    expect([1, 2]).toContain(score.score);
    expect(score.explanation.find((step) => step.id === 'toy.neck')?.part).toBe('neck');
    const parts = (await get(user, `${id}/body-part/`)).json<{
      body_parts: { body_part: string }[];
    }>();
    expect(parts.body_parts.map((p) => p.body_part)).toEqual(['neck']);
    expect((await get(user, `${id}/heat-map/`)).json<{ parts: unknown[] }>().parts).toHaveLength(1);
    const graph = await get(user, `${id}/line-graph/?body_part=neck`);
    expect(graph.statusCode).toBe(200);
    expect(graph.json<{ motion: string }>().motion).toBe('neck_flexion');
    expect((await get(user, `${id}/kinematics/`)).statusCode).toBe(200);
    expect((await get(user, `${id}/breakpoints/`)).statusCode).toBe(200);

    // a corrected input rescored from the stored keypoints, through the same scorer
    const corrected = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/toy/${id}/update/`,
      headers: user.headers,
      payload: { inputs: { pace: 'HURRIED' } },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<Assessment>().score).toBe(Math.min(3, score.score + 1));

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/operation/assessments/?type=toy',
      headers: user.headers,
    });
    expect(listed.json<Assessment[]>().map((a) => a.id)).toEqual([id]);
  }, 300_000);
});
