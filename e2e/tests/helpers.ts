import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { waitForLink } from './outbox';

export interface Account {
  email: string;
  password: string;
  firstName: string;
}

/** A fresh, activated account, made through the public API as the register screen would. */
export async function createActiveAccount(
  request: APIRequestContext,
  prefix: string,
): Promise<Account> {
  const account = {
    email: `${prefix}-${Date.now()}@example.com`,
    password: 'Ergo-e2e-2026!',
    firstName: 'Mehmet',
  };
  const registered = await request.post('/api/auth/', {
    data: {
      first_name: account.firstName,
      last_name: 'Demir',
      email: account.email,
      password: account.password,
      password_confirm: account.password,
      organization: 'Demir Tekstil',
    },
  });
  expect(registered.status()).toBe(201);
  const [, , uid, token] = new URL(await waitForLink(account.email, '/activate/')).pathname.split(
    '/',
  );
  const activated = await request.post('/api/auth/activate/', { data: { uid, token } });
  expect(activated.status()).toBe(200);
  return account;
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function cookieValue(
  context: BrowserContext,
  name: string,
): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** Overwrites one cookie of the app's origin (used to simulate an expired or stolen token). */
export async function setCookieValue(
  context: BrowserContext,
  baseURL: string,
  name: string,
  value: string,
): Promise<void> {
  await context.addCookies([{ name, value, url: baseURL }]);
}
