import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ApiSession, SQUAT_VIDEO } from './detail-helpers';
import { createActiveAccount, logIn } from './helpers';
import { api, snap, snapElement, switchLanguage } from './workspace';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

interface Created {
  id: string;
}
type Answer = 'YES' | 'NO' | 'NOT_APPLICABLE';

/** Answers a checklist through its public link, as the worker at the workstation would. */
async function answerChecklist(request: APIRequestContext, url: string, answer: Answer) {
  const [, , uid, token] = new URL(url).pathname.split('/');
  const form = await request.get(`/api/operation/checklist/${uid}/${token}/`);
  expect(form.ok()).toBe(true);
  const groups = (await form.json()) as { questions: { questions: { id: string }[] }[] };
  const responses = groups.questions
    .flatMap((group) => group.questions)
    .map((q) => ({ question_id: q.id, answer, comment: '' }));
  const response = await request.post(`/api/operation/checklist/${uid}/${token}/`, {
    data: { responses },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The texts in and under `roots` cut with an ellipsis: their content wider than their box. */
function cutIn(roots: Element[]): string[] {
  return roots
    .flatMap((root) => [root, ...Array.from(root.querySelectorAll('*'))])
    .filter((element) => getComputedStyle(element).textOverflow === 'ellipsis')
    .filter((element) => element.scrollWidth > element.clientWidth)
    .map((element) => element.textContent ?? '');
}

/**
 * Every risk badge (and analysis state badge) on the screen whose text does not fit, by its text.
 * At least one risk badge must be there.
 */
async function cutBadges(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-risk]').first()).toBeAttached();
  return page.locator('[data-risk], .mantine-Badge-root[data-status]').evaluateAll(cutIn);
}

/** The header's controls that reach past the window's edges, by their names. */
async function clippedInHeader(page: Page): Promise<string[]> {
  return page.locator('header').evaluate((header) => {
    const width = document.documentElement.clientWidth;
    return Array.from(header.querySelectorAll<HTMLElement>('button, a, [data-testid]'))
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > width);
      })
      .map(
        (element) =>
          element.getAttribute('aria-label') ??
          element.getAttribute('data-testid') ??
          element.textContent ??
          element.tagName,
      );
  });
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('risk badges fit and the header shows the credit and the whole avatar, at 1440 and 390 px, in English and Turkish; toasts keep off the header', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  await page.setViewportSize(DESKTOP);
  const account = await createActiveAccount(request, 'e2e-fit');
  await logIn(page, account.email, account.password);
  const client = await api(request, context);
  for (const tour of ['operations', 'tasks', 'checklist'])
    await client.post(`/api/auth/onboarding/${tour}/`);

  const operation = await client.post<Created>('/api/operation/create/', {
    name: 'Head office',
    operation_type: 'office',
  });
  // Checklists answered all No (0 %, very high risk: the longest badge) and all Yes (low), on two
  // tasks, so the dashboard's list of tasks at high risk has one.
  const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const tasks: Created[] = [];
  for (const [name, answer] of [
    ['Reception desk', 'NO'],
    ['Archive room', 'YES'],
  ] as const) {
    const task = await client.post<Created>(`/api/operation/${operation.id}/tasks/create/`, {
      name,
      assessment_types: ['checklist'],
    });
    tasks.push(task);
    const created = await client.post<Created & { url: string }>(
      `/api/operation/${operation.id}/assessment/create/`,
      { task: task.id, type: 'checklist', name: `${name} round`, deadline },
    );
    await answerChecklist(request, created.url, answer);
  }

  const screens = [
    ['assessments', '/assessments'],
    ['dashboard', '/dashboard'],
    ['task', `/operations/${operation.id}/tasks/${tasks[0]?.id ?? ''}`],
  ] as const;
  const sortHint = {
    EN: "Sorted by risk level, then by the score within its method's range",
    TR: 'Önce risk düzeyine, sonra puanın kendi yönteminin aralığındaki yerine göre sıralanır',
  };
  for (const language of ['EN', 'TR'] as const) {
    if (language === 'TR') await switchLanguage(page, 'TR');
    for (const [size, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const [screen, path] of screens) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        expect.soft(await cutBadges(page), `${screen} ${size} ${language}`).toEqual([]);
        await snap(page, `fit-${screen}-${size}-${language.toLowerCase()}`);
      }
      // The score column says how it sorts, to the keyboard too.
      await page.goto('/assessments');
      await page.getByTestId('sort-score').focus();
      await expect(page.getByRole('tooltip')).toHaveText(sortHint[language]);
      await snap(page, `fit-sort-hint-${size}-${language.toLowerCase()}`, { fullPage: false });
      // The header: the credit is on screen (a phone too), nothing reaches past the edges.
      // 10 to start with, 1 for each checklist; on a phone the bare number shows, the words stay
      // for screen readers.
      const credit = page.getByTestId('credit-badge');
      await expect.soft(credit).toBeVisible();
      await expect(credit).toHaveText(language === 'EN' ? '8 credits' : '8 kredi');
      expect.soft(await credit.evaluateAll(cutIn), `credit ${size}`).toEqual([]);
      expect.soft(await clippedInHeader(page), `header ${size} ${language}`).toEqual([]);
      const avatar = (await page.getByTestId('user-menu').boundingBox()) ?? {
        x: -1,
        width: 0,
      };
      expect(avatar.x).toBeGreaterThanOrEqual(0);
      expect.soft(avatar.x + avatar.width).toBeLessThanOrEqual(viewport.width);
      await snapElement(page.locator('header'), `fit-header-${size}-${language.toLowerCase()}`);
    }
  }

  // A toast (every tour shown again) lands clear of the header and its controls, announced.
  for (const [size, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await page.getByTestId('help-menu').click();
    await page.getByTestId('help-tours-all').click();
    const toast = page.getByRole('alert').filter({ hasText: 'Her tur' });
    await expect(toast).toBeVisible();
    await snap(page, `fit-toast-${size}-tr`, { fullPage: false });
    const header = await page.locator('header').boundingBox();
    const box = await toast.boundingBox();
    expect(header && box && overlaps(header, box), `toast over the header (${size})`).toBe(false);
    // It closes by itself (3000 ms, SPEC).
    await expect(toast).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});

