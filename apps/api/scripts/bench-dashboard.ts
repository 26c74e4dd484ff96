/**
 * npm run bench:dashboard — how fast GET /api/dashboard/ answers for an organization with 10,000
 * assessments (issue 16: ≤ 50 ms at the 99th percentile on PostgreSQL).
 *
 * Runs on PostgreSQL when one is reachable (DATABASE_URL, else postgres://postgres@127.0.0.1:5432),
 * in a fresh database it drops afterwards; otherwise on the embedded PGlite, and says so. The API is
 * served over HTTP in this process, as `npm start` serves it. A second organization of the same
 * size shares the tables, so the queries must find the caller's rows among others'. Figures are
 * printed, never asserted.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ASSESSMENT_TYPES, findMethod } from '@ergo/contracts';
import {
  assessments,
  type Database,
  operations,
  organizations,
  recommendations,
  tasks,
  users,
} from '@ergo/db';
import { loadConfig, thisProgram } from '@ergo/platform';
import { buildApp } from '../src/app';
import { createSession } from './bench/client';
import { analysesInProgress, recommendationFigures } from '../src/domain/dashboard/activity';
import { riskFigures } from '../src/domain/dashboard/risk-figures';
import { riskReductionByOperation } from '../src/domain/dashboard/risk-reduction';
import { monthlyTrend } from '../src/domain/dashboard/trend';
import { selectOperations } from '../src/domain/operations/operation-queries';

const ASSESSMENTS = Number(process.env.BENCH_ASSESSMENTS ?? 10_000) || 10_000;
const OPERATIONS = 100;
const TASKS_PER_OPERATION = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500) || 500;
const TARGET_P99_MS = 50;
const DAY = 86_400_000;

/** A deterministic stream of numbers in [0, 1), so two runs seed the same organization. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A plausible score and its risk level for each method (the published bands where there is a scale). */
function scored(type: string, next: () => number): { score: number; level: string } {
  const scale = findMethod(type)?.scale;
  if (scale) {
    const score = scale.min + Math.floor(next() * (scale.max - scale.min + 1));
    return { score, level: scale.band(score).risk_level };
  }
  const percent = Math.round(next() * 100);
  if (type === 'wisha') {
    const li = Math.round(next() * 250) / 100;
    return {
      score: li,
      level: li < 0.5 ? 'low' : li <= 1 ? 'medium' : li <= 2 ? 'high' : 'very_high',
    };
  }
  if (type === 'checklist')
    return { score: percent, level: percent >= 80 ? 'low' : percent >= 50 ? 'medium' : 'high' };
  return {
    score: percent,
    level: percent < 40 ? 'low' : percent < 50 ? 'medium' : percent < 70 ? 'high' : 'very_high',
  };
}

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

/** 100 operations × 10 tasks, 10,000 assessments over 18 months, recommendations with follow-ups. */
async function seedOrganization(db: Database, orgId: string, userId: string, seed: number) {
  const next = random(seed);
  const opRows = Array.from({ length: OPERATIONS }, (_, i) => ({
    id: randomUUID(),
    organizationId: orgId,
    name: `Area ${seed}-${i}`,
    nameKey: `area ${seed}-${i}`,
    nameSort: `area ${seed}-${String(i).padStart(3, '0')}`,
  }));
  await insertBatches(opRows, (batch) => db.insert(operations).values(batch));
  const taskRows = opRows.flatMap((op, i) =>
    Array.from({ length: TASKS_PER_OPERATION }, (_, j) => ({
      id: randomUUID(),
      organizationId: orgId,
      operationId: op.id,
      name: `Task ${i}-${j}`,
      nameSort: `task ${i}-${j}`,
      assessmentTypes: [...ASSESSMENT_TYPES],
    })),
  );
  await insertBatches(taskRows, (batch) => db.insert(tasks).values(batch));
  const now = Date.now();
  const assessmentRows = Array.from({ length: ASSESSMENTS }, (_, i) => {
    const task = taskRows[Math.floor(next() * taskRows.length)] ?? taskRows[0];
    if (!task) throw new Error('no task');
    const type = ASSESSMENT_TYPES[Math.floor(next() * ASSESSMENT_TYPES.length)] ?? 'reba';
    const analysing = i % 500 === 0;
    const { score, level } = scored(type, next);
    return {
      id: randomUUID(),
      organizationId: orgId,
      operationId: task.operationId,
      taskId: task.id,
      type,
      name: `Assessment ${i}`,
      status: analysing ? 'processing' : 'completed',
      progress: analysing ? 40 : 100,
      videoFileId: analysing ? randomUUID() : null,
      score: analysing ? null : score,
      riskLevel: analysing ? null : level,
      createdBy: userId,
      createdAt: new Date(now - next() * 540 * DAY),
    };
  });
  await insertBatches(assessmentRows, (batch) => db.insert(assessments).values(batch));
  const statuses = ['TODO', 'IN_PROGRESS', 'COMPLETED'] as const;
  const recRows = assessmentRows
    .filter((_, i) => i % 5 === 0)
    .map((row, i) => {
      const status = statuses[i % 3] ?? 'TODO';
      const followUp =
        status === 'COMPLETED' ? assessmentRows[(i * 7919) % assessmentRows.length] : undefined;
      return {
        organizationId: orgId,
        assessmentId: row.id,
        title: 'Raise the pallet to knuckle height',
        status,
        priority: 'HIGH' as const,
        followUpAssessmentId: followUp?.id ?? null,
        dueDate: new Date(now + (next() - 0.5) * 120 * DAY).toISOString().slice(0, 10),
      };
    });
  await insertBatches(recRows, (batch) => db.insert(recommendations).values(batch as never));
  return { assessments: assessmentRows.length, recommendations: recRows.length };
}

