import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findMethod, scoreAssessment } from '@ergo/contracts';
import { LATE_FINAL_INPUTS, lateFinalFrames } from '@ergo/contracts/testing';
import { assessmentResults } from '@ergo/db';
import { thumbnailMoments } from '@ergo/analysis';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { operationWithTask } from '../../../test/video-helpers';
import { storedAssessment } from '../recommendations/test-helpers';
import { fetchReport, imageCount, pageTexts, storeThumbnails } from './report-test-helpers';

const t = await createTestApp({ PROCESS_JOBS: 'false' });

/**
 * The review's assessment (issue 30, item 6): the very-high posture at 11.2 s that sets the final
 * score is the twelfth risk change; a 0.3 s reach at 5 s scores highest.
 */
async function lateFinal(user: SignedIn) {
  const target = await operationWithTask(t, user);
  return storedAssessment(t, user, target, {
    inputs: LATE_FINAL_INPUTS,
    frames: lateFinalFrames(),
    name: 'Late final',
  });
}

const reportText = async (user: SignedIn, id: string, language: 'en' | 'tr', keep?: string) => {
  const response = await fetchReport(t, user, { type: 'reba', id }, language, keep);
  return {
    text: pageTexts(response.rawPayload).join('\n'),
    images: imageCount(response.rawPayload),
  };
};

describe("the report's pictures (issue 30, item 6)", () => {
  it('pictures the posture that sets the score and the peak, then the changes by severity', async () => {
    const user = await signUp(t);
    const { id, results } = await lateFinal(user);
    expect(results.score).toMatchObject({ score: 11, representative_time: 11.2 });
    // the pictures the analysis keeps
    await storeThumbnails(
      t,
      user,
      id,
      thumbnailMoments(results).map(({ kind, time }) => ({ role: kind, time })),
    );
    const en = await reportText(user, id, 'en', 'pictures-en');
    expect(en.text).toMatch(/Final posture: sets the final score\s+Highest score in the video/);
    expect(en.text).toMatch(/11\.2 s · score 11 · Very high\s+5 s · score 13 · Very high/);
    // the changes with a picture, the very-high one first; it is no longer a row of the table
    // (pdftotext may close up "1 s" as "1s"; a caption wraps in its narrow card)
    expect(en.text).toMatch(/11\.2 s\s+1 ?s\s+3 ?s\s+5\.3 s/);
    expect(en.text).toContain('Medium › Very high · score');
    expect(en.text).not.toMatch(/11\.2 s\s+Medium › Very high\s+11/);
    expect(en.text).toMatch(/13\.2 s\s+Very high › Medium\s+6/);
    // two postures behind the score, nine changes (the very-high one with the final posture's)
    expect(en.images).toBe(11);
    const tr = await reportText(user, id, 'tr', 'pictures-tr');
    expect(tr.text).toMatch(/Son duruş: son puanı belirler\s+Videodaki en yüksek puan/);
    expect(tr.text).toMatch(/11,2 sn · puan 11 · Çok yüksek\s+5 sn · puan 13 · Çok yüksek/);
  });

  it('reads an analysis stored before the peak was pictured, saying nothing false', async () => {
    const user = await signUp(t);
    const { id, results } = await lateFinal(user);
    // what the analysis kept then: the final posture and the first eight changes
    await storeThumbnails(t, user, id, [
      { role: 'final', time: 11.2 },
      ...results.breakpoints.slice(0, 8).map((point) => ({ role: 'breakpoint', time: point.time })),
    ]);
    const { text, images } = await reportText(user, id, 'en');
    expect(text).toContain('Final posture: sets the final score');
    expect(text).not.toContain('Highest score in the video');
    expect(text).not.toMatch(/11\.2 s\s+Medium › Very high\s+11/);
    expect(images).toBe(10);
  });

  it("says a corrected posture's picture shows it as the camera measured it", async () => {
    const user = await signUp(t);
    const { id, results } = await lateFinal(user);
    const method = findMethod('reba');
    if (!method) throw new Error('no REBA');
    // the trunk corrected to 20° where the final posture was held, scored as a recompute scores it
    const corrected = scoreAssessment({
      method,
      inputs: LATE_FINAL_INPUTS,
      frames: lateFinalFrames(),
      sampledFps: 10,
      overrides: { angles: { trunk_flexion: 20 } },
    });
    expect(corrected.score.overridden).toHaveLength(1);
    await t.ctx.db
      .update(assessmentResults)
      .set({ results: { ...results, ...corrected } })
      .where(
        and(
          eq(assessmentResults.assessmentId, id),
          eq(assessmentResults.organizationId, user.orgId),
        ),
      );
    await storeThumbnails(t, user, id, [
      { role: 'final', time: 11.2 },
      { role: 'peak', time: 5 },
    ]);
    const en = await reportText(user, id, 'en');
    expect(en.text).toContain('The pictures show the posture as the camera measured it');
    expect(en.images).toBeGreaterThanOrEqual(2);
    const tr = await reportText(user, id, 'tr', 'pictures-corrected-tr');
    expect(tr.text).toContain('Görüntüler duruşu kameranın ölçtüğü haliyle gösterir');
  });
});
