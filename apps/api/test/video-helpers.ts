import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApp, SignedIn } from './helpers';
import { multipartBody } from './multipart';

/** Repository root: apps/api/test -> ../../.. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/** The committed test clips (sources and licences in its SOURCES.md). */
export const TEST_VIDEO_DIR = path.join(REPO_ROOT, 'test-data/video');
/** Path of a test clip; throws naming the file when it is missing, so the test fails, never skips. */
export function testVideo(name: string): string {
  const file = path.join(TEST_VIDEO_DIR, name);
  if (!existsSync(file)) throw new Error(`test video missing: ${file}`);
  return file;
}
export const videoBytes = (name: string) => readFileSync(testVideo(name));

export const REBA_INPUTS = { load: 'LESS_THAN_5', coupling: 'GOOD' };

/** An operation with a task that allows every video method. */
export async function operationWithTask(t: TestApp, user: SignedIn) {
  const op = await t.app.inject({
    method: 'POST',
    url: '/api/operation/create/',
    headers: user.headers,
    payload: { name: `Line ${Math.random()}` },
  });
  const opId = op.json<{ id: string }>().id;
  const task = await t.app.inject({
    method: 'POST',
    url: `/api/operation/${opId}/tasks/create/`,
    headers: user.headers,
    payload: { name: 'Squat lift', assessment_types: ['reba', 'rula', 'wisha', 'rosa'] },
  });
  return { opId, taskId: task.json<{ id: string }>().id };
}

export function uploadAssessment(
  t: TestApp,
  user: SignedIn,
  target: { opId: string; taskId: string },
  file: { name: string; data: Buffer } | null,
  fields: Record<string, string | readonly string[]> = {},
  lang = 'en',
) {
  const body = multipartBody(
    { task: target.taskId, type: 'reba', name: 'Squat', ...REBA_INPUTS, ...fields },
    file ?? undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/operation/${target.opId}/assessment/create/`,
    headers: { ...user.headers, ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
}
