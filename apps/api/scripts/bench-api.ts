/**
 * npm run bench:api — what the API costs per request beyond the database (issue 17, item 15).
 *
 * On a fresh PostgreSQL database seeded with 10,000 assessments (and a neighbour organization of
 * the same size), it starts two servers, each in a process of its own:
 *  - the API, from its sources, with production settings (NODE_ENV=production, LOG_LEVEL=info, its
 *    log appended to a file as an operator's log would be), signed in with a real access token;
 *  - a bare Fastify + pg server (scripts/bench/bare-server.ts) answering the same pages with the
 *    same JSON from hand-written SQL, without logger, hooks, validation or schemas.
 * autocannon then measures, on each server, the requests per second of the paged operations list,
 * the paged assessments list and /api/health/ (and the server process's CPU time per request, which
 * says where the time goes even when other processes share the host), and the p99 at a fixed 500
 * requests/s. Targets (issue 17): lists ≥ 70% of the bare server's requests/s, the API's p99
 * ≤ 50 ms at 500 requests/s.
 *
 * Env: DATABASE_URL (an admin connection; default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_SECONDS (10 per measurement), BENCH_CONNECTIONS (10), BENCH_P99_RUNS (3),
 * BENCH_NODE_ARGS (extra node flags for the API process, e.g. --cpu-prof
 * --cpu-prof-dir=/tmp/prof), BENCH_API_ENV (extra settings for the API as JSON, e.g.
 * {"LOG_LEVEL":"warn"} to compare), BENCH_KEEP_DB=1. About 4 minutes on a 2-core host.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase, users } from '@ergo/db';
import { createSession } from './bench/client';
import { startNodeServer, type NodeServer } from './bench/node-server';
import { freePort } from './bench/server';
import { freshPostgres, seedNeighbour, seedOrganization } from './bench/seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10) || 10;
const FIXED_RATE = 500;
const TARGET_RATIO = 0.7;
const TARGET_P99_MS = 50;
/** Paced runs per list endpoint and server; their median p99 is the verdict (one run disturbed by
 * another process on a shared host does not decide it). */
