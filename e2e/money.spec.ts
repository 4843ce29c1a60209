import { expect, type Page, test } from './support/test';
import { at, freshEmail, type Locale } from './support/accounts';
import { loadSamples } from './support/samples';
import { bookViaApi, type E2eTrip, payByDemoCard, payViaApi } from './support/trips';
import { onPhone } from './support/phone';

const TEXT = {
  en: {
    declined: 'The card was declined',
    pending: 'A change of this stay',
    applied: 'Your stay is changed',
    kept: 'Kept by the cancellation policy',
  },
  es: {
    declined: 'La tarjeta fue rechazada',
    pending: 'Un cambio de esta estancia',
    applied: 'Tu estancia ha cambiado',
    kept: 'Retenido por la política de cancelación',
  },
} as const;

/** The demo concierge's destinations, where the concierge may act on a trip. */
const CONCIERGE_DESTINATIONS = ['punta-cana', 'cap-cana'];

async function freshGuest(page: Page, tag: string) {
  const password = 'Sea-Breeze-2026';
  const res = await page.request.post('/api/signup', { data: { email: freshEmail(tag), password, password_confirmation: password } });
  expect(res.status()).toBe(201);
}

const amountText = (cents: number) => (cents / 100).toFixed(2);
const tripOf = async (page: Page, id: number) => (await (await page.request.get(`/v1/account/trips/${id}`)).json()).data as E2eTrip;

