import { type BrowserContext, expect, type Page, test } from './support/test';
import { at, type Locale } from './support/accounts';
import { confirmedStay, LEAD_LAST_NAME, openGuestbookViaApi, setServerClock } from './support/guestbook';
import { loadSamples } from './support/samples';

/**
 * The guestbook's journey on a phone (issue 16), in both languages: open with the last name, check
 * in with a document, add a roommate, sign the authorization on its page, and see the door code on
 * /instructions only once the server's clock is moved to arrival day. The check-in, document and
 * roommate steps use their endpoints (another part of the issue builds their pages).
 */

const PHONE = { width: 390, height: 844 };
// A 1×1 PNG: the document upload checks the type by content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Opens the guestbook through its name form when the page has one, else through the API (same cookie either way). */
async function openGuestbook(page: Page, context: BrowserContext, locale: Locale, number: string) {
  await page.goto(at(locale, `/guestbook/${number}`));
  const lastName = page.locator('input[name="last_name"]');
  if ((await lastName.count()) > 0) {
    await lastName.fill(LEAD_LAST_NAME.toLowerCase());
    await lastName.press('Enter');
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'alma_guestbook')).toBe(true);
  } else {
    await openGuestbookViaApi(context.request, number);
  }
}

for (const locale of ['en', 'es'] as const) {
  test(`a guest opens, checks in, adds a roommate, signs, and sees the door code on arrival day (${locale})`, async ({ browser }) => {
    test.slow();
    const { trip } = await confirmedStay(browser, { locale, daysAhead: 4, nights: 5 });
    const number = trip.confirmation_number;
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale });
    const page = await context.newPage();
    try {
      await openGuestbook(page, context, locale, number);

      // Check in: arrival details and the lead guest's identity document.
      const checkIn = await page.request.put(`/v1/guestbook/${number}/check-in?locale=${locale}`, {
        data: { arrival_time: '16:30', flight_number: 'AA1234', airport_transfer: false, special_requests: '' },
      });
      expect(checkIn.status(), (await checkIn.text()).slice(0, 300)).toBeLessThan(300);
      const idDocument = await page.request.post(`/v1/guestbook/${number}/id-document?locale=${locale}`, {
        multipart: { file: { name: 'passport.png', mimeType: 'image/png', buffer: PNG } },
      });
      expect(idDocument.status(), (await idDocument.text()).slice(0, 300)).toBeLessThan(300);
      const roommate = await page.request.post(`/v1/guestbook/${number}/roommates?locale=${locale}`, {
        data: { name: 'Luis Rivera', age_group: 'adult' },
      });
      expect(roommate.status(), (await roommate.text()).slice(0, 300)).toBeLessThan(300);

      // Before signing, three days ahead: nothing private on the page.
      await setServerClock(context, `${addDays(trip.check_in, -3)}T12:00:00Z`);
      await page.goto(at(locale, `/guestbook/${number}/instructions`));
      await expect(page.getByTestId('instructions-hidden')).toBeVisible();
      await expect(page.getByTestId('missing-authorization')).toBeVisible();
      await expect(page.getByTestId('door-code')).toHaveCount(0);

      // Sign: the consent box starts unticked, and the server refuses without it (in the page's language).
      await page.goto(at(locale, `/guestbook/${number}/authorization`));
      await expect(page.getByTestId('authorization-document')).toBeVisible();
      const form = page.getByTestId('sign-form');
      await expect(form.locator('input[type="checkbox"]')).not.toBeChecked();
      await form.locator('input[name="full_name"]').fill('Alex Rivera');
      await page.getByTestId('sign-submit').click();
      await expect(page.getByTestId('form-error')).toContainText(locale === 'es' ? 'Marca la casilla' : 'Tick the box');
      await form.locator('input[type="checkbox"]').check();
      // Initials are not the lead guest's name (issue 28, finding 4): a field error, nothing signed.
      await form.locator('input[name="full_name"]').fill('A R');
      await page.getByTestId('sign-submit').click();
      await expect(page.getByTestId('full-name-error')).toContainText(locale === 'es' ? 'huésped principal' : 'lead guest');
      await expect(form.locator('input[name="full_name"]')).toHaveAttribute('aria-invalid', 'true');
      await form.locator('input[name="full_name"]').fill('Alex Rivera');
      await page.getByTestId('sign-submit').click();
      await expect(page.getByTestId('signature-record')).toBeVisible();
      await expect(page.getByTestId('signature-hash')).toHaveText(/^[0-9a-f]{64}$/);
      const pdf = await page.request.get(`/v1/guestbook/${number}/authorization.pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['cache-control']).toBe('private, no-store');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // Still three days ahead: signed and checked in, but not yet within 48 hours of arrival.
      await page.goto(at(locale, `/guestbook/${number}/instructions`));
      await expect(page.getByTestId('instructions-hidden')).toBeVisible();
      await expect(page.getByTestId('door-code')).toHaveCount(0);

      // Arrival day, morning (before the villa's check-in time in any of its zones): the door code appears.
      await setServerClock(context, `${trip.check_in}T14:00:00Z`);
      await page.goto(at(locale, `/guestbook/${number}/instructions`));
      await expect(page.getByTestId('door-code')).toHaveText(/^\d{6}$/);
      await expect(page.getByTestId('wifi-password')).not.toBeEmpty();
      await expect(page.getByTestId('door-code-copy')).toBeVisible();
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await context.close();
    }
  });
}

test('a villa’s guestbook preview shows an administrator the sample guestbook, and a visitor a 404', async ({ browser, signedIn }) => {
  const { property } = loadSamples();
  const visitor = await browser.newContext({ viewport: PHONE });
  expect((await (await visitor.newPage()).goto(`/guestbook/preview/${property.slug}`))?.status()).toBe(404);
  await visitor.close();

  const context = await signedIn('admin', { viewport: PHONE });
  const page = await context.newPage();
  for (const locale of ['en', 'es'] as const) {
    const res = await page.goto(at(locale, `/guestbook/preview/${property.slug}`));
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('guestbook-preview')).toBeVisible();
    await expect(page.getByTestId('door-code')).toHaveText(/^\d{6}$/);
    await expect(page.getByTestId('authorization-document')).toBeVisible();
  }
  await context.close();
});
