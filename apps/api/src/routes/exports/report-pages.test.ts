import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments } from '@ergo/db';
import { createTestApp, signUp } from '../../../test/helpers';
import { operationWithTask } from '../../../test/video-helpers';
import { storedAssessment, uprightFrames } from '../recommendations/test-helpers';
import { fetchReport, pageTexts } from './report-test-helpers';

const t = await createTestApp({ PROCESS_JOBS: 'false' });

const PARTS = {
  en: ['Neck', 'Trunk', 'Legs', 'Upper arm', 'Lower arm', 'Wrist'],
  tr: ['Boyun', 'Gövde', 'Bacaklar', 'Üst kol', 'Alt kol', 'El bileği'],
};

/** The squat (REBA) of a named worker, under a name with Turkish letters and path characters. */
async function squat(name: string) {
  const user = await signUp(t);
  const target = await operationWithTask(t, user);
  const { id } = await storedAssessment(t, user, target, {
    inputs: { load: 'GREATER_THAN_10', coupling: 'POOR' },
    name,
  });
  // the cover's employee lines bring the body-part table to the foot of the first page
  await t.ctx.db
    .update(assessments)
    .set({ employeeName: 'Ayşe Yılmaz', employeeNumber: 'E-1024' })
    .where(and(eq(assessments.id, id), eq(assessments.organizationId, user.orgId)));
  return { user, assessment: { type: 'reba', id } };
}

describe("the report's pages (issue 30, item 14)", () => {
  it('keeps the body-part table on one page, and no axis reads -0°', async () => {
    const { user, assessment } = await squat('Palet yükleme');
    for (const language of ['en', 'tr'] as const) {
      const response = await fetchReport(t, user, assessment, language, `pages-${language}`);
      const pages = pageTexts(response.rawPayload);
      // a table row: the part's name, then its score (with its likely range when the doubt could
      // move it: "3 (3–4)"), highest and average (the heat map's legend writes "Trunk: 3 (Medium)")
      const rowPages = PARTS[language].map((part) =>
        pages.findIndex((page) =>
          new RegExp(`^\\s*${part}\\s+\\d+(\\s+\\(\\d+–\\d+\\))?\\s+\\d+\\s+\\d`, 'm').test(page),
        ),
      );
      expect(rowPages[0], language).toBeGreaterThanOrEqual(0);
      expect(new Set(rowPages), `${language}: pages ${rowPages.join(', ')}`).toEqual(
        new Set([rowPages[0]]),
      );
      const text = pages.join('\n');
      // the trunk and knee graphs start at 0°: their axes read 0°, in Intl's words
      expect(text).toMatch(/^\s*0°\s*$/m);
      expect(text).not.toMatch(/-0°/);
    }
  });

  it("names the download in the report's language, safely", async () => {
    const { user, assessment } = await squat('Hat 3/B: "kesim" ıslak');
    const disposition = async (language: 'en' | 'tr') =>
      (await fetchReport(t, user, assessment, language)).headers['content-disposition'];
    expect(await disposition('en')).toBe(
      `attachment; filename="ErgoAssess report - Hat 3 B kesim islak.pdf"; filename*=UTF-8''ErgoAssess%20report%20%E2%80%93%20Hat%203%20B%20kesim%20%C4%B1slak.pdf`,
    );
    expect(await disposition('tr')).toBe(
      `attachment; filename="ErgoAssess raporu - Hat 3 B kesim islak.pdf"; filename*=UTF-8''ErgoAssess%20raporu%20%E2%80%93%20Hat%203%20B%20kesim%20%C4%B1slak.pdf`,
    );
  });

  it('says on its first page when too little of the video was measured, and gives no risk level', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    // one second of a 4-second clip measured: 1 s, below the 2 s a score needs to stand
    const { id } = await storedAssessment(t, user, target, {
      inputs: { load: 'LESS_THAN_5', coupling: 'GOOD' },
      frames: uprightFrames().slice(0, 10),
    });
    for (const language of ['en', 'tr'] as const) {
      const response = await fetchReport(
        t,
        user,
        { type: 'reba', id },
        language,
        `coverage-${language}`,
      );
      const [first = ''] = pageTexts(response.rawPayload);
      const words = first.replace(/\s+/g, ' ');
      if (language === 'en') {
        expect(words).toContain(
          'Not enough of the video could be measured: this score is not a finding',
        );
        expect(words).toContain('Less than 2 s of the work was measured.');
        expect(words).not.toMatch(/Negligible|Low risk|No action/);
      } else {
        expect(words).toContain('Videonun yeterli bölümü ölçülemedi');
        expect(words).toContain('Yapılacaklar');
      }
    }
  });
});
