import { expect, test, type Page } from '@playwright/test';
import { createActiveAccount, logIn } from './helpers';
import { api, sidebarLink, snap, switchLanguage } from './workspace';

interface Created {
  id: string;
}

const GUIDES = {
  en: {
    filming: 'How to film for a reliable analysis',
    data: 'What to supply for each method',
    choosing: 'Which method to choose',
    reading: 'How to read the results',
    faq: 'Professional FAQ',
  },
  tr: {
    filming: 'Güvenilir bir analiz için nasıl çekim yapılır',
    data: 'Her yöntem için hangi bilgiler gerekir',
    choosing: 'Hangi yöntem seçilmeli',
    reading: 'Sonuçlar nasıl okunur',
    faq: 'Mesleki SSS',
  },
} as const;

type Language = keyof typeof GUIDES;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Every guide opens from the centre's card and from its own address. */
async function openEveryGuide(page: Page, language: Language): Promise<void> {
  for (const [slug, title] of Object.entries(GUIDES[language])) {
    await page.goto('/resources');
    await page.getByTestId(`guide-card-${slug}`).click();
    await expect(page).toHaveURL(new RegExp(`/resources/${slug}$`));
    await expect(h1(page)).toHaveText(title);
    await page.getByTestId('guide-back').click();
    await expect(page).toHaveURL(/\/resources$/);
    await page.goto(`/resources/${slug}`);
    await expect(h1(page)).toHaveText(title);
    await expect(page.locator('main h2').first()).toBeVisible();
  }
}

/** Searches a word that is only in a guide's body and follows the hit to its section. */
async function searchAndFollow(
  page: Page,
  query: string,
  href: string,
  heading: string,
  level: 2 | 3 = 2,
): Promise<void> {
  await page.goto('/resources');
  await page.getByTestId('resources-search').fill(query);
  const hit = page.locator(`[data-testid="resources-hit"] a[href="${href}"]`);
  await expect(hit).toBeVisible();
  await expect(page.getByTestId('resources-hit').locator('mark').first()).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level, name: heading })).toBeInViewport();
}

test('Resource Centre: every guide opens by click and by address, search finds a guide by a word of its body, in English and Turkish; the upload form links to the filming guide', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  const account = await createActiveAccount(request, 'e2e-resources');
  await logIn(page, account.email, account.password);
  const client = await api(request, context);

  // The centre from the sidebar: one h1, the five guides, a labelled search box.
  await page.setViewportSize({ width: 1440, height: 900 });
  await sidebarLink(page, 'Resource Centre').click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(h1(page)).toHaveText('Resource Centre');
  await expect(page.getByLabel('Search the guides')).toBeVisible();
  await snap(page, 'resources-centre-en-1440');

  await openEveryGuide(page, 'en');

  // A section's address scrolls to it.
  await page.goto('/resources/reading#kinematics');
  await expect(page.getByRole('heading', { level: 2, name: 'Kinematics' })).toBeInViewport();
  await page.goto('/resources/filming');
  await expect(page.getByTestId('camera-figure')).toBeVisible();
  await snap(page, 'resources-filming-en-1440');
  await page.goto('/resources/reading#scores');
  await snap(page, 'resources-reading-en-1440', { fullPage: false });
  await page.goto('/resources/faq#encryption');
  await expect(page.getByText(/AES-256-GCM in 64 KiB chunks/)).toBeVisible();
  await snap(page, 'resources-faq-en-1440', { fullPage: false });

  // Search by a word of a guide's body ("backlight" is in no title).
  await searchAndFollow(page, 'backlight', '/resources/filming#light', 'Lighting');
  await page.goto('/resources?q=coupling%20grip');
  await expect(page.getByTestId('resources-search-status')).toContainText('coupling grip');
  await snap(page, 'resources-search-en-1440');
  await page.getByTestId('resources-search').fill('zzzqqq');
  await expect(page.getByTestId('resources-search-status')).toHaveText(
    'No guide mentions “zzzqqq”. Try another word, or fewer words.',
  );

  // Phone width, English.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/resources');
  await snap(page, 'resources-centre-en-390');
  await page.goto('/resources/filming');
  await snap(page, 'resources-filming-en-390');
  await page.goto('/resources/reading#scores');
  await snap(page, 'resources-reading-en-390', { fullPage: false });

  // Turkish: the same guides, and search with Turkish capitals (IŞIK → ışık).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/resources');
  await switchLanguage(page, 'TR');
  await expect(h1(page)).toHaveText('Kaynak merkezi');
  await snap(page, 'resources-centre-tr-1440');
  await openEveryGuide(page, 'tr');
  await searchAndFollow(page, 'TERS IŞIK', '/resources/filming#light', 'Aydınlatma');
  await searchAndFollow(
    page,
    'şifrelenir',
    '/resources/faq#encryption',
    'Videolarımız ve değerlendirme verilerimiz şifreleniyor mu?',
    3,
  );
  await page.goto('/resources?q=%C4%B0SKELET');
  await expect(page.getByTestId('resources-hit').first()).toBeVisible();
  await snap(page, 'resources-search-tr-1440');
  await page.goto('/resources/filming');
  await snap(page, 'resources-filming-tr-1440');
  await page.goto('/resources/reading#heat-map');
  await snap(page, 'resources-reading-tr-1440', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/resources');
  await snap(page, 'resources-centre-tr-390');
  await page.goto('/resources/filming');
  await snap(page, 'resources-filming-tr-390');
  await page.goto('/resources?q=kavrama');
  await snap(page, 'resources-search-tr-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await switchLanguage(page, 'EN');

  // The upload form links to the filming guide, in the same tab.
  await client.post('/api/auth/onboarding/operations/');
  await client.post('/api/auth/onboarding/tasks/');
  const operation = await client.post<Created>('/api/operation/create/', {
    name: 'Packing line',
    operation_type: 'production',
  });
  const task = await client.post<Created>(`/api/operation/${operation.id}/tasks/create/`, {
    name: 'Taping boxes',
    assessment_types: ['reba'],
  });
  await page.goto(`/operations/${operation.id}/tasks/${task.id}/assessments/new?type=reba`);
  await expect(h1(page)).toHaveText('New assessment');
  const filmingLink = page.getByTestId('guide-link-filming');
  await expect(filmingLink).toHaveText('How to film for a reliable analysis');
  await filmingLink.scrollIntoViewIfNeeded();
  await snap(page, 'resources-upload-link-en-1440', { fullPage: false });
  await filmingLink.click();
  await expect(page).toHaveURL(/\/resources\/filming$/);
  await expect(h1(page)).toHaveText(GUIDES.en.filming);

  expect(problems).toEqual([]);
});
