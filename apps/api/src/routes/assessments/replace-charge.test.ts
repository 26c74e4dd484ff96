import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentId, assessments, files, organizations, refundCredit } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { multipartBody } from '../../../test/multipart';
import { operationWithTask, uploadAssessment, videoBytes } from '../../../test/video-helpers';

// Issue 17 item 4: the charge of a replaced video is decided once, inside the transaction.
const t = await createTestApp({ PROCESS_JOBS: 'false', MAX_UPLOAD_MB: '2' });

async function credit(user: SignedIn) {
  const [org] = await t.ctx.db
    .select({ credit: organizations.credit })
    .from(organizations)
    .where(eq(organizations.id, user.orgId));
  return org?.credit;
}

function replaceVideo(user: SignedIn, id: string) {
  const body = multipartBody({}, { name: 'b.mp4', data: videoBytes('tfjs-pose_squats.mp4') });
  return t.app.inject({
    method: 'POST',
    url: `/api/operation/reba/${id}/upload/`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('replacing the video of a refunded assessment', () => {
  it('charges one credit however many replacements run at once, and keeps one video', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const created = await uploadAssessment(t, user, target, {
      name: 'a.mp4',
      data: videoBytes('tfjs-pose_squats.mp4'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = assessmentId(created.json<{ id: string }>().id);
    // its analysis failed: the credit came back, so a new video costs one again
    expect(await refundCredit(t.ctx.db, { orgId: user.orgId, assessmentId: id })).toBe(true);
    expect(await credit(user)).toBe(10);

    const replaced = await Promise.all(Array.from({ length: 4 }, () => replaceVideo(user, id)));
    for (const response of replaced) expect(response.statusCode, response.body).toBe(200);

    expect(await credit(user)).toBe(9);
    const [row] = await t.ctx.db
      .select()
      .from(assessments)
      .where(and(eq(assessments.id, id), eq(assessments.organizationId, user.orgId)));
    expect(row?.creditCharged).toBe(true);
    // the replacements that lost the race leave no second video behind
    const videos = await t.ctx.db
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.organizationId, user.orgId),
          eq(files.assessmentId, id),
          eq(files.kind, 'video'),
        ),
      );
    expect(videos.map((video) => video.id)).toEqual([row?.videoFileId]);
  });

  it('charges nothing when the assessment still holds its credit', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const created = await uploadAssessment(t, user, target, {
      name: 'a.mp4',
      data: videoBytes('tfjs-pose_squats.mp4'),
    });
    const { id } = created.json<{ id: string }>();
    const replaced = await Promise.all([replaceVideo(user, id), replaceVideo(user, id)]);
    for (const response of replaced) expect(response.statusCode, response.body).toBe(200);
    expect(await credit(user)).toBe(9);
  });
});
