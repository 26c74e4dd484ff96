import { expect, test, type Page } from '@playwright/test';
import { ApiSession, SQUAT_VIDEO, type VideoType } from './detail-helpers';
import { createActiveAccount, logIn } from './helpers';
import { snap, switchLanguage } from './workspace';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const VIDEO_TYPES: VideoType[] = ['reba', 'rula', 'wisha', 'rosa'];

const popover = (page: Page) => page.locator('.driver-popover');

/** Where keyboard focus is now: inside the tour's popover, and which button. */
async function focusInPopover(page: Page): Promise<{ inside: boolean; text: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      inside: Boolean(active?.closest('.driver-popover')),
      text: active?.textContent?.trim() ?? '',
    };
  });
}

/** A viewport-sized picture (the tour covers the screen; a full-page one would cut the overlay). */
async function snapView(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await snap(page, name, { fullPage: false });
}

/**
 * Steps through the tour with the arrow key; for each step, its title and what it points at
 * (the highlighted element's test id or tour name; 'centre' for a step on no element).
 */
async function walkTour(page: Page): Promise<{ title: string; target: string }[]> {
  const steps: { title: string; target: string }[] = [];
  for (let i = 0; i < 40 && (await popover(page).count()) > 0; i += 1) {
    const title = (await page.locator('.driver-popover-title').textContent()) ?? '';
    if (steps.at(-1)?.title === title) {
      await page.waitForTimeout(100);
      continue;
    }
    const target = await page.evaluate(() => {
      const active = document.querySelector('.driver-active-element');
      if (!active || active.id === 'driver-dummy-element') return 'centre';
      return (
        active.getAttribute('data-tour') ?? active.getAttribute('data-testid') ?? active.tagName
      );
    });
    steps.push({ title, target });
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(150);
  }
  return steps;
}

async function showTourOfThisPage(page: Page, menuName: string, itemName: string) {
  await page.getByRole('button', { name: menuName, exact: true }).click();
  await page.getByRole('menuitem', { name: itemName }).click();
  await expect(popover(page)).toBeVisible();
}

