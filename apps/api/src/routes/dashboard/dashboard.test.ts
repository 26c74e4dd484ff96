import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@ergo/contracts';
import {
  type AssessmentId,
  assessmentId,
  assessments,
  organizations,
  recommendations,
  tasks,
} from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { operationWithTask } from '../../../test/video-helpers';

const t = await createTestApp({ PROCESS_JOBS: 'false' });
const ZONE = 'Europe/Istanbul';
const DAY = 86_400_000;
const now = Date.now();

interface Seeded {
  id: AssessmentId;
  op: number;
  task: number;
  type: string;
  score: number | null;
  level: string | null;
  status: string;
  createdAt: Date;
  video: boolean;
  progress: number;
}

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

/** Independent figures: plain loops over what was inserted, no SQL. */
const HIGH = new Set(['high', 'very_high']);
const RANK = ['negligible', 'low', 'medium', 'high', 'very_high'];

function latestOf(rows: Seeded[]) {
  const latest = new Map<string, Seeded>();
  for (const row of rows) {
    if (row.score === null || row.level === null) continue;
    const key = `${row.task}:${row.type}`;
    const kept = latest.get(key);
    if (!kept || row.createdAt > kept.createdAt) latest.set(key, row);
  }
  return [...latest.values()];
}

const monthIn = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit' })
    .format(date)
    .slice(0, 7);

async function seedOrganization(user: SignedIn) {
  const targets = [
    await operationWithTask(t, user),
    await operationWithTask(t, user),
    await operationWithTask(t, user),
  ];
  // A second task in operation 0, and an operation with no assessment at all.
  const [second] = await t.ctx.db
    .insert(tasks)
    .values({
      organizationId: user.orgId,
      operationId: must(targets[0]).opId,
      name: 'Second task',
      nameSort: 'second task',
      assessmentTypes: ['reba', 'checklist'],
    })
    .returning();
  const taskIds = [
    must(targets[0]).taskId,
    must(second).id,
    must(targets[1]).taskId,
    must(targets[2]).taskId,
  ];
  const opOfTask = [0, 0, 1, 2];
  const rows: Seeded[] = [];
  const add = async (
    task: number,
    type: string,
    score: number | null,
    level: string | null,
    daysAgo: number,
    extra: Partial<Pick<Seeded, 'status' | 'video' | 'progress'>> = {},
  ) => {
    const row: Seeded = {
      id: assessmentId(randomUUID()),
      op: must(opOfTask[task]),
      task,
      type,
      score,
      level,
      status: extra.status ?? (score === null ? 'pending' : 'completed'),
      createdAt: new Date(now - daysAgo * DAY),
      video: extra.video ?? false,
      progress: extra.progress ?? (score === null ? 0 : 100),
    };
    rows.push(row);
    await t.ctx.db.insert(assessments).values({
      id: row.id,
      organizationId: user.orgId,
      operationId: must(targets[row.op]).opId,
      taskId: must(taskIds[task]),
      type,
      name: `${type} ${rows.length}`,
      score,
      riskLevel: level,
      status: row.status,
      progress: row.progress,
      videoFileId: row.video ? randomUUID() : null,
      createdAt: row.createdAt,
    });
    return row;
  };
  // Task 0: REBA went from very high to medium after a change; RULA high.
  const before = await add(0, 'reba', 12, 'very_high', 200);
  const after = await add(0, 'reba', 5, 'medium', 20);
  await add(0, 'rula', 6, 'high', 40);
  // Task 1: a checklist whose compliance rose (higher is better) and a REBA at very high risk.
  const listBefore = await add(1, 'checklist', 50, 'high', 100);
  const listAfter = await add(1, 'checklist', 80, 'low', 10);
  await add(1, 'reba', 14, 'very_high', 5);
  // Task 2: ROSA low, then worse; and a WISHA lift that got worse after its recommendation.
  await add(2, 'rosa', 3, 'low', 300);
  await add(2, 'rosa', 6, 'high', 60);
  const liftBefore = await add(2, 'wisha', 0.8, 'low', 90);
  const liftAfter = await add(2, 'wisha', 1.2, 'high', 30);
  // Task 3: analyses in progress (queued, running), a failed one, a survey awaiting answers.
  await add(3, 'reba', null, null, 1, { video: true, status: 'pending', progress: 0 });
  await add(3, 'rula', null, null, 0.5, { video: true, status: 'processing', progress: 40 });
  await add(3, 'reba', null, null, 2, { video: true, status: 'failed', progress: 0 });
  await add(3, 'qec', null, null, 3, { status: 'pending' });
  // Older than twelve months: in the latest figures, not in the trend.
  await add(3, 'rosa', 2, 'low', 400);

  const recs: {
    status: string;
    on: Seeded;
    followUp: Seeded | null;
    due: string | null;
  }[] = [
    { status: 'COMPLETED', on: before, followUp: after, due: null },
    // Two recommendations acted on together, measured by one follow-up: one pair.
    { status: 'COMPLETED', on: before, followUp: after, due: '2020-01-01' },
    { status: 'COMPLETED', on: listBefore, followUp: listAfter, due: null },
    { status: 'COMPLETED', on: liftBefore, followUp: liftAfter, due: null },
    // Completed with no follow-up yet: counted, not measured.
    { status: 'COMPLETED', on: liftBefore, followUp: null, due: null },
    { status: 'TODO', on: before, followUp: null, due: '2020-01-01' },
    { status: 'TODO', on: listBefore, followUp: null, due: '2999-01-01' },
    { status: 'IN_PROGRESS', on: liftBefore, followUp: null, due: '2021-06-30' },
    { status: 'IN_PROGRESS', on: liftBefore, followUp: null, due: null },
  ];
  for (const rec of recs) {
    await t.ctx.db.insert(recommendations).values({
      organizationId: user.orgId,
      assessmentId: rec.on.id,
      title: 'Change',
      status: rec.status as 'TODO',
      priority: 'HIGH' as never,
      followUpAssessmentId: rec.followUp?.id ?? null,
      dueDate: rec.due,
    });
  }
  const emptyOp = await t.app.inject({
    method: 'POST',
    url: '/api/operation/create/',
    headers: user.headers,
    payload: { name: `Empty ${randomUUID().slice(0, 6)}` },
  });
  return { rows, recs, targets, emptyOpId: emptyOp.json<{ id: string }>().id, taskIds };
}

