import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  catalogueEntry,
  isFactorKey,
  translate,
  type AssessmentResults,
  type Proposal,
} from '@ergo/contracts';
import { CHECKLIST_QUESTIONS } from '@ergo/ergonomics';
import { type AssessmentId, files, loadStoredResults } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { operationWithTask, videoBytes } from '../../../test/video-helpers';
import { frame } from '@ergo/contracts/testing';
import { storedAssessment } from '../recommendations/test-helpers';
import { createSurvey, linkParts, OBSERVER, surveyTask, WORKER } from '../surveys/test-helpers';

const t = await createTestApp({ PROCESS_JOBS: 'false', FORM_RATE_LIMIT_PER_MINUTE: '10000' });

/** An 18 kg lift with a poor grip, twice or three times a minute for over an hour. */
const WISHA_LIFT = {
  load_weight: 18,
  lifting_frequency: '2_3',
  shift_duration: 'more_than_hour',
  grip_quality: 'POOR',
  work_environment: 'NORMAL',
};

/** How many images the PDF embeds (pdfimages -list: two header lines, then one line per image). */
function imageCount(bytes: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-images-')), 'report.pdf');
  writeFileSync(file, bytes);
  const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  return list.trim().split('\n').length - 2;
}

/** Stores a picture for the first `count` breakpoints, as the analysis stores its thumbnails. */
async function breakpointPictures(
  user: SignedIn,
  assessmentId: AssessmentId,
  results: AssessmentResults,
  count: number,
) {
  const jpeg = videoBytes('tfjs-pose.jpg');
  for (const point of results.breakpoints.slice(0, count)) {
    const id = await t.ctx.files.putBuffer(jpeg);
    await t.ctx.db.insert(files).values({
      id,
      organizationId: user.orgId,
      assessmentId,
      kind: 'thumbnail',
      size: jpeg.length,
      contentType: 'image/jpeg',
      meta: { role: 'breakpoint', time: point.time },
    });
  }
}

/** The report's text as pdftotext reads it, and its page count (pdftoppm draws every page). */
function readPdf(bytes: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ergo-report-'));
  const file = path.join(dir, 'report.pdf');
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-r', '40', '-png', file, path.join(dir, 'page')]);
  const pages = readdirSync(dir).filter((name) => name.startsWith('page')).length;
  return { text, pages };
}

