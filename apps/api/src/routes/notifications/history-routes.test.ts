import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announceAnalysis, type AnalysisAnnouncement } from '@ergo/analysis';
import type { NotificationList } from '@ergo/contracts';
import {
  type AssessmentId,
  assessmentId,
  assessments,
  inOrg,
  notifications,
  NOTIFICATIONS_KEPT,
  users,
} from '@ergo/db';
import { createTestApp, signIn, signUp, type SignedIn } from '../../../test/helpers';
import { operationWithTask, uploadAssessment, videoBytes } from '../../../test/video-helpers';

// Issue 18: the bell's history is kept on the server, per user, read or unread, so a new sign-in
// still lists the analyses ("No video analyses yet" despite ten analyses was the bug).
const t = await createTestApp();

const list = async (user: SignedIn, lang = 'en') => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/',
    headers: { ...user.headers, 'accept-language': lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationList>();
};
const post = (user: SignedIn, url: string) =>
  t.app.inject({ method: 'POST', url: `/api/notifications/${url}`, headers: user.headers });

/** A video assessment uploaded the way the product does it: its analysis is queued (and stored). */
async function uploaded(user: SignedIn, name = 'Squat') {
  const target = await operationWithTask(t, user);
  const created = await uploadAssessment(
    t,
    user,
    target,
    { name: 'squats.mp4', data: videoBytes('tfjs-pose_squats.mp4') },
    { name },
  );
  expect(created.statusCode, created.body).toBe(201);
  return { ...target, id: assessmentId(created.json<{ id: string }>().id) };
}

/** The worker's next step of an analysis: stored and published in one (as analysisJob does). */
const announce = (
  user: SignedIn,
  assessmentId: AssessmentId,
  step: Partial<AnalysisAnnouncement> & Pick<AnalysisAnnouncement, 'status' | 'messageKey'>,
) =>
  announceAnalysis(t.ctx, {
    kind: 'analysis',
    organizationId: user.orgId,
    userId: user.userId,
    assessmentId,
    assessmentType: 'reba',
    assessmentName: 'Squat',
    progress: 0,
    at: new Date().toISOString(),
    ...step,
  });

/** Another user of the same organization (its password the same as `user`'s). */
async function colleague(user: SignedIn): Promise<SignedIn> {
  const [me] = await t.ctx.db
    .select()
    .from(users)
    .where(inOrg(users, user.orgId, eq(users.id, user.userId)));
  if (!me) throw new Error('no user');
  const email = `colleague-${randomUUID().slice(0, 8)}@example.com`;
  await t.ctx.db.insert(users).values({
    organizationId: user.orgId,
    email,
    passwordHash: me.passwordHash,
    firstName: 'Can',
    lastName: 'Demir',
    isActive: true,
  });
  return signIn(t.app, email);
}

