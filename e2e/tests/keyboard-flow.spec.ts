import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SQUAT_VIDEO } from './detail-helpers';
import { createActiveAccount } from './helpers';
import { api } from './workspace';

// Issue 18 (WCAG 2.1.1 Keyboard): the main flow — sign in → operation → task → REBA assessment
// upload → results → correction — with the keyboard alone. Only page.keyboard moves and acts;
// the one thing a keyboard cannot do in a browser test is pick a file in the system's dialog, so
// the dialog is opened from the keyboard and answered through Playwright's file chooser.

const SHOTS = process.env.SHOTS_DIR;

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  await target.waitFor({ state: 'attached' });
  const seen: string[] = [];
  for (let i = 0; i < (options.max ?? 150); i++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    if (
      await target.evaluate(
        (el) => el === document.activeElement || el.contains(document.activeElement),
      )
    )
      return;
    seen.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        if (!el) return '(none)';
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
        return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
      }),
    );
  }
  throw new Error(
    `not reachable with the keyboard: ${target.toString()}\nfocus went: ${seen.join(' → ')}`,
  );
}

/** The element with the focus now. */
const focused = (page: Page) => page.locator(':focus');

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test('keyboard only: sign in, operation, task, REBA upload, results, correction', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const account = await createActiveAccount(request, 'e2e-keyboard');

  // Sign in: the form is the first thing on the screen.
  await page.goto('/');
  const email = page.getByLabel(/^Email address/);
  await tabTo(page, email);
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The tours are covered by their own spec: seen already, so they do not cover this flow.
  const client = await api(request, context);
  for (const tour of ['operations', 'tasks', 'reba'])
    await client.post(`/api/auth/onboarding/${tour}/`);

  // Operations, through the side navigation.
  await tabTo(page, page.locator('nav').getByRole('link', { name: 'Operations', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'New operation' }));
  await page.keyboard.press('Enter');
  const operationDialog = page.getByRole('dialog', { name: 'New operation' });
  await expect(operationDialog).toBeVisible();
  await tabTo(page, operationDialog.getByLabel(/^Operation name/));
  await page.keyboard.type('Keyboard dock');
  await tabTo(page, operationDialog.getByRole('button', { name: 'Create operation' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Keyboard dock' })).toBeVisible();

  // A task with REBA: the two steps of its dialog.
  await tabTo(page, page.getByRole('button', { name: 'New task' }));
  await page.keyboard.press('Enter');
  const taskDialog = page.getByRole('dialog', { name: 'New task' });
  await expect(taskDialog).toBeVisible();
  await tabTo(page, taskDialog.getByLabel(/^Task name/));
  await page.keyboard.type('Squatting to pick boxes');
  await tabTo(page, taskDialog.getByRole('button', { name: 'Next step' }));
  await page.keyboard.press('Enter');
  const reba = taskDialog.getByRole('checkbox', { name: /^REBA/ });
  await tabTo(page, reba);
  await page.keyboard.press('Space');
  await expect(reba).toBeChecked();
  await tabTo(page, taskDialog.getByRole('button', { name: 'Create task' }));
  await page.keyboard.press('Enter');
  await expect(taskDialog).toBeHidden();
  const taskLink = page.getByRole('link', { name: 'Squatting to pick boxes' });
  await tabTo(page, taskLink);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Squatting to pick boxes' }),
  ).toBeVisible();

  // New REBA assessment, from the task's menu (arrow keys in the menu).
  await tabTo(page, page.getByRole('button', { name: 'New assessment' }));
  await page.keyboard.press('Enter');
  const rebaItem = page.getByRole('menuitem', { name: 'REBA' });
  await expect(rebaItem).toBeVisible();
  for (let i = 0; i < 10 && !(await rebaItem.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(rebaItem).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New assessment' })).toBeVisible();

  await tabTo(page, page.getByLabel(/^Assessment name/));
  await page.keyboard.type('Keyboard squats');
  // The method's choices are radio cards: Tab into the group, arrows or Space to choose.
  for (const [field, option] of [
    ['field-load', '5 to 10 kg'],
    ['field-coupling', 'Fair'],
  ] as const) {
    const choice = page.getByTestId(field).getByRole('radio', { name: new RegExp(`^${option}`) });
    await tabTo(page, page.getByTestId(field).getByRole('radio').first());
    for (let i = 0; i < 8 && !(await choice.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(choice).toBeChecked();
  }
  // The video: the drop zone opens the file dialog from the keyboard.
  await tabTo(page, page.getByTestId('video-dropzone'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(SQUAT_VIDEO);
  await expect(page.getByTestId('video-file-name')).toHaveText('tfjs-pose_squats.mp4');
  await shot(page, 'keyboard-new-assessment');
  await tabTo(page, page.getByRole('button', { name: 'Upload and analyse' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assessments\/reba\/[0-9a-f-]{36}$/, { timeout: 30_000 });

  // The results arrive on the page when the server has analysed the video.
  const finalScore = page.getByTestId('final-score');
  await expect(finalScore).toHaveText(/^\d+$/, { timeout: 150_000 });
  const measured = Number(await finalScore.textContent());

  // "Why this score?" opens the explanation; Escape closes it and the focus comes back.
  const why = page.getByTestId('explain-score');
  await tabTo(page, why);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('REBA Table C');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(why).toBeFocused();

  // A graph's data, as a table, by keyboard.
  const trunkData = page.getByRole('button', { name: /^Show data \(Trunk/ });
  await tabTo(page, trunkData);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('graph-trunk').getByRole('table')).toBeVisible();
  await expect(focused(page)).toHaveAccessibleName(/^Hide data \(Trunk/);
  await shot(page, 'keyboard-graph-data');

  // Correction: the trunk angle, with the arrow keys of the number input (no stepper needed).
  const trunk = page.getByRole('textbox', { name: /Override for Trunk flexion/ });
  await tabTo(page, trunk);
  await page.keyboard.type('1');
  await page.keyboard.press('ArrowDown');
  await expect(trunk).toHaveValue('0°');
  const preview = page.getByTestId('preview-score');
  await expect(preview).toBeVisible();
  const corrected = Number(await preview.textContent());
  expect(corrected).toBeLessThan(measured);
  await tabTo(page, page.getByTestId('save-corrections'));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`Corrections saved. The stored score is now ${corrected}.`),
  ).toBeVisible();
  await expect(finalScore).toHaveText(String(corrected));
  await shot(page, 'keyboard-corrected');
  expect(problems).toEqual([]);
});
