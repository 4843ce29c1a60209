import { expect, type Page, test } from './support/test';
import { at, freshEmail, type Locale } from './support/accounts';
import { bookViaApi, type E2eTrip } from './support/trips';
import { onPhone } from './support/phone';

/**
 * The concierge's desk on one trip (/concierges/trip-{id}): an extra added and voided, a private
 * note the guest never sees, groceries priced and bought (the guest's bill then shows the real
 * cost), and a requested plan confirmed at a price.
 */

/** The demo concierge's destinations, where the concierge may act on a trip. */
const CONCIERGE_DESTINATIONS = ['punta-cana', 'cap-cana'];
const PASSWORD = 'Sea-Breeze-2026';
/** The demo concierge's name (src/server/seed/seed-accounts.ts). */
const CONCIERGE_NAME = 'María Fernández';

async function freshGuest(page: Page, tag: string) {
  const res = await page.request.post('/api/signup', {
    data: { email: freshEmail(tag), password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
}

const tripOf = async (page: Page, id: number) => (await (await page.request.get(`/v1/account/trips/${id}`)).json()).data as E2eTrip;

/** The guest submits a two-line grocery list through the API; returns the estimate. */
async function submitGroceries(page: Page, tripId: number): Promise<number> {
  const catalogue = (await (await page.request.get('/v1/groceries')).json()).data as { items: { id: number; price_cents: number }[] }[];
  const items = catalogue.flatMap((c) => c.items).slice(0, 2);
  expect(items).toHaveLength(2);
  const saved = await page.request.put(`/v1/account/trips/${tripId}/groceries`, {
    data: { submit: true, lines: items.map((i) => ({ item_id: i.id, quantity: 2 })) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return items.reduce((s, i) => s + 2 * i.price_cents, 0);
}

/** The guest asks for an experience on the second day of the stay; returns the plan's id. */
async function requestPlan(page: Page, trip: E2eTrip): Promise<number> {
  const experiences = (await (await page.request.get('/v1/experiences')).json()).data as { slug: string }[];
  const slug = experiences[0]?.slug ?? '';
  const day = new Date(Date.parse(`${trip.check_in}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const res = await page.request.post(`/v1/account/trips/${trip.id}/itinerary`, {
    data: { kind: 'experience', slug, date: day, start_time: '10:00', guests: 1 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()).data as { id: number }).id;
}

for (const locale of ['en', 'es'] as const satisfies readonly Locale[]) {
  test.describe(`concierge trip desk (${locale})`, () => {
    test('an extra is added and voided, and a private note stays private', async ({ page, asConcierge: concierge }) => {
      await freshGuest(page, `desk-charge-${locale}`);
      const trip = await bookViaApi(page.request, { instant: true, locale, destinations: CONCIERGE_DESTINATIONS });
      await concierge.goto(at(locale, `/concierges/trip-${trip.id}`));
      await expect(concierge.getByTestId('concierge-trip')).toBeVisible();
      await expect(concierge.getByTestId('desk-overview')).toBeVisible();

      const charges = concierge.getByTestId('desk-charges');
      await charges.getByTestId('desk-charge-description').fill('Case of Rioja');
      await charges.getByTestId('desk-charge-amount').fill('180');
      await charges.getByTestId('desk-charge-add').click();
      const row = charges.getByTestId('desk-charge');
      await expect(row).toHaveCount(1);
      await expect(row).toHaveAttribute('data-voided', 'false');
      await expect.poll(async () => (await tripOf(page, trip.id)).money.charged_cents).toBe(trip.money.charged_cents + 18_000);

      await row.getByTestId('desk-charge-void-reason').fill('Charged to the wrong trip');
      await row.getByTestId('desk-charge-void').click();
      await expect(row).toHaveAttribute('data-voided', 'true');
      await expect.poll(async () => (await tripOf(page, trip.id)).money.charged_cents).toBe(trip.money.charged_cents);
      await expect(concierge.locator('[data-testid="desk-timeline-event"][data-kind="charge_voided"]')).toHaveCount(1);
      // The timeline names the concierge who added and voided the charge, not "System".
      for (const kind of ['ledger_extra', 'charge_voided']) {
        await expect(concierge.locator(`[data-testid="desk-timeline-event"][data-kind="${kind}"]`).first()).toContainText(CONCIERGE_NAME);
      }

      const notes = concierge.getByTestId('desk-notes');
      await notes.getByTestId('desk-note-body').fill('Prefers the north suite; surprise anniversary cake on day 3.');
      await notes.getByTestId('desk-note-add').click();
      await expect(notes.getByTestId('desk-note')).toContainText('north suite');
      await concierge.context().close();

      // The guest's own API and pages never carry the note.
      const own = await page.request.get(`/v1/account/trips/${trip.id}`);
      expect(await own.text()).not.toContain('north suite');
      await page.goto(at(locale, `/user-trip-charges/${trip.id}`));
      await expect(page.getByTestId('charges-table')).toBeVisible();
      await expect(page.locator('body')).not.toContainText('north suite');
    });

    test('the top of the page reaches the guest (conversation, message, call, mail) and the money is worded for staff, at 390 px and on a desktop', async ({
      page,
      asConcierge: concierge,
    }) => {
      await freshGuest(page, `desk-top-${locale}`);
      const trip = await bookViaApi(page.request, { instant: false, locale, destinations: CONCIERGE_DESTINATIONS });
      const confirmed = await concierge.request.post(`/v1/concierge/reservations/${trip.id}/confirm`);
      expect(confirmed.status(), await confirmed.text()).toBe(200);
      for (const phone of [true, false]) {
        if (phone) await onPhone(concierge);
        else await concierge.setViewportSize({ width: 1280, height: 900 });
        await concierge.goto(at(locale, `/concierges/trip-${trip.id}`));
        const top = concierge.getByTestId('trip-contact');
        for (const id of ['trip-message-guest', 'trip-conversation', 'trip-call-guest']) {
          const box = await top.getByTestId(id).boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= (phone ? 390 : 1280), `${id} on screen`).toBe(true);
        }
        await expect(top.getByTestId('trip-conversation')).toHaveAttribute('href', new RegExp(`/concierges/messages\\?trip=${trip.id}$`));
        await expect(top.getByTestId('trip-call-guest')).toHaveAttribute('href', 'tel:+18095550100');
        await expect(concierge.getByTestId('trip-guest-email')).toHaveAttribute('href', /^mailto:.+@/);
        await expect(concierge.getByTestId('desk-lead-phone')).toHaveAttribute('href', 'tel:+18095550100');
        await expect(concierge.getByTestId('desk-lead-email')).toHaveAttribute('href', 'mailto:alex.rivera@example.test');
        // Awaiting the deposit: the hold is told about the guest, never to them ("your stay", "tu estancia").
        const schedule = concierge.getByTestId('payment-schedule');
        await expect(concierge.getByTestId('payment-hold')).toContainText(locale === 'en' ? 'the guest' : 'el huésped');
        await expect(schedule).not.toContainText(locale === 'en' ? /\byour\b/i : /\btus?\b/i);
        const overflow = await concierge.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        if (phone) await concierge.screenshot({ path: test.info().outputPath(`trip-top-390-${locale}.png`) });
      }
      // "Message the guest" opens the trip's conversation with the cursor in the reply box.
      await concierge.getByTestId('trip-message-guest').click();
      await expect(concierge).toHaveURL(new RegExp(`/concierges/messages\\?trip=${trip.id}#composer$`));
      await expect(concierge.getByTestId('composer-text')).toBeFocused();
      await concierge.context().close();
    });

    test('groceries are priced and bought: the guest’s bill shows the real amount', async ({ page, asConcierge: concierge }) => {
      await freshGuest(page, `desk-grocery-${locale}`);
      const trip = await bookViaApi(page.request, { instant: true, locale, destinations: CONCIERGE_DESTINATIONS });
      const estimate = await submitGroceries(page, trip.id);
      await concierge.goto(at(locale, `/concierges/trip-${trip.id}`));
      const groceries = concierge.getByTestId('desk-groceries');
      const inputs = groceries.getByTestId('desk-grocery-actual');
      await expect(inputs).toHaveCount(2);
      await inputs.nth(0).fill('12.50');
      await inputs.nth(1).fill('7.25');
      await groceries.getByTestId('desk-grocery-save').click();
      await expect(inputs.nth(0)).toHaveValue('12.50');
      await groceries.getByTestId('desk-grocery-purchase').click();
      await expect(groceries.getByTestId('desk-grocery-summary')).toHaveAttribute('data-purchased', 'true');
      await concierge.context().close();

      const actual = 1_250 + 725;
      const after = await tripOf(page, trip.id);
      const groceryLines = after.charges.filter((c) => c.kind === 'grocery');
      expect(groceryLines.reduce((s, c) => s + c.amount_cents, 0)).toBe(actual);
      expect(after.money.charged_cents).toBe(trip.money.charged_cents + actual);
      expect(estimate).toBeGreaterThan(0);
      await page.goto(at(locale, `/user-trip-charges/${trip.id}`));
      const rows = page.locator('[data-testid="charges-table"] tr[data-kind="grocery"]');
      const amounts = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-amount-cents'))));
      expect(amounts.reduce((s, n) => s + n, 0)).toBe(actual);
      await page.goto(at(locale, `/user-trip-groceries/${trip.id}`));
      await expect(page.getByTestId('grocery-purchased')).toBeVisible();
    });

    test('a requested plan is confirmed at a price and billed', async ({ page, asConcierge: concierge }) => {
      await freshGuest(page, `desk-plan-${locale}`);
      const trip = await bookViaApi(page.request, { instant: true, locale, destinations: CONCIERGE_DESTINATIONS });
      const planId = await requestPlan(page, trip);
      await concierge.goto(at(locale, `/concierges/trip-${trip.id}`));
      const plan = concierge.locator(`[data-testid="desk-plan"][data-item-id="${planId}"]`);
      await expect(plan).toHaveAttribute('data-status', 'requested');
      await plan.getByTestId('desk-plan-price').fill('150');
      await plan.getByTestId('desk-plan-confirm').click();
      await expect(plan).toHaveAttribute('data-status', 'confirmed');
      await concierge.context().close();

      const after = await tripOf(page, trip.id);
      expect(after.money.charged_cents).toBe(trip.money.charged_cents + 15_000);
      await page.goto(at(locale, `/user-trip-itinerary/${trip.id}`));
      await expect(page.locator(`[data-testid="itinerary-item"][data-status="confirmed"]`)).toHaveCount(1);
    });
    test('a requested change shows what accepting it today does, and is accepted', async ({ page, asConcierge: concierge }) => {
      await freshGuest(page, `desk-change-${locale}`);
      const trip = await bookViaApi(page.request, { instant: false, locale, destinations: CONCIERGE_DESTINATIONS });
      const confirmed = await concierge.request.post(`/v1/concierge/reservations/${trip.id}/confirm`);
      expect(confirmed.status(), await confirmed.text()).toBe(200);
      // Guests only: the dates (and the villa's minimum stay) stay as they are.
      const asked = await page.request.post(`/v1/account/trips/${trip.id}/change`, {
        data: { check_in: trip.check_in, check_out: trip.check_out, guests: 1 },
      });
      expect(asked.status(), await asked.text()).toBe(200);

      const money = (await (await concierge.request.get(`/v1/concierge/trips/${trip.id}/money`)).json()).data as {
        pending_change: { if_accepted_today: { refund_cents: number; policy_keeps_cents: number } | null } | null;
      };
      const today = money.pending_change?.if_accepted_today;
      expect(today).toBeTruthy();
      await concierge.goto(at(locale, `/concierges/trip-${trip.id}`));
      const panel = concierge.getByTestId('pending-change');
      const figures = panel.getByTestId('pending-change-today');
      await expect(figures).toHaveAttribute('data-refund-cents', String(today?.refund_cents));
      await expect(figures).toHaveAttribute('data-kept-cents', String(today?.policy_keeps_cents));
      // On a phone the panel and its decision fit the screen's width.
      await onPhone(concierge);
      await concierge.reload();
      const accept = panel.getByRole('button', { name: locale === 'es' ? 'Aceptar' : 'Accept' });
      for (const part of [panel, figures, accept]) {
        const box = await part.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390, `${await part.getAttribute('data-testid')} within 390 px`).toBe(true);
      }
      await accept.click();
      await expect(panel).toHaveCount(0);
      await concierge.context().close();
      expect((await tripOf(page, trip.id)).guests).toBe(1);
    });
  });
}
