import AxeBuilder from '@axe-core/playwright';
import { testIn } from './support/locales';
import { expect, type Locator, type Page, test } from './support/test';

const TEXT = {
  en: {
    prefix: '',
    destination: 'Destination',
    moreGuests: 'More guests',
    guests4: '4 guests',
    map: 'Map',
    list: 'List',
    fourPlus: '4+',
    incomplete: 'Choose both a check-in and a check-out date, or clear the dates.',
    guestsCapped: 'Searches go up to 30 guests',
    contact: 'contact our concierge',
  },
  es: {
    prefix: '/es',
    destination: 'Destino',
    moreGuests: 'Más huéspedes',
    guests4: '4 huéspedes',
    map: 'Mapa',
    list: 'Lista',
    fourPlus: '4+',
    incomplete: 'Elige una fecha de llegada y una de salida, o borra las fechas.',
    guestsCapped: 'Las búsquedas llegan hasta 30 huéspedes',
    contact: 'escribe a nuestro concierge',
  },
} as const;

type Lang = keyof typeof TEXT;

// Each step is a server render of the results; the machines running these tests are small and shared.
test.describe.configure({ timeout: 120_000 });
const NAV = { timeout: 20_000 };

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date `days` from today, as ISO and as the digits typed into the date segments of `locale`. */
function futureDate(days: number, locale: Lang) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const [y, m, day] = [d.getFullYear(), pad(d.getMonth() + 1), pad(d.getDate())];
  return { iso: `${y}-${m}-${day}`, typed: locale === 'en' ? `${m}${day}${y}` : `${day}${m}${y}` };
}

async function richSearch(page: Page): Promise<Locator> {
  const form = page.locator('[data-testid="home-search"][data-ready="true"]');
  // The rich controls load when the visitor reaches for the form.
  await page.getByTestId('home-search').hover();
  await expect(form).toBeVisible(NAV);
  return form;
}

async function typeRange(scope: Locator, start: string, end?: string) {
  const segments = scope.getByTestId('date-range').getByRole('spinbutton');
  await segments.nth(0).click();
  await segments.nth(0).page().keyboard.type(start);
  if (end) {
    await segments.nth(3).click();
    await segments.nth(3).page().keyboard.type(end);
  }
}

async function resultCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('result-count').getAttribute('data-count'));
}

/** Waits until the results rendered for the current URL are shown (not the previous ones, dimmed). */
async function settled(page: Page) {
  await expect(page.getByTestId('results-region')).toHaveAttribute('aria-busy', 'false', NAV);
}

