import { type Browser, expect, type Page, test } from './support/test';
import { at, freshEmail, type Locale } from './support/accounts';
import { mailsTo } from './support/mail';
import { bookViaApi, type E2eTrip } from './support/trips';
import { onPhone } from './support/phone';

/** The demo concierge's destinations: requests booked there land in their queue. */
const CONCIERGE_DESTINATIONS = ['punta-cana', 'cap-cana'];

const TEXT = {
  en: {
    confirmed: 'Request accepted',
    declined: 'Request declined',
    assigned: 'Assignment saved',
    me: '(me)',
    requested: 'Requested',
    // The guest booked in the other language: the decline mail follows the guest, not the concierge.
    mailNote: 'Nota de tu concierge: «The owner closed the villa for repairs that week.»',
  },
  es: {
    confirmed: 'Solicitud aceptada',
    declined: 'Solicitud rechazada',
    assigned: 'Asignación guardada',
    me: '(yo)',
    requested: 'Solicitada',
    mailNote: 'Your concierge’s note: “La dueña cerró la villa por obras esa semana.”',
  },
} as const;
const REASON = { en: 'The owner closed the villa for repairs that week.', es: 'La dueña cerró la villa por obras esa semana.' } as const;

const other = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en');

/** A fresh guest (in a browser context of its own) who asks for a villa of the concierge's destinations. */
async function requestAsGuest(
  browser: Browser,
  guestLocale: Locale,
  opts: { daysAhead?: number; count?: number } = {},
): Promise<{ email: string; trips: E2eTrip[] }> {
  const context = await browser.newContext();
  const email = freshEmail(`desk-${guestLocale}`);
  const password = 'Sea-Breeze-2026';
  const signup = await context.request.post(`/api/signup?locale=${guestLocale}`, {
    data: { email, password, password_confirmation: password },
  });
  expect(signup.status()).toBe(201);
  const trips: E2eTrip[] = [];
  for (let i = 0; i < (opts.count ?? 1); i++) {
    trips.push(
      await bookViaApi(context.request, {
        instant: false,
        locale: guestLocale,
        destinations: CONCIERGE_DESTINATIONS,
        ...(opts.daysAhead === undefined ? {} : { daysAhead: opts.daysAhead, nights: 3 }),
      }),
    );
  }
  for (const trip of trips) expect(trip.status).toBe('requested');
  await context.close();
  return { email, trips };
}

const rowOf = (page: Page, trip: E2eTrip) => page.locator(`[data-testid="queue-row"][data-id="${trip.id}"]`);

/** Opens the queue and waits until its table answers keys and clicks (hydrated). */
async function openQueue(page: Page, locale: Locale, query = '') {
  await page.goto(at(locale, `/concierges/reservations${query}`));
  await expect(page.getByTestId('queue-table')).toHaveAttribute('data-ready', 'true');
}

