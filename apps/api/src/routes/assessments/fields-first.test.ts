import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers';
import { operationWithTask, REBA_INPUTS } from '../../../test/video-helpers';

// A large upload limit: the refusal must come from the fields, never from the size.
const t = await createTestApp({ PROCESS_JOBS: 'false', MAX_UPLOAD_MB: '500' });

const VIDEO_BYTES = 64 * 1024 * 1024;
const CHUNK = 256 * 1024;

/**
 * A multipart body whose text fields come first and whose video part is 64 MB produced on demand:
 * `sent()` says how much of the body the server asked for.
 */
function streamedUpload(fields: Record<string, string>) {
  const boundary = `----ergo${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="squats.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  let sent = 0;
  let videoSent = 0;
  const body = new Readable({
    read() {
      if (sent === 0) {
        sent += head.length;
        this.push(head);
        return;
      }
      if (videoSent >= VIDEO_BYTES) {
        this.push(Buffer.from(`\r\n--${boundary}--\r\n`));
        this.push(null);
        return;
      }
      videoSent += CHUNK;
      sent += CHUNK;
      this.push(Buffer.alloc(CHUNK, 1));
    },
  });
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    sent: () => sent,
  };
}

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