async function withRecommendation(user: SignedIn, type: string, id: string) {
  const [proposal] = (
    await t.app.inject({
      method: 'GET',
      url: `/api/operation/${type}/${id}/recommendations/sample/`,
      headers: { ...user.headers, 'accept-language': 'tr' },
    })
  ).json<Proposal[]>();
  if (!proposal) throw new Error('no proposal');
  const { kept: _kept, sources: _sources, ...body } = proposal;
  await t.app.inject({
    method: 'POST',
    url: `/api/operation/recommendations/${type}/${id}/`,
    headers: user.headers,
    payload: body,
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/operation/${type}/${id}/notes/create/`,
    headers: user.headers,
    payload: { text: 'Şişe kırığı; çığır açan öneri İzmir’de ğüşıöç' },
  });
  return proposal;
}

describe('the PDF report', () => {
  it('holds the score, band, body parts, recommendations, notes and Turkish letters, in both languages', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const { id } = await storedAssessment(t, user, target, {
      inputs: { load: 'GREATER_THAN_10', coupling: 'POOR' },
      name: 'Palet yükleme',
    });
    const proposal = await withRecommendation(user, 'reba', id);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/reba/${id}/update/`,
      headers: user.headers,
      payload: { inputs: { load: 'BETWEEN_5_AND_10' }, angle_overrides: { trunk_flexion: 25 } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const results = await loadStoredResults(t.ctx.db, { orgId: user.orgId, assessmentId: id });
    if (!results) throw new Error('no results');
    for (const language of ['en', 'tr'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/operation/reba/${id}/report/?language=${language}`,
        headers: user.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      // the file is named in the report's language (issue 30, item 14)
      expect(response.headers['content-disposition']).toContain(
        language === 'en'
          ? 'filename="ErgoAssess report - Palet yukleme.pdf"'
          : 'filename="ErgoAssess raporu - Palet yukleme.pdf"',
      );
      const { text, pages } = readPdf(response.rawPayload);
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(text).toContain('Palet yükleme');
      expect(text).toContain(String(results.score.score));
      expect(text).toContain(translate(`risk.${results.score.risk_level}`, language));
      if (language === 'tr')
        writeFileSync(path.join(tmpdir(), 'ergo-report-tr.pdf'), response.rawPayload);
      expect(text).toContain(language === 'en' ? 'Trunk' : 'Gövde');
      const trunk = results.body_parts.find((part) => part.body_part === 'trunk');
      expect(text).toContain(language === 'en' ? 'Heat map' : 'Isı haritası');
      expect(text).toContain(
        `${language === 'en' ? 'Trunk' : 'Gövde'}: ${trunk?.score} (${translate(`heatMap.levels.${trunk?.level}`, language)})`,
      );
      // the first page says how sure the score is, in words (issue 31, item 5)
      const range = results.score.range;
      if (!range) throw new Error('no range');
      expect(text).toContain(language === 'en' ? 'How sure the score is' : 'Puan ne kadar kesin');
      expect(text.replace(/\s+/g, ' ')).toContain(
        range.low === range.high
          ? `${language === 'en' ? 'Likely exactly' : 'Büyük olasılıkla tam'} ${results.score.score}`
          : language === 'en'
            ? `Likely ${range.low} to ${range.high}`
            : `Büyük olasılıkla ${range.low} ile ${range.high} arası`,
      );
      expect(text).toContain(language === 'en' ? 'Recommendations' : 'Öneriler');
      // kept from the Turkish proposal, shown in the report's language (issue 30, item 3)
      const entry = isFactorKey(proposal.factor_key) ? catalogueEntry(proposal.factor_key) : null;
      expect(text).toContain(entry?.title[language] ?? 'a catalogue title');
      expect(text).toContain('Şişe kırığı; çığır açan öneri İzmir’de ğüşıöç');
      expect(text).toContain(language === 'en' ? `Page 1 of ${pages}` : `Sayfa 1 / ${pages}`);
      expect(text).toContain('Hignett');
      // the corrections by hand in words, with who made them; the trunk had no correction before:
      // its before value is the one measured in the final posture
      const trunkMeasured = Object.values(results.score.measured).find(
        (m) => m.key === 'trunk_flexion',
      )?.value;
      const before = `${trunkMeasured?.toLocaleString(language === 'en' ? 'en-GB' : 'tr-TR', { maximumFractionDigits: 1 })}°`;
      expect(text).toContain(
        language === 'en'
          ? `Trunk flexion changed from ${before} (measured) to 25°`
          : `Gövde fleksiyonu: ${before} (ölçülen) değeri 25° olarak değiştirildi`,
      );
      expect(text).toContain(language === 'en' ? 'Force / load changed from' : 'Kuvvet / yük:');
      expect(text).toContain(language === 'en' ? 'Camera view: oblique' : 'Kamera açısı: çapraz');
      // a table look-up names its table in the report's language, not by its id
      expect(text).not.toContain('reba.table_');
      expect(text).toMatch(
        language === 'en' ? /\(REBA Table A,\s+row \d/ : /\(REBA Tablo A,\s+satır \d/,
      );
    }
  });

  it('reports every method in both languages, a survey without a video too', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const rula = await storedAssessment(t, user, target, {
      type: 'rula',
      inputs: { load: 'BETWEEN_2_TO_10', muscle_use: true },
    });
    const wisha = await storedAssessment(t, user, target, {
      type: 'wisha',
      inputs: WISHA_LIFT,
    });
    const rosa = await storedAssessment(t, user, target, {
      type: 'rosa',
      inputs: { duration: 'LONG', seat_pan_distance: 'ABOUT_7', monitor_glare: true },
    });
    const surveys = await surveyTask(t, user);
    const checklist = (
      await createSurvey(t, user, surveys, {
        type: 'checklist',
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
      })
    ).json<{ id: string }>();
    const expected: [string, string, string[]][] = [
      ['rula', rula.id, ['McAtamney', 'Üst kol']],
      ['wisha', wisha.id, ['WAC 296-62-051']],
      ['rosa', rosa.id, ['Sonne', 'Monitör']],
      ['checklist', checklist.id, ['HSE INDG36', 'Bu değerlendirmenin henüz puanı yok.']],
    ];
    for (const [type, id, words] of expected)
      for (const language of ['en', 'tr'] as const) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/operation/${type}/${id}/report/?language=${language}`,
          headers: user.headers,
        });
        expect(response.statusCode, `${type} ${language}: ${response.body}`).toBe(200);
        const { text } = readPdf(response.rawPayload);
        expect(text).toContain(language === 'en' ? 'Page 1 of' : 'Sayfa 1 /');
        if (language === 'tr')
          for (const word of words) expect(text, `${type}: ${word}`).toContain(word);
      }
  });

  it('paginates a 10-minute video without a row or graph cut across a page', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    // 10 minutes at 10 frames a second: the trunk sways between upright and 70° every 20 s
    const frames = Array.from({ length: 6000 }, (_, i) =>
      frame(i / 10, 35 + 35 * Math.sin((i / 10 / 20) * 2 * Math.PI), 20),
    );
    const { id, results } = await storedAssessment(t, user, target, {
      inputs: { load: 'BETWEEN_5_AND_10', coupling: 'FAIR' },
      frames,
      name: 'Ten minutes',
    });
    expect(results.breakpoints.length).toBeGreaterThan(8);
    await breakpointPictures(user, id, results, 8);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/operation/reba/${id}/report/?language=en`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    const { text, pages } = readPdf(response.rawPayload);
    writeFileSync(path.join(tmpdir(), 'ergo-report-long.pdf'), response.rawPayload);
    expect(text).toContain('Angles over time');
    expect(text).toContain('How the video was analysed');
    // every breakpoint is listed; this analysis (stored before issue 30) kept the first eight
    expect(text).toContain('Where the risk level changes');
    expect(text).toContain('8 changes have a picture');
    // the rest are listed with their time, change and score
    for (const point of results.breakpoints.slice(8))
      expect(text).toMatch(new RegExp(`${point.time.toFixed(1)} s\\s+(Low|Medium|High) › `));
    // the eight changes, and the final posture (2.6 s, one of them) on its own card
    expect(text).toMatch(/Final posture, also the highest score\s+2\.6 s · score 4 · Medium/);
    expect(imageCount(response.rawPayload)).toBe(9);
    // every page is numbered and the table header repeats where the kinematics table breaks
    for (let n = 1; n <= pages; n += 1) expect(text).toContain(`Page ${n} of ${pages}`);
    expect(text.match(/Joint motion/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  });

  it("writes each method's own page: WISHA's lowering factors, ROSA's sections, QEC's and the checklist's answers", async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const wisha = await storedAssessment(t, user, target, {
      type: 'wisha',
      inputs: WISHA_LIFT,
    });
    const rosa = await storedAssessment(t, user, target, {
      type: 'rosa',
      inputs: { duration: 'LONG', seat_pan_distance: 'ABOUT_7' },
    });
    const surveys = await surveyTask(t, user);
    const qec = (await createSurvey(t, user, surveys, { type: 'qec', ...OBSERVER })).json<{
      id: string;
    }>();
    const link = (
      await t.app.inject({
        method: 'POST',
        url: `/api/operation/qec/${qec.id}/`,
        headers: user.headers,
        payload: {},
      })
    ).json<{ url: string }>();
    const worker = linkParts(link.url);
    for (const form of [
      WORKER,
      { ...WORKER, stress: 'VERY', stress_details: 'Vardiya sonu çok yoğun' },
    ]) {
      const submitted = await t.app.inject({
        method: 'POST',
        url: `/api/operation/qec/worker/${worker.id}/${worker.token}/`,
        payload: form,
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
    }
    const checklist = (
      await createSurvey(t, user, surveys, {
        type: 'checklist',
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
      })
    ).json<{ id: string; url: string }>();
    const critical = CHECKLIST_QUESTIONS.find((question) => question.critical);
    const form = linkParts(checklist.url);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/operation/checklist/${form.id}/${form.token}/`,
      payload: {
        responses: CHECKLIST_QUESTIONS.map((question) => ({
          question_id: question.id,
          answer: question.id === critical?.id ? 'NO' : 'YES',
          comment: question.id === critical?.id ? 'Koridorda koli yığını' : '',
        })),
      },
    });
    expect(answered.statusCode, answered.body).toBe(201);

    const report = async (type: string, id: string, language: 'en' | 'tr') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/operation/${type}/${id}/report/?language=${language}`,
        headers: user.headers,
      });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
      // kept for looking at (the pages are also rendered by readPdf)
      writeFileSync(
        path.join(tmpdir(), `ergo-report-${type}-${language}.pdf`),
        response.rawPayload,
      );
      return readPdf(response.rawPayload).text;
    };
    const wishaText = await report('wisha', wisha.id, 'en');
    expect(wishaText).toContain('What lowered the safe weight');
    expect(wishaText).toMatch(/Grip quality\s+× 0[.,]\d+\s+yes/);
    const wishaTr = await report('wisha', wisha.id, 'tr');
    expect(wishaTr).toContain('Güvenli ağırlığı düşüren etkenler');
    // Issue 30: the rule named plainly, grip and environment said to be ours, no number "unverified".
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    expect(flat(wishaText)).toContain('WAC 296-62-05174 Appendix B');
    expect(flat(wishaText)).toContain('Grip quality and work environment are ErgoAssess additions');
    expect(flat(wishaText)).toContain('poor grip (NIOSH coupling poor; an ErgoAssess addition)');
    expect(flat(wishaTr)).toContain("ErgoAssess'in eklediği katsayılardır");
    for (const text of [wishaText, wishaTr])
      expect(text).not.toMatch(/unverified|our modifier|doğrulanmamış|bizim eklediğimiz/i);

    const rosaText = await report('rosa', rosa.id, 'en');
    expect(rosaText).toContain('ROSA section scores');
    expect(rosaText).toContain('Section A (chair chart)');
    expect(rosaText).toContain('Workstation heat map');

    const qecText = await report('qec', qec.id, 'en');
    expect(qecText).toContain('Exposure scores');
    expect(qecText).toContain('Workers who answered: 2');
    expect(qecText).toMatch(/Moderate \(6 to 10 kg\)\s+2 \(100%\)/);
    expect(qecText).toContain('Vardiya sonu çok yoğun');
    expect(qecText).toMatch(/Back: \d+ \(/);
    const qecTurkish = await report('qec', qec.id, 'tr');
    expect(qecTurkish).toContain('Çalışanların yanıtları');
    expect(qecTurkish).toContain('HMD');

    const checklistText = await report('checklist', checklist.id, 'tr');
    expect(checklistText).toContain('Kategorilere göre yanıtlar');
    expect(checklistText).toContain('Koridorda koli yığını');
    expect(checklistText).toContain(critical?.text.tr.slice(0, 20));
    expect(checklistText).toContain('(kritik)');
  });

  it('answers 404 to another organization and refuses an unknown language', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const { id } = await storedAssessment(t, user, target, {
      inputs: { load: 'LESS_THAN_5', coupling: 'GOOD' },
    });
    const intruder = await signUp(t);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/operation/reba/${id}/report/`,
      headers: intruder.headers,
    });
    expect(other.statusCode).toBe(404);
    // the surveys' reports too (the checklist's has a route of its own)
    const surveys = await surveyTask(t, user);
    for (const payload of [
      { type: 'qec', ...OBSERVER },
      { type: 'checklist', deadline: new Date(Date.now() + 86_400_000).toISOString() },
    ]) {
      const survey = (await createSurvey(t, user, surveys, payload)).json<{ id: string }>();
      const theirs = await t.app.inject({
        method: 'GET',
        url: `/api/operation/${payload.type}/${survey.id}/report/`,
        headers: intruder.headers,
      });
      expect(theirs.statusCode, payload.type).toBe(404);
      expect(theirs.headers['content-type']).toContain('application/json');
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/operation/reba/${id}/report/?language=de`,
      headers: { ...user.headers, 'accept-language': 'tr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('rapor dilini');
  });
});