async function dashboardOf(user: SignedIn, lang = 'en') {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/',
    headers: { ...user.headers, 'accept-language': lang },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Dashboard>();
}

describe('GET /api/dashboard/', () => {
  it('an organization with no data gets zeros and empty lists', async () => {
    const user = await signUp(t);
    const body = await dashboardOf(user);
    expect(body.totals).toEqual({
      operations: 0,
      tasks: 0,
      assessments: 0,
      assessed_tasks: 0,
      high_risk_tasks: 0,
      not_enough_measured: 0,
    });
    expect(body.risk_distribution).toEqual([]);
    expect(body.high_risk).toEqual({ count: 0, results: [] });
    expect(body.trend.series).toEqual([]);
    expect(body.trend.months).toHaveLength(12);
    expect(body.risk_reduction).toEqual({
      completed: 0,
      measured: 0,
      mean_percent: null,
      improved: 0,
      worsened: 0,
    });
    expect(body.recommendations).toEqual({
      by_status: { TODO: 0, IN_PROGRESS: 0, COMPLETED: 0 },
      open: 0,
      overdue: 0,
    });
    expect(body.analyses).toEqual({ in_progress: 0, results: [] });
  });

  it('matches figures computed independently from the seeded rows', async () => {
    const user = await signUp(t, { timezone: ZONE });
    await t.ctx.db.update(organizations).set({ credit: 7 }).where(eq(organizations.id, user.orgId));
    const { rows, recs, targets, emptyOpId } = await seedOrganization(user);
    const body = await dashboardOf(user);

    expect(body.credit).toEqual({ balance: 7, per_assessment: 1 });
    const latest = latestOf(rows);
    const highTasks = new Set(latest.filter((r) => HIGH.has(must(r.level))).map((r) => r.task));
    expect(body.totals).toEqual({
      operations: 4,
      tasks: 4,
      assessments: rows.length,
      assessed_tasks: new Set(latest.map((r) => r.task)).size,
      high_risk_tasks: highTasks.size,
      // the seeded scores stand (their coverage is not recorded); the 1-second clip of
      // test/analysis.test.ts counts here
      not_enough_measured: 0,
    });

    // Distribution: per method, the latest scored assessment of each task.
    const expected = new Map<string, Record<string, number>>();
    for (const row of latest) {
      const counts = expected.get(row.type) ?? Object.fromEntries(RANK.map((l) => [l, 0]));
      counts[must(row.level)] = must(counts[must(row.level)]) + 1;
      expected.set(row.type, counts);
    }
    expect(body.risk_distribution).toHaveLength(expected.size);
    for (const entry of body.risk_distribution) {
      expect(entry.counts).toEqual(expected.get(entry.type));
      expect(entry.total).toBe(Object.values(entry.counts).reduce((a, b) => a + b, 0));
    }

    // High risk: worst level first, then the place on the method's own scale.
    const highRows = latest.filter((r) => HIGH.has(must(r.level)));
    expect(body.high_risk.count).toBe(highRows.length);
    expect(body.high_risk.results.map((r) => [r.type, r.score])).toEqual([
      ['reba', 14], // very high, 13/14 of REBA's range
      ['rula', 6], // high, 5/6 of RULA's
      ['rosa', 6], // high, 5/9 of ROSA's
      ['wisha', 1.2], // high, 1.2/3 of the lifting index's ranking range
    ]);
    expect(body.high_risk.results[0]).toMatchObject({
      task_name: 'Second task',
      operation_id: must(targets[0]).opId,
      risk_level: 'very_high',
    });

    // Operations, the largest share of high-risk tasks first.
    const byOp = new Map(body.operations.results.map((op) => [op.id, op]));
    const op0 = must(byOp.get(must(targets[0]).opId));
    expect(op0).toMatchObject({ tasks_count: 2, assessed_tasks: 2, high_risk_tasks: 2 });
    expect(op0.high_risk_share).toBe(1);
    expect(byOp.get(must(targets[1]).opId)).toMatchObject({
      assessed_tasks: 1,
      high_risk_tasks: 1,
    });
    expect(byOp.get(must(targets[2]).opId)).toMatchObject({
      assessed_tasks: 1,
      high_risk_tasks: 0,
      high_risk_share: 0,
    });
    expect(byOp.get(emptyOpId)).toMatchObject({
      tasks_count: 0,
      total_assessments: 0,
      high_risk_share: null,
      most_recent_analysis: null,
    });
    expect(body.operations.results.at(-1)?.id).toBe(emptyOpId);

    // Risk reduction: distinct before/after pairs of completed recommendations.
    const pairs = new Map<string, { before: Seeded; after: Seeded }>();
    for (const rec of recs)
      if (rec.status === 'COMPLETED' && rec.followUp)
        pairs.set(`${rec.on.id}:${rec.followUp.id}`, { before: rec.on, after: rec.followUp });
    const percents = [...pairs.values()].map(({ before, after }) => {
      const gain =
        before.type === 'checklist'
          ? must(after.score) - must(before.score)
          : must(before.score) - must(after.score);
      return (gain / must(before.score)) * 100;
    });
    const mean = percents.reduce((a, b) => a + b, 0) / percents.length;
    expect(body.risk_reduction).toEqual({
      completed: recs.filter((r) => r.status === 'COMPLETED').length,
      measured: pairs.size,
      mean_percent: Math.round(mean * 10) / 10,
      improved: percents.filter((p) => p > 0).length,
      worsened: percents.filter((p) => p < 0).length,
    });
    // REBA 12 → 5: 58.3 % down; one pair although two recommendations point at it.
    expect(op0.risk_reduction).toMatchObject({ completed: 3, measured: 2 });
    expect(must(byOp.get(must(targets[1]).opId)).risk_reduction).toMatchObject({
      completed: 2,
      measured: 1,
      mean_percent: -50,
      improved: 0,
      worsened: 1,
    });

    // Trend: scored assessments per month of the user's calendar, last twelve months.
    const months = body.trend.months;
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toBe(monthIn(new Date(now)));
    const trend = new Map<string, { n: number; sum: number; high: number }>();
    for (const row of rows) {
      if (row.score === null || !months.includes(monthIn(row.createdAt))) continue;
      const key = `${monthIn(row.createdAt)}:${row.type}`;
      const entry = trend.get(key) ?? { n: 0, sum: 0, high: 0 };
      entry.n += 1;
      entry.sum += row.score;
      entry.high += HIGH.has(must(row.level)) ? 1 : 0;
      trend.set(key, entry);
    }
    expect(body.trend.time_zone).toBe(ZONE);
    expect(body.trend.series).toHaveLength(trend.size);
    for (const point of body.trend.series) {
      const entry = must(trend.get(`${point.month}:${point.type}`));
      expect(point.assessments).toBe(entry.n);
      expect(point.mean_score).toBeCloseTo(entry.sum / entry.n, 2);
      expect(point.high_risk).toBe(entry.high);
    }

    // Recommendations by column; overdue = open with a due date before today.
    expect(body.recommendations).toEqual({
      by_status: { TODO: 2, IN_PROGRESS: 2, COMPLETED: 5 },
      open: 4,
      overdue: 2,
    });
    // Analyses: queued and running video analyses; not the failed one, not the survey.
    expect(body.analyses.in_progress).toBe(2);
    expect(body.analyses.results.map((a) => [a.type, a.status, a.progress])).toEqual([
      ['rula', 'processing', 40],
      ['reba', 'pending', 0],
    ]);

    // Each figure's list says the same: the assessments list with the same filters.
    const list = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/operation/assessments/?${query}`,
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ id: string }[]>();
    };
    expect(await list('latest=true&risk_level=high,very_high')).toHaveLength(body.high_risk.count);
    for (const entry of body.risk_distribution)
      for (const [level, n] of Object.entries(entry.counts))
        expect(await list(`latest=true&type=${entry.type}&risk_level=${level}`)).toHaveLength(n);
    expect(await list('status=analysing')).toHaveLength(body.analyses.in_progress);
    expect(await list(`latest=true&operation=${must(targets[0]).opId}`)).toHaveLength(
      latest.filter((r) => r.op === 0).length,
    );
  });

  it('a month is the user’s calendar month: 22:30 UTC on the 31st is the 1st in Istanbul', async () => {
    const user = await signUp(t, { timezone: ZONE });
    const target = await operationWithTask(t, user);
    const local = new Date(now);
    // The last instant of last month in UTC that is already this month in Istanbul (UTC+3).
    const firstOfMonthUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
    const boundary = new Date(firstOfMonthUtc - 90 * 60_000);
    await t.ctx.db.insert(assessments).values({
      organizationId: user.orgId,
      operationId: target.opId,
      taskId: target.taskId,
      type: 'reba',
      name: 'Boundary',
      score: 4,
      riskLevel: 'medium',
      status: 'completed',
      createdAt: boundary,
    });
    const body = await dashboardOf(user);
    expect(body.trend.series).toEqual([
      { month: monthIn(boundary), type: 'reba', assessments: 1, mean_score: 4, high_risk: 0 },
    ]);
    expect(monthIn(boundary)).toBe(body.trend.months.at(-1));
  });

  it('shows only the caller’s organization; refuses the unauthenticated in their language', async () => {
    const owner = await signUp(t);
    await seedOrganization(owner);
    const stranger = await signUp(t);
    const theirs = await dashboardOf(stranger);
    expect(theirs.totals.assessments).toBe(0);
    expect(theirs.high_risk.count).toBe(0);
    expect(theirs.operations.results).toEqual([]);
    expect(theirs.recommendations.open).toBe(0);
    expect(theirs.analyses.in_progress).toBe(0);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/',
      headers: { 'accept-language': 'tr' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errors: [{ field: 'detail', message: 'Yetkisiz.' }] });
  });

  it('the list filters the dashboard links to refuse bad values in the caller’s language', async () => {
    const user = await signUp(t);
    for (const query of ['risk_level=high,extreme', 'latest=maybe', 'status=stuck']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/operation/assessments/?${query}`,
        headers: { ...user.headers, 'accept-language': 'tr' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { message: string }[] }>().errors[0]?.message).toBeTruthy();
    }
  });
});
