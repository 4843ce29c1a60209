import { expect, type Page, test } from './support/test';

// Each step is a server render; the machines running these tests are small and shared.
test.describe.configure({ timeout: 120_000 });
const NAV = { timeout: 30_000 };

const TEXT = {
  en: { prefix: '', total: 'total', nights: '6 nights', perNight: '/ night' },
  es: { prefix: '/es', total: 'en total', nights: '6 noches', perNight: '/ noche' },
} as const;

/** A calendar date `days` from today (far enough ahead that the destination's zone cannot make it past). */
function isoIn(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** No internet in tests: tiles fail at once instead of waiting on DNS. */
async function blockTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

test.beforeEach(async ({ page }) => {
  await blockTiles(page);
});

for (const locale of ['en', 'es'] as const) {
  const t = TEXT[locale];

  test(`${locale}: with dates each card shows the stay's total and nights, the property page's quote total`, async ({ page }) => {
    const checkIn = isoIn(locale === 'en' ? 150 : 170);
    const checkOut = isoIn(locale === 'en' ? 156 : 176);
    await page.goto(`${t.prefix}/d/dominican-republic?check_in=${checkIn}&check_out=${checkOut}&guests=2`);
    const cards = page.getByTestId('property-card');
    await expect(cards.first()).toBeVisible(NAV);
    const stay = cards.first().getByTestId('card-stay-total');
    await expect(stay).toContainText(` ${t.total} · ${t.nights}`);
    await expect(page.getByTestId('card-nightly')).toHaveCount(0);
    const amount = ((await stay.locator('span').first().textContent()) ?? '').trim();
    expect(amount).toMatch(/\d/);
    const id = await cards.first().getAttribute('data-property-id');

    await page.goto(`${t.prefix}/property/${id}?check_in=${checkIn}&check_out=${checkOut}&guests=2`);
    const total = page.getByTestId('booking-panel').getByTestId('quote-total');
    await expect(total).toBeVisible(NAV);
    await expect(total.locator('dd')).toHaveText(amount);
  });

  test(`${locale}: without dates each card shows the nightly rate`, async ({ page }) => {
    await page.goto(`${t.prefix}/d/dominican-republic`);
    const cards = page.getByTestId('property-card');
    await expect(cards.first()).toBeVisible(NAV);
    await expect(cards.first().getByTestId('card-nightly')).toContainText(t.perNight);
    await expect(page.getByTestId('card-stay-total')).toHaveCount(0);
  });
}
