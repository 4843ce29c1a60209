import { expect, test } from './support/test';
import { loadSamples } from './support/samples';

const samples = loadSamples();

const SCREEN = {
  en: {
    heading: 'Page Not Found',
    home: 'Take Me Home',
    homeHref: '/',
    search: 'Search villas',
    invalid: 'Page Not Found:',
    unknown: 'Page not found:',
  },
  es: {
    heading: 'Página no encontrada',
    home: 'Llévame al inicio',
    homeHref: '/es',
    search: 'Buscar villas',
    invalid: 'Página no encontrada:',
    unknown: 'Página no encontrada:',
  },
} as const;

// SPEC §5: malformed or unknown ids and slugs fail page validity.
const INVALID_PATHS = [
  '/property/999999',
  '/property/abc',
  '/property/12x',
  '/property/99999999999999',
  '/d/atlantis',
  '/d/Punta%20Cana',
  '/press/no-such-article',
  '/luxury-services/no-such-service',
  '/user/trip-999999',
  '/user/trip-abc',
  '/guestbook/preview/no-such-villa',
];

test.describe('not-found screen in the server HTML, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // With JavaScript off, Chromium refuses the page's scripts and reports them as failed with
  // "csp": that is this describe's own setting, not the page's (a real CSP violation is a console
  // error, which the guard still catches).
  test.beforeEach(({ browserGuard }) => browserGuard.allow(/^request failed: GET \S+\/_next\/static\/\S+\.js \(csp\)$/));

  for (const locale of ['en', 'es'] as const) {
    const prefix = locale === 'en' ? '' : '/es';
    const t = SCREEN[locale];

    test(`${locale}: an unknown path answers 404 with the SPEC screen`, async ({ page }) => {
      const path = `${prefix}/no-such-page/here`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
      await expect(page.getByRole('img').first()).toBeVisible();
      const home = page.getByRole('link', { name: t.home });
      await expect(home).toHaveAttribute('href', t.homeHref);
      await expect(page.getByTestId('not-found-path')).toHaveText(`${t.unknown} ${path}`);
      await expect(page.getByRole('link', { name: t.search })).toHaveAttribute('href', `${prefix}/d/dominican-republic`);
    });

    test(`${locale}: the 404 has the site's header and footer, in its language`, async ({ page }) => {
      const response = await page.goto(`${prefix}/no-such-page`);
      expect(response?.status()).toBe(404);
      const header = page.getByTestId('site-header');
      const footer = page.getByTestId('site-footer');
      await expect(header).toBeVisible();
      await expect(footer).toBeVisible();
      await expect(page.locator('[data-layout="not-found"]')).toHaveCount(1);
      // The header's links lead to pages in the visitor's language.
      await expect(header.getByRole('link', { name: 'Alma Villas' })).toHaveAttribute('href', t.homeHref);
      await expect(footer.locator(`a[href="${prefix}/about-us"]`)).toHaveCount(1);
      await expect(page.getByTestId('language-switcher').first()).toHaveAttribute('hreflang', locale === 'en' ? 'es' : 'en');
    });

    for (const invalid of INVALID_PATHS) {
      test(`${locale}: ${invalid} fails page validity with 404`, async ({ page }) => {
        const path = `${prefix}${invalid}`;
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
        await expect(page.getByTestId('not-found-path')).toHaveText(`${t.invalid} ${path}`);
      });
    }
  }

  test('a path beside a parameterised route is an unknown route', async ({ page }) => {
    for (const path of ['/user/trips-archive', '/concierges/inbox', '/broker/settings/x']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('not-found-path')).toHaveText(`Page not found: ${path}`);
    }
  });

  test('a valid id on the same routes is not a 404', async ({ page }) => {
    for (const path of [
      `/property/${samples.property.id}`,
      `/d/${samples.country}`,
      `/press/${samples.press}`,
      `/user/trip-${samples.reservation.id}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
  });
});

test('a visitor whose language is Spanish (cookie) gets the Spanish 404', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'es', url: baseURL ?? 'http://localhost' }]);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.es.heading);
  await expect(page.getByTestId('site-header')).toBeVisible();
});

test('"Take Me Home" takes a Spanish visitor to the Spanish home', async ({ page }) => {
  await page.goto('/es/nada-por-aqui');
  await page.getByRole('link', { name: SCREEN.es.home }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
