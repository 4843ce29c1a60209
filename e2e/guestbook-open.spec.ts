import { type Browser, expect, type Page, test } from './support/test';
import { at, type Locale } from './support/accounts';
import { confirmedStay, LEAD_LAST_NAME } from './support/guestbook';
import { mailsTo } from './support/mail';

/**
 * Opening a stay's guestbook (issue 16, part "opening") on a phone in both languages: the name form
 * for any well-formed number, one refusal for a wrong name and an unknown number, the name in any
 * case and accents, the signed link of the booking confirmation, and the trip page's way in.
 */
const TEXT = {
  en: {
    title: 'Open your guestbook',
    refusal: 'We could not find a stay with that confirmation number and last name. Check both and try again.',
    progress: '0 of 4 steps done',
  },
  es: {
    title: 'Abre tu libro de huéspedes',
    refusal: 'No encontramos una estancia con ese número de confirmación y apellido. Revisa ambos e inténtalo de nuevo.',
    progress: '0 de 4 pasos hechos',
  },
} as const;

// A phone's user agent as well as its width: the server picks the page's variant from the user agent
// (src/lib/viewport.ts), and a desktop one at 390 px gets the full header until the client corrects it.
const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
} as const;
const STEPS = ['checkIn', 'roommates', 'authorization', 'instructions'] as const;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A well-formed confirmation number no stay has (32^8 of them: a collision is not a concern). */
function unknownNumber() {
  return Array.from({ length: 8 }, () => CROCKFORD[Math.floor(Math.random() * 32)]).join('');
}

/** A browser context of its own on a phone: no account session, no guestbook session. */
async function phone(browser: Browser) {
  return browser.newContext(PHONE);
}

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Types a last name into the name form and waits for the server's answer to it. */
async function submitName(page: Page, lastName: string) {
  await page.locator('#guestbook-last-name').fill(lastName);
  const answer = page.waitForResponse((res) => res.url().includes('/v1/guestbook/open') && res.request().method() === 'POST');
  await page.getByTestId('guestbook-open-form').locator('button[type="submit"]').click();
  return answer;
}

/** The guestbook's home for `number`: the villa, no step done yet, the four steps under the number. */
async function expectHome(page: Page, locale: Locale, number: string, villa: string) {
  const home = page.getByTestId('guestbook-home');
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('data-number', number);
  await expect(page.getByTestId('guestbook-villa')).toHaveText(villa);
  await expect(page.getByTestId('guestbook-progress')).toHaveText(TEXT[locale].progress);
  const stepPath = { checkIn: 'checkIn', roommates: 'add-roomate', authorization: 'authorization', instructions: 'instructions' };
  for (const step of STEPS) {
    const link = page.getByTestId(`guestbook-step-${step}`);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', at(locale, `/guestbook/${number}/${stepPath[step]}`));
    await expect(link).toHaveAttribute('data-done', 'false');
  }
  await expect(page.getByTestId('guestbook-open')).toHaveCount(0);
  await noOverflow(page);
}

/** The name form, showing nothing of any stay (not even whether the number exists). */
async function expectNameForm(page: Page, locale: Locale) {
  await expect(page.getByTestId('guestbook-open')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[locale].title);
  await expect(page.locator('#guestbook-last-name')).toBeVisible();
  await expect(page.getByTestId('guestbook-home')).toHaveCount(0);
  await noOverflow(page);
}

for (const locale of ['en', 'es'] as const satisfies readonly Locale[]) {
  const text = TEXT[locale];

  test.describe(`guestbook opening (${locale})`, () => {
    test('the number alone asks for the name; a wrong name is refused; the name in any case and accents opens the home', async ({
      browser,
    }) => {
      const { trip } = await confirmedStay(browser, { locale });
      const context = await phone(browser);
      const page = await context.newPage();
      const response = await page.goto(at(locale, `/guestbook/${trip.confirmation_number}`));
      expect(response?.status()).toBe(200);
      await expectNameForm(page, locale);
      await expect(page.locator('body')).not.toContainText(trip.property.name);

      const wrong = await submitName(page, 'Smith');
      expect(wrong.status()).toBe(404);
      await expect(page.getByTestId('guestbook-open-error')).toHaveText(text.refusal);
      await expect(page.getByTestId('guestbook-home')).toHaveCount(0);

      expect(LEAD_LAST_NAME).toBe('Rivera');
      const right = await submitName(page, 'rívera');
      expect(right.status()).toBe(200);
      // Opened, the form reloads the page and the server renders the guestbook at the same address.
      await expectHome(page, locale, trip.confirmation_number, trip.property.name);
      await expect(page).toHaveURL(new RegExp(`${at(locale, `/guestbook/${trip.confirmation_number}`)}$`));
      await context.close();
    });

    test('an unknown well-formed number shows the same form and the same refusal as a wrong name', async ({ browser }) => {
      const context = await phone(browser);
      const page = await context.newPage();
      const number = unknownNumber();
      const response = await page.goto(at(locale, `/guestbook/${number}`));
      expect(response?.status()).toBe(200);
      await expectNameForm(page, locale);
      await expect(page.getByTestId('guestbook-open')).toContainText(number);

      const answer = await submitName(page, LEAD_LAST_NAME);
      expect(answer.status()).toBe(404);
      await expect(page.getByTestId('guestbook-open-error')).toHaveText(text.refusal);
      await expect(page.getByTestId('guestbook-home')).toHaveCount(0);
      await context.close();
    });

    test('the signed link of the booking confirmation opens the home directly', async ({ browser }) => {
      const { trip, email } = await confirmedStay(browser, { locale });
      // The payment that confirmed the stay mails the booking confirmation, with the signed link in its text.
      let link = '';
      await expect
        .poll(async () => {
          const mails = await mailsTo(email, 'payment-received');
          const found = mails.map((m) => /https?:\/\/\S+\/v1\/guestbook\/link\?\S+/.exec(m.textBody)?.[0]).find(Boolean);
          link = found ?? '';
          return link;
        })
        .toContain(`n=${trip.confirmation_number}`);
      const url = new URL(link);
      expect(url.searchParams.get('locale')).toBe(locale);

      const context = await phone(browser);
      const page = await context.newPage();
      await page.goto(link);
      await expect(page).toHaveURL(new RegExp(`${at(locale, `/guestbook/${trip.confirmation_number}`)}$`));
      await expectHome(page, locale, trip.confirmation_number, trip.property.name);
      await context.close();
    });

    test('the signed-in guest’s trip page links to the guestbook, which opens without the name', async ({ browser }) => {
      const { trip, email, password } = await confirmedStay(browser, { locale });
      const context = await phone(browser);
      const login = await context.request.post('/api/login', { data: { email, password } });
      expect(login.status()).toBe(200);
      const page = await context.newPage();
      await page.goto(at(locale, `/user/trip-${trip.id}`));
      const action = page.getByTestId('guestbook-link').getByTestId('guestbook-link-action');
      await expect(action).toHaveAttribute('href', at(locale, `/guestbook/${trip.confirmation_number}`));
      await noOverflow(page);
      await action.click();
      await expect(page).toHaveURL(new RegExp(`${at(locale, `/guestbook/${trip.confirmation_number}`)}$`));
      await expectHome(page, locale, trip.confirmation_number, trip.property.name);
      await context.close();
    });
  });
}
