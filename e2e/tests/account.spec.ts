import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { waitForLink } from './outbox';

const sidebarLink = (page: Page, name: string) =>
  page.locator('nav').getByRole('link', { name, exact: true });

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

async function snap(page: Page, name: string): Promise<void> {
  // Let Mantine transitions and web fonts settle before the picture.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

test('register, activate from the outbox, log in, switch to Turkish, log out', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));

  const email = `e2e-${Date.now()}@example.com`;
  const password = 'Ergo-e2e-2026!';

  // Register.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await snap(page, 'login-en');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // Submitting empty shows the shared validation messages before anything is sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('First name').fill('Ayşe');
  await page.getByLabel('Last name').fill('Yılmaz');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Organization name').fill('Anadolu Lojistik');
  await page.getByLabel('Job title').fill('Ergonomist');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await snap(page, 'register-en');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // Open the activation link from the outbox.
  const link = await waitForLink(email, '/activate/');
  expect(new URL(link).pathname).toMatch(/^\/activate\/[^/]+\/[^/]+$/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();

  // Log in.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Ayşe' })).toBeVisible();
  await expect(page.getByTestId('dashboard-organization')).toContainText('Anadolu Lojistik');
  await expect(page.getByTestId('credit-badge')).toBeVisible();
  await snap(page, 'dashboard-en');

  // Every area is reachable. Operations opens with its tour once.
  await sidebarLink(page, 'Operations').click();
  await expect(page.getByTestId('operations-empty')).toContainText('No operations yet');
  await page.locator('.driver-popover-close-btn').click();
  await sidebarLink(page, 'Improvement tracking').click();
  await expect(page.getByTestId('empty-operations')).toContainText('No operations yet');
  await sidebarLink(page, 'Resource Centre').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Centre' })).toBeVisible();
  await sidebarLink(page, 'Settings').click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ayşe');
  await snap(page, 'settings-en');

  // The session survives a reload (cookies).
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ayşe');

  // Switch to Turkish and see Turkish text.
  await page.getByTestId('language-switch').getByText('TR', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ayarlar' })).toBeVisible();
  await expect(sidebarLink(page, 'Gösterge paneli')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await snap(page, 'settings-tr');
  await sidebarLink(page, 'Gösterge paneli').click();
  await expect(page.getByRole('heading', { name: 'Hoş geldiniz, Ayşe' })).toBeVisible();
  await snap(page, 'dashboard-tr');
  await sidebarLink(page, 'Değerlendirmeler').click();
  await expect(page.getByTestId('assessments-empty')).toContainText('Henüz değerlendirme yok');
  await snap(page, 'assessments-tr');

  // Log out, with the confirmation.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await expect(page.getByRole('dialog', { name: 'Çıkış yapılsın mı?' })).toBeVisible();
  await snap(page, 'logout-tr');
  await page.getByTestId('logout-confirm').click();

  // Back on the login page, still in Turkish (the language cookie stays).
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Tekrar hoş geldiniz' })).toBeVisible();
  await snap(page, 'login-tr');
  await page.getByRole('link', { name: 'Hesap oluşturun' }).click();
  await expect(page.getByRole('heading', { name: 'Hesabınızı oluşturun' })).toBeVisible();
  await snap(page, 'register-tr');

  // Signed out for real: the dashboard sends us back to the root page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);

  expect(problems).toEqual([]);
});