for (const locale of ['en', 'es'] as const satisfies readonly Locale[]) {
  test.describe(`money (${locale})`, () => {
    test('a booking paid by bank transfer is confirmed when the concierge records the transfer', async ({
      page,
      asConcierge: concierge,
    }) => {
      await freshGuest(page, `transfer-${locale}`);
      const trip = await bookViaApi(page.request, { instant: true, locale, destinations: CONCIERGE_DESTINATIONS });
      expect(trip.status).toBe('awaiting_payment');
      await page.goto(at(locale, `/user-trip-charges/${trip.id}`));
      const panel = page.getByTestId('pay-panel');
      await panel.locator('input[name="method"][value="bank_transfer"]').check();
      await panel.getByTestId('pay-continue').click();
      await expect(panel.getByTestId('transfer-details')).toBeVisible();
      await expect(panel.getByTestId('transfer-reference')).toContainText(trip.confirmation_number);
      // Nothing is paid until the money arrives.
      await expect(page.getByTestId('trip-status')).toHaveAttribute('data-status', 'awaiting_payment');

      await concierge.goto(at(locale, `/concierges/trip-${trip.id}`));
      await expect(concierge.getByTestId('concierge-trip')).toHaveAttribute('data-status', 'awaiting_payment');
      const form = concierge.getByTestId('record-transfer');
      await form.locator('input[name="amount"]').fill(amountText(trip.money.schedule.next?.outstanding_cents ?? 0));
      await form.locator('input[name="reference"]').fill(`TRF-${trip.confirmation_number}`);
      await form.getByTestId('record-transfer-submit').click();
      await expect(concierge.getByTestId('concierge-trip')).toHaveAttribute('data-status', 'confirmed');
      await concierge.context().close();

      await page.reload();
      await expect(page.getByTestId('trip-status')).toHaveAttribute('data-status', 'confirmed');
      await expect(page.getByTestId('payment-row')).toHaveAttribute('data-status', 'succeeded');
      await expect(page.getByTestId('installment-deposit')).toHaveAttribute('data-status', 'paid');
    });

    test('a declined card is explained and leaves the reservation awaiting payment', async ({ page }) => {
      await freshGuest(page, `declined-${locale}`);
      const trip = await bookViaApi(page.request, { instant: true, locale });
      await page.goto(at(locale, `/user-trip-charges/${trip.id}#pay`));
      const panel = page.getByTestId('pay-panel');
      await panel.getByTestId('pay-continue').click();
      await payByDemoCard(panel, '4000 0000 0000 0002', 'Alex Rivera');
      await expect(panel.getByTestId('form-error')).toContainText(TEXT[locale].declined);
      await page.reload();
      await expect(page.getByTestId('trip-status')).toHaveAttribute('data-status', 'awaiting_payment');
      // The nights stay held until the 72-hour payment window ends (the expiry job frees them then:
      // src/server/payments/money.int.test.ts runs it with its clock moved on).
      await expect(page.getByTestId('payment-hold')).toBeVisible();
      const after = await tripOf(page, trip.id);
      expect(after.money.paid_cents).toBe(0);
      const left = Date.parse(after.hold_expires_at ?? '') - Date.now();
      expect(left).toBeGreaterThan(71 * 3_600_000);
      expect(left).toBeLessThanOrEqual(72 * 3_600_000);
    });

    test('a change of dates re-prices the stay and charges the difference', async ({ page }) => {
      await freshGuest(page, `change-${locale}`);
      const booked = await bookViaApi(page.request, { instant: true, locale, nights: 7 });
      const trip = await payViaApi(page.request, booked.id);
      await page.goto(at(locale, `/user-trip-overview/${trip.id}`));
      const change = page.getByTestId('change-stay');
      const later = new Date(Date.parse(`${trip.check_out}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
      await change.locator('input[name="check_out"]').fill(later);
      await change.getByTestId('change-preview').click();
      const quote = change.getByTestId('change-quote');
      await expect(quote).toBeVisible();
      const difference = Number(await quote.getAttribute('data-difference-cents'));
      expect(difference).toBeGreaterThan(0);
      await change.getByTestId('change-confirm').click();
      await expect(change.getByTestId('change-notice')).toContainText(TEXT[locale].applied);
      const after = await tripOf(page, trip.id);
      expect(after.check_out).toBe(later);
      expect(after.money.stay_cents).toBe(trip.money.stay_cents + difference);
      expect(after.money.balance_due_cents).toBe(trip.money.balance_due_cents + difference);
      await page.goto(at(locale, `/user-trip-charges/${trip.id}`));
      await expect(page.getByTestId('charges-table').getByTestId('trip-balance')).toHaveAttribute(
        'data-balance-cents',
        String(after.money.stay_balance_cents),
      );
    });

    test('a shorter stay shows, before it is confirmed, what goes back and what the cancellation policy keeps', async ({ page }) => {
      await freshGuest(page, `shorter-${locale}`);
      const booked = await bookViaApi(page.request, { instant: true, locale, nights: 7 });
      const trip = await payViaApi(page.request, booked.id, 'balance');
      // On a phone, as most guests change a stay.
      await onPhone(page);
      await page.goto(at(locale, `/user-trip-overview/${trip.id}`));
      const change = page.getByTestId('change-stay');
      // Five nights: every demo villa's minimum stay is at most five.
      const earlier = new Date(Date.parse(`${trip.check_out}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
      await change.locator('input[name="check_out"]').fill(earlier);
      await change.getByTestId('change-preview').click();
      const shown = change.getByTestId('change-refund');
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(TEXT[locale].kept);
      for (const part of [shown, change.getByTestId('change-confirm')]) {
        const box = await part.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390, `${await part.getAttribute('data-testid')} within 390 px`).toBe(true);
      }
      const preview = (
        await (
          await page.request.get(`/v1/account/trips/${trip.id}/change`, {
            params: { check_in: trip.check_in, check_out: earlier, guests: String(trip.guests) },
          })
        ).json()
      ).data as { difference_cents: number; refund_percent: number; refund_cents: number; policy_keeps_cents: number };
      await expect(shown).toHaveAttribute('data-refund-cents', String(preview.refund_cents));
      await expect(shown).toHaveAttribute('data-kept-cents', String(preview.policy_keeps_cents));
      // Paid in full: the policy's percent of the reduction goes back (rounded down), the rest is kept.
      const reduction = -preview.difference_cents;
      expect(preview.refund_cents).toBe(Math.floor((reduction * preview.refund_percent) / 100));
      expect(preview.policy_keeps_cents).toBe(reduction - preview.refund_cents);
      await change.getByTestId('change-confirm').click();
      await expect(change.getByTestId('change-notice')).toContainText(TEXT[locale].applied);
      const after = await tripOf(page, trip.id);
      expect(after.money.refunded_cents).toBe(preview.refund_cents);
      expect(after.money.stay_cents).toBe(trip.money.stay_cents - preview.refund_cents);
      expect(after.money.balance_due_cents).toBe(0);
    });

    test('after check-out the concierge releases the security deposit and the guest sees it on the way back', async ({
      page,
      asConcierge: concierge,
      signIn,
    }) => {
      const stayId = loadSamples().checkedOut[locale];
      await concierge.goto(at(locale, `/concierges/trip-${stayId}`));
      const deposit = concierge.getByTestId('settle-deposit');
      await deposit.getByTestId('settle-deposit-submit').click();
      // Nothing of the deposit is held any more: its line goes, the release shows.
      await expect(concierge.locator('[data-figure="deposit_held"]')).toHaveCount(0);
      await expect(concierge.locator('[data-figure="deposit_released"]')).toBeVisible();
      await expect(concierge.getByTestId('owed-refunds')).toBeVisible();
      await concierge.context().close();

      await signIn(page, 'guest');
      await page.goto(at(locale, `/user-trip-charges/${stayId}`));
      await expect(page.locator('[data-figure="deposit_released"]')).toBeVisible();
      await expect(page.getByTestId('refund-row')).toHaveAttribute('data-status', 'owed');
      const trip = await tripOf(page, stayId);
      expect(trip.money.security_deposit).toMatchObject({ held_cents: 0, released_cents: 50_000 });
    });
  });
}