for (const locale of ['en', 'es'] as const) {
  const t = TEXT[locale];

  test.describe(`${locale}: search`, () => {
    testIn(locale, 'en')('from the home search to the results, remembered on return', async ({ page }) => {
      await page.goto(t.prefix || '/');
      const form = await richSearch(page);
      await form.getByRole('combobox', { name: t.destination }).fill('punta');
      await page.getByRole('option', { name: /Punta Cana/ }).click();
      const checkIn = futureDate(30, locale);
      const checkOut = futureDate(35, locale);
      await typeRange(form, checkIn.typed, checkOut.typed);
      await form.getByRole('button', { name: t.moreGuests }).click();
      await form.getByRole('button', { name: t.moreGuests }).click();
      await expect(form.getByTestId('guest-stepper')).toHaveAttribute('data-value', '4');
      await form.getByTestId('home-search-submit').click();

      await expect(page).toHaveURL(
        new RegExp(`${t.prefix}/d/punta-cana\\?check_in=${checkIn.iso}&check_out=${checkOut.iso}&guests=4$`),
        NAV,
      );
      await expect(page.getByTestId('destination-page')).toHaveAttribute('data-destination', 'punta-cana');
      await expect(page.getByTestId('result-count')).toBeVisible(NAV);
      const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('booking') ?? 'null'));
      expect(stored).toMatchObject({ destination: { slug: 'punta-cana' }, check_in: checkIn.iso, check_out: checkOut.iso, guests: 4 });

      // The whole search is in the URL: the filters show it.
      await expect(page.getByTestId('filter-guests')).toHaveAttribute('data-value', '4');

      await page.goto(t.prefix || '/');
      const again = await richSearch(page);
      await expect(again.getByRole('combobox', { name: t.destination })).toHaveValue(/Punta Cana/);
      await expect(again.getByTestId('guest-stepper')).toHaveAttribute('data-value', '4');
      await expect(again.getByTestId('date-range').getByRole('spinbutton').nth(0)).not.toHaveAttribute('aria-valuenow', '');
    });

    testIn(locale, 'es')('half a date range cannot be searched and says why', async ({ page }) => {
      await page.goto(t.prefix || '/');
      const form = await richSearch(page);
      await typeRange(form, futureDate(20, locale).typed);
      await form.getByTestId('home-search-submit').click();
      await expect(form.getByTestId('date-range-error')).toHaveText(t.incomplete);
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+${t.prefix}/?$`), NAV);
    });

    testIn(locale, 'en')('list and map, filters, sort and pages all live in the URL', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${t.prefix}/d/dominican-republic`);
      const all = await resultCount(page);
      expect(all).toBeGreaterThan(24);

      // Map: price markers without any tiles (no internet here), each a link to its villa.
      await page.getByText(t.map, { exact: true }).click();
      await expect(page).toHaveURL(/[?&]view=map/, NAV);
      await expect(page.getByTestId('map-marker').first()).toBeVisible(NAV);
      expect(await page.getByTestId('map-marker').count()).toBeGreaterThan(5);
      await expect(page.getByTestId('map-marker').first()).toHaveAttribute('href', new RegExp(`^${t.prefix}/property/\\d+$`));
      await page.getByText(t.list, { exact: true }).click();
      await expect(page).not.toHaveURL(/view=map/, NAV);
      await expect(page.getByTestId('results-map')).toHaveCount(0);

      // Bedrooms and instant book narrow the results.
      const panel = page.getByTestId('filter-panel');
      await panel.getByTestId('filter-bedrooms').getByText(t.fourPlus, { exact: true }).click();
      await expect(page).toHaveURL(/[?&]bedrooms=4/, NAV);
      await settled(page);
      const fourBedrooms = await resultCount(page);
      expect(fourBedrooms).toBeLessThan(all);
      await panel.getByTestId('filter-instant-book').check();
      await expect(page).toHaveURL(/bedrooms=4&instant_book=1/, NAV);
      await settled(page);
      expect(await resultCount(page)).toBeLessThan(fourBedrooms);

      // The URL is shareable: a fresh visit renders the same results.
      const shared = page.url();
      const count = await resultCount(page);
      const other = await page.context().newPage();
      await other.goto(shared);
      expect(await resultCount(other)).toBe(count);
      await other.close();

      // Sort by price, low to high.
      await page.getByTestId('sort-select').selectOption('price_asc');
      await expect(page).toHaveURL(/sort=price_asc/, NAV);
      await settled(page);
      const prices = await page.getByTestId('property-card').locator('p.mt-3 span[aria-hidden] span.text-lg').allTextContents();
      const numbers = prices.map((p) => Number(p.replace(/[^\d]/g, '')));
      expect(numbers.length).toBeGreaterThan(1);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    });

    testIn(locale, 'es')('paging through the results and opening a villa', async ({ page }) => {
      await page.goto(`${t.prefix}/d/dominican-republic`);
      const firstPage = await page
        .getByTestId('property-card')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-property-id')));
      expect(firstPage).toHaveLength(24);
      await page.getByTestId('page-next').click();
      await expect(page).toHaveURL(/[?&]page=2/, NAV);
      await settled(page);
      const secondPage = await page
        .getByTestId('property-card')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-property-id')));
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
      await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toContainText('2');

      const card = page.getByTestId('property-card').first();
      const id = await card.getAttribute('data-property-id');
      await card.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/property/${id}$`), NAV);
    });

    testIn(locale, 'en')(
      'more guests than the search offers: capped at 30, and the page says so with a way to the concierge',
      async ({ page }) => {
        await page.goto(`${t.prefix}/d/dominican-republic?guests=45`);
        const notice = page.getByTestId('guests-notice');
        await expect(notice).toContainText(t.guestsCapped);
        await expect(notice.getByRole('link', { name: t.contact })).toHaveAttribute('href', `${t.prefix}/contact-us`);
        await expect(page.getByTestId('filter-guests')).toHaveAttribute('data-value', '30');
        await page.goto(`${t.prefix}/d/dominican-republic?guests=30`);
        await expect(page.getByTestId('result-count')).toBeVisible(NAV);
        await expect(page.getByTestId('guests-notice')).toHaveCount(0);
      },
    );

    testIn(locale, 'es')('an empty search suggests clearing the filters', async ({ page }) => {
      await page.goto(`${t.prefix}/d/dominican-republic?bedrooms=8&bathrooms=8&in_offer=1&instant_book=1&amenities=tennis,golf_cart,gym`);
      await expect(page.getByTestId('results-empty')).toBeVisible();
      await page.getByTestId('empty-clear').click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/d/dominican-republic$`), NAV);
      await expect(page.getByTestId('property-card').first()).toBeVisible();
    });
  });
}

