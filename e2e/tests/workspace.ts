import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { cookieValue } from './helpers';

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** A full-page picture once requests and transitions have settled. */
export async function snap(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A full-page picture of a scrolled page draws the fixed header mid-page: start from the top.
  if (options.fullPage !== false) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({
    path: path.join(screenshots, `${name}.png`),
    fullPage: options.fullPage ?? true,
  });
}

/** Where a picture of that name goes (without its extension), for pictures the page does not take. */
export const screenshotPath = (name: string) => path.join(screenshots, name);

/** A picture of one part of the page (a section too long to read in a full-page shot). */
export async function snapElement(locator: Locator, name: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await locator.page().waitForTimeout(300);
  await locator.screenshot({ path: path.join(screenshots, `${name}.png`) });
}

export const sidebarLink = (page: Page, name: string) =>
  page.locator('nav').getByRole('link', { name, exact: true });

/** Signed-in API calls as the browser makes them (bearer token of the logged-in page). */
export async function api(request: APIRequestContext, context: BrowserContext) {
  const access = await cookieValue(context, 'ergo_access');
  expect(access).toBeTruthy();
  const headers = { Authorization: `Bearer ${access ?? ''}` };
  return {
    async post<T>(url: string, data?: unknown): Promise<T> {
      const response = await request.post(url, { headers, data });
      expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
    async get<T>(url: string): Promise<T> {
      const response = await request.get(url, { headers });
      expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
  };
}

/** Switches the interface language with the header's switch. */
export async function switchLanguage(page: Page, language: 'EN' | 'TR'): Promise<void> {
  await page.getByTestId('language-switch').getByText(language, { exact: true }).first().click();
}
