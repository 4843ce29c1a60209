import { readFile } from 'node:fs/promises';
import { testIn } from './support/locales';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from './support/test';
import { at, freshEmail, type Locale } from './support/accounts';
import { mailsTo } from './support/mail';
import { freeWeek, payByDemoCard } from './support/trips';

const PASSWORD = 'Villa-Booking-2026';

const T = {
  en: {
    awaiting: 'Your stay is reserved — pay the deposit to confirm it',
    demo: 'Demonstration: no money moves',
    requested: 'Request sent',
    unavailable: 'These dates are no longer available',
    priceChanged: 'The price has changed',
    confirmNewPrice: 'Accept the new price and book',
    accept: 'Please accept the cancellation policy',
    mailAwaiting: 'pay the deposit',
    mailRequested: 'We received your request',
  },
  es: {
    awaiting: 'Tu estancia está reservada: paga la señal para confirmarla',
    demo: 'Demostración: no se mueve dinero',
    requested: 'Solicitud enviada',
    unavailable: 'Estas fechas ya no están disponibles',
    priceChanged: 'El precio ha cambiado',
    confirmNewPrice: 'Aceptar el nuevo precio y reservar',
    accept: 'Acepta la política de cancelación',
    mailAwaiting: 'paga la señal',
    mailRequested: 'recibido tu solicitud',
  },
} as const;

interface Stay {
  villa: { id: number; name: string };
  check_in: string;
  check_out: string;
  guests: number;
}

/** A villa (instant-book or by request) free for a random far-off week whose rules allow the stay. */
async function freeStay(request: APIRequestContext, instant: boolean, guests = 2): Promise<Stay> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const week = freeWeek(7);
    const search = await request.get('/v1/properties', {
      params: { ...week, guests, per_page: 48, ...(instant ? { instant_book: 1 } : {}) },
    });
    expect(search.status()).toBe(200);
    const villas = ((await search.json()).data as { id: number; name: string; instant_book: 0 | 1 }[]).filter(
      (v) => v.instant_book === (instant ? 1 : 0),
    );
    const villa = villas[Math.floor(Math.random() * villas.length)];
    if (!villa) continue;
    const quote = await request.get(`/v1/properties/${villa.id}/quote`, { params: { ...week, guests } });
    if (quote.status() === 200) return { villa, ...week, guests };
  }
  throw new Error('no free villa found');
}

