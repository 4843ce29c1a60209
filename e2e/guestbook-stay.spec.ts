import { expect, test } from './support/test';
import { at, freshEmail, type Locale } from './support/accounts';
import { confirmedStay, openGuestbookViaApi } from './support/guestbook';
import { bookViaApi, payViaApi } from './support/trips';

/**
 * The guestbook's stay steps on a phone (issue 16): open with the last name, check in with an
 * identity document, add a roommate, and find that roommate on the guest account's trip page.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A 1×1 PNG: a real image by its bytes, small enough to upload at once. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const TEXT = {
  en: {
    saved: 'Your check-in is saved.',
    uploaded: 'Your document is uploaded.',
    onFile: 'On file: PNG image',
    complete: 'Check-in complete',
    wrongType: 'The document must be a JPEG or PNG image or a PDF.',
    places: 'of',
  },
  es: {
    saved: 'Tu check-in está guardado.',
    uploaded: 'Tu documento está subido.',
    onFile: 'Recibido: Imagen PNG',
    complete: 'Check-in completo',
    wrongType: 'El documento debe ser una imagen JPEG o PNG o un PDF.',
    places: 'de',
  },
} as const;

for (const locale of ['en', 'es'] as Locale[]) {
  test.describe(`guestbook stay (${locale})`, () => {
    test('checks in with a document, adds a roommate, and the trip page lists them', async ({ browser }) => {
      const text = TEXT[locale];
      const { trip, email, password } = await confirmedStay(browser, { locale });
      const number = trip.confirmation_number;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await openGuestbookViaApi(page.request, number);

      // Check in: arrival time, flight, requests; then the identity document.
      await page.goto(at(locale, `/guestbook/${number}/checkIn`));
      await expect(page.getByTestId('check-in-status')).toHaveAttribute('data-complete', 'false');
      await page.locator('input[name="arrival_time"]').fill('16:30');
      await page.locator('input[name="flight_number"]').fill('IB6251');
      await page.locator('textarea[name="special_requests"]').fill('A cot for the baby');
      await page.getByTestId('check-in-form').locator('button[type="submit"]').click();
      await expect(page.getByTestId('form-notice').first()).toContainText(text.saved);

      // A file that is not an image or PDF by its bytes is refused, in the page's language.
      await page
        .locator('#id-document-file')
        .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      await page.getByTestId('id-document').locator('button[type="submit"]').click();
      await expect(page.getByTestId('id-document').getByRole('alert')).toContainText(text.wrongType);
      await expect(page.getByTestId('id-document-current')).toHaveAttribute('data-uploaded', 'false');

      await page.locator('#id-document-file').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('id-document').locator('button[type="submit"]').click();
      await expect(page.getByTestId('id-document-current')).toHaveAttribute('data-uploaded', 'true');
      await expect(page.getByTestId('id-document-current')).toContainText(text.onFile);
      await expect(page.getByTestId('check-in-status')).toContainText(text.complete);

      // Saved for good: a reload shows the same.
      await page.reload();
      await expect(page.locator('input[name="arrival_time"]')).toHaveValue('16:30');
      await expect(page.getByTestId('check-in-status')).toHaveAttribute('data-complete', 'true');

      // Roommates: the lead guest is listed, a roommate is added.
      await page.goto(at(locale, `/guestbook/${number}/add-roomate`));
      const rows = page.getByTestId('traveler');
      await expect(rows).toHaveCount(1);
      const form = page.getByTestId('add-traveler-form');
      await form.locator('input[name="name"]').fill('Emma Harper');
      await form.locator('select[name="age_group"]').selectOption('child');
      await form.locator('button[type="submit"]').click();
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText('Emma Harper');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();

      // The guest's account sees the same traveler on the trip page.
      const account = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const guestPage = await account.newPage();
      const login = await guestPage.request.post(`/api/login?locale=${locale}`, { data: { email, password } });
      expect(login.status()).toBe(200);
      await guestPage.goto(at(locale, `/user-trip-travelers/${trip.id}`));
      await expect(guestPage.getByTestId('traveler')).toHaveCount(2);
      await expect(guestPage.getByTestId('travelers-list')).toContainText('Emma Harper');
      await account.close();
    });
  });
}

test('a guestbook step without the session goes to the guestbook home', async ({ browser }) => {
  const { trip } = await confirmedStay(browser);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/guestbook/${trip.confirmation_number}/checkIn`);
  await expect(page).toHaveURL(new RegExp(`/guestbook/${trip.confirmation_number}$`));
  await expect(page.locator('body')).not.toContainText('Rivera');
  await context.close();
});

test('the concierge sees the check-in and downloads the document through a 10-minute link', async ({ browser, signedIn }) => {
  // A stay in the demo concierge's destinations, checked in through the guestbook's API.
  const guest = await browser.newContext();
  const password = 'Sea-Breeze-2026';
  const signup = await guest.request.post('/api/signup', {
    data: { email: freshEmail('guestbook-desk'), password, password_confirmation: password },
  });
  expect(signup.status()).toBe(201);
  const booked = await bookViaApi(guest.request, { instant: true, destinations: ['punta-cana', 'cap-cana'] });
  const trip = await payViaApi(guest.request, booked.id);
  const book = await browser.newContext();
  await openGuestbookViaApi(book.request, trip.confirmation_number);
  const saved = await book.request.put(`/v1/guestbook/${trip.confirmation_number}/check-in`, {
    data: { arrival_time: '17:45', flight_number: 'UX123', airport_transfer: true },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const uploaded = await book.request.post(`/v1/guestbook/${trip.confirmation_number}/id-document`, {
    multipart: { file: { name: 'passport.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await guest.close();
  await book.close();

  const desk = await signedIn('concierge');
  const page = await desk.newPage();
  await page.goto(`/concierges/trip-${trip.id}`);
  const panel = page.getByTestId('desk-guestbook');
  // The arrival is the villa's wall clock, on the reader's 12-hour English clock.
  await expect(panel.getByTestId('desk-guestbook-arrival-time')).toHaveText(/^5:45\sPM$/);
  await expect(panel.getByTestId('desk-guestbook-flight')).toHaveText('UX123');
  await panel.getByTestId('id-document-link').getByRole('button').click();
  const href = await panel.getByTestId('id-document-download').getAttribute('href');
  expect(href).toMatch(new RegExp(`^/v1/concierge/id-documents/${trip.id}\\?e=\\d+&s=`));
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('private, no-store');
  expect(file.headers()['content-disposition']).toMatch(/^attachment/);
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);
  await desk.close();
});