test('tours: shown on the first visit, dismissed for good, restarted from the help menu, by keyboard, in Turkish; empty states', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  await page.setViewportSize(DESKTOP);
  const account = await createActiveAccount(request, 'e2e-tours');
  await logIn(page, account.email, account.password);

  // First visit of operations: the tour starts by itself, focus on its way forward.
  await page.goto('/operations');
  await expect(popover(page)).toContainText('Your operations');
  await expect.poll(() => focusInPopover(page)).toEqual({ inside: true, text: 'Next' });
  // The buttons are the app's size, reachable by Tab, and the arrows step through.
  for (const button of await popover(page).locator('button:visible').all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(36);
  }
  await page.keyboard.press('Tab');
  expect((await focusInPopover(page)).inside).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(popover(page)).toContainText('Create an operation');
  await expect(popover(page).getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(page.locator('.driver-popover-progress-text')).toHaveText('2 of 4');
  await snapView(page, 'onboarding-tour-en-desktop');
  // Tab goes round the popover's buttons (Back, Next, close) without leaving it.
  const seen = new Set<string>();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusInPopover(page);
    if (focus.inside) seen.add(focus.text);
  }
  expect([...seen]).toEqual(expect.arrayContaining(['Back', 'Next']));
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
  // Focus is not lost to the page's body when the tour ends.
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  // Dismissed: not again after a reload, and the server keeps it per user.
  await expect(page.getByTestId('operations-empty')).toContainText('No operations yet');
  await page.reload();
  await expect(page.getByTestId('operations-empty')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(popover(page)).toHaveCount(0);
  await snap(page, 'empty-operations-en-desktop');

  // The help menu runs it again at once; closing it hides it again.
  await showTourOfThisPage(page, 'Help', 'Show the tour of this page');
  await expect(popover(page)).toContainText('Your operations');
  await popover(page).getByRole('button', { name: 'Close the tour' }).click();
  await expect(popover(page)).toHaveCount(0);
  await page.reload();
  await page.waitForTimeout(1000);
  await expect(popover(page)).toHaveCount(0);

  // In Turkish: the menu, the tour and the empty state.
  await switchLanguage(page, 'TR');
  await showTourOfThisPage(page, 'Yardım', 'Bu sayfanın turunu göster');
  await expect(popover(page)).toContainText('Operasyonlarınız');
  await expect(popover(page).getByRole('button', { name: 'İleri' })).toBeVisible();
  await expect(page.locator('.driver-popover-progress-text')).toHaveText('1 / 4');
  await snapView(page, 'onboarding-tour-tr-desktop');
  await popover(page).getByRole('button', { name: 'İleri' }).click();
  await expect(popover(page)).toContainText('Operasyon oluşturun');
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
  await snap(page, 'empty-operations-tr-desktop');

  // On a phone, in both languages; the header's controls all fit.
  await page.setViewportSize(PHONE);
  for (const control of ['help-menu', 'language-switch', 'user-menu'])
    await expect(page.getByTestId(control)).toBeInViewport({ ratio: 1 });
  await showTourOfThisPage(page, 'Yardım', 'Bu sayfanın turunu göster');
  await popover(page).getByRole('button', { name: 'İleri' }).click();
  await snapView(page, 'onboarding-tour-tr-phone');
  await page.keyboard.press('Escape');
  await snap(page, 'empty-operations-tr-phone');
  await switchLanguage(page, 'EN');
  await showTourOfThisPage(page, 'Help', 'Show the tour of this page');
  await popover(page).getByRole('button', { name: 'Next' }).click();
  await snapView(page, 'onboarding-tour-en-phone');
  await page.keyboard.press('Escape');
  await snap(page, 'empty-operations-en-phone');
  await page.setViewportSize(DESKTOP);

  // A search with no match: "no matches" and the way back, not the first-use state.
  await page.getByRole('textbox', { name: 'Search operations' }).fill('zzz');
  await expect(page.getByTestId('operations-empty-search')).toBeVisible();
  await snap(page, 'empty-operations-search-en-desktop');
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page.getByTestId('operations-empty')).toBeVisible();

  // No assessments and no operation: the one action is the first operation.
  await page.goto('/assessments');
  const noAssessments = page.getByTestId('assessments-empty');
  await expect(noAssessments).toContainText('No assessments yet');
  await expect(
    noAssessments.getByRole('link', { name: 'Create your first operation' }),
  ).toBeVisible();
  await snap(page, 'empty-assessments-no-operations-en-desktop');

  // Create the first operation from its empty state; its tasks tour shows once.
  await page.goto('/operations');
  await page
    .getByTestId('operations-empty')
    .getByRole('button', { name: 'Create your first operation' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'New operation' });
  await dialog.getByLabel(/^Operation name/).fill('Packing hall');
  await dialog.getByLabel('Unit').click();
  await page.getByRole('option', { name: 'Warehouse' }).click();
  await dialog.getByRole('button', { name: 'Create operation' }).click();
  await expect(popover(page)).toContainText('Tasks of the operation');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tasks-empty')).toContainText('No tasks yet');
  await snap(page, 'empty-tasks-en-desktop');
  await switchLanguage(page, 'TR');
  await snap(page, 'empty-tasks-tr-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'empty-tasks-tr-phone');
  await switchLanguage(page, 'EN');
  await snap(page, 'empty-tasks-en-phone');
  await page.setViewportSize(DESKTOP);

  // "Show all tours again": this page's tour at once, and every other on its next visit.
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Show all tours again' }).click();
  await expect(
    page.getByText('Every tour will show again the next time you open its page.'),
  ).toBeVisible();
  await expect(popover(page)).toContainText('Tasks of the operation');
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
  await page.goto('/operations');
  await expect(popover(page)).toContainText('Your operations');
  await page.keyboard.press('Escape');

  // The assessments list with an operation: "New assessment" (choose the task and method).
  await page.goto('/assessments');
  await expect(noAssessments.getByRole('button', { name: 'New assessment' })).toBeVisible();
  await snap(page, 'empty-assessments-en-desktop');
  await switchLanguage(page, 'TR');
  await snap(page, 'empty-assessments-tr-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'empty-assessments-tr-phone');
  await switchLanguage(page, 'EN');
  await snap(page, 'empty-assessments-en-phone');
  await page.setViewportSize(DESKTOP);
  // A filter with no match says so and clears.
  await page.getByRole('textbox', { name: /Search/ }).fill('zzz');
  await expect(page.getByTestId('assessments-empty-filtered')).toContainText('No assessment found');
  await snap(page, 'empty-assessments-filtered-en-desktop');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('assessments-empty')).toBeVisible();

  // A page without a tour: the menu says so.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'This page has no tour' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Resource Centre' })).toHaveAttribute(
    'href',
    '/resources',
  );
  await page.keyboard.press('Escape');
  expect(problems).toEqual([]);
});

