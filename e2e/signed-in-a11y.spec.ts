import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { at, type Locale } from './support/accounts';
import type { Role } from './support/sessions';
import { expect, test } from './support/test';

/**
 * Issue 31, item 15: axe (desktop) on every signed-in page, in both languages, finds no serious or
 * critical violation. One test per role and language walks its pages (the ids come from the APIs
 * the pages read), so the run stays short; each page's violations are listed by rule and target.
 */
const BASE = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

type Pages = (request: APIRequestContext) => Promise<string[]>;

const firstId = async (request: APIRequestContext, url: string): Promise<number> => {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  const id = ((await res.json()).data as { id: number }[])[0]?.id;
  expect(id, `${url} has a row`).toBeDefined();
  return id as number;
};

const PAGES: Partial<Record<Role, Pages>> = {
  guest: async (request) => {
    const trip = await firstId(request, '/v1/account/trips');
    // A conversation to show: /user/message then lists it as the current one, its messages beside.
    const sent = await request.post(`/v1/account/trips/${trip}/messages`, {
      data: { body: 'Checking the pages for accessibility.' },
      headers: { origin: BASE },
    });
    expect(sent.status(), 'a message is sent').toBeLessThan(300);
    return [
      '/user/trips',
      `/user/trip-${trip}`,
      `/user-trip-charges/${trip}`,
      `/user-trip-overview/${trip}`,
      `/user-trip-groceries/${trip}`,
      `/user-trip-itinerary/${trip}`,
      `/user-trip-travelers/${trip}`,
      '/user/message',
      `/user/message?trip=${trip}`,
      '/user/profile',
      '/user/wishlist',
    ];
  },
  concierge: async (request) => {
    const trip = await firstId(request, '/v1/concierge/reservations');
    return ['/concierges/reservations', `/concierges/trip-${trip}`, '/concierges/messages', '/concierges/reviews?status=published'];
  },
  admin: async (request) => {
    const user = await firstId(request, '/v1/admin/users');
    return ['/admin', '/admin/users', `/admin/users/${user}`, '/admin/properties', '/admin/audit', '/admin/outbox', '/concierges/reviews'];
  },
  owner: async (request) => {
    const villa = await firstId(request, '/v1/owner/properties');
    return [
      '/broker',
      '/broker/listings',
      ...['details', 'photos', 'prices', 'calendar', 'channels', 'guest'].map((tab) => `/broker/${villa}?tab=${tab}`),
      '/broker/reservations',
      '/broker/earnings',
      '/broker/reviews',
    ];
  },
};

/**
 * The page's serious and critical axe violations, one line each ("path: rule (impact) at targets").
 * label-content-name-mismatch is among axe 4's experimental rules (off unless asked for). Only the
 * violations are read: axe then skips listing every passing and inapplicable node (resultTypes),
 * less work on each page.
 */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  for (const [role, pagesOf] of Object.entries(PAGES) as [Role, Pages][]) {
    test(`axe finds no serious or critical violation on the ${role}'s pages (${locale})`, async ({ signedIn }) => {
      test.setTimeout(180_000);
      const context = await signedIn(role);
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of await pagesOf(page.request)) {
        const res = await page.goto(at(locale, path));
        expect(res?.status(), path).toBe(200);
        await page.waitForLoadState('networkidle');
        found.push(...(await seriousViolations(page, path)));
      }
      expect(found).toEqual([]);
    });
  }
}

// The calendars of every villa (issue 32): a grid of villas × days, each in its own role's session.
const CALENDARS: [Role, string][] = [
  ['concierge', '/concierges/calendar'],
  ['owner', '/broker/calendar'],
  ['admin', '/admin/calendar'],
];

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  test(`axe finds no serious or critical violation on the calendars of every villa (${locale})`, async ({ signedIn }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const [role, path] of CALENDARS) {
      const page = await (await signedIn(role)).newPage();
      const res = await page.goto(at(locale, path));
      expect(res?.status(), path).toBe(200);
      await expect(page.getByTestId('calendar-grid')).toBeVisible();
      found.push(...(await seriousViolations(page, path)));
    }
    expect(found).toEqual([]);
  });
}
