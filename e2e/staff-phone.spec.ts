import fs from 'node:fs/promises';
import path from 'node:path';
import { at, freshEmail, type Locale } from './support/accounts';
import { onPhone } from './support/phone';
import type { Role, SessionFixtures } from './support/sessions';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from './support/test';

/**
 * The staff areas on a phone (390 × 844, a touch screen), in both languages (issue 31).
 *
 * 1. The lists: below md the kit's DataTable shows each row as a card (no table header, the row a
 *    grid), the row's actions visible at the card's foot.
 * 2. Every staff page (desk, administration, owner portal): nothing of the page's content or
 *    navigation ends past the screen's right edge, every link, button and field of the page is on
 *    the screen, and every action of a row is reachable; each page saves a screenshot of what a
 *    phone shows (to the test's output, and to PHONE_SHOTS_DIR/<page>-<locale>.png when set:
 *    docs/phone holds the committed set).
 * 3. Keyboard hints ("Ctrl + Enter sends", the queue's j/k) only where a keyboard is likely
 *    (pointer: fine): hidden on a touch phone, shown on a desktop.
 */
type Check = {
  role: Role;
  path: (page: Page) => Promise<string>;
  table: string;
  row: string;
  actions: boolean;
  /** The columns (data-column) a card shows, on the screen: what the row's decision needs. */
  shows?: string[];
  /** Makes sure the list has a row (a fresh database's audit log is empty). */
  prepare?: (requestAs: SessionFixtures['requestAs']) => Promise<void>;
};

const BASE = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const PHONE = { width: 390, height: 844 };

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

/** The id of the first record an API list of the signed-in role answers. */
async function firstId(page: Page | APIRequestContext, url: string, what: string): Promise<number> {
  const res = await ('request' in page ? page.request : page).get(url);
  expect(res.status(), `${url} answers`).toBe(200);
  const [first] = ((await res.json()) as { data: { id: number }[] }).data;
  if (!first) throw new Error(`the seed has no ${what}`);
  return first.id;
}

const LISTS: Record<string, Check> = {
  'admin users': {
    role: 'admin',
    path: async () => '/admin/users',
    table: 'users-table',
    row: 'user-row',
    actions: false,
    shows: ['name', 'email', 'role', 'status'],
  },
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
  'admin outbox': {
    role: 'admin',
    path: async () => '/admin/outbox',
    table: 'outbox-list',
    row: 'outbox-row',
    actions: false,
    prepare: inviteSomeone,
  },
  'concierge queue': {
    role: 'concierge',
    path: async () => '/concierges/reservations',
    table: 'queue-table',
    row: 'queue-row',
    actions: true,
    shows: ['reference', 'guest', 'villa', 'stay', 'status', 'assigned', 'activity'],
  },
  'owner reservations': {
    role: 'owner',
    path: async () => '/broker/reservations',
    table: 'reservations-table',
    row: 'reservation-row',
    actions: false,
    shows: ['villa', 'dates', 'guest', 'status', 'revenue'],
  },
  'owner listings': { role: 'owner', path: async () => '/broker/listings', table: 'listings-table', row: 'listing-row', actions: true },
  // The published tab: e2e-prepare publishes reviews at villas of the concierge's destinations.
  'concierge reviews': {
    role: 'concierge',
    path: async () => '/concierges/reviews?status=published',
    table: 'review-queue',
    row: 'review-row',
    actions: false,
    shows: ['villa', 'guest', 'stay', 'ratings', 'review'],
  },
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
        for (const column of list.shows ?? []) {
          const cell = row.locator(`td[data-column="${column}"]`);
          await expect(cell, `row ${i} shows its ${column}`).toBeVisible();
          const c = await cell.boundingBox();
          expect((c?.x ?? 0) + (c?.width ?? 0), `row ${i}'s ${column} is on the screen`).toBeLessThanOrEqual(390);
        }
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

  test(`a request's card at the desk: its hold's time left, Confirm and Decline on the screen (${locale})`, async ({ signedIn }) => {
    const context = await signedIn('concierge');
    const page = await context.newPage();
    await onPhone(page);
    await page.goto(at(locale, '/concierges/reservations?status=requested'));
    const card = page.getByTestId('queue-row').first();
    await expect(card).toBeVisible();
    for (const part of ['row-hold', 'row-confirm', 'row-decline', 'row-assign']) {
      await card.getByTestId(part).scrollIntoViewIfNeeded();
      await expect(card.getByTestId(part), part).toBeInViewport({ ratio: 1 });
    }
  });
}

