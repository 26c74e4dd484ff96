import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3111);
const baseURL = `http://127.0.0.1:${port}`;

// The config is evaluated again in every worker; the env var makes them all share the first
// process's fresh data folder, where the test reads the outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'ergoassess-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  outputDir: path.join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.E2E_JSON_REPORT ?? path.join(repoRoot, 'test-results', 'e2e-report.json'),
      },
    ],
  ],
  use: {
    baseURL,
    locale: 'en-US',
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 860 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The built app: the API serves apps/web/dist (run `npm run build` first).
    // E2E_SERVER_COMMAND lets a developer run the sources (e.g. 'npx tsx apps/api/src/main.ts').
    command: process.env.E2E_SERVER_COMMAND ?? 'node apps/api/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Every spec signs up and in from 127.0.0.1 within minutes: the per-IP limits of production
      // (tested in the API suite) would throttle the suite itself.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      RESET_RATE_LIMIT_PER_MINUTE: '1000',
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
      // Hermetic: the embedded database and the file outbox the test reads, whatever the caller's env.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      SMTP_URL: '',
    },
  },
});
