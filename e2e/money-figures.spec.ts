import { readFileSync } from 'node:fs';
import { formatMoney } from '../src/lib/format';
import { CANCELLATION_POLICY_NAMES, refundScheduleFor } from '../src/server/booking/cancellation-policies';
import type { MoneyFigureKey } from '../src/server/booking/money-figures';
import { DEFAULT_BALANCE_DUE_DAYS, DEFAULT_DEPOSIT_PERCENT } from '../src/server/db/schema/payment-terms';
import { expect, type Locator, type Page, test } from './support/test';
import { at, freshEmail, type Locale } from './support/accounts';
import { mailsTo } from './support/mail';
import { bookViaApi, type E2eTrip, payViaApi } from './support/trips';

/**
 * Issue 28, findings 14 and 15: one trip's money reads the same wherever it is shown, and the
 * terms and the policies state the numbers the code applies.
 *
 * The trip: booked at a villa of the demo concierge, a desk extra on its bill, its deposit (the
 * first installment) paid by card, and its refundable security deposit still to be paid with the
 * balance. Its figures are computed here from the API's account (total, paid, the balance of the
 * stay = total − paid, the security deposit apart) and read back from every surface: the trips
 * list, the charges page, the booking confirmation, the concierge's desk, and the mails (the
 * booking's, at its own moment, and the payment's). Both languages: the labels are part of it.
 */

const CONCIERGE_DESTINATIONS = ['punta-cana', 'cap-cana'];
const PASSWORD = 'Sea-Breeze-2026';
type FigureKey = Exclude<MoneyFigureKey, 'stay_credit'>;
/** The figures' labels (money.figures) as the catalogues hold them. */
const labelsIn = (locale: Locale) =>
  (JSON.parse(readFileSync(new URL(`../messages/${locale}/money.json`, import.meta.url), 'utf8')) as { figures: Record<FigureKey, string> })
    .figures;
const LABELS = { en: labelsIn('en'), es: labelsIn('es') } as const;

/** What every surface must show for `trip`, computed from its account alone: never the deposit in the balance. */
function expectedFigures(trip: E2eTrip): Partial<Record<FigureKey, number>> {
  const m = trip.money;
  const d = m.security_deposit;
  // Nothing of the security deposit is paid in this journey: what was paid went to the trip.
  expect(d.held_cents).toBe(0);
  return {
    total: m.charged_cents,
    paid: m.paid_cents,
    stay_balance: m.charged_cents - m.paid_cents + m.refunded_cents,
    deposit: d.required_cents,
    deposit_to_collect: d.required_cents,
  };
}

/** The figures a part of a page marks (data-figure, data-cents), with the text each shows. */
async function figuresIn(scope: Locator): Promise<Map<string, { cents: number; text: string }>> {
  const found = new Map<string, { cents: number; text: string }>();
  for (const el of await scope.locator('[data-figure]').all()) {
    const key = (await el.getAttribute('data-figure')) ?? '';
    expect(found.has(key), `${key} shown once`).toBe(false);
    found.set(key, { cents: Number(await el.getAttribute('data-cents')), text: (await el.textContent()) ?? '' });
  }
  return found;
}

async function expectFiguresOn(
  scope: Locator,
  locale: Locale,
  currency: string,
  expected: Partial<Record<FigureKey, number>>,
  where: string,
) {
  await expect(scope.locator('[data-figure]').first()).toBeVisible();
  const shown = await figuresIn(scope);
  for (const [key, cents] of Object.entries(expected)) {
    const got = shown.get(key);
    expect(got, `${where}: ${key} is shown`).toBeDefined();
    expect(got?.cents, `${where}: ${key}`).toBe(cents);
    expect(got?.text, `${where}: ${key}'s text`).toContain(formatMoney(locale, cents, currency));
  }
  // No other balance or credit than the stay's (the deposit is never summed into it).
  expect(
    [...shown.keys()].filter((k) => k.startsWith('stay_')),
    `${where}: one balance`,
  ).toEqual(['stay_balance']);
  // Each figure under its one label, in the page's language.
  for (const key of Object.keys(expected) as FigureKey[])
    if (key !== 'stay_balance') await expect(scope).toContainText(LABELS[locale][key]);
  await expect(scope).toContainText(LABELS[locale].stay_balance);
}

/** A mail's detail lines ("Label: value") hold each figure under its label, and no other balance. */
function expectFiguresInMail(text: string, locale: Locale, currency: string, expected: Partial<Record<FigureKey, number>>, which: string) {
  const lines = text.split('\n');
  for (const [key, cents] of Object.entries(expected) as [FigureKey, number][]) {
    expect(lines, `${which}: ${key}`).toContain(`${LABELS[locale][key]}: ${formatMoney(locale, cents, currency)}`);
  }
  expect(
    lines.filter((l) => l.startsWith(`${LABELS[locale].stay_balance}:`)),
    `${which}: one balance`,
  ).toHaveLength(1);
}

const tripOf = async (page: Page, id: number) => (await (await page.request.get(`/v1/account/trips/${id}`)).json()).data as E2eTrip;

