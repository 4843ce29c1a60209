import { expect, test } from './support/test';
import { ROUTES } from '../src/lib/routes';
import { at, type Locale } from './support/accounts';
import { loadSamples, samplePath } from './support/samples';

const samples = loadSamples();

const PRIVATE_AREAS = new Set(['user', 'concierge', 'broker', 'admin']);
/** Pages that exist only for some signed-in roles and answer a visitor 404 (issue 16: a villa's guestbook preview). */
const NOT_FOR_VISITORS = new Set(['guestbookPreview']);

// SPEC §2: every route exists in English and under /es, in its layout, with its language.
// SPEC §6: an anonymous visitor of a user, concierge or broker page is sent to log in first.
// Every route is checked in both languages from its HTML, and opened in the browser (hydrated,
// with the suite's watch on console errors and failed requests) in one of them, alternating, so
// that both languages' pages are hydrated across the table (docs/decisions/033).
const VISITOR_ROUTES = ROUTES.filter((r) => !NOT_FOR_VISITORS.has(r.key));
VISITOR_ROUTES.forEach((route, index) => {
  const path = samplePath(route, samples);
  const guarded = PRIVATE_AREAS.has(route.area);
  const inBrowser: Locale = index % 2 === 0 ? 'en' : 'es';
  for (const locale of ['en', 'es'] as const) {
    const url = at(locale, path);
    const how = locale === inBrowser ? 'in the browser' : 'in its HTML';
    const title = guarded
      ? `${url} sends an anonymous visitor to log in and back, lang=${locale} (${how})`
      : `${url} answers 200 in the ${route.layout} layout, lang=${locale} (${how})`;
    const layout = guarded ? 'default' : route.layout;
    const loginPath = at(locale, '/login');
    if (locale === inBrowser) {
      test(title, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        if (guarded) {
          const landed = new URL(page.url());
          expect(landed.pathname).toBe(loginPath);
          expect(landed.searchParams.get('next')).toBe(url);
        }
        await expect(page.locator(`[data-layout="${layout}"]`)).toHaveCount(1);
        await expect(page.locator('h1').first()).toBeVisible();
        expect((await page.title()).length).toBeGreaterThan(3);
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      });
    } else {
      test(title, async ({ request }) => {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        if (guarded) {
          const landed = new URL(response.url());
          expect(landed.pathname).toBe(loginPath);
          expect(landed.searchParams.get('next')).toBe(url);
        }
        const html = await response.text();
        expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
        expect(html.match(new RegExp(`data-layout="${layout}"`, 'g'))).toHaveLength(1);
        expect(html).toMatch(/<h1[\s>]/);
        expect(html).toMatch(/<title>[^<]{4,}<\/title>/);
        expect(html.match(/<link rel="alternate" hrefLang="[a-z-]+"/g)).toHaveLength(3);
        expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      });
    }
  }
});

for (const route of ROUTES.filter((r) => NOT_FOR_VISITORS.has(r.key))) {
  const path = samplePath(route, samples);
  test(`${path} answers a visitor 404 in both languages`, async ({ page }) => {
    for (const url of [path, `/es${path}`]) expect((await page.goto(url))?.status(), url).toBe(404);
  });
}

// SPEC §2 and §8: /error shows the app's error in the page's language, with the ways back.
const ERROR_PAGE = {
  en: {
    heading: 'Something went wrong',
    pageValidity: 'Page Not Found: /property/999999',
    unknownMiddleware: 'Unknown route middleware',
    startup: 'The page could not start. We have recorded the problem.',
    chunkLoad: /^A part of this page could not load/,
    retry: 'Try again',
    home: 'Back to the home page',
    search: 'Search villas',
  },
  es: {
    heading: 'Algo salió mal',
    pageValidity: 'Página no encontrada: /property/999999',
    unknownMiddleware: 'Middleware de ruta desconocido',
    startup: 'La página no pudo iniciarse. Hemos registrado el problema.',
    chunkLoad: /^Una parte de esta página no pudo cargarse/,
    retry: 'Intentar de nuevo',
    home: 'Volver al inicio',
    search: 'Buscar villas',
  },
} as const;

for (const locale of ['en', 'es'] as const) {
  const prefix = locale === 'en' ? '' : '/es';
  const t = ERROR_PAGE[locale];
  test(`${prefix}/error shows the app's error and the ways back, lang=${locale}`, async ({ page }) => {
    const check = async (query: string, detail: string | RegExp) => {
      expect((await page.goto(`${prefix}/error${query}`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
      await expect(page.getByTestId('app-error-detail')).toHaveText(detail);
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: t.home })).toHaveAttribute('href', prefix || '/');
      await expect(page.getByRole('main').getByRole('link', { name: t.search })).toHaveAttribute('href', `${prefix}/d/dominican-republic`);
    };
    await check('', t.startup);
    await expect(page.getByRole('main').getByRole('link', { name: t.retry })).toHaveCount(0);
    await check('?code=pageValidity&path=/property/999999', t.pageValidity);
    await check('?code=unknownMiddleware', t.unknownMiddleware);
    // A page that failed to load can be tried again; only a path of this site is offered.
    await check(`?code=chunkLoad&path=${encodeURIComponent(`${prefix}/press`)}`, t.chunkLoad);
    await expect(page.getByRole('main').getByRole('link', { name: t.retry })).toHaveAttribute('href', `${prefix}/press`);
    await check('?code=chunkLoad&path=//evil.example/x', t.chunkLoad);
    await expect(page.getByRole('main').getByRole('link', { name: t.retry })).toHaveCount(0);
  });
}
