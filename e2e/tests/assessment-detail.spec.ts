import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ApiSession,
  emptyRoomClip,
  SQUAT_VIDEO,
  type ServedScore,
  type VideoType,
} from './detail-helpers';
import { createActiveAccount, logIn, type Account } from './helpers';

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

async function snap(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

/** Closes the onboarding tour of the screen if it shows (it is shown once per type). */
async function closeTour(page: Page): Promise<void> {
  const close = page.locator('.driver-popover-close-btn');
  await close.click({ timeout: 5000 }).catch(() => undefined);
  await expect(page.locator('.driver-popover')).toHaveCount(0);
}

/** Hovers a graph at a point (so the chart knows the moment) and clicks it; returns the video's time. */
async function clickGraph(page: Page, testId: string, x: number): Promise<number> {
  const plot = page.getByTestId(testId);
  await plot.scrollIntoViewIfNeeded();
  await plot.hover({ position: { x, y: 80 } });
  await page.waitForTimeout(150);
  await plot.click({ position: { x, y: 80 } });
  const video = page.getByTestId('assessment-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.seeking)).toBe(false);
  return video.evaluate((v: HTMLVideoElement) => v.currentTime);
}

test.describe.serial('assessment detail', () => {
  let api: APIRequestContext;
  let account: Account;
  let session: ApiSession;
  const ids = {} as Record<VideoType, string>;

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(200_000);
    api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    account = await createActiveAccount(api, 'detail');
    session = await ApiSession.login(api, account.email, account.password);
    const where = await session.createTask('Packing line');
    const names: Record<VideoType, string> = {
      reba: 'Squat REBA',
      rula: 'Squat RULA',
      wisha: 'Squat WISHA',
      rosa: 'Desk ROSA',
    };
    for (const type of ['reba', 'rula', 'wisha', 'rosa'] as const) {
      const created = await session.createAssessment(
        where,
        type,
        names[type],
        SQUAT_VIDEO,
        type === 'reba' ? { employee_name: 'Mehmet Demir', employee_number: 'E-1042' } : {},
      );
      expect(created.status()).toBe(201);
      ids[type] = ((await created.json()) as { id: string }).id;
    }
    // The real pose analysis runs in the server's child process, one video at a time.
    const statuses = await session.waitForAnalyses(
      (['reba', 'rula', 'wisha', 'rosa'] as const).map((type) => ({ type, id: ids[type] })),
      170_000,
    );
    expect(Object.values(statuses)).toEqual(['completed', 'completed', 'completed', 'completed']);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('REBA in English: tour once, score and explanation, heat map, graphs seek the video, angle correction', async ({
    page,
  }, testInfo) => {
    // the longest story of the suite (three corrections, each scored again on the server): 41 s on
    // an idle 2-core machine, past 60 s with a build or a lint beside it
    testInfo.setTimeout(120_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await logIn(page, account.email, account.password);
    await page.goto(`/assessments/reba/${ids.reba}`);

    // The REBA tour shows once.
    await expect(page.locator('.driver-popover-title')).toHaveText('Your REBA results', {
      timeout: 15_000,
    });
    await closeTour(page);

    await expect(page.getByTestId('assessment-title')).toHaveText('Squat REBA');
    const finalScore = page.getByTestId('final-score');
    await expect(finalScore).toHaveText(/^\d+$/);
    const measuredScore = Number(await finalScore.textContent());
    await expect(page.getByTestId('score-rule')).toContainText('held for at least 1 s');
    await expect(page.getByTestId('export-report')).toBeEnabled();
    await expect(page.getByTestId('go-to-tracking')).toHaveAttribute(
      'href',
      /^\/improvements\?operation=[0-9a-f-]{36}&task=[0-9a-f-]{36}$/,
    );

    // Heat map: every REBA part coloured by its band.
    const figure = page.getByTestId('body-figure');
    await expect(figure.locator('[data-part="neck"][data-level]')).not.toHaveAttribute(
      'data-level',
      'none',
    );
    for (const part of ['neck', 'trunk', 'leg', 'upper_arm', 'lower_arm', 'wrist'])
      await expect(figure.locator(`[data-part="${part}"]`).first()).toHaveAttribute(
        'data-level',
        /^(low|moderate|high|very_high)$/,
      );
    await figure.locator('[data-part="trunk"]').click();
    await expect(page.getByTestId('heat-map-selection')).toContainText('Trunk:');

    // The explanation: which angle, which table cell.
    await page.getByTestId('explain-score').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toContainText('Measured angles');
    await expect(drawer).toContainText('REBA Table A');
    // Tables are named in the reader's language, never by their id (issue 19).
    await expect(drawer).toContainText('REBA Table C');
    await expect(drawer).not.toContainText('reba.table_');
    await page.keyboard.press('Escape');

    // Graphs with the colour bands; a click seeks the video to that moment.
    await expect(
      page.getByTestId('graph-trunk').locator('.recharts-reference-area').first(),
    ).toBeVisible();
    await expect(page.getByTestId('graph-legs')).toBeVisible();
    const early = await clickGraph(page, 'graph-trunk-plot', 60);
    const late = await clickGraph(page, 'graph-trunk-plot', 230);
    expect(early).toBeGreaterThan(0.5);
    expect(late).toBeGreaterThan(early + 3);
    await expect(page.getByTestId('breakpoint').first()).toBeVisible();
    await expect(page.getByTestId('kinematics-row').first()).toBeVisible();
    await snap(page, 'detail-reba-en');

    // The peak and the band bar (time per score) as measured.
    const peak = page.getByTestId('peak-score');
    const measuredPeak = Number(await peak.textContent());
    expect(measuredPeak).toBeGreaterThanOrEqual(measuredScore);
    const bandBar = async () =>
      page
        .getByTestId('score-distribution')
        .locator('[data-score]')
        .evaluateAll((sections) =>
          sections.map((s) => `${s.getAttribute('data-score')}:${s.getAttribute('data-share')}`),
        );
    const measuredBands = await bandBar();

    // Correct the trunk angle: the preview recomputes at once, the server stores it.
    const corrections = page.getByTestId('corrections');
    await corrections.scrollIntoViewIfNeeded();
    const trunkBox = corrections.getByRole('textbox', { name: /Override for Trunk flexion/ });
    await trunkBox.fill('0');
    const preview = page.getByTestId('preview-score');
    await expect(preview).toBeVisible();
    await expect(page.getByTestId('preview-badge')).toBeVisible();
    // the peak and the mean are recomputed over the whole video on saving only
    await expect(page.getByTestId('preview-note')).toBeVisible();
    const previewScore = Number(await preview.textContent());
    expect(previewScore).toBeLessThan(measuredScore);
    await page.getByTestId('save-corrections').click();
    await expect(
      page.getByText(`Corrections saved. The stored score is now ${previewScore}.`),
    ).toBeVisible();
    await expect(finalScore).toHaveText(String(previewScore));
    await expect(page.getByTestId('preview-badge')).toHaveCount(0);
    await expect(page.getByTestId('corrections-in-force')).toContainText(
      `The measured posture scored ${measuredScore}`,
    );
    await expect(page.getByTestId('corrected-frames')).toContainText(
      'every frame of the final posture as held',
    );
    // Every frame of the held squat is lower now: the band bar changes; the other squats, still
    // held at the measured score, are named (the final score stays the corrected posture's).
    await expect.poll(bandBar).not.toEqual(measuredBands);
    await expect(page.getByTestId('worse-held')).toContainText('A worse posture is held elsewhere');
    await expect(peak).toHaveText(String(measuredPeak));
    await corrections.getByRole('tab', { name: 'Change history' }).click();
    await expect(page.getByTestId('override-history')).toContainText('Trunk flexion');
    await expect(page.getByTestId('override-history')).toContainText('Mehmet Demir');

    // Bent far forward instead: the held squat rises above the old peak, which follows it.
    await corrections.getByRole('tab', { name: 'Angles' }).click();
    await trunkBox.fill('90');
    await expect(preview).toBeVisible();
    const raised = Number(await preview.textContent());
    expect(raised).toBeGreaterThan(measuredPeak);
    await page.getByTestId('save-corrections').click();
    await expect(
      page.getByText(`Corrections saved. The stored score is now ${raised}.`),
    ).toBeVisible();
    await expect(finalScore).toHaveText(String(raised));
    await expect(peak).toHaveText(String(raised));
    await expect.poll(bandBar).toContainEqual(expect.stringMatching(new RegExp(`^${raised}:`)));
    await expect(page.getByTestId('worse-held')).toHaveCount(0);
    await expect(page.getByTestId('breakpoints').getByText('Very high risk').first()).toBeVisible();
    await snap(page, 'detail-reba-corrected-en');

    // Shown once: no tour on the next visit.
    await page.reload();
    await expect(page.getByTestId('final-score')).toHaveText(String(raised));
    await page.waitForTimeout(800);
    await expect(page.locator('.driver-popover')).toHaveCount(0);

    // One frame corrected (the camera misread a moment): listed, and the history says so.
    const frameCard = page.getByTestId('frame-correction');
    await frameCard.scrollIntoViewIfNeeded();
    await frameCard.getByLabel('Degrees').fill('5');
    await frameCard.getByLabel('Angle', { exact: true }).click();
    await page.getByRole('option', { name: /Knee flexion \(left\)/ }).click();
    await frameCard.getByRole('button', { name: 'Correct this frame' }).click();
    await expect(frameCard.getByRole('table')).toContainText('Knee flexion (left)');
    await corrections.getByRole('tab', { name: 'Change history' }).click();
    await expect(page.getByTestId('override-history')).toContainText('Knee flexion');
    expect(problems).toEqual([]);
  });

  test('RULA in Turkish: heat map, graph seek, angle correction preview', async ({ page }) => {
    await logIn(page, account.email, account.password);
    await page.getByTestId('language-switch').getByText('TR', { exact: true }).click();
    await page.goto(`/assessments/rula/${ids.rula}`);
    await expect(page.locator('.driver-popover-title')).toHaveText('RULA sonuçlarınız', {
      timeout: 15_000,
    });
    await closeTour(page);
    await expect(page.getByRole('heading', { name: 'Vücut ısı haritası' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zamana göre açılar' })).toBeVisible();
    await expect(page.getByTestId('body-figure').locator('[data-part="neck"]')).toHaveAttribute(
      'data-level',
      /^(low|moderate|high|very_high)$/,
    );
    const time = await clickGraph(page, 'graph-neck-plot', 200);
    expect(time).toBeGreaterThan(3);

    const finalScore = Number(await page.getByTestId('final-score').textContent());
    const corrections = page.getByTestId('corrections');
    await corrections.scrollIntoViewIfNeeded();
    await corrections
      .getByRole('textbox', { name: /Boyun fleksiyonu için düzeltilmiş değer/ })
      .fill('5');
    await expect(page.getByTestId('preview-badge')).toHaveText('Önizleme');
    await expect(page.getByTestId('final-score')).not.toHaveText(String(finalScore));
    await snap(page, 'detail-rula-tr');
    await corrections.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(page.getByTestId('final-score')).toHaveText(String(finalScore));
  });

  test("the score's likely range in words, English and Turkish, desktop and phone (issue 31)", async ({
    page,
  }) => {
    const { score, score_range: range } = await session.scoreDocument('rula', ids.rula);
    expect(range).not.toBeNull();
    if (!range || score === null) return;
    expect(range.low).toBeLessThanOrEqual(score);
    expect(range.high).toBeGreaterThanOrEqual(score);
    const words = {
      en:
        range.low === range.high
          ? `Likely exactly ${score}`
          : `Likely ${range.low} to ${range.high}`,
      tr:
        range.low === range.high
          ? `Büyük olasılıkla tam ${score}`
          : `Büyük olasılıkla ${range.low} ile ${range.high} arası`,
    };
    await logIn(page, account.email, account.password);
    for (const language of ['en', 'tr'] as const) {
      if (language === 'tr')
        await page.getByTestId('language-switch').getByText('TR', { exact: true }).click();
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/assessments/rula/${ids.rula}`);
        await closeTour(page);
        const shown = page.getByTestId('score-range');
        await expect(shown).toContainText(words[language]);
        // what the range means, on keyboard focus as on hover
        await shown.focus();
        await expect(page.getByRole('tooltip')).toContainText(
          language === 'en' ? 'four times in five' : 'beş durumun dördünde',
        );
        await snap(page, `detail-score-range-${language}-${width}`);
      }
    }
    // each body part's range under its score, read out in words
    const parts = page.getByTestId('body-part-scores');
    await parts.scrollIntoViewIfNeeded();
    const partRanges = parts.getByTestId('part-range');
    if ((await partRanges.count()) > 0)
      await expect(partRanges.first()).toContainText(/büyük olasılıkla \d+ ile \d+ arası/);
  });

  test('confirm what the camera could not see: by keyboard, saved as a correction, in English and Turkish (issue 31)', async ({
    page,
  }) => {
    const before = await session.scoreDocument('rula', ids.rula);
    expect(before.to_confirm.length).toBeGreaterThan(0);
    const [first] = before.to_confirm;
    if (!first) return;
    const measuredBox = first.boxes.findIndex(
      (box) =>
        (box.from === null || first.measured > box.from) &&
        (box.to === null || first.measured <= box.to),
    );
    await logIn(page, account.email, account.password);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByTestId('language-switch').getByText('TR', { exact: true }).click();
    await page.goto(`/assessments/rula/${ids.rula}`);
    await closeTour(page);
    const card = page.getByTestId('confirm-readings');
    await expect(card).toContainText('Kameranın göremediğini onaylayın');
    await expect(card).toContainText('burada ölçüldü');
    await snap(page, 'detail-confirm-tr-390');
    await page.getByTestId('language-switch').getByText('EN', { exact: true }).click();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(card).toContainText('Confirm what the camera could not see');
    const reading = page.getByTestId(`confirm-${first.key}`);
    // by keyboard: the measured box's radio, Space to choose it, then the button
    const radio = reading.getByRole('radio').nth(measuredBox);
    await radio.focus();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
    await reading.getByRole('button').focus();
    await page.keyboard.press('Enter');
    // confirmed: a correction, so the reading has no doubt left and leaves the list
    await expect(page.getByTestId(`confirm-${first.key}`)).toHaveCount(0, { timeout: 15_000 });
    const after = await session.scoreDocument('rula', ids.rula);
    expect(after.to_confirm.some((r) => r.key === first.key)).toBe(false);
    const width = (r: ServedScore['score_range']) => (r ? r.high - r.low : Number.NaN);
    expect(width(after.score_range)).toBeLessThanOrEqual(width(before.score_range));
    await snap(page, 'detail-confirm-en-1440');
  });

  test('WISHA and ROSA detail screens', async ({ page }) => {
    await logIn(page, account.email, account.password);
    await page.goto(`/assessments/wisha/${ids.wisha}`);
    await closeTour(page);
    await expect(page.getByTestId('wisha-current')).toContainText('12 kg');
    await expect(page.getByTestId('wisha-safe')).toContainText('kg');
    await expect(page.getByTestId('wisha-li')).toContainText(/\d/);
    await expect(page.getByTestId('wisha-risk')).toContainText(/risk/);
    await expect(page.getByTestId('wisha-factor-limit_reduction_modifier')).toHaveAttribute(
      'data-lowers',
      'true',
    );
    // The breakpoints mark where the lifting index crosses a band (the squats' lifts reach past 1),
    // and the band of the final score, the lift's worst moment, is among them.
    await expect.poll(() => page.getByTestId('breakpoint').count()).toBeGreaterThan(1);
    const band = await page
      .getByTestId('wisha-risk')
      .locator('[data-risk]')
      .getAttribute('data-risk');
    await expect(
      page.getByTestId('breakpoint').locator(`[data-risk="${band}"]`).first(),
    ).toBeVisible();
    await snap(page, 'detail-wisha-en');

    // Correct an input: a heavier load raises the lifting index, first as a preview, then stored.
    const liBefore = await page.getByTestId('final-score').textContent();
    const corrections = page.getByTestId('corrections');
    await corrections.scrollIntoViewIfNeeded();
    await corrections.getByRole('tab', { name: 'Inputs' }).click();
    await corrections.getByRole('textbox', { name: 'Load weight' }).fill('20');
    await expect(page.getByTestId('preview-badge')).toBeVisible();
    await expect(page.getByTestId('final-score')).not.toHaveText(liBefore ?? '');
    await page.getByTestId('save-corrections').click();
    await expect(page.getByTestId('preview-badge')).toHaveCount(0);
    await expect(page.getByTestId('wisha-current')).toContainText('20 kg');
    await corrections.getByRole('tab', { name: 'Change history' }).click();
    await expect(page.getByTestId('override-history')).toContainText('Load weight');

    await page.goto(`/assessments/rosa/${ids.rosa}`);
    await closeTour(page);
    for (const item of ['chair', 'monitor', 'mouse', 'keyboard'])
      await expect(page.getByTestId(`rosa-final-${item}`)).toBeVisible();
    const workstation = page.getByTestId('workstation-figure');
    for (const part of [
      'chair_height',
      'pan_depth',
      'armrests',
      'back_support',
      'monitor',
      'mouse',
      'keyboard',
    ])
      await expect(workstation.locator(`[data-part="${part}"]`)).toHaveAttribute(
        'data-level',
        /^(low|moderate|high|very_high)$/,
      );
    await expect(page.getByTestId('rosa-chart-scores')).toContainText('ROSA final score');
    // the squat clip shows a standing worker: ROSA says the video does not show a seated one
    await expect(page.getByTestId('seated-warning')).toContainText(
      'The video does not show a seated worker',
    );
    // ROSA's recommendations and notes sit beneath its scores (SPEC §7)
    await expect(page.getByTestId('recommendations')).toBeVisible();
    await expect(page.getByTestId('notes')).toBeVisible();
    await snap(page, 'detail-rosa-en');
  });

  test('a failed analysis offers a new upload, which says when the credit has run out', async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(120_000);
    // A second organization: one clip with nobody in it (the analysis fails and gives the credit back).
    const other = await createActiveAccount(api, 'credit');
    const owner = await ApiSession.login(api, other.email, other.password);
    const where = await owner.createTask('Loading dock');
    const clip = emptyRoomClip();
    const failed = await owner.createAssessment(where, 'reba', 'Empty room', clip);
    expect(failed.status()).toBe(201);
    const failedId = ((await failed.json()) as { id: string }).id;
    expect(await owner.waitForAnalyses([{ type: 'reba', id: failedId }], 90_000)).toEqual({
      [failedId]: 'failed',
    });

    // Spend every credit (each assessment is deleted at once, so nothing waits for analysis).
    for (let i = 0; i < 50; i += 1) {
      const spent = await owner.createAssessment(where, 'reba', `Spend ${i}`, clip);
      if (spent.status() === 402) break;
      expect(spent.status()).toBe(201);
      expect((await owner.deleteAssessment(((await spent.json()) as { id: string }).id)).ok()).toBe(
        true,
      );
    }

    await logIn(page, other.email, other.password);
    await page.goto(`/assessments/reba/${failedId}`);
    await closeTour(page);
    await expect(page.getByTestId('failure-message')).toContainText('No person was found');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('upload-new-video').click();
    await (await chooser).setFiles(clip);
    await expect(page.getByTestId('upload-error')).toContainText(
      "You don't have enough credits to create a new assessment",
    );
    await expect(page.getByTestId('upload-error')).toContainText('Something Went Wrong');
    await snap(page, 'detail-failed-credit-en');
  });
});
