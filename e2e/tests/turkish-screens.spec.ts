import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ApiSession, SQUAT_VIDEO } from './detail-helpers';
import { createActiveAccount, logIn } from './helpers';
import { screenshotPath, switchLanguage } from './workspace';

// The Turkish screens of issue 19, as a reader sees them: REBA and ROSA results and the office
// checklist (its public form and its result), on a desktop and on a phone. SHOTS_DIR sends the
// pictures elsewhere than e2e/screenshots (e.g. to look at them during a review).
const shots = process.env.SHOTS_DIR ?? path.dirname(screenshotPath('x'));
const PHONE = { width: 390, height: 844 };
const TOURS = ['operations', 'tasks', 'reba', 'rula', 'wisha', 'rosa', 'qec', 'checklist'];

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/**
 * What the glossary and the number formats rule out on a Turkish screen: a term it rejects, English
 * title case in the navigation, a percent sign after the number, and a page wider than the phone.
 */
async function expectTurkishReadsRight(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  for (const rejected of [/\bQEC\b/, /\bSkor/i, /Nihai/i, /Kırılma noktaları/i, /\bTepe\b/]) {
    expect(text, `${rejected}`).not.toMatch(rejected);
  }
  expect(text).not.toMatch(/\d[ \u00a0]?%/);
  expect(text).not.toMatch(/saniyedeki/);
  // Polled: right after a change of viewport the charts keep their old width until their resize
  // observer redraws them (a frame or two); a page that stays wider than the phone still fails.
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: 'page wider than the viewport', timeout: 5_000 },
    )
    .toBeLessThanOrEqual(0);
}

test('Turkish: REBA and ROSA results and the office checklist read in the glossary’s words and fit a phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(600_000);
  const account = await createActiveAccount(request, 'e2e-turkish');
  const session = await ApiSession.login(request, account.email, account.password);
  for (const tour of TOURS)
    await request.post(`/api/auth/onboarding/${tour}/`, {
      headers: { Authorization: `Bearer ${session.access}` },
    });
  const where = await session.createTask('Paketleme hattı');
  const ids: Record<'reba' | 'rosa', string> = { reba: '', rosa: '' };
  for (const type of ['reba', 'rosa'] as const) {
    const created = await session.createAssessment(where, type, `Çömelme ${type}`, SQUAT_VIDEO);
    expect(created.status()).toBe(201);
    ids[type] = ((await created.json()) as { id: string }).id;
  }
  await session.waitForAnalyses(
    (['reba', 'rosa'] as const).map((type) => ({ type, id: ids[type] })),
    420_000,
  );

  await logIn(page, account.email, account.password);
  await switchLanguage(page, 'TR');
  await expect(page.locator('nav').getByRole('link', { name: 'Gösterge paneli' })).toBeVisible();

  await page.goto(`/assessments/reba/${ids.reba}`);
  await expect(page.getByText('REBA puanı').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Risk değişim anları' })).toBeVisible();
  const thumbnail = page.getByTestId('breakpoints').getByRole('img').first();
  if (await thumbnail.count())
    expect(await thumbnail.getAttribute('alt')).toMatch(/^Duruş: \d+(,\d)? sn$/);
  await expectTurkishReadsRight(page);
  // the graphs' time axis in Turkish units ("4 sn", not "4 s")
  const ticks = await page.locator('svg text').allTextContents();
  expect(ticks.filter((tick) => /^\d+ sn$/.test(tick)).length).toBeGreaterThan(0);
  expect(ticks.filter((tick) => /^\d+ s$/.test(tick))).toEqual([]);
  await shot(page, 'tr-reba-desktop');
  await page.getByRole('button', { name: 'Bu puan neden?' }).first().click();
  await expect(page.getByText('Tablolar ve ek puanlar').first()).toBeVisible();
  await shot(page, 'tr-reba-why-desktop');
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
  await expectTurkishReadsRight(page);
  await shot(page, 'tr-reba-phone');
  // an unsaved correction on a phone: "Taslak" and the "3B" reading badges are whole
  const override = page.getByRole('textbox', { name: /için düzeltilmiş değer$/ }).first();
  await override.scrollIntoViewIfNeeded();
  await override.fill('30');
  await expect(page.getByText('Taslak').first()).toBeVisible();
  const cut = await page
    .locator('[data-testid^="angle-row-"] .mantine-Badge-label')
    .evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth).map((l) => l.textContent),
    );
  expect(cut, 'badges cut short').toEqual([]);
  await page
    .locator('[data-testid^="angle-row-"]')
    .first()
    .locator('xpath=ancestor::table')
    .screenshot({ path: path.join(shots, 'tr-reba-phone-corrections.png') });

  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto(`/assessments/rosa/${ids.rosa}`);
  await expect(page.getByText('ROSA puanı').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Çalışma istasyonu ısı haritası').first()).toBeVisible();
  await expectTurkishReadsRight(page);
  await shot(page, 'tr-rosa-desktop');
  await page.setViewportSize(PHONE);
  await expectTurkishReadsRight(page);
  await shot(page, 'tr-rosa-phone');

  // The office checklist: its public form on a Turkish phone, then its result.
  await page.setViewportSize({ width: 1366, height: 860 });
  const operation = await request.post('/api/operation/create/', {
    headers: { Authorization: `Bearer ${session.access}` },
    data: { name: 'Genel müdürlük', operation_type: 'office' },
  });
  const operationId = ((await operation.json()) as { id: string }).id;
  const task = await request.post(`/api/operation/${operationId}/tasks/create/`, {
    headers: { Authorization: `Bearer ${session.access}` },
    data: { name: 'Ofis güvenliği turu', assessment_types: ['checklist'] },
  });
  const taskId = ((await task.json()) as { id: string }).id;
  const checklist = await request.post(`/api/operation/${operationId}/assessment/create/`, {
    headers: { Authorization: `Bearer ${session.access}` },
    data: {
      task: taskId,
      type: 'checklist',
      name: 'İkinci kat',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(checklist.status()).toBe(201);
  const created = (await checklist.json()) as { id: string; url: string };

  const phone = await browser.newContext({ viewport: PHONE, locale: 'tr-TR' });
  const responder = await phone.newPage();
  await responder.goto(created.url);
  await expect(responder.getByText('arındırılmış mı?').first()).toBeVisible();
  await expectTurkishReadsRight(responder);
  await shot(responder, 'tr-checklist-form-phone');
  const groups = responder.getByRole('main').getByRole('radiogroup');
  const count = await groups.count();
  for (let i = 0; i < count; i += 1)
    await groups
      .nth(i)
      .getByRole('radio', { name: i < 2 ? 'Hayır' : 'Evet' })
      .check();
  await responder.getByRole('button', { name: 'Gönder' }).click();
  await expect(responder.getByRole('heading', { level: 1, name: 'Tamamlandı' })).toBeVisible();
  await phone.close();

  await page.goto(`/assessments/checklist/${created.id}`);
  await expect(page.getByTestId('compliance-percent')).toHaveText(/^%\d/);
  await expectTurkishReadsRight(page);
  await shot(page, 'tr-checklist-result-desktop');
  await page.setViewportSize(PHONE);
  await expectTurkishReadsRight(page);
  await shot(page, 'tr-checklist-result-phone');
});