/** A staff page of the walk: who opens it, where, and its list whose rows' actions must be reachable. */
type StaffPage = {
  role: Role;
  path: (page: Page) => Promise<string>;
  /** The test id of the page's rows; each row's links and buttons must be on the screen. */
  rows?: string;
  /** What must be on the page before it is measured (its content, not a skeleton). */
  ready: string;
  /** Makes sure the page has something to show on a fresh database (a mail, a conversation). */
  prepare?: (requestAs: SessionFixtures['requestAs']) => Promise<void>;
};

const VILLA_TABS = ['details', 'photos', 'prices', 'calendar', 'channels', 'guest'] as const;
const ownerVilla = (page: Page) => firstId(page, '/v1/owner/properties', 'villa of the demo owner');
const deskTrip = (page: Page | APIRequestContext) => firstId(page, '/v1/concierge/reservations?per_page=1', 'reservation at the desk');

/** A conversation at the desk: the concierge writes to the guest of the desk's first trip. */
async function writeToAGuest(requestAs: SessionFixtures['requestAs']) {
  const concierge = await requestAs('concierge', { extraHTTPHeaders: { origin: BASE } });
  const trip = await deskTrip(concierge);
  const res = await concierge.post(`/v1/concierge/trips/${trip}/messages`, {
    multipart: { body: 'Your villa is ready: see you at 3 PM.' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const PAGES: Record<string, StaffPage> = {
  'desk-queue': { role: 'concierge', path: async () => '/concierges/reservations', rows: 'queue-row', ready: 'desk-queue' },
  'desk-trip': { role: 'concierge', path: async (page) => `/concierges/trip-${await deskTrip(page)}`, ready: 'concierge-trip' },
  'desk-inbox': {
    role: 'concierge',
    path: async () => '/concierges/messages',
    rows: 'conversation-item',
    ready: 'conversation-list',
    prepare: writeToAGuest,
  },
  'desk-conversation': {
    role: 'concierge',
    path: async (page) => `/concierges/messages?trip=${await deskTrip(page)}`,
    ready: 'composer-send',
    prepare: writeToAGuest,
  },
  'desk-reviews': {
    role: 'concierge',
    path: async () => '/concierges/reviews?status=published',
    rows: 'review-row',
    ready: 'review-queue',
  },
  'admin-overview': { role: 'admin', path: async () => '/admin', ready: 'admin-home' },
  'admin-users': { role: 'admin', path: async () => '/admin/users', rows: 'user-row', ready: 'admin-users' },
  'admin-user': {
    role: 'admin',
    path: async (page) => `/admin/users/${await firstId(page, '/v1/admin/users?q=concierge', 'concierge account')}`,
    ready: 'admin-user',
  },
  'admin-properties': { role: 'admin', path: async () => '/admin/properties', rows: 'admin-property-row', ready: 'admin-properties-table' },
  'admin-audit': { role: 'admin', path: async () => '/admin/audit', rows: 'audit-line', ready: 'audit-line', prepare: inviteSomeone },
  'admin-outbox': { role: 'admin', path: async () => '/admin/outbox', rows: 'outbox-row', ready: 'outbox-row', prepare: inviteSomeone },
  'owner-overview': { role: 'owner', path: async () => '/broker', ready: 'owner-overview' },
  'owner-listings': { role: 'owner', path: async () => '/broker/listings', rows: 'listing-row', ready: 'listings-table' },
  ...Object.fromEntries(
    VILLA_TABS.map((tab) => [
      `owner-villa-${tab}`,
      { role: 'owner', path: async (page: Page) => `/broker/${await ownerVilla(page)}?tab=${tab}`, ready: `listing-panel-${tab}` },
    ]),
  ),
  'owner-reservations': { role: 'owner', path: async () => '/broker/reservations', rows: 'reservation-row', ready: 'reservations-table' },
  'owner-earnings': { role: 'owner', path: earningsMonth, ready: 'statement-lines' },
  'owner-reviews': { role: 'owner', path: async () => '/broker/reviews', rows: 'owner-review', ready: 'owner-review' },
  // The calendar of every villa (issue 32): the desk's, the owner's and the administration's.
  'desk-calendar': { role: 'concierge', path: async () => '/concierges/calendar', ready: 'calendar-grid' },
  'owner-calendar': { role: 'owner', path: async () => '/broker/calendar', ready: 'calendar-grid' },
  'admin-calendar': { role: 'admin', path: async () => '/admin/calendar', ready: 'calendar-grid' },
};

/**
 * What of the page's header, navigation and main content ends past the screen's right edge (a
 * visible element, clipped by the ancestors that clip it), and the sideways-scrolling strips met on
 * the way: an element inside a strip that scrolls is the strip's, and the strip is reported by name.
 */
function pastTheEdge() {
  const width = document.documentElement.clientWidth;
  const name = (el: Element) => {
    const id = el.getAttribute('data-testid') ?? el.id;
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}> "${text}"`;
  };
  const offenders: string[] = [];
  const unreachable: string[] = [];
  const strips = new Set<string>();
  const seen = new Set<Element>();
  for (const root of document.querySelectorAll('header, nav, main')) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (seen.has(el)) continue;
      seen.add(el);
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      // Nothing to see: an empty box, or a visually hidden one (sr-only: the skip link until focused).
      if (box.width <= 1 || box.height <= 1) continue;
      let [left, right] = [box.left, box.right];
      let strip: Element | null = null;
      for (let a = el.parentElement; a && !strip; a = a.parentElement) {
        const overflow = getComputedStyle(a).overflowX;
        if (overflow === 'visible') continue;
        if ((overflow === 'auto' || overflow === 'scroll') && a.scrollWidth > a.clientWidth + 1) strip = a;
        const clip = a.getBoundingClientRect();
        [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
      }
      if (strip) {
        // A strip on purpose names itself (data-scroll-cue) and shows its cue (the scroll-cue shadows).
        const cue = strip.getAttribute('data-scroll-cue');
        strips.add(cue && getComputedStyle(strip).backgroundAttachment.includes('local') ? cue : name(strip));
        continue;
      }
      if (right > width + 0.5) offenders.push(`${name(el)} ends at ${Math.round(right)} px`);
      if (el.matches('a[href], button, input, select, textarea, summary') && (left < -0.5 || right > width + 0.5))
        unreachable.push(name(el));
    }
  }
  return { width, offenders, unreachable, strips: [...strips] };
}

/**
 * Strips that scroll sideways on purpose, each with its visible cue (globals.css `scroll-cue`: a
 * shadow on the edge with more to see): the trip's bill on the desk's trip page, a four-column
 * table whose dates wrap on a phone and which scrolls when a line is still too wide.
 */
const ALLOWED_STRIPS = ['trip-ledger'];

/** A phone with a touch screen, signed in as the role, with the phone's viewport cookie. */
async function phoneAs(signedIn: SessionFixtures['signedIn'], role: Role): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedIn(role, { viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await onPhone(page, PHONE);
  return { context, page };
}

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  for (const [key, staff] of Object.entries(PAGES)) {
    test(`${key} at 390 px: nothing past the right edge, every action on the screen (${locale})`, async ({
      signedIn,
      requestAs,
    }, testInfo) => {
      await staff.prepare?.(requestAs);
      const { page } = await phoneAs(signedIn, staff.role);
      await page.goto(at(locale, await staff.path(page)));
      await expect(page.getByTestId(staff.ready).first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);

      const shot = await page.screenshot();
      await fs.writeFile(testInfo.outputPath(`${key}-${locale}.png`), shot);
      const dir = process.env.PHONE_SHOTS_DIR;
      if (dir) {
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(path.join(dir, `${key}-${locale}.png`), shot);
      }

      const seen = await page.evaluate(pastTheEdge);
      expect(seen.width).toBe(390);
      expect(seen.offenders, 'nothing of the page past the right edge').toEqual([]);
      expect(seen.unreachable, 'every link, button and field on the screen').toEqual([]);
      for (const strip of seen.strips) expect(ALLOWED_STRIPS, `a sideways strip: ${strip}`).toContain(strip);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll, 'the page does not scroll sideways').toBeLessThanOrEqual(390);

      if (staff.rows) {
        const rows = page.getByTestId(staff.rows);
        await expect(rows.first(), 'the page lists rows').toBeVisible();
        const count = Math.min(await rows.count(), 5);
        for (let i = 0; i < count; i++) {
          const actions = rows.nth(i).locator('a[href], button');
          for (let j = 0; j < (await actions.count()); j++) {
            const action = actions.nth(j);
            await expect(action, `row ${i}, action ${j} is shown`).toBeVisible();
            const box = await action.boundingBox();
            expect(box?.x ?? -1, `row ${i}, action ${j} starts on the screen`).toBeGreaterThanOrEqual(0);
            expect((box?.x ?? 0) + (box?.width ?? 0), `row ${i}, action ${j} ends on the screen`).toBeLessThanOrEqual(390);
          }
        }
      }
    });
  }

  const MENUS = {
    admin: {
      role: 'admin',
      from: '/admin',
      menu: 'staff-menu',
      sections: ['home', 'users', 'properties', 'audit', 'outbox'],
      to: 'outbox',
    },
    desk: {
      role: 'concierge',
      from: '/concierges/reservations',
      menu: 'staff-menu',
      sections: ['reservations', 'messages', 'reviews'],
      to: 'messages',
    },
    owner: {
      role: 'owner',
      from: '/broker',
      menu: 'broker-menu',
      sections: ['home', 'listings', 'reservations', 'earnings', 'reviews'],
      to: 'earnings',
    },
  } as const;
  for (const [area, m] of Object.entries(MENUS)) {
    test(`the ${area}'s sections are a menu on a phone, none clipped (${locale})`, async ({ signedIn }) => {
      const { page } = await phoneAs(signedIn, m.role);
      await page.goto(at(locale, m.from));
      const button = page.getByTestId(`${m.menu}-button`);
      await expect(button).toBeInViewport({ ratio: 1 });
      await button.click();
      const menu = page.getByTestId(m.menu);
      await expect(menu).toBeVisible();
      for (const key of m.sections) await expect(menu.getByTestId(`${m.menu}-${key}`)).toBeInViewport({ ratio: 1 });
      await expect(menu.getByTestId(`${m.menu}-${m.sections[0]}`)).toHaveAttribute('aria-current', 'page');
      await menu.getByTestId(`${m.menu}-${m.to}`).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${at(locale, `${m.from.split('/').slice(0, 2).join('/')}/${m.to}`)}$`));
      await button.click();
      await expect(menu.getByTestId(`${m.menu}-${m.to}`)).toHaveAttribute('aria-current', 'page');
    });
  }
}

test('keyboard hints only where a keyboard is likely: hidden on a touch phone, shown on a desktop', async ({ signedIn }) => {
  const { page: phone } = await phoneAs(signedIn, 'concierge');
  expect(await phone.evaluate(() => matchMedia('(pointer: fine)').matches), 'the phone has a coarse pointer').toBe(false);
  const trip = await deskTrip(phone);
  await phone.goto('/concierges/reservations');
  await expect(phone.getByTestId('queue-row').first()).toBeVisible();
  await expect(phone.getByTestId('shortcut-hint')).toBeHidden();
  await phone.goto(`/concierges/messages?trip=${trip}`);
  await expect(phone.getByTestId('composer-hint')).toBeVisible();
  await expect(phone.getByTestId('composer-shortcut')).toBeHidden();

  const desktop = await (await signedIn('concierge')).newPage();
  expect(await desktop.evaluate(() => matchMedia('(pointer: fine)').matches), 'the desktop has a mouse').toBe(true);
  await desktop.goto('/concierges/reservations');
  await expect(desktop.getByTestId('shortcut-hint')).toBeVisible();
  await expect(desktop.getByTestId('shortcut-hint')).toContainText('j / k');
  await desktop.goto(`/concierges/messages?trip=${trip}`);
  await expect(desktop.getByTestId('composer-shortcut')).toBeVisible();
  await expect(desktop.getByTestId('composer-shortcut')).toHaveText('Ctrl + Enter sends');
});
