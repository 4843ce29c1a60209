import { at, type Locale } from './support/accounts';
import { onPhone } from './support/phone';
import { expect, test } from './support/test';

/**
 * Issue 31, item 12, on a 390 px phone: the results page says which search it shows (destination,
 * dates, guests) in a bar that opens the filters, also on the cached shell of a dated first load
 * (whose server render never saw the dates: the bar reads the address's search); and the home
 * search's Destination opens its list on the first tap.
 */
test.use({ hasTouch: true, isMobile: true });

const NAV = { timeout: 20_000 };
const GUESTS = { en: (n: number) => `${n} guests`, es: (n: number) => `${n} huéspedes` } as const;
const INTL = { en: 'en-US', es: 'es-DO' } as const;

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const shortRange = (locale: Locale, from: string, to: string) =>
  new Intl.DateTimeFormat(INTL[locale], { month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(
    new Date(`${from}T00:00:00Z`),
    new Date(`${to}T00:00:00Z`),
  );

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  test(`${locale}: the results show the search in a bar that opens the filters`, async ({ page }) => {
    await onPhone(page);
    // Twice, with other dates and guests: the second answer comes from the page cache's shell.
    for (const [days, guests] of [
      [200, 4],
      [240, 6],
    ] as const) {
      const checkIn = isoIn(days);
      const checkOut = isoIn(days + 7);
      await page.goto(at(locale, `/d/punta-cana?check_in=${checkIn}&check_out=${checkOut}&guests=${guests}`));
      const bar = page.getByTestId('search-summary');
      await expect(bar.getByTestId('search-summary-text')).toHaveText(
        `Punta Cana · ${shortRange(locale, checkIn, checkOut)} · ${GUESTS[locale](guests)}`,
        NAV,
      );
      await expect(bar).toBeInViewport();
    }
    await page.getByTestId('search-summary').tap();
    await expect(page.getByTestId('filters-drawer')).toBeVisible(NAV);
  });

  test(`${locale}: the home search's destination opens its list on the first tap`, async ({ page }) => {
    await onPhone(page);
    await page.goto(at(locale, '/'));
    // Once the page's code runs (before it, the plain select is the control, and works as one).
    await page.waitForLoadState('networkidle');
    await page.locator('[data-rich-field="destination"]').getByRole('combobox').tap();
    await expect(page.getByRole('listbox')).toBeVisible(NAV);
    await expect(page.getByTestId('home-search')).toHaveAttribute('data-ready', 'true');
  });
}
