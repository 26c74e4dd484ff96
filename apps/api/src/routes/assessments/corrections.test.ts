import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { StoredResults } from '@ergo/contracts';
import { loadStoredResults } from '@ergo/db';
import { analysedSquat } from '../../../test/analysed-squat';
import { createTestApp, signUp } from '../../../test/helpers';

const t = await createTestApp({ PROCESS_JOBS: 'false' });

/** The text of a PDF as pdftotext reads it, lines joined (a sentence may wrap). */
function pdfText(bytes: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-corrected-')), 'report.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('a correction of the final posture', () => {
  it('recomputes the stored peak, mean, bands and breakpoints with the final score', async () => {
    const user = await signUp(t);
    const { id, results: before } = await analysedSquat(t, user);
    const scope = { orgId: user.orgId, assessmentId: id };
    expect(before.score).toMatchObject({ score: 7, risk_level: 'medium', peak: { score: 8 } });

    // The ergonomist: in the held squat the trunk is bent 70°, the neck 30°, the arms raised 100°.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/reba/${id}/update/`,
      headers: user.headers,
      payload: {
        angle_overrides: {
          trunk_flexion: 70,
          neck_flexion: 30,
          left_upper_arm_flexion: 100,
          right_upper_arm_flexion: 100,
        },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await loadStoredResults(t.ctx.db, scope);
    if (!after) throw new Error('no results');
    const final = after.score.score ?? 0;
    expect(final).toBe(9);
    expect(patched.json<{ score: number; risk_level: string }>()).toMatchObject({
      score: 9,
      risk_level: 'high',
    });
    // the peak and the mean are the corrected frames' too
    expect(after.score.peak).toEqual({ score: 9, time: after.score.representative_time });
    expect(after.score.time_weighted.mean).toBeGreaterThan(before.score.time_weighted.mean);
    expect(after.avg.score).toBeGreaterThan(before.avg.score);
    // the band bar: every frame of the held squat is now in the final score's band
    const held = after.score.corrected_frames;
    expect(held).toBeDefined();
    const inHeld = (time: number) =>
      held !== undefined && time >= held.start - 1e-6 && time <= held.end + 1e-6;
    const indices = after.series.time.flatMap((time, i) => (inHeld(time) ? [i] : []));
    expect(indices.length).toBeGreaterThanOrEqual(5);
    for (const i of indices) {
      expect(before.series.risk[i]).toBe('medium');
      expect(after.series.risk[i]).toBe('high');
      expect(after.series.score[i]).toBe(final);
    }
    after.series.time.forEach((time, i) => {
      if (!inHeld(time)) expect(after.series.score[i]).toBe(before.series.score[i]);
    });
    expect(after.breakpoints).toContainEqual(
      expect.objectContaining({ time: held?.start, to: 'high', score: 9 }),
    );
    expect(after.score.worse_held).toBeUndefined();

    // What the routes serve says the same.
    const get = (path: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/operation/reba/${id}/${path}`,
        headers: user.headers,
      });
    const score = (await get('score/')).json<StoredResults['score']>();
    expect(score).toMatchObject({
      score: 9,
      peak: { score: 9 },
      corrected_frames: held,
      measured_score: 7,
    });
    // Issue 31, item 5: the score and each part carry their 80% range; a corrected reading has no
    // doubt left, so the corrected parts' ranges are their scores and the total's range narrows.
    const range = (await get('score/')).json<{ score_range: { low: number; high: number } }>()
      .score_range;
    expect(range.low).toBeLessThanOrEqual(9);
    expect(range.high).toBeGreaterThanOrEqual(9);
    const beforeRange = before.score.range;
    if (!beforeRange) throw new Error('no range before');
    expect(range.high - range.low).toBeLessThanOrEqual(beforeRange.high - beforeRange.low);
    const parts = (await get('body-part/')).json<{
      body_parts: { body_part: string; score: number; range: { low: number; high: number } }[];
    }>().body_parts;
    for (const part of parts) {
      expect(part.range.low, part.body_part).toBeLessThanOrEqual(part.score);
      expect(part.range.high, part.body_part).toBeGreaterThanOrEqual(part.score);
    }
    // the corrected angles decide their boxes for sure; only the +1 adjustments read from angles
    // nobody confirmed (a twist, a side bend, an abduction) may still add a point
    for (const name of ['trunk', 'neck', 'upper_arm']) {
      const part = parts.find((p) => p.body_part === name);
      expect(part?.range.low, name).toBe(part?.score);
      expect(part?.range.high, name).toBeLessThanOrEqual((part?.score ?? 0) + 1);
    }
    const breakpoints = (await get('breakpoints/')).json<{ breakpoints: { to: string }[] }>();
    expect(breakpoints.breakpoints.map((b) => b.to)).toEqual(after.breakpoints.map((b) => b.to));

    // The frames CSV marks the corrected angles in each frame of the held squat.
    const csv = parse<Record<string, string>>((await get('frames.csv')).body, { columns: true });
    for (const [i, row] of csv.entries()) {
      expect(row.trunk_flexion_source === 'corrected').toBe(indices.includes(i));
      if (indices.includes(i)) expect(row.trunk_flexion_deg).toBe('70');
    }

    // Taking the corrections back restores the measured results.
    const undone = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/reba/${id}/update/`,
      headers: user.headers,
      payload: {
        angle_overrides: {
          trunk_flexion: null,
          neck_flexion: null,
          left_upper_arm_flexion: null,
          right_upper_arm_flexion: null,
        },
      },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const restored = await loadStoredResults(t.ctx.db, scope);
    expect(restored?.score.peak).toEqual(before.score.peak);
    expect(restored?.series).toEqual(before.series);
    expect(restored?.breakpoints).toEqual(before.breakpoints);
  });

  it('offers the readings whose doubt moves the score most; a confirmed one leaves the list (issue 31, item 6)', async () => {
    const user = await signUp(t);
    const { id, results: before } = await analysedSquat(t, user);
    const offered = before.score.to_confirm;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(3);
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/operation/reba/${id}/score/`,
      headers: user.headers,
    });
    expect(served.json<{ to_confirm: unknown[] }>().to_confirm).toEqual(offered);
    const [first] = offered;
    if (!first) throw new Error('nothing offered');
    // each reading comes with the method's boxes, one of them holding the measured value
    expect(first.boxes.length).toBeGreaterThanOrEqual(2);
    expect(
      first.boxes.some(
        (box) =>
          (box.from === null || first.measured > box.from) &&
          (box.to === null || first.measured <= box.to),
      ),
    ).toBe(true);
    // the ergonomist confirms the measured box: saved as a correction of that reading
    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/reba/${id}/update/`,
      headers: user.headers,
      payload: { angle_overrides: { [first.key]: first.measured } },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await loadStoredResults(t.ctx.db, { orgId: user.orgId, assessmentId: id });
    expect(after?.score.to_confirm.some((reading) => reading.key === first.key)).toBe(false);
    const width = (r: { low: number; high: number } | null | undefined) =>
      r ? r.high - r.low : Number.NaN;
    expect(width(after?.score.range)).toBeLessThanOrEqual(width(before.score.range));
  });

  it('names a worse posture held elsewhere when a correction lowers the final one', async () => {
    const user = await signUp(t);
    const { id, results: before } = await analysedSquat(t, user);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/reba/${id}/update/`,
      headers: user.headers,
      payload: {
        angle_overrides: { trunk_flexion: 0, left_knee_flexion: 0, right_knee_flexion: 0 },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await loadStoredResults(t.ctx.db, { orgId: user.orgId, assessmentId: id });
    if (!after) throw new Error('no results');
    expect(after.score.score).toBeLessThan(before.score.score ?? 0);
    // the other squats are still held at 7: the rule would take one of them
    expect(after.score.worse_held).toMatchObject({ score: 7 });
    expect(after.score.worse_held?.seconds).toBeGreaterThanOrEqual(1);
    expect(after.score.peak.score).toBeGreaterThanOrEqual(after.score.worse_held?.score ?? 0);
    expect(after.score.time_weighted.mean).toBeLessThan(before.score.time_weighted.mean);

    // The report says where the corrections apply and names the worse posture, in both languages.
    const expected = {
      en: [
        'apply to every frame where it was held',
        'the worst posture held for at least 1 s scores 7',
      ],
      tr: ['duruşun sürdürüldüğü her kareye uygulanır', 'en kötü duruşun puanı 7'],
    };
    for (const language of ['en', 'tr'] as const) {
      const report = await t.app.inject({
        method: 'GET',
        url: `/api/operation/reba/${id}/report/?language=${language}`,
        headers: user.headers,
      });
      expect(report.statusCode, report.body).toBe(200);
      const text = pdfText(report.rawPayload);
      for (const words of expected[language]) expect(text).toContain(words);
    }
  });
});
