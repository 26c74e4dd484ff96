import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ApiSession, emptyRoomClip, SQUAT_VIDEO } from './detail-helpers';
import { createActiveAccount, logIn } from './helpers';
import { api, switchLanguage } from './workspace';

/**
 * Issue 18, feedback where the user looks: a refusal of the whole form (out of credit) is scrolled
 * into view and focused, not drawn at the top while the user is at the submit button; the name
 * holds its server limit with a counter; a long file name stays inside the upload box.
 */
const shots = '/tmp/shots/h1';
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`) });

/** A 120-character video file name (the kind a phone or a camera export makes). */
const LONG_NAME = `${'loading-dock-camera-2-morning-shift-squats-'.repeat(3).slice(0, 116)}.mp4`;

test('at 0 credits the refusal is scrolled to and focused; the name has its limit and counter; a long file name fits', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  expect(LONG_NAME).toHaveLength(120);
  const account = await createActiveAccount(request, 'e2e-feedback');
  const owner = await ApiSession.login(request, account.email, account.password);
  const where = await owner.createTask('Loading dock');
  // One analysis of the squat clip, to see its page while it runs (the first credit).
  const analysed = await owner.createAssessment(where, 'reba', 'Squats', SQUAT_VIDEO);
  expect(analysed.status()).toBe(201);
  const analysedId = ((await analysed.json()) as { id: string }).id;
  await logIn(page, account.email, account.password);
  const client = await api(request, context);
  await client.post('/api/auth/onboarding/operations/');
  await client.post('/api/auth/onboarding/tasks/');
  await client.post('/api/auth/onboarding/reba/');

  // While it runs, the page says what happens under its heading, not the heading again (the
  // analysis may already be over on a fast machine: then there is nothing to look at).
  for (const [language, width, height] of [
    ['en', 1440, 900],
    ['tr', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/assessments/reba/${analysedId}`);
    await expect(page.locator('h1')).toBeVisible();
    await switchLanguage(page, language === 'en' ? 'EN' : 'TR');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const progress = page.getByTestId('analysis-progress');
    if (await progress.isVisible()) {
      await expect(page.getByTestId('analysis-progress-hint')).not.toHaveText(
        (await progress.getByRole('heading').textContent()) ?? '',
      );
      await shot(page, `analysing-${language}-${width}`);
    }
  }

  // Spend every credit (each assessment is deleted at once, so nothing waits for analysis).
  const clip = emptyRoomClip();
  for (let i = 0; i < 50; i += 1) {
    const spent = await owner.createAssessment(where, 'reba', `Spend ${i}`, clip);
    if (spent.status() === 402) break;
    expect(spent.status()).toBe(201);
    const { id } = (await spent.json()) as { id: string };
    expect((await owner.deleteAssessment(id)).ok()).toBe(true);
  }

  for (const [language, width, height] of [
    ['en', 1440, 900],
    ['tr', 390, 844],
    ['en', 390, 844],
    ['tr', 1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/operations/${where.operation}/tasks/${where.task}/assessments/new?type=reba`);
    await expect(page.locator('h1')).toBeVisible();
    await switchLanguage(page, language === 'en' ? 'EN' : 'TR');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const name = page.getByLabel(language === 'en' ? /^Assessment name/ : /^Değerlendirme adı/);
    await expect(name).toBeVisible();

    // The name takes no more than the server's 150 characters, and says how many are used.
    await name.fill('x'.repeat(300));
    await expect(name).toHaveValue('x'.repeat(150));
    const counter = page.getByTestId('character-count').first();
    await expect(counter).toContainText('150 / 150');
    await name.fill(language === 'en' ? 'Morning shift squats' : 'Sabah vardiyası çömelme');
    await expect(counter).toContainText(language === 'en' ? '20 / 150' : '23 / 150');
    await expect(page.getByTestId('character-count').first()).toBeVisible();
    await page.getByTestId('field-load').getByRole('radio').first().click();
    await page.getByTestId('field-coupling').getByRole('radio').first().click();

    // A 120-character file name wraps inside the upload box; its full name is its title.
    await page.locator('input[type="file"]').setInputFiles({
      name: LONG_NAME,
      mimeType: 'video/mp4',
      buffer: Buffer.from('a video is not read before the credit is checked'),
    });
    const fileName = page.getByTestId('video-file-name');
    await expect(fileName).toHaveAttribute('title', LONG_NAME);
    const box = page.getByTestId('video-dropzone');
    const fits = await box.evaluate((element) => {
      const outer = element.getBoundingClientRect();
      const text = element.querySelector('[data-testid="video-file-name"]');
      const inner = text?.getBoundingClientRect();
      return Boolean(inner && inner.left >= outer.left && inner.right <= outer.right);
    });
    expect(fits).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await box.scrollIntoViewIfNeeded();
    await shot(page, `upload-long-name-${language}-${width}`);

    // At the submit button, at the bottom: the refusal comes to the user, focused.
    const submit = page.getByRole('button', {
      name: language === 'en' ? 'Upload and analyse' : 'Yükle ve analiz et',
    });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const refusal = page.locator('[data-form-error]').filter({
      hasText: language === 'en' ? "You don't have enough credits" : 'yeterli krediniz yok',
    });
    await expect(refusal).toBeFocused();
    await expect(refusal).toBeInViewport();
    await shot(page, `out-of-credit-revealed-${language}-${width}`);
  }
});

test('deleting a task and an operation from their own pages: the success toast and never "Not found."; the dialog counts the description', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createActiveAccount(request, 'e2e-feedback-delete');
  const owner = await ApiSession.login(request, account.email, account.password);
  const where = await owner.createTask('Loading dock');
  await logIn(page, account.email, account.password);
  const client = await api(request, context);
  await client.post('/api/auth/onboarding/operations/');
  await client.post('/api/auth/onboarding/tasks/');
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && response.url().includes('/api/'))
      failures.push(response.url());
  });

  // The task, from its own page: back on its operation, told it is deleted.
  await page.goto(`/operations/${where.operation}/tasks/${where.task}`);
  await expect(page.getByRole('heading', { name: 'Box lifting', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const deleteTask = page.getByRole('dialog', { name: 'Delete task' });
  await deleteTask.getByLabel('Type delete to confirm').fill('delete');
  await deleteTask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Task “Box lifting” has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/operations/${where.operation}$`));
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Not found.')).toHaveCount(0);

  // The operation's dialog counts its description (2000 characters at most).
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit operation' });
  await dialog.getByLabel('Description').fill('Outbound packing and palletising, two shifts');
  await expect(dialog.getByTestId('character-count').last()).toContainText('44 / 2,000');
  await shot(page, 'operation-dialog-counter-en-1440');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The operation, from its own page: on the list, told it is deleted.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const deleteOperation = page.getByRole('dialog', { name: 'Delete operation' });
  await deleteOperation.getByLabel('Type delete to confirm').fill('delete');
  await deleteOperation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Operation “Loading dock” has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/operations$/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Not found.')).toHaveCount(0);
  await shot(page, 'operation-deleted-en-1440');
  expect(failures).toEqual([]);

  // Settings on a phone, in Turkish: the long fields count their characters.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await expect(page.locator('h1')).toBeVisible();
  await switchLanguage(page, 'TR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByTestId('character-count').first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'settings-counters-tr-390.png'), fullPage: true });
});
