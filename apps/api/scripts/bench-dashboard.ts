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
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database, OrganizationId, UserId } from '@ergo/db';
import { loadConfig, thisProgram } from '@ergo/platform';
import { buildApp } from '../src/app';
import { createSession } from './bench/client';
import { analysesInProgress, recommendationFigures } from '../src/domain/dashboard/activity';
import { riskFigures } from '../src/domain/dashboard/risk-figures';
import { riskReductionByOperation } from '../src/domain/dashboard/risk-reduction';
import { monthlyTrend } from '../src/domain/dashboard/trend';
import { selectOperations } from '../src/db/operations';
import {
  freshPostgres,
  OPERATIONS,
  seedNeighbour,
  seedOrganization,
  TASKS_PER_OPERATION,
} from './bench/seed';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500) || 500;
const TARGET_P99_MS = 50;

/** The median time of each of the dashboard's queries, run alone: where the time goes. */
async function eachQuery(db: Database, caller: { orgId: OrganizationId; userId: UserId }) {
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
    await seedNeighbour(ctx.db, member.id);
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
