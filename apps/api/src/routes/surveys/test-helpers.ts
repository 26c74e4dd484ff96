import type { TestApp, SignedIn } from '../../../test/helpers';

/** An operation with a task that allows QEC and the checklist. */
export async function surveyTask(t: TestApp, user: SignedIn) {
  const op = await t.app.inject({
    method: 'POST',
    url: '/api/operation/create/',
    headers: user.headers,
    payload: { name: `Office ${Math.random()}` },
  });
  const opId = op.json<{ id: string }>().id;
  const task = await t.app.inject({
    method: 'POST',
    url: `/api/operation/${opId}/tasks/create/`,
    headers: user.headers,
    payload: { name: 'Packing', assessment_types: ['qec', 'checklist', 'reba'] },
  });
  return { opId, taskId: task.json<{ id: string }>().id };
}

export const OBSERVER = {
  back_posture: 'MODERATELY_FLEXED_OR_TWISTED',
  back_task: 'MOVING',
  back_movement: 'FREQUENT',
  hand_height: 'CHEST_HEIGHT',
  arm_movement: 'FREQUENT',
  wrist_posture: 'DEVIATED_OR_BENT',
  wrist_repetition: 'BETWEEN_11_AND_20_PER_MIN',
  neck_posture: 'OCCASIONALLY',
} as const;

export const WORKER = {
  job_title: 'Packer',
  gender: 'FEMALE',
  age: 34,
  working_years: 6,
  max_weight_handled: 'MODERATE',
  time_spent: 'MORE_THAN_4_HOURS',
  max_force_level: 'MEDIUM',
  visual_demand: 'LOW',
  driving: 'LESS_THAN_1_HOUR',
  vibration: 'LESS_THAN_1_HOUR',
  work_pace: 'SOMETIMES',
  stress: 'MILDLY',
} as const;

export function createSurvey(
  t: TestApp,
  user: SignedIn,
  target: { opId: string; taskId: string },
  payload: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/operation/${target.opId}/assessment/create/`,
    headers: user.headers,
    payload: { task: target.taskId, name: 'Packing survey', ...payload },
  });
}

/** The path part of a public link (`/qec/<id>/<token>` → `<id>/<token>`). */
export function linkParts(url: string): { id: string; token: string } {
  const [, , id = '', token = ''] = new URL(url).pathname.split('/');
  return { id, token };
}
