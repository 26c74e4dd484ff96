import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { runInChild } from '@ergo/platform';
import { describe, expect, it } from 'vitest';

const entry = path.resolve(import.meta.dirname, '../src/main.ts');

describe('the worker program', () => {
  it('started as a compute child, serves the analysis compute (no code found by file path)', async () => {
    const run = runInChild(
      { file: entry, execArgv: ['--import', 'tsx'] },
      'analyze-video',
      {
        videoUrl: 'http://127.0.0.1:9/never-read.mp4',
        type: 'rula',
        inputs: { load: 'HEAVY' },
        fps: 10,
        model: 'lite',
        timeoutMs: 10_000,
        maxSeconds: 600,
      },
      { timeoutMs: 30_000 },
    );
    expect(await run.result).toMatchObject({
      outcome: 'invalid_input',
      items: [expect.objectContaining({ field: 'load' })],
    });
  });

  it('refuses to start without the PostgreSQL queue it takes jobs from', async () => {
    const { DATABASE_URL: _url, QUEUE_DRIVER: _driver, ...env } = process.env;
    const result = await promisify(execFile)(process.execPath, ['--import', 'tsx', entry], {
      env,
    }).catch((error: { code?: number; stderr?: string }) => error);
    expect(result).toMatchObject({ code: 1 });
    expect(String(result.stderr)).toMatch(/QUEUE_DRIVER=pg-boss/);
  });
});