/** A fresh account whose session cookie lands in the page's context; its language is `locale`. */
async function signupInPage(page: Page, locale: Locale, tag: string): Promise<string> {
  const email = freshEmail(tag);
  const res = await page.request.post(`/api/signup?locale=${locale}`, {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
  return email;
}

const requestPath = (locale: Locale, s: Stay) =>
  at(locale, `/user-booking-request?property=${s.villa.id}&check_in=${s.check_in}&check_out=${s.check_out}&guests=${s.guests}`);

async function fillLeadGuest(page: Page) {
  await page.locator('#first_name').fill('Ana');
  await page.locator('#last_name').fill('Rivera Núñez');
  await page.locator('#phone').fill('+1 809 555 0100');
  await page.locator('#message').fill('We arrive around 4 pm.');
  await page.locator('#accept').check();
}

/** No serious or critical accessibility violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const locale of ['en', 'es'] as const) {
  const L = T[locale];

  testIn(locale, 'en')(
    `${locale}: an instant-book villa is booked from its page, paid by demonstration card and so confirmed, with its schedule, receipt, .ics and mails`,
    async ({ page }) => {
      const email = await signupInPage(page, locale, `book-${locale}`);
      const stay = await freeStay(page.request, true);
      await page.goto(at(locale, `/property/${stay.villa.id}?check_in=${stay.check_in}&check_out=${stay.check_out}&guests=${stay.guests}`));
      await page.getByTestId('booking-panel').getByTestId('booking-action').click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/user-booking-request')}\\?`));
      await expect(page.getByTestId('stay-villa')).toHaveText(stay.villa.name);
      await expect(page.getByTestId('booking-mode')).toHaveAttribute('data-instant', '1');
      await expect(page.getByTestId('house-rules').or(page.getByTestId('times')).first()).toBeVisible();
      await expect(page.getByTestId('cancellation')).toBeVisible();
      const total = (await page.getByTestId('price-total').locator('dd').textContent()) ?? '';
      expect(total).toContain('$');
      // The schedule is shown before the guest confirms: a deposit now, the balance before arrival.
      await expect(page.getByTestId('booking-schedule').locator('li')).toHaveCount(2);
      // Prefilled from the profile.
      await expect(page.locator('#email')).toHaveValue(email);
      await expectAccessible(page);

      await page.locator('#first_name').fill('Ana');
      await page.locator('#last_name').fill('Rivera Núñez');
      await page.locator('#phone').fill('+1 809 555 0100');
      // Without the acceptance nothing is sent.
      await page.getByTestId('booking-submit').click();
      await expect(page.getByTestId('accept-error')).toContainText(L.accept);
      await page.locator('#accept').check();
      await page.getByTestId('booking-submit').click();

      await expect(page).toHaveURL(new RegExp(`${at(locale, '/user-booking-confirmation/')}\\d+$`));
      await expect(page.getByTestId('booking-confirmation')).toHaveAttribute('data-status', 'awaiting_payment');
      await expect(page.getByTestId('confirmation-title')).toHaveText(L.awaiting);
      await expect(page.getByTestId('payment-schedule')).toBeVisible();
      const number = ((await page.getByTestId('confirmation-number').textContent()) ?? '').trim();
      expect(number).toMatch(/^[0-9A-Z]{8}$/);
      await expect(page.getByTestId('price-total').locator('dd')).toHaveText(total);
      await expect(page.getByTestId('confirmation-lead')).toContainText('Ana Rivera Núñez');
      await expectAccessible(page);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('add-to-calendar').click()]);
      expect(download.suggestedFilename()).toBe(`alma-villas-${number}.ics`);
      const ics = (await readFile((await download.path()) ?? '', 'utf8')).replace(/\r\n /g, '');
      expect(ics).toContain(`DTSTART;VALUE=DATE:${stay.check_in.replaceAll('-', '')}\r\n`);
      expect(ics).toContain(`DTEND;VALUE=DATE:${stay.check_out.replaceAll('-', '')}\r\n`);
      expect(ics).toContain(number);

      await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
      const [mail] = await mailsTo(email);
      expect(mail).toMatchObject({ template: 'booking-awaiting-payment', locale });
      expect(mail?.subject).toContain(L.mailAwaiting);
      expect(mail?.subject).toContain(number);
      expect(mail?.textBody).toContain(`${at(locale, '/user-booking-confirmation/')}`);

      // Pay the deposit: the demonstration provider's card form, clearly labelled.
      await page.getByTestId('pay-deposit').click();
      await expect(page).toHaveURL(/\/user-trip-charges\/\d+#pay$/);
      const panel = page.getByTestId('pay-panel');
      await panel.getByTestId('pay-continue').click();
      await expect(panel.getByTestId('demo-banner')).toContainText(L.demo);
      await payByDemoCard(panel, '4242 4242 4242 4242', 'Ana Rivera');
      await expect(page.getByTestId('pay-done')).toBeVisible();
      await expect(page.getByTestId('trip-status')).toHaveAttribute('data-status', 'confirmed');
      await expect(page.getByTestId('payment-row')).toHaveAttribute('data-status', 'succeeded');
      await expect(page.getByTestId('installment-deposit')).toHaveAttribute('data-status', 'paid');
      const [receipt] = await Promise.all([page.waitForEvent('download'), page.getByTestId('receipt-link').click()]);
      expect(receipt.suggestedFilename()).toBe(`R-${number}-1.pdf`);
      expect((await readFile((await receipt.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
      await expect.poll(async () => (await mailsTo(email)).map((m) => m.template)).toContain('payment-received');

      // The trip is now among the guest's upcoming trips, confirmed, with the balance still due.
      await page.goto(at(locale, '/user/trips'));
      const card = page.getByTestId('trips-upcoming').getByTestId('trip-card').filter({ hasText: number });
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('trip-status')).toHaveAttribute('data-status', 'confirmed');
      await expect(card.getByTestId('trip-balance')).toHaveAttribute('data-state', 'due');
    },
  );

  testIn(locale, 'es')(`${locale}: a villa booked by request gives the requested confirmation with its hold`, async ({ page }) => {
    const email = await signupInPage(page, locale, `request-${locale}`);
    const stay = await freeStay(page.request, false);
    await page.goto(requestPath(locale, stay));
    await expect(page.getByTestId('booking-mode')).toHaveAttribute('data-instant', '0');
    await fillLeadGuest(page);
    // The API's field errors show beside their fields, its sentence in the alert.
    await page.locator('#email').fill('not-an-email');
    await page.locator('#phone').fill('1');
    await page.getByTestId('booking-submit').click();
    await expect(page.getByTestId('email-error')).toBeVisible();
    await expect(page.getByTestId('phone-error')).toBeVisible();
    await expect(page.getByTestId('form-error')).not.toBeEmpty();
    await page.locator('#email').fill(email);
    await page.locator('#phone').fill('+1 809 555 0100');
    await page.getByTestId('booking-submit').click();
    await expect(page.getByTestId('booking-confirmation')).toHaveAttribute('data-status', 'requested');
    await expect(page.getByTestId('confirmation-title')).toContainText(L.requested);
    await expect(page.getByTestId('confirmation-number')).toHaveText(/^[0-9A-Z]{8}$/);
    await expect.poll(async () => (await mailsTo(email)).map((m) => m.template)).toEqual(['booking-requested']);
    expect((await mailsTo(email))[0]?.subject).toContain(L.mailRequested);
  });

  testIn(locale, 'en')(
    `${locale}: nights taken meanwhile are explained, with the villa's dates and villas free instead`,
    async ({ page, playwright, baseURL }) => {
      await signupInPage(page, locale, `taken-${locale}`);
      const stay = await freeStay(page.request, true);
      await page.goto(requestPath(locale, stay));
      await fillLeadGuest(page);

      // Another guest books the same nights first.
      const other = await playwright.request.newContext({ baseURL });
      const otherEmail = freshEmail(`other-${locale}`);
      expect(
        (await other.post('/api/signup', { data: { email: otherEmail, password: PASSWORD, password_confirmation: PASSWORD } })).status(),
      ).toBe(201);
      const quote = await other.get(`/v1/properties/${stay.villa.id}/quote`, {
        params: { check_in: stay.check_in, check_out: stay.check_out, guests: stay.guests },
      });
      const booked = await other.post('/v1/reservations', {
        data: {
          property_id: stay.villa.id,
          check_in: stay.check_in,
          check_out: stay.check_out,
          guests: stay.guests,
          lead_guest: { first_name: 'Sam', last_name: 'Lee', email: otherEmail, phone: '+1 809 555 0101' },
          quote_signature: (await quote.json()).data.quote_signature,
        },
      });
      expect(booked.status()).toBe(201);
      await other.dispose();

      await page.getByTestId('booking-submit').click();
      const panel = page.getByTestId('dates-unavailable');
      await expect(panel).toContainText(L.unavailable);
      await expect(panel.getByRole('link', { name: stay.villa.name })).toHaveAttribute('href', new RegExp(`/property/${stay.villa.id}`));
      await expect(panel.getByTestId('alternatives')).toBeVisible();
      await expect(panel.getByTestId('no-alternatives')).toHaveCount(0);
      const alternatives = panel.getByTestId('alternative');
      await expect(alternatives.first()).toBeVisible();
      expect(await alternatives.count()).toBeGreaterThanOrEqual(1);
      expect(await alternatives.count()).toBeLessThanOrEqual(3);
      for (const link of await alternatives.locator('a').all()) {
        const href = (await link.getAttribute('href')) ?? '';
        expect(href).toContain(`check_in=${stay.check_in}`);
        expect(href).not.toContain(`/property/${stay.villa.id}?`);
        // Each alternative is really free for the same stay: its own quote for those dates answers 200.
        const id = /\/property\/(\d+)\?/.exec(href)?.[1];
        expect(id, href).toBeDefined();
        const free = await page.request.get(`/v1/properties/${id}/quote`, {
          params: { check_in: stay.check_in, check_out: stay.check_out, guests: stay.guests },
        });
        expect([id, free.status()]).toEqual([id, 200]);
      }
      const trips = await page.request.get('/v1/account/trips');
      expect((await trips.json()).data).toHaveLength(0);

      // Opening the page again explains it before any form is filled.
      await page.goto(requestPath(locale, stay));
      await expect(page.getByTestId('booking-problem')).toContainText(L.unavailable);
      await expect(page.getByTestId('booking-form')).toHaveCount(0);
    },
  );

  testIn(locale, 'es')(
    `${locale}: a price that changed since the page was opened is shown and must be confirmed again`,
    async ({ page }) => {
      await signupInPage(page, locale, `price-${locale}`);
      const stay = await freeStay(page.request, true);
      await page.goto(requestPath(locale, stay));
      await fillLeadGuest(page);
      // The server's current price for the stay, asked for independently of the page.
      const current = await page.request.get(`/v1/properties/${stay.villa.id}/quote`, {
        params: { check_in: stay.check_in, check_out: stay.check_out, guests: stay.guests },
      });
      expect(current.status()).toBe(200);
      const totalCents = ((await current.json()).data as { total_cents: number }).total_cents;
      expect(totalCents).toBeGreaterThan(0);
      const digits = totalCents % 100 === 0 ? 0 : 2;
      const expectedTotal = new Intl.NumberFormat(locale === 'es' ? 'es-DO' : 'en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(totalCents / 100);
      // The page was quoted earlier than the server's current price: its first submission carries an outdated signature.
      let tampered = false;
      await page.route('**/v1/reservations?*', async (route) => {
        if (tampered) return route.continue();
        tampered = true;
        const body = JSON.parse(route.request().postData() ?? '{}');
        await route.continue({ postData: JSON.stringify({ ...body, quote_signature: '0'.repeat(64) }) });
      });
      await page.getByTestId('booking-submit').click();
      const notice = page.getByTestId('price-changed');
      await expect(notice).toContainText(L.priceChanged);
      await expect(notice.getByTestId('new-total')).toContainText('$');
      await expect(notice.getByTestId('new-total')).toHaveText(expectedTotal);
      // The page re-renders its breakdown at the server's price: the same total as the notice.
      await expect(page.getByTestId('price-total').locator('dd')).toHaveText(expectedTotal);
      await expect(page.getByTestId('booking-submit')).toHaveText(L.confirmNewPrice);
      expect((await (await page.request.get('/v1/account/trips')).json()).data).toHaveLength(0);
      await page.getByTestId('booking-submit').click();
      await expect(page.getByTestId('booking-confirmation')).toHaveAttribute('data-status', 'awaiting_payment');
      const booked = (await (await page.request.get('/v1/account/trips')).json()).data as { total_cents: number }[];
      expect(booked).toHaveLength(1);
      expect(booked[0]?.total_cents).toBe(totalCents);
    },
  );

  testIn(locale, 'en')(`${locale}: a double click books once`, async ({ page }) => {
    await signupInPage(page, locale, `double-${locale}`);
    const stay = await freeStay(page.request, true);
    await page.goto(requestPath(locale, stay));
    await fillLeadGuest(page);
    let posts = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/v1/reservations') posts += 1;
    });
    await page.getByTestId('booking-submit').dblclick();
    await expect(page.getByTestId('booking-confirmation')).toHaveAttribute('data-status', 'awaiting_payment');
    expect(posts).toBe(1);
    const trips = await page.request.get('/v1/account/trips');
    expect((await trips.json()).data).toHaveLength(1);
  });
}

test('a missing or broken query, and too many guests, are explained with a way back', async ({ page }) => {
  await signupInPage(page, 'en', 'query');
  await page.goto('/user-booking-request');
  await expect(page.getByTestId('booking-problem')).toContainText('Choose your dates and guests');
  const stay = await freeStay(page.request, true);
  await page.goto(requestPath('en', { ...stay, guests: 400 }));
  await expect(page.getByTestId('booking-problem-message')).toContainText('sleeps at most');
  // The Spanish page last: visiting it makes Spanish the site's language for this browser.
  await page.goto('/es/user-booking-request?property=1&check_in=2020-13-01&check_out=x');
  await expect(page.getByTestId('booking-problem')).toContainText('incompleto o dañado');
  await expect(page.getByTestId('booking-problem').getByRole('link', { name: 'Volver a la villa' })).toHaveAttribute(
    'href',
    '/es/property/1',
  );
});