test('method tours: each of REBA, RULA, WISHA, ROSA, QEC and the office checklist once, on its own screen; the empty states of a task and of its board', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  await page.setViewportSize(DESKTOP);
  const account = await createActiveAccount(request, 'e2e-method-tours');
  const session = await ApiSession.login(request, account.email, account.password);
  const headers = { Authorization: `Bearer ${session.access}` };
  for (const tour of ['operations', 'tasks'])
    await request.post(`/api/auth/onboarding/${tour}/`, { headers });
  // The four video methods are analysed while the survey screens are looked at.
  const where = await session.createTask('Packing line');
  const videos = {} as Record<VideoType, string>;
  for (const type of VIDEO_TYPES) {
    const created = await session.createAssessment(where, type, `Squat ${type}`, SQUAT_VIDEO);
    expect(created.status()).toBe(201);
    videos[type] = ((await created.json()) as { id: string }).id;
  }
  // A second task with the office checklist, whose screen is not a video's.
  const office = await request.post(`/api/operation/${where.operation}/tasks/create/`, {
    headers,
    data: { name: 'Desk work', assessment_types: ['checklist'] },
  });
  const officeTask = ((await office.json()) as { id: string }).id;
  const checklist = await request.post(`/api/operation/${where.operation}/assessment/create/`, {
    headers,
    data: {
      task: officeTask,
      type: 'checklist',
      name: 'Second floor',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(checklist.status()).toBe(201);
  const checklistId = ((await checklist.json()) as { id: string }).id;
  const surveyTask = await request.post(`/api/operation/${where.operation}/tasks/create/`, {
    headers,
    data: { name: 'Packing, workers asked', assessment_types: ['qec'] },
  });
  const qecTask = ((await surveyTask.json()) as { id: string }).id;
  const qecCreated = await request.post(`/api/operation/${where.operation}/assessment/create/`, {
    headers,
    data: { task: qecTask, type: 'qec', name: 'Packing QEC' },
  });
  expect(qecCreated.status(), await qecCreated.text()).toBe(201);
  const qec = ((await qecCreated.json()) as { id: string }).id;
  await logIn(page, account.email, account.password);

  // QEC ('HMD'): its own screen, its own tour: the workers' link, what the result needs, the
  // observer's part, the result (waiting for now) and the recommendations.
  await page.goto(`/assessments/qec/${qec}`);
  await expect(popover(page)).toContainText('Your QEC assessment');
  await snapView(page, 'onboarding-tour-qec-en-desktop');
  expect(await walkTour(page)).toEqual([
    { title: 'Your QEC assessment', target: 'centre' },
    { title: "The workers' link", target: 'workers-link' },
    { title: 'What the result still needs', target: 'qec-parts' },
    { title: 'Your observation', target: 'observer-part' },
    { title: 'The result', target: 'result-waiting' },
    { title: 'Recommendations', target: 'recommendations' },
  ]);
  await expect(popover(page)).toHaveCount(0);

  // The checklist's tour: its link, the result (waiting for now) and the recommendations.
  await page.goto(`/assessments/checklist/${checklistId}`);
  await expect(popover(page)).toContainText('Your office checklist');
  await page.keyboard.press('ArrowRight');
  await expect(popover(page)).toContainText('The response link');
  await expect(page.locator('[data-testid="response-link"].driver-active-element')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(popover(page)).toContainText('The result');
  await expect(page.locator('[data-testid="checklist-waiting"].driver-active-element')).toHaveCount(
    1,
  );
  await snapView(page, 'onboarding-tour-checklist-en-desktop');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('response-link')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(popover(page)).toHaveCount(0);

  // The office task has no recommendation yet: its board leads to its latest assessment.
  await page.goto(`/improvements?operation=${where.operation}&task=${officeTask}`);
  const none = page.getByTestId('empty-recommendations');
  await expect(none).toContainText('No recommendations for this task yet');
  await expect(
    none.getByRole('link', { name: 'Open the latest assessment, “Second floor”' }),
  ).toHaveAttribute('href', `/assessments/checklist/${checklistId}`);
  await snap(page, 'empty-recommendations-en-desktop');
  await switchLanguage(page, 'TR');
  await expect(none).toContainText('Bu görev için henüz öneri yok');
  await snap(page, 'empty-recommendations-tr-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'empty-recommendations-tr-phone');
  await switchLanguage(page, 'EN');
  await snap(page, 'empty-recommendations-en-phone');
  await page.setViewportSize(DESKTOP);

  // A task with no assessment: "New assessment" is its one action.
  const empty = await request.post(`/api/operation/${where.operation}/tasks/create/`, {
    headers,
    data: { name: 'Sorting', assessment_types: ['reba', 'rula'] },
  });
  const emptyTask = ((await empty.json()) as { id: string }).id;
  await page.goto(`/operations/${where.operation}/tasks/${emptyTask}`);
  const noAssessments = page.getByTestId('task-assessments-empty');
  await expect(noAssessments).toContainText('No assessments yet');
  await noAssessments.getByRole('button', { name: 'Start the first assessment' }).click();
  await expect(page.getByRole('menuitem', { name: 'RULA' })).toBeVisible();
  await page.keyboard.press('Escape');
  await snap(page, 'empty-task-assessments-en-desktop');

  // Each video method: its tour once its result is there, on that method's cards, ending on the
  // recommendations; REBA in Turkish and on a phone too.
  const statuses = await session.waitForAnalyses(
    VIDEO_TYPES.map((type) => ({ type, id: videos[type] })),
    300_000,
  );
  expect(Object.values(statuses)).toEqual(VIDEO_TYPES.map(() => 'completed'));
  // The cards each layout may show, in the tour's order (a card the result lacks is skipped).
  const layout: Record<VideoType, string[]> = {
    reba: ['score', 'video', 'graphs', 'heat-map', 'breakpoints', 'corrections'],
    rula: ['score', 'video', 'graphs', 'heat-map', 'breakpoints', 'corrections'],
    wisha: ['lifting', 'video', 'score', 'corrections'],
    rosa: ['score', 'heat-map', 'workstation', 'corrections'],
  };
  /** Intro in the centre, then only real cards of the method's layout, ending on recommendations. */
  const fits = (type: VideoType, steps: { target: string }[]) => {
    const targets = steps.map((step) => step.target);
    expect(targets[0], type).toBe('centre');
    expect(targets.at(-1), type).toBe('recommendations');
    const cards = targets.slice(1, -1);
    expect(cards, type).toEqual(layout[type].filter((card) => cards.includes(card)));
    expect(cards.length, type).toBeGreaterThanOrEqual(3);
    expect(cards, type).toContain('score');
    expect(cards, type).toContain('corrections');
  };
  for (const type of ['rula', 'wisha', 'rosa'] as const) {
    await page.goto(`/assessments/${type}/${videos[type]}`);
    await expect(popover(page)).toContainText(`Your ${type.toUpperCase()} results`, {
      timeout: 20_000,
    });
    if (type === 'wisha') await snapView(page, 'onboarding-tour-wisha-en-desktop');
    fits(type, await walkTour(page));
  }
  await switchLanguage(page, 'TR');
  await page.setViewportSize(PHONE);
  await page.goto(`/assessments/reba/${videos.reba}`);
  await expect(popover(page)).toContainText('REBA sonuçlarınız', { timeout: 20_000 });
  await page.keyboard.press('ArrowRight');
  await expect(popover(page)).toContainText('Son puan');
  await snapView(page, 'onboarding-tour-reba-tr-phone');
  await page.keyboard.press('ArrowLeft');
  await expect(popover(page)).toContainText('REBA sonuçlarınız');
  const steps = await walkTour(page);
  expect(steps[0]?.title).toBe('REBA sonuçlarınız');
  fits('reba', steps);
  expect(steps.at(-1)?.title).toBe('Öneriler');
  await expect(popover(page)).toHaveCount(0);
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(page.getByTestId('score-summary')).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1000);
  await expect(popover(page)).toHaveCount(0);
  await switchLanguage(page, 'EN');
  expect(problems).toEqual([]);
});
