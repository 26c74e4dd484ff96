import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ApiSession } from './detail-helpers';
import { createActiveAccount, logIn, type Account } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const screenshots = path.resolve(here, '..', 'screenshots');
const videos = path.resolve(here, '..', '..', 'test-data', 'video');

/** Videos no browser plays as uploaded: the analysis makes an H.264 copy of each. */
const CLIPS = [
  { file: 'squats_hevc.mov', name: 'Squat HEVC' },
  { file: 'squats_mpeg4.avi', name: 'Squat AVI' },
] as const;

/** Closes the REBA tour (it shows on the account's first REBA page). */
async function closeTour(page: Page): Promise<void> {
  await expect(page.locator('.driver-popover-title')).toHaveText('Your REBA results', {
    timeout: 15_000,
  });
  await page.locator('.driver-popover-close-btn').click();
  await expect(page.locator('.driver-popover')).toHaveCount(0);
}

test.describe.serial('playback of every accepted format', () => {
  let api: APIRequestContext;
  let account: Account;
  let session: ApiSession;
  const ids: Record<string, string> = {};

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(240_000);
    api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    account = await createActiveAccount(api, 'playback');
    session = await ApiSession.login(api, account.email, account.password);
    const where = await session.createTask('Assembly line');
    for (const clip of CLIPS) {
      const created = await session.createAssessment(
        where,
        'reba',
        clip.name,
        path.join(videos, clip.file),
      );
      expect(created.status()).toBe(201);
      ids[clip.file] = ((await created.json()) as { id: string }).id;
    }
    const statuses = await session.waitForAnalyses(
      CLIPS.map((clip) => ({ type: 'reba', id: ids[clip.file] ?? '' })),
      220_000,
    );
    expect(Object.values(statuses)).toEqual(['completed', 'completed']);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  for (const [index, clip] of CLIPS.entries())
    test(`${clip.file} plays on the detail page with the skeleton drawn over it`, async ({
      page,
    }) => {
      const id = ids[clip.file] ?? '';
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await logIn(page, account.email, account.password);
      await page.goto(`/assessments/reba/${id}`);
      await expect(page.getByTestId('assessment-title')).toHaveText(clip.name);
      if (index === 0) await closeTour(page);

      const video = page.getByTestId('assessment-video');
      await video.scrollIntoViewIfNeeded();
      // HAVE_ENOUGH_DATA: the browser decodes it (an HEVC or MPEG-4 original it could not)
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBe(4);
      await expect(page.getByText('The video is not available.')).toHaveCount(0);

      // the copy has the size the skeleton was measured on: the overlay lines up
      const pose = (await (
        await api.get(`/api/operation/reba/${id}/pose/`, {
          headers: { Authorization: `Bearer ${session.access}` },
        })
      ).json()) as { width: number; height: number };
      const size = await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight]);
      expect(size).toEqual([pose.width, pose.height]);

      // it plays: time moves on
      await video.evaluate((v: HTMLVideoElement) => v.play());
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(1.5);

      // stopped at 5 s, the skeleton is drawn inside the picture, over the whole body
      await video.evaluate(async (v: HTMLVideoElement) => {
        v.pause();
        v.currentTime = 5;
        await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
      });
      await page.waitForTimeout(300);
      const drawn = await page.getByTestId('skeleton-overlay').evaluate((node) => {
        const canvas = node as HTMLCanvasElement;
        const v = canvas.previousElementSibling as HTMLVideoElement;
        const context = canvas.getContext('2d');
        if (!context) return null;
        const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
        let [minX, minY, maxX, maxY, count] = [width, height, -1, -1, 0];
        for (let y = 0; y < height; y += 1)
          for (let x = 0; x < width; x += 1)
            if ((data[(y * width + x) * 4 + 3] ?? 0) > 128) {
              count += 1;
              minX = Math.min(minX, x);
              maxX = Math.max(maxX, x);
              minY = Math.min(minY, y);
              maxY = Math.max(maxY, y);
            }
        // where the picture sits in the element (object-fit: contain), in canvas pixels
        const ratio = canvas.width / v.clientWidth;
        const scale = Math.min(v.clientWidth / v.videoWidth, v.clientHeight / v.videoHeight);
        const left = ((v.clientWidth - v.videoWidth * scale) / 2) * ratio;
        const pictureHeight = v.videoHeight * scale * ratio;
        return {
          count,
          inside: minX >= left - 2 && maxX <= canvas.width - left + 2,
          tall: (maxY - minY) / pictureHeight,
        };
      });
      expect(drawn?.count).toBeGreaterThan(200);
      expect(drawn?.inside).toBe(true);
      expect(drawn?.tall).toBeGreaterThan(0.3);
      await page
        .locator('[data-tour="video"]')
        .screenshot({ path: path.join(screenshots, `playback-${clip.file}.png`) });
      expect(problems).toEqual([]);
    });
});
