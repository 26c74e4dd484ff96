import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type OrganizationId, organizations } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from './helpers';
import { operationWithTask, uploadAssessment, videoBytes } from './video-helpers';

// The real pipeline on a clip with two people (sports2d_demo.mp4: a man on a hut who lands in a
// crouch at ~6.5 s, a woman walking through the foreground from 1.5 to 6.5 s).
const t = await createTestApp({ PROCESS_JOBS: 'true', ANALYSIS_FPS: '5' });

interface Track {
  id: number;
  samples: { time: number; box: number[]; score: number }[];
}
interface ScoreDoc {
  score: number;
  frames: { scored: number };
  people: { worker: number | null; chosen_by: string; tracks: Track[]; gaps: unknown[] } | null;
  video_size: { width: number; height: number } | null;
}

async function until(user: SignedIn, id: string, done: (status: string) => boolean) {
  const start = Date.now();
  for (;;) {
    const row = (
      await t.app.inject({
        method: 'GET',
        url: `/api/operation/reba/${id}/`,
        headers: user.headers,
      })
    ).json<{ status: string; status_message: string }>();
    if (done(row.status)) return row;
    if (Date.now() - start > 240_000) throw new Error(`analysis still ${row.status}`);
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

const credit = async (orgId: OrganizationId) =>
  (await t.ctx.db.select().from(organizations).where(eq(organizations.id, orgId)))[0]?.credit;

describe('choosing the person to analyse', () => {
  it('re-runs the analysis on the person clicked, with no credit taken; refuses a click on nobody, a busy or foreign assessment', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const created = await uploadAssessment(t, user, target, {
      name: 'two-people.mp4',
      data: videoBytes('sports2d_demo.mp4'),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await until(user, id, (s) => s === 'completed' || s === 'failed')).status).toBe(
      'completed',
    );
    const scoreDoc = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/operation/reba/${id}/score/`,
          headers: user.headers,
        })
      ).json<ScoreDoc>();
    const before = await scoreDoc();
    expect(before.video_size).toEqual({ width: 1768, height: 994 });
    const people = before.people;
    expect(people?.chosen_by).toBe('default');
    expect(people?.tracks.length).toBeGreaterThanOrEqual(2);
    const other = people?.tracks.find((track) => track.id !== people.worker);
    const sample = other?.samples[Math.floor((other.samples.length - 1) / 2)];
    if (!sample) throw new Error('no other person');
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = sample.box;
    const click = { time: sample.time, x: (x0 + x1) / 2, y: (y0 + y1) / 2 };
    const credits = await credit(user.orgId);

    const post = (payload: unknown, headers: Record<string, string> = user.headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/operation/reba/${id}/worker/`,
        headers,
        payload: payload as Record<string, unknown>,
      });

    // nobody at the top right corner of the sky; said in the caller's language
    const nobody = await post(
      { time: 3, x: 1760, y: 5 },
      { ...user.headers, 'accept-language': 'tr' },
    );
    expect(nobody.statusCode).toBe(400);
    expect(nobody.body).toContain('Videonun o noktasında kimse yok');
    expect((await post({ time: -1, x: 'a' })).statusCode).toBe(400);
    // another organization's assessment does not exist for the caller
    const stranger = await signUp(t);
    expect((await post(click, stranger.headers)).statusCode).toBe(404);

    const chosen = await post(click);
    expect(chosen.statusCode).toBe(202);
    expect(chosen.json<{ status: string }>().status).toBe('pending');
    // a second click while it runs waits its turn
    expect((await post(click)).statusCode).toBe(409);
    expect((await until(user, id, (s) => s === 'completed' || s === 'failed')).status).toBe(
      'completed',
    );
    const after = await scoreDoc();
    expect(after.people?.chosen_by).toBe('user');
    expect(after.people?.worker).not.toBe(people?.worker);
    expect(await credit(user.orgId)).toBe(credits);
  }, 400_000);
});
