import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers';
import { streamedUpload } from '../../../test/streamed-upload';
import { operationWithTask, REBA_INPUTS } from '../../../test/video-helpers';

// A large upload limit: the refusal must come from the fields, never from the size.
const t = await createTestApp({ PROCESS_JOBS: 'false', MAX_UPLOAD_MB: '500' });

const VIDEO_BYTES = 64 * 1024 * 1024;

describe('the fields of an upload are checked before its video is read', () => {
  it('answers 400 for a bad form at once, naming each field, and reads almost none of the video', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const upload = streamedUpload({
      task: target.taskId,
      type: 'reba',
      name: '',
      load: REBA_INPUTS.load,
      coupling: 'STICKY',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operation/${target.opId}/assessment/create/`,
      headers: { ...user.headers, ...upload.headers, 'accept-language': 'tr' },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        { field: 'name', message: 'Değerlendirme adı zorunludur' },
        { field: 'coupling', message: 'Lütfen geçerli bir seçenek belirleyin' },
      ],
    });
    // the connection is closed instead of draining the rest of the upload
    expect(response.headers.connection).toBe('close');
    expect(upload.sent()).toBeLessThan(VIDEO_BYTES / 8);
  });

  it('answers 404 for another organization’s operation before the video, and takes no credit', async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const target = await operationWithTask(t, owner);
    const upload = streamedUpload({
      task: target.taskId,
      type: 'reba',
      name: 'Squats',
      ...REBA_INPUTS,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operation/${target.opId}/assessment/create/`,
      headers: { ...intruder.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(404);
    expect(upload.sent()).toBeLessThan(VIDEO_BYTES / 8);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/', headers: intruder.headers });
    expect(me.json<{ organization: { credit: number } }>().organization.credit).toBe(10);
  });
});
