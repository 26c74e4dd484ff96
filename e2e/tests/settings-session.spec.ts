import { expect, test } from '@playwright/test';
import { cookieValue, createActiveAccount, logIn, setCookieValue } from './helpers';
import { waitForLink } from './outbox';

test('a 401 refreshes the tokens once and the page carries on; a dead refresh token signs out', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createActiveAccount(request, 'e2e-session');
  await logIn(page, account.email, account.password);
  // Let the dashboard's own calls finish first: a call still on the wire when the token is
  // spoiled below would refresh from the old page and make the count below a race.
  await page.waitForLoadState('networkidle');
  const origin = baseURL ?? '';
  const refreshBefore = await cookieValue(context, 'ergo_refresh');
  expect(refreshBefore).toBeTruthy();

  // An access token the server rejects: the client refreshes and retries, the user sees nothing.
  await setCookieValue(context, origin, 'ergo_access', 'not-a-valid-token');
  const refreshes: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/auth/refresh/')) refreshes.push(req.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible();
  // The rotated pair is stored, and the profile call was retried with the new access token.
  await expect.poll(() => cookieValue(context, 'ergo_refresh')).not.toBe(refreshBefore);
  await expect.poll(() => cookieValue(context, 'ergo_access')).not.toBe('not-a-valid-token');
  await page.waitForLoadState('networkidle');
  expect(refreshes).toHaveLength(1);
  await page.locator('nav').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByLabel(/^First name/)).toHaveValue(account.firstName);

  // Both tokens dead: the refresh fails, the session is cleared, and the reload lands on login.
  await setCookieValue(context, origin, 'ergo_access', 'not-a-valid-token');
  await setCookieValue(context, origin, 'ergo_refresh', 'not-a-valid-refresh');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await cookieValue(context, 'ergo_access')).toBeUndefined();
  expect(await cookieValue(context, 'ergo_user')).toBeUndefined();
});

test('settings: profile, organization, email change with confirmation, password change, then reset', async ({
  page,
  request,
}) => {
  const account = await createActiveAccount(request, 'e2e-settings');

  // A wrong password shows the server's message.
  await page.goto('/');
  await page.getByLabel(/^Email address/).fill(account.email);
  await page.getByLabel(/^Password/).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');

  await logIn(page, account.email, account.password);
  await page.locator('nav').getByRole('link', { name: 'Settings', exact: true }).click();

  // Profile: saved, and the toast goes away by itself after 3 s.
  await page.getByLabel(/^Job title/).fill('Occupational safety specialist');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const toast = page.getByText('Your changes have been saved.');
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 6_000 });

  // Organization name and description.
  await page.getByRole('tab', { name: 'Organization' }).click();
  await page.getByLabel(/^Organization name/).fill('Demir Tekstil A.Ş.');
  await page.getByLabel(/^Description/).fill('Textile production, three sites.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await page.locator('nav').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByTestId('dashboard-organization')).toContainText('Demir Tekstil A.Ş.');
  await expect(page.getByTestId('dashboard-organization')).toContainText(
    'Textile production, three sites.',
  );

  // Email change: pending until the link in the mail to the new address is opened.
  const newEmail = account.email.replace('@', '.new@');
  await page.goto('/settings?tab=email');
  await page.getByLabel(/^New email address/).fill(newEmail);
  await page.getByLabel(/^Current password/).fill(account.password);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByTestId('pending-email')).toContainText(newEmail);
  const confirmLink = await waitForLink(newEmail, '/confirm-email/');
  await page.goto(new URL(confirmLink).pathname);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();

  // Password change keeps this session (new tokens are stored).
  const newPassword = 'Another-pass-2026';
  await page.goto('/settings?tab=password');
  await page.getByLabel(/^Current password/).fill(account.password);
  await page.getByLabel(/^New password/).fill('short');
  await page.getByLabel(/^Confirm password/).fill('different');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  // Log out, then reset the password from the login page and use it with the new address.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel(/^Email address/).fill(newEmail);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const resetLink = await waitForLink(newEmail, '/reset-password/');
  await page.goto(new URL(resetLink).pathname);
  const resetPassword = 'Third-pass-2026';
  await page.getByLabel(/^New password/).fill(resetPassword);
  await page.getByLabel(/^Confirm password/).fill(resetPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await logIn(page, newEmail, resetPassword);
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible();
});
