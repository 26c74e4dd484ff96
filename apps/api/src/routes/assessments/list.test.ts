import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments, organizations } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { operationWithTask, uploadAssessment, videoBytes } from '../../../test/video-helpers';

const t = await createTestApp({ PROCESS_JOBS: 'false' });
type Listed = {
  id: string;
  name: string;
  score: number | null;
  type: string;
  operation_name: string;
  risk_level: string | null;
};

describe('credits under concurrency', () => {
  it('20 parallel creates with 5 credits give exactly 5 assessments; the balance never goes negative', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    await t.ctx.db.update(organizations).set({ credit: 5 }).where(eq(organizations.id, user.orgId));
    const video = videoBytes('tfjs-pose_squats.mp4');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        uploadAssessment(
          t,
          user,
          target,
          { name: `v${i}.mp4`, data: video },
          { name: `Parallel ${i}` },
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 402)).toHaveLength(15);
    for (const refused of responses.filter((r) => r.statusCode === 402)) {
      expect(refused.json()).toEqual({
        errors: [
          {
            field: 'Something Went Wrong',
            message:
              "You don't have enough credits to create a new assessment. Please contact us for assistance.",
          },
        ],
      });
    }
    const [org] = await t.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user.orgId));
    expect(org?.credit).toBe(0);
    expect(
      await t.ctx.db.select().from(assessments).where(eq(assessments.organizationId, user.orgId)),
    ).toHaveLength(5);
  }, 120_000);
});

async function seed(user: SignedIn) {
  const a = await operationWithTask(t, user);
  const b = await operationWithTask(t, user);
  const rows = [
    {
      name: 'Palletising morning',
      type: 'reba',
      score: 11,
      riskLevel: 'very_high',
      target: a,
      employeeName: 'Mert Demir',
      createdAt: new Date('2026-01-01T08:00:00Z'),
    },
    {
      name: 'Palletising evening',
      type: 'reba',
      score: 4,
      riskLevel: 'medium',
      target: a,
      employeeName: 'Elif Şahin',
      createdAt: new Date('2026-01-02T08:00:00Z'),
    },
    {
      name: 'Keyboard work',
      type: 'rosa',
      score: 3,
      riskLevel: 'medium',
      target: b,
      employeeName: 'Can Öz',
      createdAt: new Date('2026-01-03T08:00:00Z'),
    },
    {
      name: 'Assembly arms',
      type: 'rula',
      score: 7,
      riskLevel: 'very_high',
      target: b,
      employeeName: 'Deniz Ak',
      createdAt: new Date('2026-01-04T08:00:00Z'),
    },
    {
      name: 'Pending upload',
      type: 'reba',
      score: null,
      riskLevel: null,
      target: a,
      employeeName: '',
      createdAt: new Date('2026-01-05T08:00:00Z'),
    },
  ];
  for (const r of rows) {
    await t.ctx.db.insert(assessments).values({
      organizationId: user.orgId,
      operationId: r.target.opId,
      taskId: r.target.taskId,
      type: r.type,
      name: r.name,
      score: r.score,
      riskLevel: r.riskLevel,
      employeeName: r.employeeName,
      status: r.score === null ? 'pending' : 'completed',
      createdAt: r.createdAt,
    });
  }
  return { a, b };
}

