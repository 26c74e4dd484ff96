import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ApiSession, SQUAT_VIDEO, type VideoType } from './detail-helpers';
import { createActiveAccount, logIn } from './helpers';
import { api } from './workspace';

// Issue 30, item 8: at 390 px the new assessment page scrolled sideways (448 px wide). No screen
// may: every route, signed in and out, the public forms too, at the narrowest phones we support
// (320 px) and a common one (390 px), in English and Turkish.
const WIDTHS = [320, 390] as const;
const LANGUAGES = ['en', 'tr'] as const;
const VIDEO_TYPES: VideoType[] = ['reba', 'rula', 'wisha', 'rosa'];
const GUIDES = ['filming', 'data', 'choosing', 'reading', 'faq'];

type Language = (typeof LANGUAGES)[number];
interface Created {
  id: string;
  url?: string;
}

/** How far the page reaches past the window, and the elements that stick out furthest. */
function sideways() {
  const root = document.documentElement;
  const width = root.clientWidth;
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const test = element.getAttribute('data-testid');
    const classes = Array.from(element.classList)
      .filter((name) => !name.startsWith('m_'))
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const text = (element.textContent ?? '').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${id}${test ? `[data-testid=${test}]` : ''}${classes} "${text}"`;
  };
  // Where an element's box, or its text spilling out of it, ends.
  const reach = (element: Element) => {
    const box = element.getBoundingClientRect();
    const spills = getComputedStyle(element).overflowX === 'visible';
    return box.right + (spills ? Math.max(0, element.scrollWidth - element.clientWidth) : 0);
  };
  // Inside a box that clips or scrolls (a table's scroll container) and ends within the window,
  // or inside the fixed header (checked on its own), an element does not widen the page.
  const contained = (element: Element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.position === 'fixed') return true;
      if (style.overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 0.5)
        return true;
    }
    return false;
  };
  // The innermost elements past the edge: the one to fix, not every box around it.
  const past = Array.from(document.body.querySelectorAll('*')).filter(
    (element) =>
      element.getBoundingClientRect().width > 0 &&
      reach(element) > width + 0.5 &&
      !contained(element),
  );
  const innermost = past.filter(
    (element) => !past.some((other) => element.contains(other) && other !== element),
  );
  return {
    scrollWidth: root.scrollWidth,
    clientWidth: width,
    culprits: innermost.slice(0, 6).map(describe),
  };
}

/** The header's controls that reach past the window's edges (the avatar at 320 px), by name. */
function clippedInHeader(): string[] {
  const header = document.querySelector('header');
  const width = document.documentElement.clientWidth;
  return Array.from(header?.querySelectorAll<HTMLElement>('button, a, [data-testid]') ?? [])
    .filter((element) => element.getClientRects().length > 0)
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < 0 || box.right > width + 0.5);
    })
    .map(
      (element) => element.getAttribute('data-testid') ?? element.textContent ?? element.tagName,
    );
}

/** The screen's content has come: a heading or a form, the requests done, the fonts laid out. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1, h2, form').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function checkRoutes(page: Page, language: Language, routes: [string, string][]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const [name, url] of routes) {
      await page.goto(url);
      await settle(page);
      const found = await page.evaluate(sideways);
      const where = `${name} (${url}) at ${width} px in ${language}`;
      expect
        .soft(found.scrollWidth, `${where}: ${found.culprits.join('; ')}`)
        .toBeLessThanOrEqual(found.clientWidth);
      expect.soft(await page.evaluate(clippedInHeader), `${where}: the header`).toEqual([]);
    }
  }
}

async function inLanguage(context: BrowserContext, language: Language, baseURL: string) {
  await context.addCookies([{ name: 'ergo_language', value: language, url: baseURL }]);
}

async function signedOut(browser: Browser, baseURL: string, publicLinks: string[]) {
  for (const language of LANGUAGES) {
    const visitor = await browser.newContext({ locale: language === 'tr' ? 'tr-TR' : 'en-US' });
    await inLanguage(visitor, language, baseURL);
    const tab = await visitor.newPage();
    await checkRoutes(tab, language, [
      ['sign-in', '/'],
      ['register', '/register'],
      ['reset-password', '/reset-password'],
      ['reset-password-confirm', '/reset-password/abc/not-a-token'],
      ['activate', '/activate/abc/not-a-token'],
      ['unlock', '/unlock/abc/not-a-token'],
      ['confirm-email', '/confirm-email/abc/not-a-token'],
      ['public-qec', publicLinks[0] ?? ''],
      ['public-checklist', publicLinks[1] ?? ''],
      ['public-qec-bad-link', '/qec/00000000-0000-4000-8000-000000000000/nope'],
      ['not-found', '/no-such-page'],
    ]);
    await visitor.close();
  }
}

test('no screen scrolls sideways at 320 or 390 px, signed in or out, in English and Turkish (issue 30)', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  // Four video analyses (one at a time on the server), then about 160 page loads.
  test.setTimeout(900_000);
  const base = baseURL ?? '';
  const account = await createActiveAccount(request, 'e2e-sideways');
  const session = await ApiSession.login(request, account.email, account.password);
  const videoTask = await session.createTask('Loading dock');
  const videos = {} as Record<VideoType, string>;
  for (const type of VIDEO_TYPES) {
    const created = await session.createAssessment(videoTask, type, `Squat ${type}`, SQUAT_VIDEO);
    expect(created.status()).toBe(201);
    videos[type] = ((await created.json()) as Created).id;
  }

  await logIn(page, account.email, account.password);
  const client = await api(request, context);
  // Every tour seen: a tour's overlay is not the page.
  for (const tour of ['operations', 'tasks', 'reba', 'rula', 'wisha', 'rosa', 'qec', 'checklist'])
    await client.post(`/api/auth/onboarding/${tour}/`);
  const operation = await client.post<Created>('/api/operation/create/', {
    name: 'Packing hall and loading bays of the north building',
    operation_type: 'warehouse',
  });
  const task = await client.post<Created>(`/api/operation/${operation.id}/tasks/create/`, {
    name: 'Packing boxes onto pallets at the end of line 4',
    assessment_types: ['reba', 'rula', 'wisha', 'rosa', 'qec', 'checklist'],
  });
  const qec = await client.post<Created>(`/api/operation/${operation.id}/assessment/create/`, {
    task: task.id,
    type: 'qec',
    name: 'Packing line QEC',
    back_posture: 'ALMOST_NEUTRAL',
  });
  const qecLink = await client.post<{ url: string }>(`/api/operation/qec/${qec.id}/`, {});
  const checklist = await client.post<Created>(
    `/api/operation/${operation.id}/assessment/create/`,
    {
      task: task.id,
      type: 'checklist',
      name: 'Second floor offices',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  );
  const publicLinks = [
    new URL(qecLink.url).pathname,
    new URL(checklist.url ?? 'http://x/').pathname,
  ];

  await signedOut(browser, base, publicLinks);
  const statuses = await session.waitForAnalyses(
    VIDEO_TYPES.map((type) => ({ type, id: videos[type] })),
    600_000,
  );
  expect(Object.values(statuses)).toEqual(VIDEO_TYPES.map(() => 'completed'));

  const newAssessment = `/operations/${operation.id}/tasks/${task.id}/assessments/new`;
  const routes: [string, string][] = [
    ['dashboard', '/dashboard'],
    ['operations', '/operations'],
    ['operation', `/operations/${operation.id}`],
    ['task', `/operations/${operation.id}/tasks/${task.id}`],
    ...(['reba', 'rula', 'wisha', 'rosa', 'qec', 'checklist'] as const).map(
      (type): [string, string] => [`new-assessment-${type}`, `${newAssessment}?type=${type}`],
    ),
    ['assessments', '/assessments'],
    ...VIDEO_TYPES.map((type): [string, string] => [
      `assessment-${type}`,
      `/assessments/${type}/${videos[type]}`,
    ]),
    ['assessment-qec', `/assessments/qec/${qec.id}`],
    ['assessment-checklist', `/assessments/checklist/${checklist.id}`],
    ['improvements', '/improvements'],
    ['resources', '/resources'],
    ...GUIDES.map((guide): [string, string] => [`guide-${guide}`, `/resources/${guide}`]),
    ['settings', '/settings'],
    ['not-found-signed-in', '/no-such-page'],
  ];
  for (const language of LANGUAGES) {
    await inLanguage(context, language, base);
    await checkRoutes(page, language, routes);
  }
});
