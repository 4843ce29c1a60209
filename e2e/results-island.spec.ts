import { expect, test } from './support/test';
import { setServerClock } from './support/guestbook';
import { testIn } from './support/locales';

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

  testIn(locale, 'en')(
    `${locale}: a dated first load shows each stay's total and nights, fetched by the browser, and a sort keeps the dates`,
    async ({ page, request }) => {
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
    },
  );

  testIn(locale, 'es')(`${locale}: when the results cannot load, the page says so and tries again`, async ({ page, browserGuard }) => {
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('es: the dated results fit a 390 px screen, one card a row, each with its stay total, and the filters keep the dates', async ({
    page,
  }) => {
    const checkIn = isoIn(220);
    const checkOut = isoIn(225);
    await page.goto(`/es/d/dominican-republic?check_in=${checkIn}&check_out=${checkOut}&guests=2`);
    const cards = page.getByTestId('property-card');
    await expect(cards.first()).toBeVisible(NAV);
    await expect(page.getByTestId('results-region')).toHaveAttribute('aria-busy', 'false', NAV);
    await expect(cards.first().getByTestId('card-stay-total')).toContainText(`${TEXT.es.total} · ${TEXT.es.nights}`);
    // Nothing wider than the screen, and the first two cards stacked, each nearly as wide as it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(first?.width).toBeGreaterThan(300);
    expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
    // The drawer's filters apply to the same stay.
    await page.getByTestId('filters-button').click();
    const drawer = page.getByTestId('filters-drawer');
    await drawer.getByTestId('filter-bedrooms').getByText('4+', { exact: true }).click();
    await drawer.getByTestId('filters-apply').click();
    await expect(page).toHaveURL(
      new RegExp(`check_in=${checkIn}&check_out=${checkOut}&guests=2.*bedrooms=4|bedrooms=4.*check_in=${checkIn}`),
      NAV,
    );
    await expect(page.getByTestId('results-region')).toHaveAttribute('aria-busy', 'false', NAV);
    await expect(page.getByTestId('property-card').first().getByTestId('card-stay-total')).toContainText(TEXT.es.nights, NAV);
  });

  // Under the destination's photo a phone shows one card: only its photo loads first, in the
  // server's render and in the island's.
  for (const query of ['', `?check_in=${isoIn(250)}&check_out=${isoIn(253)}&guests=2`]) {
    test(`only the first card's photo is fetched first${query ? ' (dated)' : ''}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'viewport', value: 'xs', url: baseURL ?? '' }]);
      await page.goto(`/d/dominican-republic${query}`);
      const cards = page.getByTestId('property-card');
      await expect(cards.nth(2)).toBeVisible(NAV);
      await expect(cards.locator('img[fetchpriority="high"]')).toHaveCount(1);
      await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    });
  }
});

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

  // The page streams its results behind a loading skeleton; the cached document has them in place
  // (first-paint.mjs), so they show with no script to reveal them.
  test('a results page shows its villas, not its loading skeleton', async ({ page }) => {
    await page.goto('/d/dominican-republic');
    await expect(page.getByRole('heading', { level: 1, name: 'Dominican Republic' })).toBeVisible();
    await expect(page.getByTestId('property-card').first()).toBeVisible();
    await expect(page.getByTestId('results-noscript')).toHaveCount(0);
    expect(await page.locator('div[hidden][id^="S:"]').count()).toBe(0);
  });

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

const SAME_AS_SERVER = [
  `/es/d/dominican-republic?check_in=${isoIn(220)}&check_out=${isoIn(224)}&guests=3&bedrooms=2&page=2`,
  // On the map: the pins with each stay's total.
  `/d/dominican-republic?check_in=${isoIn(230)}&check_out=${isoIn(233)}&guests=2&view=map`,
  // More guests than a search takes: the notice, and the empty state with the nearby destinations.
  `/d/punta-cana?check_in=${isoIn(235)}&check_out=${isoIn(238)}&guests=40`,
  // Nothing matches: the empty state and its links.
  `/d/dominican-republic?check_in=${isoIn(240)}&check_out=${isoIn(245)}&bedrooms=20&amenities=gym`,
];

for (const url of SAME_AS_SERVER) {
  test(`the browser renders the dated results exactly as the server does: ${url}`, async ({ page, browser }) => {
    /** The results' markup: elements with their attributes in one order, texts joined, comments left out. */
    const markup = async (p: typeof page) => {
      await expect(p.getByTestId('result-count')).toBeVisible(NAV);
      await expect(p.getByTestId('results-region')).toHaveAttribute('aria-busy', 'false', NAV);
      if (url.includes('view=map')) await expect(p.getByTestId('map-marker').first()).toBeVisible(NAV);
      return p.getByTestId('results-region').evaluate((region) => {
        const write = (node: Node): string => {
          if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
          if (node.nodeType !== Node.ELEMENT_NODE) return '';
          const el = node as Element;
          const attrs = [...el.attributes].map((a) => `${a.name}="${a.value}"`).sort();
          return `<${el.localName} ${attrs.join(' ')}>${[...el.childNodes].map(write).join('')}</${el.localName}>`;
        };
        const ids = ['result-count', 'date-notice', 'guests-notice', 'results-grid', 'results-empty', 'pagination'];
        const parts = ids.map((id) => document.querySelector(`[data-testid="${id}"]`)).map((el) => (el ? write(el) : null));
        const pins = [...region.querySelectorAll('[data-testid="map-marker"]')].map(
          (pin) => `${pin.getAttribute('href')} ${pin.getAttribute('aria-label')}`,
        );
        return { parts, pins };
      });
    };
    await page.goto(url);
    const fromBrowser = await markup(page);
    // What each case is about is there: the grid or the empty state, the notice, the pins.
    const [, , notice, grid, empty] = fromBrowser.parts;
    expect(grid ?? empty).not.toBeNull();
    if (url.includes('guests=40')) expect(notice).not.toBeNull();
    if (url.includes('view=map')) expect(fromBrowser.pins.length).toBeGreaterThan(0);
    // The test clock's cookie keeps a request out of the page cache: the server renders the dates itself.
    const context = await browser.newContext();
    await setServerClock(context, new Date());
    const server = await context.newPage();
    await server.goto(url);
    expect(await markup(server)).toEqual(fromBrowser);
    await context.close();
  });
}
