import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { until } from '@ergo/platform/testing';
import { createTestApp, signUp } from './helpers';
import { operationWithTask, uploadAssessment, videoBytes } from './video-helpers';

// The real pipeline on the squat clip (a standing worker) for a ROSA, which assesses seated work.
const t = await createTestApp({ PROCESS_JOBS: 'true', ANALYSIS_FPS: '5' });

describe('seated work', () => {
  it('a ROSA of a video without a seated worker says so in its results', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const created = await uploadAssessment(
      t,
      user,
      target,
      { name: 'squats.mp4', data: videoBytes('tfjs-pose_squats.mp4') },
      { type: 'rosa', duration: 'MEDIUM', seat_pan_distance: 'ABOUT_7' },
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const get = (suffix: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/operation/rosa/${id}/${suffix}`,
        headers: user.headers,
      });
    await until(async () => {
      const status = (await get('')).json<{ status: string }>().status;
      return status === 'completed' || status === 'failed';
    }, 240_000);
    expect((await get('')).json<{ status: string }>().status).toBe('completed');
    const score = (await get('score/')).json<{
      seated_share: number | null;
      warn_not_seated: boolean;
    }>();
    // the worker stands or squats with the feet in view: never read as seated
    expect(score.seated_share).toBe(0);
    expect(score.warn_not_seated).toBe(true);
    // the PDF report says it too, in both languages
    for (const [language, words] of [
      ['en', 'The video does not show a seated worker'],
      ['tr', 'Video oturan bir çalışan göstermiyor'],
    ] as const) {
      const report = await get(`report/?language=${language}`);
      expect(report.statusCode, report.body).toBe(200);
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-seated-')), 'report.pdf');
      writeFileSync(file, report.rawPayload);
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      expect(text.replace(/\s+/g, ' ')).toContain(words);
    }
  }, 300_000);
});