for (const locale of ['en', 'es'] as const satisfies readonly Locale[]) {
  test.describe(`money figures (${locale})`, () => {
    test('one trip shows the same figures on the trips list, its charges, its confirmation, the desk and in its mails', async ({
      page,
      asConcierge: concierge,
    }) => {
      const email = freshEmail(`figures-${locale}`);
      // An account in the journey's language: its mails are written in it.
      const signup = await page.request.post(`/api/signup?locale=${locale}`, {
        data: { email, password: PASSWORD, password_confirmation: PASSWORD },
      });
      expect(signup.status()).toBe(201);
      const booked = await bookViaApi(page.request, { instant: true, locale, destinations: CONCIERGE_DESTINATIONS });
      expect(booked.status).toBe('awaiting_payment');
      expect(booked.money.security_deposit.required_cents, 'a villa with a security deposit').toBeGreaterThan(0);

      // The booking's mail, at its own moment: nothing paid, the balance is the stay, the deposit apart.
      await expect.poll(async () => (await mailsTo(email, 'booking-awaiting-payment')).length).toBe(1);
      const [bookingMail] = await mailsTo(email, 'booking-awaiting-payment');

      // The desk adds an extra to the bill, then the guest pays the deposit (the first installment) by card.
      const extra = await concierge.request.post(`/v1/concierge/trips/${booked.id}/charges`, {
        data: { description: 'Private chef dinner', amount: 45_000 },
      });
      expect(extra.status(), await extra.text()).toBe(201);
      await payViaApi(page.request, booked.id, 'next');
      const trip = await tripOf(page, booked.id);
      expect(trip.status).toBe('confirmed');
      expect(trip.money.extras_cents).toBe(45_000);
      expect(trip.money.paid_cents).toBeGreaterThan(0);
      const expected = expectedFigures(trip);
      // What the issue saw: "Total charges $8,956.20 · Balance due $10,956.20" for this state.
      expect(expected.stay_balance).toBeLessThan(trip.money.charged_cents);

      // The charges page's balance: the stay's, without the security deposit still to be paid.
      await page.goto(at(locale, `/user-trip-charges/${trip.id}`));
      await expect(page.getByTestId('charges-table').getByTestId('trip-balance')).toHaveAttribute(
        'data-balance-cents',
        String(expected.stay_balance),
      );
      await expectFiguresOn(page.locator('main'), locale, trip.currency, expected, 'charges page');

      await page.goto(at(locale, '/user/trips'));
      const card = page.locator(`[data-testid="trip-card"][data-trip-id="${trip.id}"]`);
      await expectFiguresOn(card, locale, trip.currency, expected, 'trips list');

      await page.goto(at(locale, `/user-booking-confirmation/${trip.id}`));
      await expectFiguresOn(page.getByTestId('confirmation-figures'), locale, trip.currency, expected, 'confirmation');

      await concierge.goto(at(locale, `/concierges/trip-${trip.id}`));
      await expectFiguresOn(concierge.getByTestId('concierge-figures'), locale, trip.currency, expected, 'desk');
      await concierge.context().close();

      // The mails: the booking's at its own moment (nothing paid, the balance is the stay's price),
      // the payment's (the confirmation and the receipt) with the trip as the pages show it now.
      expect(bookingMail?.locale).toBe(locale);
      expectFiguresInMail(bookingMail?.textBody ?? '', locale, booked.currency, expectedFigures(booked), 'booking mail');
      await expect.poll(async () => (await mailsTo(email, 'payment-received')).length).toBe(1);
      const [paymentMail] = await mailsTo(email, 'payment-received');
      expect(paymentMail?.locale).toBe(locale);
      expectFiguresInMail(paymentMail?.textBody ?? '', locale, trip.currency, expected, 'payment mail');
    });
  });

  test.describe(`terms and policies (${locale})`, () => {
    test('the terms state the default payment schedule of the code, the policies page the refund table of the code', async ({ page }) => {
      await page.goto(at(locale, '/term-conditions'));
      const terms = (await page.locator('main').textContent()) ?? '';
      expect(terms).toMatch(new RegExp(`\\b${DEFAULT_DEPOSIT_PERCENT}\\u00a0?%`));
      expect(terms).toContain(
        locale === 'en' ? `${DEFAULT_BALANCE_DUE_DAYS} days before arrival` : `${DEFAULT_BALANCE_DUE_DAYS} días antes`,
      );
      expect(terms).not.toMatch(/\b50\u00a0?% (of the price|del precio)/);
      expect(terms).not.toMatch(/[{}]/);

      await page.goto(at(locale, '/cancellation-policies'));
      for (const policy of CANCELLATION_POLICY_NAMES) {
        const rows = page.locator(`tbody[data-policy="${policy}"] tr[data-refund-percent]`);
        const shown = await rows.evaluateAll((trs) =>
          trs.map((tr) => ({
            minDays: tr.getAttribute('data-min-days') || null,
            maxDays: tr.getAttribute('data-max-days') || null,
            refundPercent: Number(tr.getAttribute('data-refund-percent')),
          })),
        );
        const table = refundScheduleFor(policy).map((r) => ({
          minDays: r.minDays === null ? null : String(r.minDays),
          maxDays: r.maxDays === null ? null : String(r.maxDays),
          refundPercent: r.refundPercent,
        }));
        expect(shown, policy).toEqual(table);
        for (const [i, row] of table.entries()) if (row.refundPercent > 0) await expect(rows.nth(i)).toContainText(`${row.refundPercent}`);
      }
    });
  });
}
