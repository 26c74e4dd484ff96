import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ApiSession } from './detail-helpers';
import { createActiveAccount, logIn, type Account } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const screenshots = path.resolve(here, '..', 'screenshots');
/** A man on a hut who jumps off and lands in a crouch; a woman walking through the foreground. */
const TWO_PEOPLE = path.resolve(here, '..', '..', 'test-data', 'video', 'sports2d_demo.mp4');

/** The REBA tour shows on the first visit of the account: close it. */
async function closeTour(page: Page): Promise<void> {
  await expect(page.locator('.driver-popover-title')).toBeVisible({ timeout: 15_000 });
  await page.locator('.driver-popover-close-btn').click();
  await expect(page.locator('.driver-popover')).toHaveCount(0);
}

test.describe.serial('a video with two people', () => {
  let api: APIRequestContext;
  let account: Account;
  let session: ApiSession;
  let id = '';

  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(200_000);
    api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    account = await createActiveAccount(api, 'people');
    session = await ApiSession.login(api, account.email, account.password);
    const where = await session.createTask('Yard');
    const created = await session.createAssessment(where, 'reba', 'Two people', TWO_PEOPLE);
    expect(created.status()).toBe(201);
    id = ((await created.json()) as { id: string }).id;
    const statuses = await session.waitForAnalyses([{ type: 'reba', id }], 170_000);
    expect(Object.values(statuses)).toEqual(['completed']);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('says who is assessed, and re-analyses the person the user picks without a credit', async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(240_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await logIn(page, account.email, account.password);
    await page.goto(`/assessments/reba/${id}`);
    await closeTour(page);

    const card = page.getByTestId('people-card');
    await expect(card).toContainText('people were seen');
    await expect(card).toContainText('present longest and largest');
    await expect(page.getByTestId('people-gaps')).toContainText('the person is not in view');
    // and on the timeline strip, hatched
    expect(await page.getByTestId('timeline-gap').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('timeline-gaps-note')).toBeVisible();
    const scoreBefore = await page.getByTestId('final-score').textContent();
    const creditBefore = await page.getByTestId('credit-badge').textContent();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshots, 'people-card.png'), fullPage: false });

    await page.getByTestId('choose-person').click();
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText('Choose the person to assess');
    // the analysed person's box is drawn on the picture, labelled
    await expect(modal.getByRole('button', { name: /assessed now/ }).first()).toBeVisible();
    // pick someone else from the list, then analyse them
    await modal
      .getByRole('button', { name: /^Select person/ })
      .last()
      .click();
    await expect(page.getByTestId('analyse-person')).toBeEnabled();
    await page.screenshot({ path: path.join(screenshots, 'people-choose.png') });
    await page.getByTestId('analyse-person').click();
    await expect(page.getByText('being analysed again for the person you chose')).toBeVisible();

    await session.waitForAnalyses([{ type: 'reba', id }], 170_000);
    await page.reload();
    await expect(page.getByTestId('people-card')).toContainText('whom you chose');
    await expect(page.getByTestId('final-score')).toHaveText(/^\d+$/);
    const scoreAfter = await page.getByTestId('final-score').textContent();
    expect(scoreAfter).not.toBe(scoreBefore);
    await expect(page.getByTestId('credit-badge')).toHaveText(creditBefore ?? '');
    await page.screenshot({ path: path.join(screenshots, 'people-after.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  test('on a phone, in Turkish', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, account.email, account.password);
    await page.goto(`/assessments/reba/${id}`);
    await page.getByTestId('language-switch').getByText('TR', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    const card = page.getByTestId('people-card');
    await expect(card).toContainText('Videodaki kişiler');
    await page.getByTestId('choose-person').click();
    await expect(page.getByRole('dialog')).toContainText('Değerlendirilecek kişiyi seçin');
    await page.screenshot({ path: path.join(screenshots, 'people-choose-tr-phone.png') });
  });
});
