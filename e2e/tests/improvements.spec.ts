import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ApiSession, SQUAT_VIDEO } from './detail-helpers';
import { createActiveAccount, logIn } from './helpers';
import { screenshotPath, snap, snapElement, switchLanguage } from './workspace';

const PHONE = { width: 390, height: 844 };

/** Drags a board card onto a column with the mouse, in small steps as a hand would. */
async function dragWithMouse(page: Page, card: Locator, column: Locator) {
  const from = await card.boundingBox();
  const to = await column.boundingBox();
  if (!from || !to) throw new Error('card or column not laid out');
  await page.mouse.move(from.x + 20, from.y + 12);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(
      from.x + 20 + ((to.x + to.width / 2 - from.x - 20) * step) / 12,
      from.y + 12 + ((to.y + 80 - from.y - 12) * step) / 12,
    );
  await page.mouse.up();
}

const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);
const cards = (page: Page, status: string) => column(page, status).getByTestId('board-card');

test('from a REBA score to kept recommendations and a note, across the board, to a measured before and after', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  const account = await createActiveAccount(request, 'e2e-improve');
  const session = await ApiSession.login(request, account.email, account.password);
  for (const tour of ['operations', 'tasks', 'reba'])
    await request.post(`/api/auth/onboarding/${tour}/`, {
      headers: { Authorization: `Bearer ${session.access}` },
    });
  const where = await session.createTask('Packing hall');
  // Before the change: heavy boxes with a poor grip. After: a lift table and handles.
  const created = await session.createAssessment(
    where,
    'reba',
    'Palletising, before',
    SQUAT_VIDEO,
    {
      load: 'GREATER_THAN_10',
      coupling: 'POOR',
    },
  );
  expect(created.status()).toBe(201);
  const before = ((await created.json()) as { id: string }).id;
  const followUp = await session.createAssessment(
    where,
    'reba',
    'Palletising, after',
    SQUAT_VIDEO,
    {
      load: 'LESS_THAN_5',
      coupling: 'GOOD',
    },
  );
  expect(followUp.status()).toBe(201);
  const after = ((await followUp.json()) as { id: string }).id;
  const statuses = await session.waitForAnalyses(
    [
      { type: 'reba', id: before },
      { type: 'reba', id: after },
    ],
    300_000,
  );
  expect(Object.values(statuses)).toEqual(['completed', 'completed']);

  await logIn(page, account.email, account.password);
  await page.goto(`/assessments/reba/${before}`);
  const recommendations = page.getByTestId('recommendations');
  await expect(recommendations.getByTestId('no-recommendations')).toBeVisible();
  const proposals = recommendations.getByTestId('proposal');
  await expect(proposals.first()).toBeVisible();
  const proposalCount = await proposals.count();
  expect(proposalCount).toBeGreaterThanOrEqual(3);
  // the load is a factor of this score, with what was entered
  await expect(
    recommendations.locator('[data-testid="proposal"][data-factor="task.load"]'),
  ).toContainText('Load or force: Over 10 kg');
  await snapElement(recommendations, 'recommendations-proposals-en');

  // Keep a posture proposal as it is, and the load one after editing it.
  const first = recommendations
    .locator('[data-testid="proposal"]:not([data-factor="task.load"])')
    .first();
  const firstFactor = (await first.getAttribute('data-factor')) ?? '';
  await first.getByTestId('keep-proposal').click();
  await expect(recommendations.getByTestId('kept-recommendation')).toHaveCount(1);
  await recommendations
    .locator('[data-testid="proposal"][data-factor="task.load"]')
    .getByRole('button', { name: /^Edit and keep/ })
    .click();
  const form = page.getByTestId('recommendation-form');
  await form.getByLabel('Title').fill('Order a lift table for the pallet station');
  await form.getByLabel('Owner').fill('Maintenance');
  await form.getByTestId('save-recommendation').click();
  await expect(recommendations.getByTestId('kept-recommendation')).toHaveCount(2);
  await expect(
    recommendations.getByText('Order a lift table for the pallet station'),
  ).toBeVisible();
  await expect(proposals).toHaveCount(proposalCount - 2);

  // "Suggest another" offers the catalogue's next option; add it.
  const kept = recommendations.getByTestId('kept-recommendation').first();
  const suggestionsBefore = await kept.getByTestId('suggestion').count();
  await kept.getByTestId('suggest-another').click();
  await kept.getByTestId('offered-suggestion').getByRole('button', { name: 'Add it' }).click();
  await expect(kept.getByTestId('suggestion')).toHaveCount(suggestionsBefore + 1);

  // A note, shown with its author.
  const notes = page.getByTestId('notes');
  await notes
    .getByTestId('note-input')
    .fill('Pallets are delivered on the floor; the forklift driver can raise them.');
  await notes.getByTestId('add-note').click();
  await expect(notes.getByTestId('note')).toContainText('the forklift driver can raise them');
  await expect(notes.getByTestId('note')).toContainText(account.firstName);
  await snapElement(recommendations, 'recommendations-kept-en');
  await snapElement(notes, 'notes-en');

  // The frames as CSV, and the list as a workbook, arrive as downloads.
  const csv = page.waitForEvent('download');
  await page.getByTestId('export-frames-csv').click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toMatch(
    /^REBA-Palletising-before-\d{4}-\d{2}-\d{2}-frames\.csv$/,
  );
  const text = readFileSync((await csvFile.path()) ?? '', 'utf8');
  expect(text.split('\n')[0]).toMatch(/^time_s,person_found,score,risk_level,/);
  await page.goto('/assessments');
  const xlsx = page.waitForEvent('download');
  await page.getByTestId('export-xlsx').click();
  const workbook = await xlsx;
  expect(workbook.suggestedFilename()).toMatch(/^assessments-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // an XLSX is a zip file
  expect(
    readFileSync((await workbook.path()) ?? '')
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await page.goto(`/assessments/reba/${before}`);

  // To the task's board.
  await page.getByTestId('go-to-tracking').click();
  await expect(page).toHaveURL(/\/improvements\?operation=.+&task=.+/);
  await expect(cards(page, 'TODO')).toHaveCount(2);
  await snap(page, 'board-en');

  // One card dragged with the mouse, the other moved with the keyboard.
  await dragWithMouse(page, cards(page, 'TODO').first(), column(page, 'IN_PROGRESS'));
  await expect(cards(page, 'IN_PROGRESS')).toHaveCount(1);
  const handle = cards(page, 'TODO').first().getByTestId('card-handle');
  await handle.focus();
  for (const key of ['Space', 'ArrowRight', 'ArrowRight', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
  await expect(cards(page, 'COMPLETED')).toHaveCount(1);
  await expect(cards(page, 'TODO')).toHaveCount(0);

  // The moves were saved: they stay after a reload.
  await page.reload();
  await expect(cards(page, 'IN_PROGRESS')).toHaveCount(1);
  await expect(cards(page, 'COMPLETED')).toHaveCount(1);

  // Close the first recommendation with the follow-up assessment and see the measured change.
  await page.goto(`/assessments/reba/${before}`);
  const target = recommendations.locator(
    `[data-testid="kept-recommendation"][data-factor="${firstFactor}"]`,
  );
  await target.getByTestId('attach-follow-up').click();
  await target.getByLabel('Follow-up assessment').click();
  await page.getByRole('option', { name: /Palletising, after/ }).click();
  await target.getByTestId('confirm-follow-up').click();
  const comparison = target.getByTestId('before-after');
  await expect(comparison).toBeVisible();
  await expect(comparison.getByTestId('before-after-change')).toHaveAttribute(
    'data-improved',
    'true',
  );
  await expect(comparison.getByTestId('before-after-change')).toContainText('Risk reduction');
  await snapElement(target, 'before-after-en');

  // The board shows it too, in Turkish and on a phone.
  await page.goto(`/improvements?operation=${where.operation}&task=${where.task}`);
  await switchLanguage(page, 'TR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İyileştirme takibi');
  await expect(column(page, 'COMPLETED').getByTestId('card-follow-up')).toBeVisible();
  await snap(page, 'board-tr');
  await page.setViewportSize(PHONE);
  await snap(page, 'board-tr-phone');
  await page.goto(`/assessments/reba/${before}`);
  await expect(page.getByTestId('recommendations')).toContainText('Öneriler');
  await expect(page.getByTestId('before-after').first()).toContainText('Risk azalması');
  await snapElement(
    page.getByTestId('kept-recommendation').filter({ has: page.getByTestId('before-after') }),
    'before-after-tr-phone',
  );

  // The PDF report in Turkish: it arrives, and its first page holds the score and the Turkish text.
  const report = page.waitForEvent('download');
  await page.getByTestId('export-report').click();
  await page.getByTestId('report-tr').click();
  const pdf = await report;
  // named in the report's language, whatever the page's (issue 30, item 14)
  expect(pdf.suggestedFilename()).toBe('ErgoAssess raporu – Palletising, before.pdf');
  const pdfPath = (await pdf.path()) ?? '';
  const firstPage = execFileSync('pdftotext', ['-l', '1', '-layout', pdfPath, '-'], {
    encoding: 'utf8',
  });
  expect(firstPage).toContain('ERGONOMİK RİSK DEĞERLENDİRME RAPORU');
  expect(firstPage).toContain('Son puan');
  expect(firstPage).toContain('Palletising, before');
  execFileSync('pdftoppm', [
    '-f',
    '1',
    '-l',
    '1',
    '-r',
    '70',
    '-png',
    '-singlefile',
    pdfPath,
    screenshotPath('report-tr-page1'),
  ]);
  expect(problems).toEqual([]);
});
