import { type APIRequestContext, expect, type Page, test } from './support/test';
import { testIn } from './support/locales';
import { at, freshEmail, type Locale } from './support/accounts';
import { bookViaApi, type E2eTrip, payViaApi } from './support/trips';

const TEXT = {
  en: {
    empty: 'No trips yet',
    search: 'Search villas',
    paidInFull: 'Stay paid in full',
    cancelled: 'Cancelled',
    notFound: 'Page Not Found',
    current: 'Staying now',
    past: 'Past trips',
    stayStarted: 'Your stay began on',
  },
  es: {
    empty: 'Aún no tienes viajes',
    search: 'Buscar villas',
    paidInFull: 'Estancia pagada por completo',
    cancelled: 'Cancelada',
    notFound: 'Página no encontrada',
    current: 'En curso',
    past: 'Viajes pasados',
    stayStarted: 'Tu estancia empezó el',
  },
} as const;

interface DemoTrips {
  past: E2eTrip;
  current: E2eTrip;
  upcoming: E2eTrip;
  requested: E2eTrip;
}

/** The demo guest's four seeded trips (read only: these tests never change them). */
async function demoTrips(request: APIRequestContext): Promise<DemoTrips> {
  const res = await request.get('/v1/account/trips');
  expect(res.status()).toBe(200);
  const trips = (await res.json()).data as E2eTrip[];
  const byArrival = (a: E2eTrip, b: E2eTrip) => a.check_in.localeCompare(b.check_in);
  const confirmed = trips.filter((t) => t.status === 'confirmed').sort(byArrival);
  // A confirmed stay past its check-out answers as completed. e2e-prepare adds stays that ended two
  // days ago (e2e/money.spec.ts); the seeded past one is the earliest.
  const today = new Date().toISOString().slice(0, 10);
  const past = trips.filter((t) => t.status === 'completed').sort(byArrival)[0];
  const current = confirmed.find((t) => t.check_in <= today && t.check_out > today);
  const upcoming = confirmed.find((t) => t.check_in > today);
  const requested = trips.find((t) => t.status === 'requested');
  if (!past || !current || !upcoming || !requested) throw new Error('the demo guest should have 4 seeded trips');
  return { past, current, upcoming, requested };
}

/** A browser logged in as a brand-new guest (signup through the page's own cookie jar). */
async function freshGuest(page: Page, tag: string) {
  const password = 'Sea-Breeze-2026';
  const res = await page.request.post('/api/signup', { data: { email: freshEmail(tag), password, password_confirmation: password } });
  expect(res.status()).toBe(201);
}

