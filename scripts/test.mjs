// `npm test`: every suite, then one closing line "N passed, N failed".
//  1. all vitest projects (scoring, pose, contracts, API, web, worker) on the embedded PGlite;
//  2. the database suites (API, db, platform, analysis) again on a fresh database of the PostgreSQL
//     server, when one answers
//     (DATABASE_URL, else postgres://postgres@127.0.0.1:5432);
//  3. the browser end-to-end tests in Debian's Chromium against the built app, after weighing the
//     sign-in screen's JavaScript in that build (scripts/check-bundle-size.mjs).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureNpmPackages, mustRun, repoRoot, run } from './lib.mjs';

const reports = path.join(repoRoot, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const results = [];
/** How long each stage took, in the order run: the summary prints them (the CI budget is 60 min). */
const stageTimes = [];
const started = Date.now();
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

/** Runs one stage and notes how long it took. */
async function timed(stage, body) {
  const from = Date.now();
  try {
    return await body();
  } finally {
    stageTimes.push({ stage, ms: Date.now() - from });
  }
}

/** The slowest test files of a vitest JSON report, to say where a suite's time goes. */
function slowestVitestFiles(report, count = 8) {
  return (report?.testResults ?? [])
    .map((file) => ({
      file: path.relative(repoRoot, file.name),
      ms: (file.endTime ?? 0) - (file.startTime ?? 0),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

/** What each suite's skipped tests are listed under. */
const PASS_LABEL = { pglite: 'PGlite pass', postgres: 'PostgreSQL pass', e2e: 'browser tests' };

/**
 * Skipped tests grouped by file and describe: [{ status, file, group, count, reasons }].
 * `tests` holds { file (absolute), titles (describe path), title, status, reason? }.
 */
function groupSkipped(tests) {
  const groups = new Map();
  for (const t of tests) {
    const file = path.relative(repoRoot, t.file);
    const group = t.titles.join(' › ') || t.title;
    const key = `${t.status}\0${file}\0${group}`;
    const g = groups.get(key) ?? { status: t.status, file, group, count: 0, reasons: new Set() };
    g.count += 1;
    if (t.reason) g.reasons.add(t.reason);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** The skipped and todo tests of a vitest JSON report. */
function vitestSkipped(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((a) => ['skipped', 'pending', 'todo'].includes(a.status))
      .map((a) => ({
        file: file.name,
        titles: a.ancestorTitles ?? [],
        title: a.title,
        status: a.status === 'todo' ? 'todo' : 'skipped',
      })),
  );
}

/**
 * Every test of a Playwright JSON report: { fileSuite, suite, spec, test, titles }. The top-level
 * suites are the files (their titles are the file names); `titles` is the describe path below.
 */
function* playwrightTests(report) {
  function* walk(fileSuite, suite, titles) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) yield { fileSuite, suite, spec, test, titles };
    for (const child of suite.suites ?? []) yield* walk(fileSuite, child, [...titles, child.title]);
  }
  for (const file of report?.suites ?? []) yield* walk(file, file, []);
}

/** The skipped tests of a Playwright JSON report, with the reason given to test.skip/fixme. */
function playwrightSkipped(report) {
  const rootDir = report?.config?.rootDir ?? repoRoot;
  const out = [];
  for (const { suite, spec, test, titles } of playwrightTests(report)) {
    if (test.status !== 'skipped') continue;
    const notes = [
      ...(test.annotations ?? []),
      ...(test.results ?? []).flatMap((r) => r.annotations ?? []),
    ];
    const reason = notes.find((n) => ['skip', 'fixme'].includes(n.type) && n.description);
    out.push({
      file: path.resolve(rootDir, spec.file ?? suite.file ?? ''),
      titles,
      title: spec.title,
      status: 'skipped',
      reason: reason?.description,
    });
  }
  return out;
}

/** The spec files of a Playwright JSON report that took longest, every attempt counted. */
function slowestPlaywrightFiles(report, count = 8) {
  const byFile = new Map();
  for (const { fileSuite, test } of playwrightTests(report)) {
    const file = `e2e/tests/${fileSuite.file ?? fileSuite.title}`;
    const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  return [...byFile]
    .map(([file, ms]) => ({ file, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Where a pass's security sweeps write their figures (apps/api/test/security/sweep-counts.ts). */
const countsDir = (name) => path.join(reports, `counts-${name}`);

/** The security sweeps' figures of a pass, as summary lines. */
function sweepLines(name) {
  const n = (value) => Number(value ?? 0).toLocaleString('en-US');
  const tenancy = readJson(path.join(countsDir(name), 'tenancy-matrix.json'));
  const malformed = readJson(path.join(countsDir(name), 'malformed-input.json'));
  const fault = readJson(path.join(countsDir(name), 'server-fault.json'));
  const missing = 'no figures (its test did not run to the end)';
  return [
    `tenancy matrix: ${
      tenancy
        ? `${n(tenancy.requests)} requests over ${n(tenancy.routes)} routes, ${n(tenancy.leaks)} leaks, ${n(tenancy.serverErrors)} server errors`
        : missing
    }`,
    `malformed input: ${
      malformed
        ? `${n(malformed.requests)} requests over ${n(malformed.routes)} routes, ${n(malformed.serverErrors)} server errors`
        : missing
    }`,
    `handler faults: ${
      fault
        ? `${n(fault.routes)} routes, ${n(fault.serverErrors)} answered 500 and logged with the stack`
        : missing
    }`,
  ];
}

async function vitestSuite(name, args, env = {}) {
  const out = path.join(reports, `${name}.json`);
  const code = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    {
      env: { ...process.env, ERGO_TEST_COUNTS_DIR: countsDir(name), ...env },
    },
  );
  const report = readJson(out);
  const passed = report?.numPassedTests ?? 0;
  // A run that crashed or failed a file without failing a test still counts as a failure.
  const failed = (report?.numFailedTests ?? 0) + (code !== 0 && !report?.numFailedTests ? 1 : 0);
  results.push({
    name,
    passed,
    failed,
    skipped: groupSkipped(vitestSkipped(report)),
    sweeps: sweepLines(name),
    slowest: slowestVitestFiles(report),
  });
}

async function postgresAdminUrl() {
  const require = createRequire(path.join(repoRoot, 'apps/api/package.json'));
  const pg = require('pg');
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return { pg, url };
  } catch (error) {
    console.log(
      `\nPostgreSQL not reachable at ${url.replace(/:[^:@/]+@/, ':***@')} (${error.message}): API tests ran on PGlite only.`,
    );
    return undefined;
  }
}

async function postgresSuite() {
  const admin = await postgresAdminUrl();
  if (!admin) return;
  const name = `ergo_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const client = new admin.pg.Client({ connectionString: admin.url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  const testUrl = new URL(admin.url);
  testUrl.pathname = `/${name}`;
  console.log(`\n▶ Database tests on PostgreSQL (fresh database ${name})`);
  try {
    await vitestSuite(
      'postgres',
      // everything that touches the database: the API, and the packages the API and the worker share
      ['--project', 'api', '--project', 'db', '--project', 'platform', '--project', 'analysis'],
      { DATABASE_URL: testUrl.toString() },
    );
  } finally {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await client.end();
  }
}

/** The sign-in screen's first-load JavaScript, weighed on the build the browser tests use. */
function bundleSizeCheck() {
  const check = spawnSync(process.execPath, ['scripts/check-bundle-size.mjs'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const ok = check.status === 0;
  const figure =
    `${check.stdout ?? ''}${check.stderr ?? ''}`.trim().split('\n').at(-1) || 'no figure';
  console.log(`\n▶ First load: ${figure}`);
  results.push({ name: 'bundle', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: [], figure });
}

async function e2eSuite() {
  const config = path.join(repoRoot, 'e2e/playwright.config.ts');
  if (!existsSync(config)) return;
  console.log('\n▶ Building the app for the browser tests');
  await timed('build for the browser tests', () => mustRun('npm', ['run', 'build', '--silent']));
  bundleSizeCheck();
  console.log('\n▶ Browser end-to-end tests (Chromium)');
  const out = path.join(reports, 'e2e.json');
  const code = await run('npx', ['playwright', 'test', '-c', config], {
    env: { ...process.env, E2E_JSON_REPORT: out },
  });
  const report = readJson(out);
  const stats = report?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (code !== 0 && !stats?.unexpected ? 1 : 0);
  results.push({
    name: 'e2e',
    passed,
    failed,
    skipped: groupSkipped(playwrightSkipped(report)),
    slowest: slowestPlaywrightFiles(report),
  });
}

await ensureNpmPackages();
// ffmpeg (video tests) and Chromium (browser tests) from Debian's packages, when missing.
if ((await run('bash', ['scripts/install-system-deps.sh', '--with-browser'])) !== 0) {
  console.warn(
    'Missing system packages (see above): the video and browser tests will fail without them.',
  );
}
console.log('▶ Unit and API tests (embedded PGlite)');
// Two files at a time at least: vitest's default (one core fewer than the machine has) is a single
// file at a time on a 2-core machine, though each file spends much of its time loading modules and
// has its own in-memory database (measured on 2 cores: the API project 15.5 → 8.0 min, the web's
// 4.6 → 3.0 min). The PostgreSQL pass keeps the default: its files share one database and its
// job tables.
const pgliteWorkers = Math.max(2, availableParallelism() - 1);
await timed('unit and API tests on PGlite', () =>
  vitestSuite('pglite', [`--maxWorkers=${pgliteWorkers}`]),
);
await timed('database tests on PostgreSQL', () => postgresSuite());
await timed('browser tests (with their build)', () => e2eSuite());

console.log('\nSuites:');
for (const r of results)
  console.log(`  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
const skipped = results.flatMap((r) =>
  r.skipped.map((g) => ({ ...g, pass: PASS_LABEL[r.name] ?? r.name })),
);
console.log(skipped.length ? '\nSkipped:' : '\nSkipped: none');
for (const g of skipped) {
  const why = g.reasons.size ? ` (${[...g.reasons].join('; ')})` : '';
  console.log(
    `  ${g.status} (${g.pass}): ${g.file} — ${g.group}: ${g.count} test${g.count === 1 ? '' : 's'}${why}`,
  );
}
const sweeps = results.filter((r) => r.sweeps);
if (sweeps.length) console.log('\nSecurity sweeps (every route of the API):');
for (const r of sweeps) for (const line of r.sweeps) console.log(`  ${r.name.padEnd(10)} ${line}`);
// Written by e2e/tests/accessibility.spec.ts: every screen in English and Turkish.
const axe = readJson(path.join(reports, 'accessibility.json'));
if (results.some((r) => r.name === 'e2e'))
  console.log(
    `\naccessibility (axe, WCAG 2.x A/AA): ${
      axe
        ? `${axe.violations} violations over ${axe.screens} screens`
        : 'no figures (its test did not run to the end)'
    }`,
  );
for (const r of results.filter((r) => r.figure)) console.log(`\nFirst load: ${r.figure}`);
console.log(`\nTime (npm test, ${minutes(Date.now() - started)} in all):`);
for (const { stage, ms } of stageTimes) console.log(`  ${minutes(ms).padStart(9)}  ${stage}`);
for (const r of results.filter((r) => r.slowest?.length)) {
  console.log(`  slowest files of ${r.name}:`);
  for (const { file, ms } of r.slowest) console.log(`  ${minutes(ms).padStart(9)}    ${file}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