describe('GET /operation/assessments/', () => {
  it('filters, searches, sorts and pages', async () => {
    const user = await signUp(t);
    const { a } = await seed(user);
    const list = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/operation/assessments/${query}`,
          headers: user.headers,
        })
      ).json<Listed[]>();
    expect((await list('')).map((x) => x.name)).toEqual([
      'Pending upload',
      'Assembly arms',
      'Keyboard work',
      'Palletising evening',
      'Palletising morning',
    ]);
    expect((await list('?ordering=created_at'))[0]?.name).toBe('Palletising morning');
    // Risk level, then the score within its method's range: RULA 7 (its worst) before REBA 11.
    expect((await list('?ordering=-score')).map((x) => x.score)).toEqual([7, 11, 3, 4, null]);
    expect((await list('?ordering=score')).map((x) => x.score)).toEqual([4, 3, 11, 7, null]);
    expect((await list('?type=reba')).map((x) => x.name)).toEqual([
      'Pending upload',
      'Palletising evening',
      'Palletising morning',
    ]);
    expect((await list(`?operation=${a.opId}&risk_level=very_high`)).map((x) => x.name)).toEqual([
      'Palletising morning',
    ]);
    expect((await list('?search=palletising')).length).toBe(2);
    expect((await list('?search=şahin')).map((x) => x.name)).toEqual(['Palletising evening']);
    const page = (
      await t.app.inject({
        method: 'GET',
        url: '/api/operation/assessments/?page=2&page_size=2',
        headers: user.headers,
      })
    ).json<{ count: number; next: string; previous: string; results: Listed[] }>();
    expect(page.count).toBe(5);
    expect(page.results.map((x) => x.name)).toEqual(['Keyboard work', 'Palletising evening']);
    expect(page.next).toContain('page=3');
    expect(page.previous).toContain('page=1');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/operation/assessments/?risk_level=extreme',
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(400);
    // Another organization's list is its own.
    const other = await signUp(t);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/operation/assessments/',
          headers: other.headers,
        })
      ).json(),
    ).toEqual([]);
  });

  it("sorts by score as risk level first, then the score within its method's range", async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    // Raw scores on different scales: a lifting index of 1.02 is high risk, a REBA 2 is low.
    const rows = [
      { name: 'Lift', type: 'wisha', score: 1.02, riskLevel: 'high' },
      { name: 'Reach', type: 'reba', score: 2, riskLevel: 'low' },
      { name: 'Posture', type: 'reba', score: 9, riskLevel: 'high' }, // (9 - 1) / 14 = 0.57
      { name: 'Arms', type: 'rula', score: 6, riskLevel: 'high' }, // (6 - 1) / 6 = 0.83
      { name: 'Desk', type: 'rosa', score: 2, riskLevel: 'low' }, // (2 - 1) / 9 = 0.11
      { name: 'Exposure', type: 'qec', score: 40, riskLevel: 'medium' },
      { name: 'Checklist', type: 'checklist', score: 90, riskLevel: 'low' }, // compliance: 0.1
      { name: 'Waiting', type: 'rula', score: null, riskLevel: null },
    ];
    for (const [i, r] of rows.entries()) {
      await t.ctx.db.insert(assessments).values({
        organizationId: user.orgId,
        operationId: target.opId,
        taskId: target.taskId,
        type: r.type,
        name: r.name,
        score: r.score,
        riskLevel: r.riskLevel,
        status: r.score === null ? 'pending' : 'completed',
        createdAt: new Date(Date.UTC(2026, 0, i + 1)),
      });
    }
    const get = async <T>(query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/operation/assessments/${query}`,
          headers: user.headers,
        })
      ).json<T>();
    const names = async (query: string) => (await get<Listed[]>(query)).map((x) => x.name);
    // high: RULA 0.83, REBA 0.57, lifting index 1.02 / 3 = 0.34; low: ROSA 0.11, checklist 0.1, REBA 0.07
    const worstFirst = ['Arms', 'Posture', 'Lift', 'Exposure', 'Desk', 'Checklist', 'Reach'];
    expect(await names('?ordering=-score')).toEqual([...worstFirst, 'Waiting']);
    expect(await names('?ordering=score')).toEqual([...worstFirst.toReversed(), 'Waiting']);
    // Paged, the order holds across pages (the database sorts, not the page).
    const paged: string[] = [];
    for (const page of [1, 2, 3]) {
      const body = await get<{ results: Listed[] }>(`?ordering=-score&page=${page}&page_size=3`);
      paged.push(...body.results.map((x) => x.name));
    }
    expect(paged).toEqual([...worstFirst, 'Waiting']);
  });

  it('deletes an assessment (and its video) from the list', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const created = (
      await uploadAssessment(t, user, target, {
        name: 'a.mp4',
        data: videoBytes('tfjs-pose_squats.mp4'),
      })
    ).json<{ id: string }>();
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/operation/assessments/',
      headers: user.headers,
    });
    expect(listed.json<{ video: unknown }[]>().map((item) => item.video)).toEqual([
      {
        file: `/api/operation/reba/${created.id}/file/`,
        detail: 'a.mp4',
        size: videoBytes('tfjs-pose_squats.mp4').length,
        duration_seconds: expect.any(Number) as unknown,
      },
    ]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/operation/assessment/${created.id}/delete/`,
      headers: { ...user.headers, 'accept-language': 'tr' },
    });
    expect(deleted.json()).toEqual({ detail: 'Değerlendirme silindi.' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/operation/assessments/',
          headers: user.headers,
        })
      ).json(),
    ).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/operation/assessment/${created.id}/delete/`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('organization isolation on every assessment endpoint', () => {
  it('answers 404 to another organization, and changes nothing', async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const target = await operationWithTask(t, owner);
    const created = (
      await uploadAssessment(t, owner, target, {
        name: 'a.mp4',
        data: videoBytes('tfjs-pose_squats.mp4'),
      })
    ).json<{ id: string }>();
    const base = `/api/operation/reba/${created.id}`;
    const gets = [
      '',
      'file/',
      'url/',
      'score/',
      'body-part/',
      'heat-map/',
      'kinematics/',
      'avg/',
      'line-graph/?body_part=trunk',
      'breakpoints/',
      'thumbnail/',
      'pose/',
      'overrides/',
    ];
    for (const suffix of gets) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}/${suffix}`,
        headers: intruder.headers,
      });
      expect(response.statusCode, suffix).toBe(404);
    }
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `${base}/update/`,
      headers: intruder.headers,
      payload: { name: 'Stolen' },
    });
    expect(patch.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/operation/assessment/${created.id}/delete/`,
          headers: intruder.headers,
        })
      ).statusCode,
    ).toBe(404);
    const mine = (
      await t.app.inject({ method: 'GET', url: `${base}/`, headers: owner.headers })
    ).json<{ name: string }>();
    expect(mine.name).toBe('Squat');
    // The owner sees "not ready yet" (409) on results while the analysis is queued.
    const notReady = await t.app.inject({
      method: 'GET',
      url: `${base}/score/`,
      headers: owner.headers,
    });
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json()).toEqual({
      errors: [
        {
          field: 'detail',
          message: 'The results are not ready yet: the video is still being analysed.',
        },
      ],
    });
  });

  it('renames and corrects inputs before the analysis, recording who changed what', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const created = (
      await uploadAssessment(t, user, target, {
        name: 'a.mp4',
        data: videoBytes('tfjs-pose_squats.mp4'),
      })
    ).json<{ id: string }>();
    const base = `/api/operation/reba/${created.id}`;
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `${base}/update/`,
      headers: user.headers,
      payload: { inputs: { coupling: 'SLIPPERY' } },
    });
    expect(bad.json()).toEqual({
      errors: [{ field: 'coupling', message: 'Please select a valid option' }],
    });
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `${base}/update/`,
      headers: user.headers,
      payload: {
        name: 'Squat, night shift',
        inputs: { coupling: 'POOR', activity: ['STATIC_POSTURE'] },
      },
    });
    expect(ok.json()).toMatchObject({
      name: 'Squat, night shift',
      inputs: { coupling: 'POOR', activity: ['STATIC_POSTURE'], load: 'LESS_THAN_5' },
    });
    const changes = (
      await t.app.inject({ method: 'GET', url: `${base}/overrides/`, headers: user.headers })
    ).json<{ field: string; old_value: unknown; new_value: unknown }[]>();
    expect(changes.map((c) => c.field).sort()).toEqual([
      'inputs.activity',
      'inputs.coupling',
      'name',
    ]);
    expect(changes.find((c) => c.field === 'inputs.coupling')).toMatchObject({
      old_value: 'GOOD',
      new_value: 'POOR',
    });
  });
});