/** A fresh PostgreSQL database for this run, or null when none is reachable. */
async function freshPostgres(): Promise<{
  url: string;
  drop: () => Promise<void>;
  keep: () => Promise<void>;
} | null> {
  const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `ergo_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await client.end();
    },
    keep: () => client.end(),
  };
}

/** The median time of each of the dashboard's queries, run alone: where the time goes. */
async function eachQuery(db: Database, caller: { orgId: string; userId: string }) {
  const zone = 'Europe/Istanbul';
  const now = new Date();
  const parts: [string, () => Promise<unknown>][] = [
    ['risk of the latest', () => riskFigures(db, caller.orgId)],
    ['risk reduction', () => riskReductionByOperation(db, caller.orgId)],
    ['monthly trend', () => monthlyTrend(db, caller.orgId, now, zone)],
    ['recommendations', () => recommendationFigures(db, caller.orgId, '2026-01-01')],
    ['analyses in progress', () => analysesInProgress(db, caller.orgId)],
    ['operations with counts', () => selectOperations(db, caller.orgId)],
  ];
  console.log('\nEach query alone (median of 30):');
  for (const [name, run] of parts) {
    const times: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`  ${name.padEnd(26)} ${percentile(times, 50).toFixed(1)} ms`);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ergo-bench-dashboard-'));
  const postgres = await freshPostgres();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    PROCESS_JOBS: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const { app, ctx } = await buildApp({ config, computeEntry: thisProgram() });
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const session = await createSession(origin, dataDir);
    const [member] = await ctx.db.query.users.findMany({ limit: 1 });
    if (!member) throw new Error('no user');
    console.log(
      `Database: ${postgres ? 'PostgreSQL (fresh database)' : 'embedded PGlite (no PostgreSQL reachable)'}`,
    );
    const started = performance.now();
    const mine = await seedOrganization(ctx.db, member.organizationId, member.id, 1);
    // Another organization of the same size in the same tables.
    const [other] = await ctx.db
      .insert(organizations)
      .values({ name: 'Neighbour', credit: 0 })
      .returning();
    if (!other) throw new Error('no organization');
    const [neighbour] = await ctx.db
      .insert(users)
      .values({
        organizationId: other.id,
        email: `neighbour-${randomUUID()}@example.com`,
        firstName: 'N',
        lastName: 'N',
        passwordHash: 'x',
      } as never)
      .returning();
    await seedOrganization(ctx.db, other.id, neighbour?.id ?? member.id, 2);
    // As autovacuum leaves a table after a batch of inserts: statistics and the visibility map
    // (index-only scans) up to date.
    if (postgres) await ctx.db.execute('vacuum analyze');
    console.log(
      `Seeded: ${mine.assessments.toLocaleString('en')} assessments and ${mine.recommendations.toLocaleString('en')} recommendations in ${OPERATIONS} operations × ${TASKS_PER_OPERATION} tasks (and as many for a second organization) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const get = async (url = '/api/dashboard/') => {
      const t0 = performance.now();
      const response = await fetch(`${origin}${url}`, {
        headers: { authorization: `Bearer ${session.access}` },
      });
      const body = (await response.json()) as { totals?: { assessments: number } };
      if (response.status !== 200) throw new Error(`dashboard answered ${response.status}`);
      return { ms: performance.now() - t0, total: body.totals?.assessments ?? 0 };
    };
    for (let i = 0; i < 20; i += 1) await get();
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const { ms, total: n } = await get();
      times.push(ms);
      total = n;
    }
    times.sort((a, b) => a - b);
    // What any signed-in request costs here (token check, one small query), for comparison.
    const baseline: number[] = [];
    for (let i = 0; i < 100; i += 1) baseline.push((await get('/api/auth/onboarding/')).ms);
    baseline.sort((a, b) => a - b);
    console.log(
      `\nGET /api/auth/onboarding/ (one small query), for comparison: p50 ${percentile(baseline, 50).toFixed(1)} ms`,
    );
    await eachQuery(ctx.db, { orgId: member.organizationId, userId: member.id });
    const p99 = percentile(times, 99);
    console.log(
      `\nGET /api/dashboard/ for an organization with ${total.toLocaleString('en')} assessments, ${REQUESTS} requests one after another:`,
    );
    console.log(
      `  p50 ${percentile(times, 50).toFixed(1)} ms · p95 ${percentile(times, 95).toFixed(1)} ms · p99 ${p99.toFixed(1)} ms · max ${(times.at(-1) ?? NaN).toFixed(1)} ms`,
    );
    console.log(
      `  target p99 ≤ ${TARGET_P99_MS} ms${postgres ? '' : ' (on PostgreSQL)'}: ${p99 <= TARGET_P99_MS ? 'PASS' : 'MISS'}`,
    );
  } finally {
    await app.close();
    // BENCH_KEEP_DB=1 keeps the database to study the plans (EXPLAIN ANALYZE) afterwards.
    if (process.env.BENCH_KEEP_DB === '1' && postgres) {
      console.log(`Kept: ${postgres.url}`);
      await postgres.keep();
    } else await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
