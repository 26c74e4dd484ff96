import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { organizations } from '@ergo/db';
import { createTestApp, signUp } from '../../../test/helpers';
import { craftedBoxes } from '../../../test/crafted-video';
import { operationWithTask, uploadAssessment } from '../../../test/video-helpers';

// Every chunk decryption of the file store goes through openChunk: counting its calls measures
// what refusing an upload costs, whatever reads the file (structure walk, ffprobe's loopback).
const decryptions = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../../packages/platform/src/files/envelope', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../../../../packages/platform/src/files/envelope')>();
  return {
    ...actual,
    openChunk: (...args: Parameters<typeof actual.openChunk>) => {
      decryptions.count += 1;
      return actual.openChunk(...args);
    },
  };
});

const t = await createTestApp({ PROCESS_JOBS: 'false', MAX_UPLOAD_MB: '2' });

describe('a crafted MP4 of 9,990 empty boxes (issue 17)', () => {
  it('is refused as damaged after decrypting each of its chunks at most once', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const crafted = craftedBoxes(9990);
    expect(crafted.length).toBe(79_928);
    decryptions.count = 0;
    const started = performance.now();
    const response = await uploadAssessment(t, user, target, {
      name: 'crafted.mp4',
      data: crafted,
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          field: 'video',
          message: 'The video file is damaged or incomplete and cannot be read.',
        },
      ],
    });
    // two 64 KiB chunks; the refusal needs the first only (the box limit is reached within it)
    expect(decryptions.count).toBeLessThanOrEqual(2);
    console.info(
      `crafted MP4 (${crafted.length} bytes, 9,990 boxes): refused in ${elapsed.toFixed(0)} ms, ${decryptions.count} chunk decryption(s)`,
    );
    const [org] = await t.ctx.db
      .select({ credit: organizations.credit })
      .from(organizations)
      .where(eq(organizations.id, user.orgId));
    expect(org?.credit).toBe(10);
  });
});