test('moving the map offers to search that area, which the URL keeps', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/d/dominican-republic?view=map');
  await expect(page.getByTestId('map-marker').first()).toBeVisible(NAV);
  const all = await resultCount(page);
  await expect(page.getByTestId('search-area')).toHaveCount(0);
  const map = page.getByTestId('results-map');
  // Zoom in twice on the map: a smaller area than the whole country.
  await expect(map).toHaveAttribute('data-ready', 'true');
  await map.getByRole('button', { name: /zoom in/i }).click();
  await expect(page.getByTestId('search-area')).toBeVisible();
  await map.getByRole('button', { name: /zoom in/i }).click();
  await page.getByTestId('search-area').click();
  await expect(page).toHaveURL(/[?&]bounds=-?\d+(\.\d+)?,-?\d+(\.\d+)?,-?\d+(\.\d+)?,-?\d+(\.\d+)?/, NAV);
  // The URL changes before the new results render (and before the region turns busy): wait for the count itself.
  await expect.poll(() => resultCount(page), NAV).toBeLessThan(all);
  await settled(page);
  await expect(page.getByTestId('area-filter')).toBeVisible();
  await page.getByTestId('area-filter').getByRole('link').click();
  await expect(page).not.toHaveURL(/bounds=/, NAV);
});

const TILES_NOTE = {
  en: 'Map imagery unavailable; villas are shown by location.',
  es: 'Las imágenes del mapa no están disponibles; las villas se muestran por su ubicación.',
} as const;
/** A 1×1 transparent PNG: a tile server that answers. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Answers every request to another origin (the tile server, NEXT_PUBLIC_MAP_TILE_URL) with `answer`. */
async function routeTiles(page: Page, answer: 'abort' | 'png') {
  const own = new URL(test.info().project.use.baseURL ?? 'http://localhost').host;
  await page.route(
    (url) => url.host !== own,
    (route) => (answer === 'abort' ? route.abort('internetdisconnected') : route.fulfill({ contentType: 'image/png', body: TILE_PNG })),
  );
}

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: without its tiles the map is a quiet background with the markers and a note`, async ({ page }) => {
    await routeTiles(page, 'abort');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${TEXT[lang].prefix}/d/dominican-republic?view=map`);
    const map = page.getByTestId('results-map');
    await expect(map).toHaveAttribute('data-ready', 'true', NAV);
    await expect(map).toHaveAttribute('data-tiles', 'unavailable', NAV);
    await expect(page.getByTestId('map-tiles-note')).toHaveText(TILES_NOTE[lang]);
    await expect(page.getByTestId('map-marker').first()).toBeVisible();
    expect(await page.getByTestId('map-marker').count()).toBeGreaterThan(5);
    // No tile image shows (a failed one would be a broken-image icon), and the surface is the brand's sand.
    await expect(map.locator('.leaflet-tile-pane')).toBeHidden();
    await expect(map.locator('img.leaflet-tile:visible')).toHaveCount(0);
    const background = await map.locator('.leaflet-container').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(246, 241, 234)');
  });
}

test('with its tiles the map shows them and no note', async ({ page }) => {
  await routeTiles(page, 'png');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/d/dominican-republic?view=map');
  const map = page.getByTestId('results-map');
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible(NAV);
  await expect(map).toHaveAttribute('data-tiles', 'ok');
  await expect(page.getByTestId('map-tiles-note')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the filters open in a drawer and apply when asked', async ({ page }) => {
    await page.goto('/es/d/dominican-republic');
    const all = await resultCount(page);
    await expect(page.getByTestId('filter-panel')).toHaveCount(0);
    await page.getByTestId('filters-button').click();
    const drawer = page.getByTestId('filters-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('filter-bedrooms').getByText('4+', { exact: true }).click();
    // Nothing applies before "Show villas".
    await expect(page).not.toHaveURL(/bedrooms/);
    await drawer.getByTestId('filters-apply').click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/es\/d\/dominican-republic\?bedrooms=4$/, NAV);
    await settled(page);
    expect(await resultCount(page)).toBeLessThan(all);
    await expect(page.getByTestId('filters-button')).toContainText('1');
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/es/d/dominican-republic', '/d/punta-cana?view=map']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      if (path === '/') await richSearch(page);
      else await expect(page.getByTestId('result-count')).toBeVisible(NAV);
      if (path.includes('view=map')) await expect(page.getByTestId('map-marker').first()).toBeVisible(NAV);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
