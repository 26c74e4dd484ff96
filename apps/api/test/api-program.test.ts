import path from 'node:path';
import { runInChild } from '@ergo/platform';
import { describe, expect, it } from 'vitest';

describe('the API program', () => {
  it('started as a compute child, serves the analysis compute (no code found by file path)', async () => {
    const run = runInChild(
      { file: path.resolve(import.meta.dirname, '../src/main.ts'), execArgv: ['--import', 'tsx'] },
      'analyze-video',
      {
        videoUrl: 'http://127.0.0.1:9/never-read.mp4',
        type: 'wisha',
        inputs: { load_weight: 700 },
        fps: 10,
        model: 'lite',
        timeoutMs: 10_000,
        maxSeconds: 600,
      },
      { timeoutMs: 30_000 },
    );
    const output = await run.result;
    expect(output).toMatchObject({
      outcome: 'invalid_input',
      items: expect.arrayContaining([
        expect.objectContaining({
          field: 'load_weight',
          messageKey: 'assessments.wisha_weight_range',
        }),
      ]),
    });
  });
});
