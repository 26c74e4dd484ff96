import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { streamedUpload } from '../../../test/streamed-upload';
import {
  operationWithTask,
  REBA_INPUTS,
  uploadAssessment,
  videoBytes,
} from '../../../test/video-helpers';

// Issue 17 item 13: an upload that cannot be accepted is refused before its body is read.
const t = await createTestApp({ PROCESS_JOBS: 'false', MAX_UPLOAD_MB: '2' });
const stage = vi.spyOn(t.ctx.files, 'stage');

const PIECE = 256 * 1024;

/** Every file under DATA_DIR/files (staged parts and objects). */
function storedFiles(dir = path.join(t.dataDir, 'files')): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? storedFiles(path.join(dir, entry.name)) : [entry.name],
    );
  } catch {
    return [];
  }
}

async function newTarget(): Promise<{ user: SignedIn; opId: string; taskId: string }> {
  const user = await signUp(t);
  return { user, ...(await operationWithTask(t, user)) };
}

describe('an upload refused before its body is read', () => {
  it.each([
    ['create', (opId: string) => `/api/operation/${opId}/assessment/create/`],
    ['replace', (_opId: string, id: string) => `/api/operation/reba/${id}/upload/`],
  ])(
    '%s: a Content-Length over the limit gets 413 at once, in Turkish too, nothing staged',
    async (_label, url) => {
      const { user, opId, taskId } = await newTarget();
      const video = { name: 'a.mp4', data: videoBytes('tfjs-pose_squats.mp4') };
      const created = await uploadAssessment(t, user, { opId, taskId }, video);
      const { id } = created.json<{ id: string }>();
      stage.mockClear();
      const before = storedFiles();
      const upload = streamedUpload({ task: taskId, type: 'reba', name: 'Squats', ...REBA_INPUTS });
      const response = await t.app.inject({
        method: 'POST',
        url: url(opId, id),
        headers: {
          ...user.headers,
          ...upload.headers,
          'content-length': String(10 * 1024 * 1024 * 1024),
          'accept-language': 'tr',
        },
        payload: upload.payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        errors: [{ field: 'video', message: 'Video 2 MB sınırından büyük.' }],
      });
      expect(upload.sent()).toBeLessThan(PIECE);
      expect(stage).not.toHaveBeenCalled();
      expect(storedFiles()).toEqual(before);
      expect(response.headers.connection).toBe('close');
    },
  );

  it('a Content-Length within the limit and the form allowance is read as usual', async () => {
    const { user, opId } = await newTarget();
    const upload = streamedUpload({ type: 'reba' }, { fileBytes: 0 });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operation/${opId}/assessment/create/`,
      headers: { ...user.headers, ...upload.headers, 'content-length': String(3 * 1024 * 1024) },
      payload: upload.payload,
    });
    // the fields are read and checked: their problem is the answer, not the size
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).not.toBe('video');
  });

  it('a file in another field than `video` is refused when its part begins, not read to the end', async () => {
    const { user, opId, taskId } = await newTarget();
    stage.mockClear();
    const before = storedFiles();
    const upload = streamedUpload(
      { task: taskId, type: 'reba', name: 'Squats', ...REBA_INPUTS },
      { fileField: 'file', fileBytes: 64 * 1024 * 1024 },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operation/${opId}/assessment/create/`,
      headers: { ...user.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          field: 'video',
          message: 'Send the video file in the “video” field: no other file is accepted.',
        },
      ],
    });
    expect(upload.sent()).toBeLessThan(8 * PIECE);
    expect(stage).not.toHaveBeenCalled();
    expect(storedFiles()).toEqual(before);
    expect(response.headers.connection).toBe('close');
  });
});
