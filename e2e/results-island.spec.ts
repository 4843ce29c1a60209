import { expect, test } from './support/test';

/**
 * Dated first loads of /d (issue 18): the document is a cached shell without the dates, and the
 * browser fetches the results (GET /api/results) and renders them as the server does; the filters
 * keep the address's dates. Needs the proxy's rewrite (src/proxy.ts) that marks such a render.
 */

// Each step is a server render or a fetch; the machines running these tests are small and shared.
test.describe.configure({ timeout: 120_000 });
const NAV = { timeout: 30_000 };

const TEXT = {
  en: {
    prefix: '',
    total: 'total',
    nights: '5 nights',
    error: /could not load the villas/,
    retry: 'Try again',
    noscript: /need JavaScript/,
  },
  es: {
    prefix: '/es',
    total: 'en total',
    nights: '5 noches',
    error: /No pudimos cargar las villas/,
    retry: 'Reintentar',
    noscript: /necesitan JavaScript/,
  },
} as const;

/** A calendar date `days` from today (far enough ahead that the destination's zone cannot make it past). */
function isoIn(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

for (const locale of ['en', 'es'] as const) {
  const t = TEXT[locale];
  const checkIn = isoIn(locale === 'en' ? 200 : 210);
  const checkOut = isoIn(locale === 'en' ? 205 : 215);
  const dated = `${t.prefix}/d/dominican-republic?check_in=${checkIn}&check_out=${checkOut}&guests=2&sort=price_asc`;

  test(`${locale}: a dated first load shows each stay's total and nights, fetched by the browser, and a sort keeps the dates`, async ({
    page,
    request,
  }) => {
    // The document holds the frame, not the dated cards.
    const html = await (await request.get(dated)).text();
    expect(html).toContain('data-testid="results-loading"');
    expect(html).not.toContain('data-testid="property-card"');

    const fetched = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/results');
    await page.goto(dated);
    const response = await fetched;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('check_in')).toBe(checkIn);
    expect(response.headers()['cache-control']).toBe('private, no-store');

    const cards = page.getByTestId('property-card');
    await expect(cards.first()).toBeVisible(NAV);
    await expect(page.getByTestId('results-region')).toHaveAttribute('aria-busy', 'false', NAV);
    const count = Number(await page.getByTestId('result-count').getAttribute('data-count'));
    expect(count).toBeGreaterThan(0);
    const stay = cards.first().getByTestId('card-stay-total');
    await expect(stay).toContainText(` ${t.total} · ${t.nights}`);
    await expect(stay).toHaveAttribute('data-nights', '5');
    await expect(page.getByTestId('card-nightly')).toHaveCount(0);
    // Every card of the page carries its stay's total.
    const totals = await page
      .getByTestId('card-stay-total')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-total-cents'))));
    expect(totals.length).toBe(Math.min(count, 24));
    expect(totals.every((cents) => cents > 0)).toBe(true);

    // The controls show the address's stay, and a change keeps it in the next address.
    await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');
    await page.getByTestId('sort-select').selectOption('price_desc');
    await expect(page).toHaveURL(new RegExp(`check_in=${checkIn}&check_out=${checkOut}&guests=2&sort=price_desc`), NAV);
    await expect(page.getByTestId('results-region')).toHaveAttribute('aria-busy', 'false', NAV);
    await expect(page.getByTestId('property-card').first().getByTestId('card-stay-total')).toContainText(t.nights, NAV);
    expect(Number(await page.getByTestId('result-count').getAttribute('data-count'))).toBe(count);
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('booking') ?? 'null'));
    expect(stored).toMatchObject({ check_in: checkIn, check_out: checkOut, guests: 2 });
  });

  test(`${locale}: when the results cannot load, the page says so and tries again`, async ({ page, browserGuard }) => {
    // The failed answer below is this test's own doing.
    browserGuard.allow(/\/api\/results/);
    let failures = 1;
    await page.route(/\/api\/results/, (route) => (failures-- > 0 ? route.fulfill({ status: 503, body: '' }) : route.continue()));
    await page.goto(dated);
    const error = page.getByTestId('results-error');
    await expect(error).toContainText(t.error, NAV);
    await error.getByRole('button', { name: t.retry }).click();
    await expect(page.getByTestId('property-card').first()).toBeVisible(NAV);
    await expect(page.getByTestId('results-error')).toHaveCount(0);
  });
}

test('the browser says why dates were not applied, as the server does', async ({ page }) => {
  await page.goto(`/d/dominican-republic?check_in=${isoIn(40)}`);
  await expect(page.getByTestId('date-notice')).toBeVisible(NAV);
  await expect(page.getByTestId('property-card').first()).toBeVisible(NAV);
  await expect(page.getByTestId('card-nightly').first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // With JavaScript off, Chromium refuses the page's scripts and reports them as failed with "csp":
  // that is this describe's own setting (as in not-found.spec.ts).
  test.beforeEach(({ browserGuard }) => browserGuard.allow(/^request failed: GET \S+\/_next\/static\/\S+\.js \(csp\)$/));

  for (const locale of ['en', 'es'] as const) {
    const t = TEXT[locale];
    test(`${locale}: a dated results page links to the villas without dates`, async ({ page }) => {
      await page.goto(`${t.prefix}/d/dominican-republic?check_in=${isoIn(200)}&check_out=${isoIn(205)}&guests=2&sort=price_asc`);
      const line = page.getByTestId('results-noscript');
      await expect(line).toContainText(t.noscript);
      await expect(line.locator('a')).toHaveAttribute('href', `${t.prefix}/d/dominican-republic?sort=price_asc`);
    });
  }
});
