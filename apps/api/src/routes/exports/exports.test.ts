import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { assessmentId, loadStoredResults } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { operationWithTask, uploadAssessment, videoBytes } from '../../../test/video-helpers';
import { storedAssessment } from '../recommendations/test-helpers';
import { readingSource } from '../../domain/exports/frames-csv';

const t = await createTestApp({ PROCESS_JOBS: 'true', ANALYSIS_FPS: '5' });
const TR = { 'accept-language': 'tr' };

/** The bytes of an answer as an ArrayBuffer (what ExcelJS reads). */
const arrayBufferOf = (bytes: Buffer) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

async function analysed(user: SignedIn) {
  const target = await operationWithTask(t, user);
  const created = await uploadAssessment(
    t,
    user,
    target,
    { name: 'squats.mp4', data: videoBytes('tfjs-pose_squats.mp4') },
    { name: 'Kutu kaldırma', load: 'GREATER_THAN_10' },
  );
  expect(created.statusCode, created.body).toBe(201);
  const id = assessmentId(created.json<{ id: string }>().id);
  for (let waited = 0; ; waited += 500) {
    const current = await t.app.inject({
      method: 'GET',
      url: `/api/operation/reba/${id}/`,
      headers: user.headers,
    });
    const status = current.json<{ status: string }>().status;
    if (status === 'completed') break;
    if (status === 'failed' || waited > 240_000) throw new Error(`analysis ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { id, target };
}

describe('frames.csv', () => {
  it('names where each reading came from: body proportions, the picture (2D) or the 3D landmarks', () => {
    expect(readingSource({ value: 60, confidence: 0.9, fromProportions: true })).toBe(
      'proportions',
    );
    expect(readingSource({ value: 60, confidence: 0.9, from2d: true })).toBe('2d');
    expect(readingSource({ value: 60, confidence: 0.9 })).toBe('3d');
  });

  it('gives one row per analysed frame that matches the stored results', async () => {
    const user = await signUp(t);
    const { id } = await analysed(user);
    // one frame corrected by hand is marked as such
    const results = await loadStoredResults(t.ctx.db, { orgId: user.orgId, assessmentId: id });
    if (!results) throw new Error('no results');
    const corrected = results.series.time[3] ?? 0;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/reba/${id}/update/`,
      headers: user.headers,
      payload: { frame_overrides: { [String(corrected)]: { trunk_flexion: 70 } } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const stored = await loadStoredResults(t.ctx.db, { orgId: user.orgId, assessmentId: id });
    if (!stored) throw new Error('no results');

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/operation/reba/${id}/frames.csv`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      // the ASCII name spells the dotless ı as i (it has no accent NFKD could take off)
      /^attachment; filename="REBA-Kutu-kaldirma-\d{4}-\d{2}-\d{2}-frames\.csv"; filename\*=UTF-8''REBA-Kutu-kald%C4%B1rma-/,
    );
    const rows = parse<Record<string, string>>(response.body, { columns: true });
    expect(rows).toHaveLength(stored.series.time.length);
    const columns = Object.keys(rows[0] ?? {});
    expect(columns.slice(0, 4)).toEqual(['time_s', 'person_found', 'score', 'risk_level']);
    for (const part of ['neck', 'trunk', 'leg', 'upper_arm', 'lower_arm', 'wrist'])
      expect(columns).toContain(`${part}_score`);
    expect(columns).toEqual(
      expect.arrayContaining([
        'trunk_flexion_deg',
        'trunk_flexion_confidence',
        'trunk_flexion_source',
      ]),
    );
    rows.forEach((row, index) => {
      expect(Number(row.time_s)).toBeCloseTo(stored.series.time[index] ?? -1, 3);
      const score = stored.series.score[index];
      expect(row.score).toBe(score === null || score === undefined ? '' : String(score));
      const trunk = stored.series.body_parts.trunk?.[index];
      expect(row.trunk_score).toBe(trunk === null || trunk === undefined ? '' : String(trunk));
      const angle = stored.series.angles.trunk_flexion?.[index];
      if (angle !== null && angle !== undefined)
        expect(Number(row.trunk_flexion_deg)).toBeCloseTo(angle, 1);
    });
    const fixed = rows[3];
    expect(fixed?.trunk_flexion_deg).toBe('70');
    expect(fixed?.trunk_flexion_source).toBe('corrected');
    expect(fixed?.corrected).toBe('trunk_flexion');
    expect(rows.filter((row) => row.corrected !== '')).toHaveLength(1);
    const measured = rows.find((row) => row.trunk_flexion_source === '3d');
    expect(Number(measured?.trunk_flexion_confidence)).toBeGreaterThan(0);
  }, 300_000);

  it('answers 409 in the caller’s language for an assessment without a timeline, 404 to another organization', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const { id } = await storedAssessment(t, user, target, {
      inputs: { load: 'LESS_THAN_5', coupling: 'GOOD' },
    });
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/operation/reba/${id}/frames.csv`,
      headers: { ...user.headers, ...TR },
    });
    expect(none.statusCode).toBe(409);
    expect(none.body).toContain('zaman çizelgesi yok');
    const intruder = await signUp(t);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/operation/reba/${id}/frames.csv`,
      headers: intruder.headers,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('export.xlsx', () => {
  it('gives the filtered list as a workbook: numbers as numbers, dates as dates, labels in the language', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const heavy = await storedAssessment(t, user, target, {
      inputs: { load: 'GREATER_THAN_10', coupling: 'POOR', activity: ['STATIC_POSTURE'] },
      name: 'Palet yükleme',
    });
    await storedAssessment(t, user, target, {
      type: 'rula',
      inputs: { load: 'LESS_THAN_2KG', muscle_use: true },
      name: 'Montaj',
    });
    const intruder = await signUp(t);
    const theirs = await operationWithTask(t, intruder);
    await storedAssessment(t, intruder, theirs, {
      inputs: { load: 'LESS_THAN_5', coupling: 'GOOD' },
      name: 'Theirs',
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/operation/assessments/export.xlsx?type=reba',
      headers: { ...user.headers, ...TR },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(arrayBufferOf(response.rawPayload));
    const sheet = book.getWorksheet('Değerlendirmeler');
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 12)).toEqual([
      'Değerlendirme',
      'Yöntem',
      'Operasyon',
      'Görev',
      'Çalışan adı',
      'Sicil numarası',
      'Oluşturulma tarihi',
      'Durum',
      'Puan',
      'Puan, olası en düşük',
      'Puan, olası en yüksek',
      'Risk düzeyi',
    ]);
    expect(sheet.rowCount).toBe(2); // the filter keeps the REBA only
    const row = sheet.getRow(2);
    const cell = (name: string) => row.getCell(header.indexOf(name) + 1).value;
    expect(cell('Değerlendirme')).toBe('Palet yükleme');
    expect(cell('Yöntem')).toBe('REBA');
    expect(cell('Puan')).toBe(heavy.score);
    expect(typeof cell('Puan')).toBe('number');
    // the score's 80% range, as two numbers around the score
    expect(heavy.results.score.range).not.toBeNull();
    expect(cell('Puan, olası en düşük')).toBe(heavy.results.score.range?.low);
    expect(cell('Puan, olası en yüksek')).toBe(heavy.results.score.range?.high);
    expect(cell('Oluşturulma tarihi')).toBeInstanceOf(Date);
    expect(cell('Durum')).toBe('Tamamlandı');
    expect(cell('Gövde puanı')).toBe(
      heavy.results.body_parts.find((p) => p.body_part === 'trunk')?.score,
    );
    const activity = header.find(
      (h) => typeof h === 'string' && h.startsWith('REBA: ') && h !== 'REBA: Yük ya da kuvvet',
    );
    expect(activity).toBeTruthy();
    expect(header).toEqual(expect.arrayContaining([expect.stringMatching(/^REBA: /)]));
    expect(header.some((h) => typeof h === 'string' && h.startsWith('RULA'))).toBe(false);

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/operation/assessments/export.xlsx',
      headers: user.headers,
    });
    const everything = new ExcelJS.Workbook();
    await everything.xlsx.load(arrayBufferOf(all.rawPayload));
    const list = everything.getWorksheet('Assessments');
    expect(list?.rowCount).toBe(3);
    const names = [2, 3].map((n) => list?.getRow(n).getCell(1).value);
    expect(names.sort()).toEqual(['Montaj', 'Palet yükleme']);
  });
});