/** The tour's popover as drawn: its font, corner and its buttons' sizes and colours. */
async function tourLook(page: Page) {
  const popover = page.locator('.driver-popover');
  await expect(popover).toBeVisible();
  return popover.evaluate((element) => {
    const style = getComputedStyle(element);
    const body = getComputedStyle(document.body);
    const buttons = Array.from(element.querySelectorAll('button')).filter(
      (button) => button.getClientRects().length > 0,
    );
    const box = element.getBoundingClientRect();
    return {
      sameFont: style.fontFamily === body.fontFamily,
      radius: style.borderRadius,
      inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
      smallest: Math.min(...buttons.map((button) => button.getBoundingClientRect().height)),
      narrowest: Math.min(...buttons.map((button) => button.getBoundingClientRect().width)),
      next: getComputedStyle(element.querySelector('.driver-popover-next-btn') ?? element)
        .backgroundColor,
    };
  });
}

async function tourOfThisPage(page: Page) {
  await page.getByTestId('help-menu').click();
  await page.getByTestId('help-tour-this-page').click();
  await expect(page.locator('.driver-popover')).toBeVisible();
}

for (const [size, viewport, touch] of [
  ['desktop', DESKTOP, false],
  ['phone', PHONE, true],
] as const) {
  test.describe(`tours on a ${size}`, () => {
    test.use({ viewport, hasTouch: touch, isMobile: touch });

    test(`a tour step is drawn like the app (font, radius, primary colour), its buttons ${touch ? '44' : '36'} px high, in English and Turkish`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const account = await createActiveAccount(request, `e2e-tour-${size}`);
      await logIn(page, account.email, account.password);
      await page.goto('/operations');
      for (const language of ['en', 'tr'] as const) {
        if (language === 'tr') {
          await page.keyboard.press('Escape');
          await expect(page.locator('.driver-popover')).toHaveCount(0);
          await switchLanguage(page, 'TR');
          await tourOfThisPage(page);
          await expect(page.locator('.driver-popover')).toContainText('Operasyonlarınız');
        } else {
          await expect(page.locator('.driver-popover')).toContainText('Your operations');
        }
        // A later step too: it has the Back button beside Next.
        await page.locator('.driver-popover-next-btn').click();
        const look = await tourLook(page);
        expect(look.sameFont).toBe(true);
        expect(look.radius).toBe('16px'); // Mantine's radius lg, as the app's cards
        expect(look.inside).toBe(true);
        expect(look.smallest).toBeGreaterThanOrEqual(touch ? 44 : 36);
        if (touch) expect(look.narrowest).toBeGreaterThanOrEqual(44);
        expect(look.next).toBe('rgb(25, 113, 194)'); // blue 8, the app's primary shade
        await snap(page, `fit-tour-${size}-${language}`, { fullPage: false });
      }
    });
  });
}

