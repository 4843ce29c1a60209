import { type APIRequestContext, type Browser, type BrowserContext, expect } from '@playwright/test';
import { TEST_CLOCK_COOKIE } from '../../entry/protocol.mjs';
import { BASE_URL, freshEmail, type Locale } from './accounts';
import { bookViaApi, type E2eTrip, payViaApi } from './trips';

/** The lead guest's last name bookViaApi books with. */
export const LEAD_LAST_NAME = 'Rivera';

/**
 * A confirmed (deposit paid) stay of a fresh guest account, booked through the API in a context of
 * its own (closed after): instant book, `daysAhead` days from today (default: a random far week).
 */
export async function confirmedStay(
  browser: Browser,
  opts: { locale?: Locale; daysAhead?: number; nights?: number; guests?: number } = {},
): Promise<{ trip: E2eTrip; email: string; password: string }> {
  const context = await browser.newContext();
  const email = freshEmail(`guestbook-${opts.locale ?? 'en'}`);
  const password = 'Sea-Breeze-2026';
  const signup = await context.request.post(`/api/signup?locale=${opts.locale ?? 'en'}`, {
    data: { email, password, password_confirmation: password },
  });
  expect(signup.status()).toBe(201);
  const booked = await bookViaApi(context.request, { instant: true, ...opts });
  const trip = await payViaApi(context.request, booked.id);
  expect(trip.status).toBe('confirmed');
  await context.close();
  return { trip, email, password };
}

/** Opens a stay's guestbook with its number and the lead guest's last name: the session cookie lands in `request`'s context. */
export async function openGuestbookViaApi(request: APIRequestContext, confirmationNumber: string, lastName = LEAD_LAST_NAME) {
  const opened = await request.post('/v1/guestbook/open', { data: { confirmation_number: confirmationNumber, last_name: lastName } });
  expect(opened.status(), await opened.text()).toBe(200);
}

/**
 * Moves the server's clock for this browser context (TEST_CLOCK=1 in playwright.config.ts; see
 * src/server/core/test-clock.ts): every later request of the context reads `at` as "now".
 */
export async function setServerClock(context: BrowserContext, at: Date | string) {
  const iso = typeof at === 'string' ? at : at.toISOString();
  await context.addCookies([{ name: TEST_CLOCK_COOKIE, value: encodeURIComponent(iso), url: BASE_URL }]);
}