for (const locale of ['en', 'es'] as const satisfies readonly Locale[]) {
  const text = TEXT[locale];

  test.describe(`trips (${locale})`, () => {
    test('the demo guest sees current, upcoming and past trips with their numbers and balances', async ({ page, signIn }) => {
      await signIn(page, 'guest');
      const demo = await demoTrips(page.request);
      await page.goto(at(locale, '/user/trips'));
      await expect(page.getByTestId('trips-current').getByRole('heading', { level: 2 })).toHaveText(text.current);
      await expect(page.getByTestId('trips-current')).toContainText(demo.current.confirmation_number);
      await expect(page.getByTestId('trips-upcoming')).toContainText(demo.upcoming.confirmation_number);
      await expect(page.getByTestId('trips-upcoming')).toContainText(demo.requested.confirmation_number);
      await expect(page.getByTestId('trips-past').getByRole('heading', { level: 2 })).toHaveText(text.past);
      await expect(page.getByTestId('trips-past')).toContainText(demo.past.confirmation_number);
      const pastCard = page.locator(`[data-testid="trip-card"][data-trip-id="${demo.past.id}"]`);
      await expect(pastCard.getByTestId('trip-balance')).toHaveText(text.paidInFull);
      // The request says until when its dates are held.
      const requestCard = page.locator(`[data-testid="trip-card"][data-trip-id="${demo.requested.id}"]`);
      await expect(requestCard.getByTestId('trip-status')).toHaveAttribute('data-status', 'requested');

      // Into the current trip's hub: each section with its live summary.
      await page.locator(`[data-testid="trip-card"][data-trip-id="${demo.current.id}"]`).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/user/trip-${demo.current.id}$`));
      // Paid, its security deposit included: nothing is due.
      await expect(page.getByTestId('hub-charges').getByTestId('trip-balance')).toHaveAttribute('data-state', 'paid');
      for (const tab of ['overview', 'groceries', 'itinerary', 'travelers']) {
        await expect(page.getByTestId(`hub-${tab}`)).toHaveAttribute('href', new RegExp(`/user-trip-${tab}/${demo.current.id}$`));
      }
    });

    testIn(locale, 'es')(
      'the past trip is paid with its deposit released; the current one holds its deposit; the upcoming one owes its balance',
      async ({ page, signIn }) => {
        await signIn(page, 'guest');
        const demo = await demoTrips(page.request);

        await page.goto(at(locale, `/user-trip-charges/${demo.past.id}`));
        const pastBalance = page.getByTestId('charges-table').getByTestId('trip-balance');
        await expect(pastBalance).toHaveAttribute('data-balance-cents', '0');
        await expect(pastBalance).toHaveText(text.paidInFull);
        await expect(page.getByTestId('charges-payments').locator('[data-kind="payment"]').first()).toBeVisible();
        await expect(page.locator('[data-figure="deposit_released"]')).toBeVisible();
        await expect(page.getByTestId('refund-row').first()).toHaveAttribute('data-status', 'sent');

        await page.goto(at(locale, `/user-trip-charges/${demo.upcoming.id}`));
        const balance = page.getByTestId('charges-table').getByTestId('trip-balance');
        await expect(balance).toHaveAttribute('data-state', 'due');
        // The balance shown is the stay's, from its ledger: the security deposit still to be paid is on its own line.
        await expect(balance).toHaveAttribute('data-balance-cents', String(demo.upcoming.money.stay_balance_cents));
        expect(demo.upcoming.balance_due_cents).toBe(demo.upcoming.money.balance_due_cents);
        await expect(page.getByTestId('installment-deposit')).toHaveAttribute('data-status', 'paid');
        await expect(page.getByTestId('installment-balance')).toHaveAttribute('data-status', 'upcoming');
        await expect(page.getByTestId('pay-panel')).toBeVisible();

        await page.goto(at(locale, `/user-trip-charges/${demo.current.id}`));
        await expect(page.locator('[data-figure="deposit_held"]')).toBeVisible();
        expect(demo.current.money.security_deposit.held_cents).toBeGreaterThan(0);
        await expect(page.getByTestId('pay-panel')).toHaveCount(0);
        await expect(page.getByTestId('charges-stay').locator('[data-kind="nights"]')).toHaveCount(1);
        await expect(page.getByTestId('charges-extras').locator('[data-kind="grocery"]')).toHaveCount(1);
        expect(await page.getByTestId('charges-extras').locator('[data-kind="extra"]').count()).toBeGreaterThan(0);
        await expect(page.getByTestId('security-deposit')).toBeVisible();
      },
    );

    test('a stay under way offers no cancel: the page says why and the API refuses it (409 stay_started)', async ({ page, signIn }) => {
      await signIn(page, 'guest');
      const demo = await demoTrips(page.request);
      const preview = await page.request.get(`/v1/account/trips/${demo.current.id}/cancellation`);
      expect((await preview.json()).data).toMatchObject({ cancellable: false, refusal: 'stay_started' });
      const refused = await page.request.post(`/v1/account/trips/${demo.current.id}/cancel`, { headers: { 'accept-language': locale } });
      expect(refused.status()).toBe(409);
      expect((await refused.json()).code).toBe('stay_started');
      await page.goto(at(locale, `/user-trip-overview/${demo.current.id}`));
      await expect(page.getByTestId('cancel-refused')).toHaveAttribute('data-refusal', 'stay_started');
      await expect(page.getByTestId('cancel-refused')).toContainText(text.stayStarted);
      await expect(page.getByTestId('cancel-trip')).toHaveCount(0);
      await expect(page.getByTestId('trip-status')).toHaveAttribute('data-status', 'confirmed');
    });

    testIn(locale, 'en')('a new guest without trips is pointed to the villas', async ({ page }) => {
      await freshGuest(page, `empty-${locale}`);
      await page.goto(at(locale, '/user/trips'));
      await expect(page.getByRole('heading', { level: 2, name: text.empty })).toBeVisible();
      await expect(page.getByRole('link', { name: text.search })).toHaveAttribute('href', at(locale, '/destination'));
    });

    testIn(locale, 'es')('another guest’s trip is the not-found page', async ({ page, requestAs }) => {
      const demo = await demoTrips(await requestAs('guest'));
      await freshGuest(page, `stranger-${locale}`);
      for (const path of [
        `/user/trip-${demo.current.id}`,
        `/user-trip-overview/${demo.current.id}`,
        `/user-trip-charges/${demo.past.id}`,
      ]) {
        const res = await page.goto(at(locale, path));
        expect(res?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
      }
      const api = await page.request.get(`/v1/account/trips/${demo.current.id}/cancellation`);
      expect(api.status()).toBe(404);
    });

    testIn(locale, 'en')(
      'a guest cancels a paid trip: the policy’s refund of what was paid is the refund made, shown on the trip, and the nights are free again',
      async ({ page }) => {
        await freshGuest(page, `cancel-${locale}`);
        const booked = await bookViaApi(page.request, { instant: true, locale });
        // The deposit paid by (demonstration) card confirms the stay.
        const trip = await payViaApi(page.request, booked.id);
        expect(trip.status).toBe('confirmed');
        const previewRes = await page.request.get(`/v1/account/trips/${trip.id}/cancellation`);
        expect(previewRes.status()).toBe(200);
        const preview = (await previewRes.json()).data as { cancellable: boolean; refund_cents: number; policy: string };
        expect(preview.cancellable).toBe(true);
        // Booked at least 240 days ahead: flexible and moderate refund the whole stay, strict half, non-refundable nothing;
        // the stay keeps the rest, never more than was paid, and what was paid beyond it comes back.
        expect(Date.parse(trip.check_in) - Date.now()).toBeGreaterThanOrEqual(239 * 86_400_000);
        const percent: Record<string, number> = { flexible: 100, moderate: 100, strict: 50, non_refundable: 0 };
        expect(Object.keys(percent)).toContain(preview.policy);
        const kept = Math.round((trip.money.stay_cents * (100 - (percent[preview.policy] ?? 0))) / 100);
        expect(preview.refund_cents).toBe(Math.max(0, trip.money.paid_cents - kept));

        await page.goto(at(locale, `/user-trip-overview/${trip.id}`));
        await expect(page.getByTestId('trip-status')).toHaveAttribute('data-status', 'confirmed');
        await expect(page.getByTestId('refund-today')).toHaveAttribute('data-refund-cents', String(preview.refund_cents));
        await page.getByTestId('cancel-trip').click();
        const dialog = page.getByTestId('cancel-dialog');
        await expect(dialog).toBeVisible();
        // Escape keeps the trip; the dialog opens again from the keyboard.
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await page.getByTestId('cancel-trip').focus();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await dialog.getByTestId('confirm-cancel').click();

        await expect(page.getByTestId('trip-status')).toHaveAttribute('data-status', 'cancelled');
        await expect(page.getByTestId('trip-status')).toHaveText(text.cancelled);
        const summary = page.getByTestId('cancelled-summary');
        await expect(summary).toHaveAttribute('data-refund-cents', String(preview.refund_cents));
        // The outcome takes the focus from the dialog that is gone.
        await expect(summary.locator('..')).toBeFocused();
        await summary.getByRole('link').click();

        await expect(page).toHaveURL(new RegExp(`/user-trip-charges/${trip.id}$`));
        const refund = page.getByTestId('charges-payments').locator('[data-kind="refund"]');
        if (preview.refund_cents > 0) {
          await expect(refund).toHaveCount(1);
          await expect(refund).toHaveAttribute('data-amount-cents', String(preview.refund_cents));
          // Back to the card it was paid with.
          await expect(page.getByTestId('refund-row')).toHaveAttribute('data-status', 'succeeded');
        } else {
          await expect(refund).toHaveCount(0);
        }
        await expect(page.getByTestId('charges-table').getByTestId('trip-balance')).toHaveAttribute('data-balance-cents', '0');

        const quote = await page.request.get(`/v1/properties/${trip.property.id}/quote`, {
          params: { check_in: trip.check_in, check_out: trip.check_out, guests: trip.guests },
        });
        expect(quote.status(), await quote.text()).toBe(200);
      },
    );
  });
}