/**
 * How far the score's text reaches past its disc: the corners of the text's box against the
 * circle (px, > 0 is outside) and the box's own overflow (scrollWidth − clientWidth).
 */
function reachPastDisc(disc: Element) {
  const box = disc.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(disc);
  const text = range.getBoundingClientRect();
  const [cx, cy, r] = [box.left + box.width / 2, box.top + box.height / 2, box.width / 2];
  const corners = [
    [text.left, text.top],
    [text.right, text.top],
    [text.left, text.bottom],
    [text.right, text.bottom],
  ] as const;
  return {
    label: disc.textContent ?? '',
    outside: Math.max(...corners.map(([x, y]) => Math.hypot(x - cx, y - cy) - r)),
    overflow: disc.scrollWidth - disc.clientWidth,
  };
}

test('the lifting index fits its circle, below 1 and with two digits, at 1440 and 390 px, in English and Turkish (issue 30)', async ({
  page,
  context,
  request,
}) => {
  // One real analysis (up to 170 s on a shared host), then eight page loads.
  test.setTimeout(420_000);
  const account = await createActiveAccount(request, 'e2e-fit-lift');
  await logIn(page, account.email, account.password);
  const client = await api(request, context);
  await client.post('/api/auth/onboarding/wisha/');
  const session = await ApiSession.login(request, account.email, account.password);
  const where = await session.createTask('Goods in');
  const created = await session.createAssessment(where, 'wisha', 'Box from the floor', SQUAT_VIDEO);
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as Created;
  expect(await session.waitForAnalyses([{ type: 'wisha', id }], 170_000)).toEqual({
    [id]: 'completed',
  });
  const access = (await context.cookies()).find((c) => c.name === 'ergo_access')?.value ?? '';

  // 10 kg gives an index below 1 ("0.86" in the review); 487 kg one with two digits and two decimals.
  for (const [load, digits] of [
    [10, /^0[.,]\d{1,2}$/],
    [487, /^\d{2}[.,]\d{1,2}$/],
  ] as const) {
    const patched = await request.patch(`/api/operation/wisha/${id}/update/`, {
      headers: { Authorization: `Bearer ${access}` },
      data: { inputs: { load_weight: load } },
    });
    expect(patched.ok(), await patched.text()).toBe(true);
    for (const language of ['EN', 'TR'] as const) {
      await page.goto(`/assessments/wisha/${id}`);
      await switchLanguage(page, language);
      for (const [size, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(`/assessments/wisha/${id}`);
        const disc = page.getByTestId('final-score');
        // The results come after the page (and, on the first visit, after the video's player).
        await expect(disc).toHaveText(digits, { timeout: 30_000 });
        if (language === 'TR') await expect(disc).toHaveText(/,/);
        const reach = await disc.evaluate(reachPastDisc);
        expect.soft(reach.outside, `${reach.label} ${size} ${language}`).toBeLessThanOrEqual(0);
        expect.soft(reach.overflow, `${reach.label} ${size} ${language}`).toBeLessThanOrEqual(0);
        await snapElement(
          page.getByTestId('score-summary'),
          `fit-lifting-index-${load}-${size}-${language.toLowerCase()}`,
        );
      }
    }
  }
});
