import { expect, test } from './support/test';
import { ROUTES } from '../src/lib/routes';
import { loadSamples, samplePath } from './support/samples';

const samples = loadSamples();

const PRIVATE_AREAS = new Set(['user', 'concierge', 'broker', 'admin']);
/** Pages that exist only for some signed-in roles and answer a visitor 404 (issue 16: a villa's guestbook preview). */
const NOT_FOR_VISITORS = new Set(['guestbookPreview']);

// SPEC §2: every route exists in English and under /es, in its layout, with its language.
// SPEC §6: an anonymous visitor of a user, concierge or broker page is sent to log in first.
for (const locale of ['en', 'es'] as const) {
  for (const route of ROUTES.filter((r) => !NOT_FOR_VISITORS.has(r.key))) {
    const path = samplePath(route, samples);
    const url = locale === 'en' ? path : `/es${path === '/' ? '' : path}`;
    const guarded = PRIVATE_AREAS.has(route.area);
    const title = guarded
      ? `${url} sends an anonymous visitor to log in and back, lang=${locale}`
      : `${url} answers 200 in the ${route.layout} layout, lang=${locale}`;
    test(title, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      if (guarded) {
        const landed = new URL(page.url());
        expect(landed.pathname).toBe(locale === 'en' ? '/login' : '/es/login');
        expect(landed.searchParams.get('next')).toBe(url);
      }
      await expect(page.locator(`[data-layout="${guarded ? 'default' : route.layout}"]`)).toHaveCount(1);
      await expect(page.locator('h1').first()).toBeVisible();
      const title = await page.title();
      expect(title.length).toBeGreaterThan(3);
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(3);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    });
  }
}

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