for (const locale of ['en', 'es'] as const satisfies readonly Locale[]) {
  const text = TEXT[locale];

  test.describe(`concierge desk queue (${locale})`, () => {
    // The demo concierge's session cookie lands in this page's context.
    test.beforeEach(async ({ page, signIn }) => {
      await signIn(page, 'concierge');
    });

    test('shows the staff header, filters by status from the URL and by the filter form', async ({ page, browser }) => {
      const { trips } = await requestAsGuest(browser, locale);
      const [trip] = trips;
      if (!trip) throw new Error('no trip');
      await openQueue(page, locale, '?status=requested');
      await expect(page.getByTestId('staff-header')).toBeVisible();
      await expect(page.getByTestId('site-header')).toHaveCount(0);
      await expect(page.getByTestId('staff-nav-reservations')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('queue-tab-requested')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('shortcut-hint')).toBeVisible();
      const rows = page.getByTestId('queue-row');
      await expect(rows.first()).toBeVisible();
      for (const status of await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-status'))))
        expect(status).toBe('requested');
      // Requests come first with the time left on their hold.
      await expect(rows.first().getByTestId('row-hold')).toBeVisible();

      // The form keeps the status tab and adds the search; the URL is the state.
      await page.getByTestId('filter-q').fill(trip.confirmation_number);
      await page.getByTestId('filter-apply').click();
      await expect(page).toHaveURL(new RegExp(`status=requested.*q=${trip.confirmation_number}`));
      await expect(rows).toHaveCount(1);
      await expect(rowOf(page, trip)).toContainText(text.requested);

      // Another status tab keeps the search: the request is not there.
      await page.getByTestId('queue-tab-confirmed').click();
      await expect(page).toHaveURL(/status=confirmed/);
      await expect(page.getByTestId('queue-empty')).toBeVisible();
    });

    test('confirms a requested reservation from the queue', async ({ page, browser }) => {
      const { trips } = await requestAsGuest(browser, locale);
      const [trip] = trips;
      if (!trip) throw new Error('no trip');
      await openQueue(page, locale, `?q=${trip.confirmation_number}`);
      const row = rowOf(page, trip);
      await expect(row).toHaveAttribute('data-status', 'requested');
      await row.getByTestId('row-confirm').click();
      await expect(page.getByTestId('queue-notice')).toContainText(text.confirmed);
      await expect(row).toHaveAttribute('data-status', 'awaiting_payment');
      await expect(row.getByTestId('row-confirm')).toHaveCount(0);
    });

    test('declines with a reason the guest reads in their own language', async ({ page, browser }) => {
      const guest = await requestAsGuest(browser, other(locale));
      const [trip] = guest.trips;
      if (!trip) throw new Error('no trip');
      await openQueue(page, locale, `?q=${trip.confirmation_number}`);
      const row = rowOf(page, trip);
      await row.getByTestId('row-decline').click();
      const dialog = page.getByTestId('decline-dialog');
      await expect(dialog).toBeVisible();
      // The reason is required: an empty one is not sent.
      await dialog.getByTestId('decline-submit').click();
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('decline-reason').fill(REASON[locale]);
      await dialog.getByTestId('decline-submit').click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('queue-notice')).toContainText(text.declined);
      await expect(row).toHaveAttribute('data-status', 'declined');
      await expect.poll(async () => (await mailsTo(guest.email, 'booking-declined'))[0]?.textBody ?? '').toContain(text.mailNote);
      expect((await mailsTo(guest.email, 'booking-declined'))[0]?.locale).toBe(other(locale));
    });

    test('assigns one trip, then several at once', async ({ page, browser }) => {
      const daysAhead = 400 + Math.floor(Math.random() * 900);
      const { trips } = await requestAsGuest(browser, locale, { daysAhead, count: 2 });
      const [first, second] = trips;
      if (!first || !second) throw new Error('no trips');

      await openQueue(page, locale, `?q=${first.confirmation_number}`);
      const row = rowOf(page, first);
      await row.getByTestId('row-assign').click();
      const dialog = page.getByTestId('assign-dialog');
      const select = dialog.getByTestId('assign-select');
      await expect(select).toBeVisible();
      const me = await select.locator('option', { hasText: text.me }).getAttribute('value');
      expect(me).toBeTruthy();
      await select.selectOption(me ?? '');
      await dialog.getByTestId('assign-submit').click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('queue-notice')).toContainText(text.assigned);
      await expect(row.getByTestId('row-assigned')).toHaveAttribute('data-assigned-id', me ?? '');

      // Both requests arrive the same day: that day's queue, every row selected, one assignment.
      const day = first.check_in;
      await openQueue(page, locale, `?arrival_from=${day}&arrival_to=${day}&per_page=100`);
      await expect(rowOf(page, second)).toBeVisible();
      await rowOf(page, first).getByTestId('row-select').check();
      await rowOf(page, second).getByTestId('row-select').check();
      await expect(page.getByTestId('bulk-bar')).toBeVisible();
      await page.getByTestId('bulk-assign').click();
      const bulk = page.getByTestId('assign-dialog');
      await expect(bulk.getByTestId('assign-select')).toBeVisible();
      await bulk.getByTestId('assign-select').selectOption(me ?? '');
      await bulk.getByTestId('assign-submit').click();
      await expect(bulk).toHaveCount(0);
      for (const trip of [first, second])
        await expect(rowOf(page, trip).getByTestId('row-assigned')).toHaveAttribute('data-assigned-id', me ?? '');
      await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
      // Filtered by concierge: mine.
      await page.goto(at(locale, `/concierges/reservations?arrival_from=${day}&arrival_to=${day}&assigned=me`));
      await expect(rowOf(page, second)).toBeVisible();
    });

    test('j / k move between rows with a visible focus, x selects, Enter opens the trip', async ({ page }) => {
      await openQueue(page, locale);
      const rows = page.getByTestId('queue-row');
      await expect(rows.nth(1)).toBeVisible();
      await page.keyboard.press('j');
      await expect(rows.nth(0)).toBeFocused();
      await expect(rows.nth(0)).toHaveAttribute('data-active', 'true');
      await page.keyboard.press('j');
      await expect(rows.nth(1)).toBeFocused();
      await page.keyboard.press('k');
      await expect(rows.nth(0)).toBeFocused();
      await page.keyboard.press('x');
      await expect(rows.nth(0).getByTestId('row-select')).toBeChecked();
      await page.keyboard.press('x');
      await expect(rows.nth(0).getByTestId('row-select')).not.toBeChecked();
      const id = await rows.nth(0).getAttribute('data-id');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/concierges/trip-${id}$`));
    });

    test('works on a 390 px wide screen: the table scrolls, its first column stays', async ({ page }) => {
      await onPhone(page);
      await openQueue(page, locale);
      await expect(page.getByTestId('staff-header')).toBeVisible();
      const first = page.getByTestId('queue-row').first();
      await expect(first.getByTestId('row-link')).toBeInViewport();
      // The page itself never scrolls sideways; the table does.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByTestId('queue-table').evaluate((table) => {
        const scroller = table.parentElement;
        if (scroller) scroller.scrollLeft = scroller.scrollWidth;
      });
      await expect(first.getByTestId('row-link')).toBeInViewport();
    });
  });
}