const P99_RUNS = Number(process.env.BENCH_P99_RUNS ?? 3) || 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ENDPOINTS = [
  { name: 'operations, paged', path: '/api/operation/?page=2&page_size=10', target: true },
  {
    name: 'assessments, paged',
    path: '/api/operation/assessments/?page=2&page_size=10',
    target: true,
  },
  { name: 'health', path: '/api/health/', target: false },
] as const;

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU time (user + system) a process has used so far, in microseconds. */
function cpuMicros(pid: number): number {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

/**
 * One autocannon measurement after 2 s of warm-up: as fast as the server goes, or paced at a fixed
 * rate. Each connection paces itself, so the connections fire in step: 10 connections at 500/s
 * send bursts of 10 every 20 ms (50 connections would send bursts of 50, a burst test).
 */
async function load(
  server: NodeServer,
  path: string,
  headers: Record<string, string>,
  rate?: number,
) {
  const options = {
    url: `${server.origin}${path}`,
    headers,
    connections: CONNECTIONS,
    ...(rate ? { overallRate: rate } : {}),
  };
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuMicros(server.pid);
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpu = cpuMicros(server.pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${path}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuPerRequest: cpu / Math.max(1, result.requests.total),
  };
}

/**
 * Both servers must answer the same page, or the comparison means nothing (health answers 200 on
 * both; the API's also says how its notifications listen).
 */
async function sameAnswers(api: NodeServer, bare: NodeServer, auth: Record<string, string>) {
  for (const endpoint of ENDPOINTS.filter((each) => each.target)) {
    const [mine, theirs] = await Promise.all(
      [api.origin, bare.origin].map(async (origin) => {
        const response = await fetch(`${origin}${endpoint.path}`, { headers: auth });
        if (response.status !== 200)
          throw new Error(`${origin}${endpoint.path}: ${response.status}`);
        return JSON.stringify(await response.json());
      }),
    );
    if (mine !== theirs) {
      throw new Error(`${endpoint.path}: the bare server answers differently:\n${mine}\n${theirs}`);
    }
  }
}

const pass = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main() {
  const postgres = await freshPostgres();
  if (!postgres) {
    console.error(
      'bench:api needs PostgreSQL (DATABASE_URL, or postgres://postgres@127.0.0.1:5432)',
    );
    process.exit(1);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ergo-bench-api-'));
  const servers: NodeServer[] = [];
  const database = await openDatabase({ databaseUrl: postgres.url });
  try {
    const apiPort = await freePort();
    const extraEnv = JSON.parse(process.env.BENCH_API_ENV ?? '{}') as Record<string, string>;
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const api = await startNodeServer('src/main.ts', {
      cwd: apiDir,
      nodeArgs,
      logFile: path.join(dataDir, 'api.log'),
      port: apiPort,
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATABASE_URL: postgres.url,
        DATA_DIR: dataDir,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
        SERVE_WEB: 'false',
        // Analyses run elsewhere: this process only serves requests.
        PROCESS_JOBS: 'false',
        ...extraEnv,
      },
    });
    servers.push(api);
    const session = await createSession(api.origin, dataDir);
    const auth = { authorization: `Bearer ${session.access}` };
    const [member] = await database.db.select().from(users).limit(1);
    if (!member) throw new Error('no user');

    const started = performance.now();
    await seedOrganization(database.db, member.organizationId, member.id, 1);
    await seedNeighbour(database.db, member.id);
    // As autovacuum leaves the tables after a batch of inserts: statistics and visibility map.
    await database.db.execute('vacuum analyze');
    console.log(
      `PostgreSQL, fresh database: 10,000 assessments in 100 operations (and as many for a neighbour organization), seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const barePort = await freePort();
    const bare = await startNodeServer('scripts/bench/bare-server.ts', {
      cwd: apiDir,
      nodeArgs: [],
      logFile: path.join(dataDir, 'bare.log'),
      port: barePort,
      env: {
        DATABASE_URL: postgres.url,
        PORT: String(barePort),
        BENCH_ORG_ID: member.organizationId,
      },
    });
    servers.push(bare);
    await sameAnswers(api, bare, auth);
    console.log(
      `Same JSON from both servers. autocannon: ${CONNECTIONS} connections, ${SECONDS} s per measurement after 2 s of warm-up; CPU µs/request is the server process's own (user + system).\n`,
    );

    let allPass = true;
    console.log(
      `Requests/s, as fast as each server answers    ${'bare'.padStart(7)} ${'API'.padStart(7)}  ratio   CPU µs/request (bare / API)`,
    );
    for (const endpoint of ENDPOINTS) {
      const bareAtMost = await load(bare, endpoint.path, {});
      const apiAtMost = await load(api, endpoint.path, auth);
      const ratio = apiAtMost.rps / bareAtMost.rps;
      if (endpoint.target) allPass &&= ratio >= TARGET_RATIO;
      console.log(
        `  ${endpoint.name.padEnd(43)} ${fixed(bareAtMost.rps).padStart(7)} ${fixed(apiAtMost.rps).padStart(7)}  ${fixed(ratio, 2)}    ${fixed(bareAtMost.cpuPerRequest)} / ${fixed(apiAtMost.cpuPerRequest)}${endpoint.target ? `    ${pass(ratio >= TARGET_RATIO)} (≥ ${TARGET_RATIO})` : ''}`,
      );
    }
    console.log(
      `\np99 at ${FIXED_RATE} requests/s: the median of ${P99_RUNS} runs of ${SECONDS} s, bare and API in turn (each run's p99 in brackets)`,
    );
    for (const endpoint of ENDPOINTS) {
      const runs = endpoint.target ? P99_RUNS : 1;
      const p99s = { bare: [] as number[], api: [] as number[] };
      for (let run = 0; run < runs; run += 1) {
        p99s.bare.push((await load(bare, endpoint.path, {}, FIXED_RATE)).p99);
        p99s.api.push((await load(api, endpoint.path, auth, FIXED_RATE)).p99);
      }
      const apiP99 = median(p99s.api);
      if (endpoint.target) allPass &&= apiP99 <= TARGET_P99_MS;
      const shown = (values: number[]) =>
        `${fixed(median(values))} ms${values.length > 1 ? ` (${values.map((v) => fixed(v)).join(', ')})` : ''}`;
      console.log(
        `  ${endpoint.name.padEnd(20)} bare ${shown(p99s.bare).padEnd(20)} API ${shown(p99s.api).padEnd(20)}${endpoint.target ? ` ${pass(apiP99 <= TARGET_P99_MS)} (≤ ${TARGET_P99_MS} ms)` : ''}`,
      );
    }
    console.log(
      `\nHost: ${cpus().length} CPUs, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} (1, 5, 15 min) at the end.`,
    );
    console.log(`\nbench:api ${allPass ? 'PASS' : 'MISS'}`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await database.close();
    if (process.env.BENCH_KEEP_DB === '1') {
      console.log(`Kept: ${postgres.url}`);
      await postgres.keep();
    } else await postgres.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
