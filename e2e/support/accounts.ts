import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { sessionCookieName } from '../../src/lib/session-cookie';

export type Locale = 'en' | 'es';
export const DEMO_PASSWORD = 'Villa-Demo-2026';
export const DEMO = {
  user: 'user@almavillas.test',
  concierge: 'concierge@almavillas.test',
  owner: 'owner@almavillas.test',
  admin: 'admin@almavillas.test',
} as const;

/** The e2e server's origin, its SITE_URL (playwright.config.ts: port E2E_PORT, default 3100). */
export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** The session cookie's name on the e2e server, whose SITE_URL is its http base URL (playwright.config.ts). */
export const SESSION_COOKIE = sessionCookieName(BASE_URL);

/** The path in a language: English unprefixed, Spanish under /es. */
export const at = (locale: Locale, path: string) => (locale === 'en' ? path : `/es${path === '/' ? '' : path}`);

/** A fresh address, so tests that change an account never touch the demo accounts. */
export function freshEmail(tag: string) {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Creates an account through the API in a cookie jar of its own (the page stays logged out). */
export async function signupViaApi(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/signup', { data: { email, password, password_confirmation: password } });
  expect(res.status()).toBe(201);
}

/** Logs in through the form of the current language and waits for the welcome notice. */
export async function loginThroughForm(page: Page, locale: Locale, email: string, password: string, path = '/login') {
  if (path) await page.goto(at(locale, path));
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByTestId('login-form').locator('button[type="submit"]').click();
  await expect(page.getByTestId('form-notice')).toBeVisible();
}

/**
 * Records, in the browser's own clock, when the first form notice appears and what it says: the
 * page leaves a second later, so a slow runner may only look after it has gone.
 */
export async function recordNotice(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const notice = document.querySelector('[data-testid="form-notice"]');
      if (!sessionStorage.getItem('noticeAt') && notice?.textContent) {
        sessionStorage.setItem('noticeAt', String(Date.now()));
        sessionStorage.setItem('noticeText', notice.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The notice recorded by recordNotice: its text, and when it appeared (epoch ms). */
export async function recordedNotice(page: Page) {
  return page.evaluate(() => ({
    text: sessionStorage.getItem('noticeText') ?? '',
    at: Number(sessionStorage.getItem('noticeAt')),
  }));
}

/** Logs in through the form and waits until the welcome redirect has landed, so the next goto does not race it. */
export async function loginAndLand(page: Page, locale: Locale, email: string, password: string) {
  await loginThroughForm(page, locale, email, password);
  await page.waitForURL((url) => !/\/login$/.test(url.pathname));
  await page.waitForLoadState('load');
}