describe('notification history', () => {
  it('keeps a queued analysis for its user across sign-ins, in the reader’s language, unread', async () => {
    const user = await signUp(t);
    const { id } = await uploaded(user, 'Morning squats');
    const again = await signIn(t.app, user.email);
    const en = await list(again);
    expect(en).toMatchObject({ count: 1, unread_count: 1 });
    expect(en.results[0]).toMatchObject({
      model_id: id,
      model_name: 'reba',
      url: `/assessments/reba/${id}`,
      name: 'Morning squats',
      status: 'pending',
      read: false,
      message: 'Video queued for analysis',
    });
    const tr = await list(again, 'tr');
    expect(tr.results[0]?.message).toBe('Video analiz kuyruğuna alındı');
    expect(tr.results[0]?.id).toBe(en.results[0]?.id);
  });

  it('updates one entry per assessment; a new status makes it unread again, progress alone does not; the live event carries its id', async () => {
    const user = await signUp(t);
    const { id } = await uploaded(user);
    const heard: { notificationIds?: Record<string, string>; status: string }[] = [];
    const stop = t.ctx.events.subscribe((event) => heard.push(event));
    await announce(user, id, {
      status: 'processing',
      progress: 10,
      messageKey: 'assessments.analysis_processing',
    });
    const [stored] = (await list(user)).results;
    if (!stored) throw new Error('nothing stored');
    expect(heard.at(-1)?.notificationIds).toEqual({ [user.userId]: stored.id });

    expect((await post(user, `${stored.id}/read/`)).json()).toEqual({ unread_count: 0 });
    await announce(user, id, {
      status: 'processing',
      progress: 60,
      messageKey: 'assessments.analysis_processing',
    });
    expect((await list(user)).results[0]).toMatchObject({ progress: 60, read: true });
    await announce(user, id, {
      status: 'completed',
      progress: 100,
      messageKey: 'assessments.analysis_completed',
    });
    const done = await list(user);
    expect(done).toMatchObject({ count: 1, unread_count: 1 });
    expect(done.results[0]).toMatchObject({
      id: stored.id,
      status: 'completed',
      progress: 100,
      read: false,
      message: 'Video analysis completed',
    });
    stop();
  });

  it('lists newest first, marks one or all read, and a second read changes nothing', async () => {
    const user = await signUp(t);
    const first = await uploaded(user, 'First');
    const second = await uploaded(user, 'Second');
    const before = await list(user);
    expect(before.results.map((item) => item.model_id)).toEqual([second.id, first.id]);
    expect(before.unread_count).toBe(2);
    const [newest] = before.results;
    if (!newest) throw new Error('no notification');
    expect((await post(user, `${newest.id}/read/`)).json()).toEqual({ unread_count: 1 });
    expect((await post(user, `${newest.id}/read/`)).json()).toEqual({ unread_count: 1 });
    const read = await post(user, 'read-all/');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread_count: 0 });
    expect((await list(user)).results.every((item) => item.read)).toBe(true);
  });

  it('shows and marks only the caller’s own: another user’s or organization’s is not found', async () => {
    const owner = await signUp(t);
    await uploaded(owner);
    const [own] = (await list(owner)).results;
    if (!own) throw new Error('no notification');
    const mate = await colleague(owner);
    const stranger = await signUp(t);
    for (const other of [mate, stranger]) {
      expect(await list(other)).toEqual({ count: 0, unread_count: 0, results: [] });
      const refused = await post(other, `${own.id}/read/`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        errors: [{ field: 'detail', message: 'Notification not found.' }],
      });
      expect((await post(other, 'read-all/')).json()).toEqual({ unread_count: 0 });
    }
    expect((await list(owner)).results[0]).toMatchObject({ id: own.id, read: false });
    expect((await post(owner, 'not-an-id/read/')).statusCode).toBe(404);
    expect((await post(owner, `${randomUUID()}/read/`)).statusCode).toBe(404);
  });

  it('goes to every user of the organization when the analysis has no owner (as the socket sends it)', async () => {
    const owner = await signUp(t);
    const mate = await colleague(owner);
    const { id } = await uploaded(owner);
    await t.ctx.db
      .update(assessments)
      .set({ createdBy: null })
      .where(inOrg(assessments, owner.orgId, eq(assessments.id, id)));
    await announceAnalysis(t.ctx, {
      kind: 'analysis',
      organizationId: owner.orgId,
      userId: null,
      assessmentId: id,
      assessmentType: 'reba',
      assessmentName: 'Squat',
      status: 'failed',
      progress: 100,
      messageKey: 'assessments.analysis_failed',
      at: new Date().toISOString(),
    });
    expect((await list(owner)).results[0]).toMatchObject({ model_id: id, status: 'failed' });
    expect((await list(mate)).results[0]).toMatchObject({ model_id: id, status: 'failed' });
  });

  it(`keeps each user's latest ${NOTIFICATIONS_KEPT}, and forgets those of a deleted assessment`, async () => {
    const user = await signUp(t);
    const { opId, taskId, id: oldest } = await uploaded(user, 'Oldest');
    const rows = await t.ctx.db
      .insert(assessments)
      .values(
        Array.from({ length: NOTIFICATIONS_KEPT }, (_, n) => ({
          organizationId: user.orgId,
          operationId: opId,
          taskId,
          type: 'reba',
          name: `Squat ${n}`,
          createdBy: user.userId,
        })),
      )
      .returning({ id: assessments.id, name: assessments.name });
    for (const row of rows)
      await announce(user, row.id, {
        assessmentName: row.name,
        status: 'pending',
        messageKey: 'assessments.analysis_queued',
      });
    const kept = await list(user);
    expect(kept.count).toBe(NOTIFICATIONS_KEPT);
    expect(kept.results.map((item) => item.model_id)).not.toContain(oldest);
    expect(kept.results[0]?.name).toBe(`Squat ${NOTIFICATIONS_KEPT - 1}`);

    const [gone] = rows;
    if (!gone) throw new Error('no assessment');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/operation/assessment/${gone.id}/delete/`,
      headers: user.headers,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const after = await t.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inOrg(notifications, user.orgId, eq(notifications.assessmentId, gone.id)));
    expect(after).toEqual([]);
  });
});
