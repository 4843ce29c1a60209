import { expect, test } from './support/test';
import { loadSamples } from './support/samples';

const samples = loadSamples();

test('/results redirects to the default destination, in both languages', async ({ page, request }) => {
  const en = await request.get('/results', { maxRedirects: 0 });
  expect([302, 307, 308]).toContain(en.status());
  expect(en.headers().location).toMatch(/\/d\/dominican-republic$/);
  const es = await request.get('/es/results', { maxRedirects: 0 });
  expect(es.headers().location).toMatch(/\/es\/d\/dominican-republic$/);
  await page.goto('/results');
  await expect(page).toHaveURL(/\/d\/dominican-republic$/);
  await expect(page.locator('[data-layout="results"]')).toHaveCount(1);
});

test('the language switcher keeps the path and the query, both ways', async ({ page, context }) => {
  const path = `/property/${samples.property.id}?x=1`;
  await page.goto(path);
  // A cached page's HTML has no query (decision 032): the switcher's link takes it once hydrated.
  const switcher = page.getByTestId('language-switcher').first();
  await expect(switcher).toHaveAttribute('href', /\?x=1$/);
  await switcher.click();
  await expect(page).toHaveURL(new RegExp(`/es/property/${samples.property.id}\\?x=1$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(switcher).toHaveAttribute('href', /\?x=1$/);
  await switcher.click();
  await expect(page).toHaveURL(new RegExp(`localhost:\\d+/property/${samples.property.id}\\?x=1$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('en');
});

test('a locale-prefix redirect answers 302 and sets a 365-day locale cookie', async ({ request }) => {
  const response = await request.get('/en/about-us', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/\/about-us$/);
  const setCookie = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  expect(setCookie.find((c) => c.startsWith('NEXT_LOCALE='))).toMatch(/Max-Age=31536000/);
});

test('messages.json serves each locale for 24 hours and 404s an unknown one', async ({ request }) => {
  for (const locale of ['en', 'es']) {
    const response = await request.get(`/i18n/${locale}/messages.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/max-age=86400/);
    const body = await response.json();
    expect(body.system.notFound.heading).toBe(locale === 'en' ? 'Page Not Found' : 'Página no encontrada');
  }
  expect((await request.get('/i18n/fr/messages.json')).status()).toBe(404);
});

test.describe('viewport cookie', () => {
  test.use({
    ...{
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      viewport: { width: 390, height: 844 },
    },
  });

  test('a phone is guessed from its user agent and served the mobile variant', async ({ page, context }) => {
    const response = await page.goto('/about-us');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/data-variant="mobile"/);
    expect(html).toContain('data-testid="mobile-menu-button"');
    const cookie = (await context.cookies()).find((c) => c.name === 'viewport');
    expect(cookie?.value).toBe('xs');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
    await page.getByTestId('mobile-menu-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test.describe('before any script has run', () => {
    test.use({ javaScriptEnabled: false });
    // With JavaScript off, Chromium reports the page's scripts as failed with "csp" (as in not-found.spec.ts).
    test.beforeEach(({ browserGuard }) => browserGuard.allow(/^request failed: GET \S+\/_next\/static\/\S+\.js \(csp\)$/));

    // A public page starts its scripts after the first paint (docs/decisions/034): the menu button
    // works without them, through the browser's own invoker commands.
    test('the phone menu opens and closes', async ({ page }) => {
      await page.goto('/about-us');
      await page.getByTestId('mobile-menu-button').click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link').first()).toBeVisible();
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
    });
  });
});

test('a desktop window corrects a wrong viewport cookie and gets the full navigation', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'viewport', value: 'xs', url: baseURL ?? '' }]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('data-variant', 'desktop');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-header-variant', 'full');
  const cookie = (await context.cookies()).find((c) => c.name === 'viewport');
  expect(cookie?.value).toBe('xl');
});

test('the build manifest answers the running build, and a new build offers a reload', async ({ page, request }) => {
  const manifest = await request.get(`/builds/latest.json?${Date.now()}`);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toMatch(/no-store/);
  const running = (await manifest.json()) as { buildId: string; builtAt: string };
  expect(running.buildId).toMatch(/\S{6,}/);
  expect(Number.isNaN(Date.parse(running.builtAt))).toBe(false);

  await page.goto('/es/about-us');
  await expect(page.getByTestId('new-build-banner')).toHaveCount(0);
  // A deploy happens: from now on the server would answer another build id.
  await page.route('**/builds/latest.json?*', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
  );
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const banner = page.getByTestId('new-build-banner');
  await expect(banner).toContainText('Hay una nueva versión');
  await expect(banner.getByRole('button', { name: 'Recargar' })).toBeVisible();
});

test('the site frame: header navigation, footer information pages, skip link', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Destinations', 'Villas', 'Experiences', 'Luxury services', 'Reserve collection', 'Press', 'Owners']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
  const footer = page.getByTestId('site-footer');
  for (const href of [
    '/about-us',
    '/owners',
    '/safe-stay',
    '/term-conditions',
    '/covid-information',
    '/cancellation-policies',
    '/travel-agent',
    '/contact-us',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

// A public page holds its display face back until the first paint (docs/decisions/034): once the
// scripts run, <html> has the face's class again and headings are set in it.
test('the display face is back on a public page once it has loaded', async ({ page }) => {
  const response = await page.goto('/about-us');
  const html = (await response?.text()) ?? '';
  const face = /data-display-font="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(face).not.toBe('');
  expect(/<html[^>]*class="([^"]*)"/.exec(html)?.[1]?.split(' ')).not.toContain(face);
  await expect(page.locator('html')).toHaveClass(new RegExp(`(^| )${face}( |$)`));
  expect(
    await page
      .locator('h1')
      .first()
      .evaluate((h) => getComputedStyle(h).fontFamily),
  ).toMatch(/^displayFont\b/);
});
