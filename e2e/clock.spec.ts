import { expect, type Page, test } from './support/test';
import { at, freshEmail, type Locale } from './support/accounts';
import { bookViaApi, freeWeek } from './support/trips';

// Issue 31, item 6: what happened is on the reader's clock — their profile's zone, else the zone
// their browser tells in the `tz` cookie — in 12-hour English or 24-hour Spanish, and the page
// names that zone once, as people say it.

/** The browser's own zone in this file: the server learns it only from the `tz` cookie the page sets. */
test.use({ timezoneId: 'Europe/Madrid' });

const NOTE = {
  en: { madrid: 'Times are in Central European Time.', cancun: 'Times are in Cancún time.' },
  es: { madrid: 'Las horas se indican en hora de Europa central.', cancun: 'Las horas se indican en hora de Cancún.' },
} as const;

/** The wall clock of `zone` at `iso`, as each language writes it: "7:05 PM" / "19:05". */
function clockIn(locale: Locale, iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    new Date(iso),
  );
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '';
  if (locale === 'es') return `${String(hour).padStart(2, '0')}:${minute}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

async function signUp(page: Page, locale: Locale): Promise<void> {
  const email = freshEmail(`clock-${locale}`);
  const password = 'Sea-Breeze-2026';
  const res = await page.request.post(`/api/signup?locale=${locale}`, { data: { email, password, password_confirmation: password } });
  expect(res.status()).toBe(201);
}

for (const locale of ['en', 'es'] as const satisfies readonly Locale[]) {
  test(`a message's time is on the reader's clock, named once: the browser's zone, then the profile's (${locale})`, async ({ page }) => {
    await signUp(page, locale);
    const trip = await bookViaApi(page.request, { instant: true, locale, destinations: ['punta-cana', 'cap-cana'] });
    await page.goto(at(locale, `/user/message?trip=${trip.id}`));
    const text = locale === 'en' ? 'What time is it at the villa?' : '¿Qué hora es en la villa?';
    await page.getByTestId('composer-text').fill(text);
    await page.getByTestId('composer-send').click();
    const time = page.getByTestId('message').filter({ hasText: text }).getByTestId('message-time');
    await expect(time).toBeVisible();
    const iso = (await time.getAttribute('datetime')) ?? '';

    // No profile zone: the page learns the browser's (Madrid) from the tz cookie and says so once.
    const note = page.getByTestId('times-note');
    await expect(note).toHaveAttribute('data-reader-zone', 'Europe/Madrid');
    await expect(note).toHaveText(NOTE[locale].madrid);
    await expect(time).toContainText(clockIn(locale, iso, 'Europe/Madrid'));
    await expect(page.getByTestId('message-list')).not.toContainText(/GMT|UTC|AST|CET/);
    expect((await page.context().cookies()).find((c) => c.name === 'tz')?.value).toBe(encodeURIComponent('Europe/Madrid'));

    // The profile's zone wins over the browser's.
    const saved = await page.request.put(`/v1/account/profile?locale=${locale}`, { data: { time_zone: 'America/Cancun' } });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.reload();
    await expect(note).toHaveAttribute('data-zone-source', 'profile');
    await expect(note).toHaveText(NOTE[locale].cancun);
    await expect(time).toContainText(clockIn(locale, iso, 'America/Cancun'));

    // And it is a field of the profile page, in the page's language.
    await page.goto(at(locale, '/user/profile'));
    await expect(page.locator('#profile-time-zone')).toHaveValue('America/Cancun');
    await page.locator('#profile-time-zone').selectOption('');
    await page.getByTestId('profile-form').locator('button[type="submit"]').click();
    await expect.poll(async () => (await (await page.request.get('/v1/account/profile')).json()).data.time_zone).toBeNull();
  });
}

const STAY_NOTE = { en: 'Times are in Punta Cana time.', es: 'Las horas se indican en hora de Punta Cana.' } as const;

for (const locale of ['en', 'es'] as const satisfies readonly Locale[]) {
  test(`a villa's check-in and check-out times are named on the villa's clock, once: its page and the booking request (${locale})`, async ({
    page,
  }) => {
    await signUp(page, locale);
    const { check_in, check_out } = freeWeek();
    const search = await page.request.get('/v1/properties', { params: { destination: 'punta-cana', check_in, check_out, guests: 2 } });
    const villa = ((await search.json()).data as { id: number }[])[0];
    expect(villa, 'a villa in Punta Cana').toBeDefined();
    const detail = (await (await page.request.get(`/v1/properties/${villa?.id}`)).json()).data as {
      time_zone: string;
      check_in_time: string;
    };
    expect(detail.time_zone).toBe('America/Santo_Domingo');

    // The villa page (served from the page cache): the times card says whose clock its times are on.
    await page.goto(at(locale, `/property/${villa?.id}`));
    const times = page.getByTestId('times').locator('..');
    await expect(times.getByTestId('times-note')).toHaveText(STAY_NOTE[locale]);
    await expect(page.getByTestId('times-note')).toHaveCount(1);

    // The booking request shows the same times with the same note, and no zone abbreviation beside them.
    await page.goto(at(locale, `/user-booking-request?property=${villa?.id}&check_in=${check_in}&check_out=${check_out}&guests=2`));
    await expect(page.getByTestId('times-note')).toHaveText(STAY_NOTE[locale]);
    await expect(page.getByTestId('times')).not.toContainText(/GMT|UTC|AST/);
  });
}
