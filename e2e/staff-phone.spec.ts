import { at, freshEmail, type Locale } from './support/accounts';
import { onPhone } from './support/phone';
import type { Role, SessionFixtures } from './support/sessions';
import { expect, type Page, test } from './support/test';

/**
 * The staff's lists on a phone (390 × 844), in both languages: below md the kit's DataTable shows
 * each row as a card (no table header, the row a grid), the row's actions visible at the card's
 * foot, and nothing of the list wider than the screen. Only what the kit promises; the phone
 * layouts of the pages themselves are the next issue's.
 */
type Check = {
  role: Role;
  path: (page: Page) => Promise<string>;
  table: string;
  row: string;
  actions: boolean;
  /** Makes sure the list has a row (a fresh database's audit log is empty). */
  prepare?: (requestAs: SessionFixtures['requestAs']) => Promise<void>;
};

const BASE = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** An audit line of its own: an administrator invites a fresh address (invitation.create). */
async function inviteSomeone(requestAs: SessionFixtures['requestAs']) {
  const admin = await requestAs('admin', { extraHTTPHeaders: { origin: BASE } });
  const invite = await admin.post('/v1/admin/users/invitations', {
    data: { email: freshEmail('staff-phone'), name: 'Phone Check', groups: ['hbl-concierge'], locale: 'en' },
  });
  expect(invite.status()).toBe(201);
}

/** The latest month with a non-zero net on the signed-in owner's statements (as owner-earnings.spec.ts picks it). */
async function earningsMonth(page: Page): Promise<string> {
  const now = new Date().toISOString().slice(0, 7);
  const res = await page.request.get(`/v1/owner/statements?month=${now}`);
  const { data } = (await res.json()) as { data: { history: { month: string; net_cents: number }[] } };
  const month = [...data.history].reverse().find((h) => h.net_cents !== 0)?.month ?? now;
  return `/broker/earnings?month=${month}`;
}

const LISTS: Record<string, Check> = {
  'admin properties': {
    role: 'admin',
    path: async () => '/admin/properties',
    table: 'admin-properties-table',
    row: 'admin-property-row',
    actions: true,
  },
  'admin audit': {
    role: 'admin',
    path: async () => '/admin/audit',
    table: '',
    row: 'audit-line',
    actions: false,
    prepare: inviteSomeone,
  },
  'concierge queue': {
    role: 'concierge',
    path: async () => '/concierges/reservations',
    table: 'queue-table',
    row: 'queue-row',
    actions: true,
  },
  'owner reservations': {
    role: 'owner',
    path: async () => '/broker/reservations',
    table: 'reservations-table',
    row: 'reservation-row',
    actions: false,
  },
  'owner listings': { role: 'owner', path: async () => '/broker/listings', table: 'listings-table', row: 'listing-row', actions: true },
  'owner earnings': { role: 'owner', path: earningsMonth, table: 'statement-lines', row: '', actions: false },
};

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  for (const [name, list] of Object.entries(LISTS)) {
    test(`${name}: rows are cards with their actions on a phone (${locale})`, async ({ signedIn, requestAs }) => {
      await list.prepare?.(requestAs);
      const context = await signedIn(list.role);
      const page = await context.newPage();
      await onPhone(page);
      await page.goto(at(locale, await list.path(page)));

      const table = list.table ? page.getByTestId(list.table) : page.locator('main').getByRole('table').first();
      const rows = list.row ? table.getByTestId(list.row) : table.locator('tbody > tr');
      await expect(rows.first()).toBeVisible();
      // No header row on a phone: each row is a card (a grid of label/value pairs).
      await expect(table.locator('thead').first()).toBeHidden();
      const count = Math.min(await rows.count(), 3);
      for (let i = 0; i < count; i++) {
        const row = rows.nth(i);
        expect(await row.evaluate((el) => getComputedStyle(el).display), `row ${i} is a card`).toBe('grid');
        const box = await row.boundingBox();
        expect(box, `row ${i} is laid out`).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), `row ${i} fits the screen`).toBeLessThanOrEqual(390);
        if (list.actions) {
          const action = row.locator('td').last().locator('a, button').first();
          await expect(action, `row ${i} shows its actions`).toBeVisible();
          const a = await action.boundingBox();
          expect((a?.x ?? 0) + (a?.width ?? 0), `row ${i}'s action is on the screen`).toBeLessThanOrEqual(390);
        }
      }
      const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
      expect(overflow.scroll, 'nothing wider than the screen').toBeLessThanOrEqual(overflow.width);
    });
  }
}
