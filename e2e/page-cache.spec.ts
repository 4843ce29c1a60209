import { DEMO_PASSWORD, freshEmail } from './support/accounts';
import { addDays } from '../src/components/property/booking-selection';
import { loadSamples } from './support/samples';
import { expect, type Response, test } from './support/test';
import { LOCALE_COOKIE, STATUS_HEADER } from '../entry/protocol.mjs';

/**
 * The public page cache (issue 18; docs/decisions/031): public pages come from memory with the
 * policy they were rendered with, answer 304 to a browser's copy, and a signed-in visitor's
 * header is theirs although the document is everyone's.
 */
test('a public page is served from the cache with its own policy, and answers 304 to the same copy', async ({ request, page }) => {
  // The first answer sets the viewport and locale cookies, which are part of the key: the next ones hit.
  await expect.poll(async () => (await request.get('/es/press')).headers()[STATUS_HEADER]).toBe('hit');
  const first = await request.get('/es/press');
  const second = await request.get('/es/press');
  expect(first.status()).toBe(200);
  expect(second.headers()[STATUS_HEADER]).toBe('hit');
  expect(second.headers()['cache-control']).toBe('private, no-cache');
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  expect(second.headers()['content-security-policy']).toContain("'sha256-");
  expect(await second.text()).toBe(await first.text());
  const etag = second.headers().etag ?? '';
  expect(etag).not.toBe('');
  const same = await request.get('/es/press', { headers: { 'if-none-match': etag } });
  expect(same.status()).toBe(304);
  // The cached document runs in the browser: it hydrates (a link works client-side) under its policy.
  await page.goto('/es/press');
  await page.goto('/es/press');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.getByTestId('site-header').getByRole('link', { name: /Alma/i }).first().click();
  await expect(page).toHaveURL(/\/es$/);
});

test('a villa page asked with a stay is the cached page, and the stay is read in the browser', async ({ page, request }) => {
  const id = loadSamples().property.id;
  const villa = (await (await request.get(`/v1/properties/${id}`)).json()).data as { min_nights: number };
  const { data } = (await (await request.get(`/v1/properties/${id}/availability`)).json()) as {
    data: { today: string; unavailable: string[] };
  };
  const taken = new Set(data.unavailable);
  const nights = villa.min_nights + 1;
  let checkIn = addDays(data.today, 60);
  while (Array.from({ length: nights }, (_, i) => addDays(checkIn, i)).some((d) => taken.has(d))) checkIn = addDays(checkIn, 1);
  const stay = `check_in=${checkIn}&check_out=${addDays(checkIn, nights)}&guests=2`;
  await expect.poll(async () => (await request.get(`/property/${id}?${stay}`)).headers()[STATUS_HEADER]).toBe('hit');
  // Another stay is the same document: nobody's stay is in it.
  const other = await request.get(`/property/${id}?check_in=2031-04-10&check_out=2031-04-20`);
  expect(other.headers()[STATUS_HEADER]).toBe('hit');
  const html = await other.text();
  expect(html).not.toContain(checkIn);
  expect(html).not.toContain('2031-04-10');
  // In the browser the booking box quotes the URL's stay, and the language link keeps it.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto(`/property/${id}?${stay}`);
  const panel = page.getByTestId('booking-panel');
  await expect(panel.getByTestId('quote-ready')).toBeVisible();
  await expect(panel.getByTestId('quote-nightly').locator('li')).toHaveCount(nights);
  await expect(page.getByTestId('language-switcher').first()).toHaveAttribute('href', `/es/property/${id}?${stay}`);
});

test('a signed-in guest sees their own header on a cached page, and the document holds nothing of them', async ({ page, context }) => {
  // As a visitor first: the page is in the cache from then on.
  await page.goto('/about-us');
  const origin = new URL(page.url()).origin;
  const email = freshEmail('cache');
  const signup = await context.request.post('/api/signup', {
    data: { email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const name = `Cachetest ${Date.now().toString(36)}`;
  const saved = await context.request.put('/v1/account/profile', { data: { name }, headers: { origin } });
  expect(saved.status()).toBe(200);

  // The viewport cookie the first load corrected is part of the key: load until the entry is there.
  let response = null as Response | null;
  await expect
    .poll(async () => {
      response = await page.goto('/about-us');
      return response?.headers()[STATUS_HEADER];
    })
    .toBe('hit');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain(name);
  expect(html).not.toContain(email);
  const header = page.getByTestId('site-header');
  // The visible name, then the words for the screen reader in brackets.
  const accountMenu = new RegExp(`^${name} \\(account menu\\)$`);
  await expect(header.getByRole('button', { name: accountMenu })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await header.getByRole('button', { name: accountMenu }).click();
  await expect(page.getByRole('link', { name: 'My trips' })).toBeVisible();
});

test('a shared search or villa link opened in Spanish is redirected to /es with its whole query', async ({ playwright, baseURL }) => {
  const { property, state } = loadSamples();
  const stay = 'check_in=2031-01-12&check_out=2031-01-19&guests=4';
  const links = [`/d/${state}?${stay}`, `/d/${state}?sort=price_asc&${stay}&bedrooms=3`, `/property/${property.id}?${stay}`];
  /** Where `path` redirects a visitor sending `headers`: the Location's path and query. */
  const redirectOf = async (headers: Record<string, string>, path: string) => {
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
    const response = await visitor.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    const location = new URL(response.headers().location ?? '', baseURL);
    await visitor.dispose();
    return `${location.pathname}${location.search}`;
  };
  for (const link of links) {
    // Spanish by the browser's language (no cookie yet), then by the locale cookie a visit left.
    expect(await redirectOf({ 'accept-language': 'es-ES,es;q=0.9' }, link)).toBe(`/es${link}`);
    expect(await redirectOf({ cookie: `${LOCALE_COOKIE}=es` }, link)).toBe(`/es${link}`);
    // And the other way: /en/… (the switcher's link to English) answers the unprefixed page with the same query.
    expect(await redirectOf({ cookie: `${LOCALE_COOKIE}=es` }, `/en${link}`)).toBe(link);
  }
});
