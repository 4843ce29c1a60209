import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { createCountry, createLuxuryService, createPressArticle, createProperty, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const ids = { property: 0, draft: 0, country: '', state: '', service: '', hiddenService: '', press: '', hiddenPress: '' };
const BASE = 'https://villas.example';

beforeAll(async () => {
  process.env.SITE_URL = `${BASE}/`;
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const place = { countryId: country.id, stateId: state.id };
  Object.assign(ids, {
    property: (await createProperty(orm, place)).id,
    draft: (await createProperty(orm, place, { status: 'draft' })).id,
    country: country.slug,
    state: state.slug,
    service: (await createLuxuryService(orm)).slug,
    hiddenService: (await createLuxuryService(orm, { published: false })).slug,
    press: (await createPressArticle(orm, { publishedOn: '2026-03-04' })).slug,
    hiddenPress: (await createPressArticle(orm, { published: false })).slug,
  });
});

afterAll(async () => {
  delete process.env.SITE_URL;
  await database?.dispose();
});

describe('sitemap.xml', () => {
  it('lists every public page in both languages, each with both hreflang alternates', async () => {
    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    for (const path of [
      '/about-us',
      '/contact-us',
      '/press',
      '/experiences-collection',
      '/luxury-services',
      `/property/${ids.property}`,
      `/d/${ids.country}`,
      `/d/${ids.state}`,
      `/luxury-services/${ids.service}`,
      `/press/${ids.press}`,
    ]) {
      expect(urls).toContain(`${BASE}${path}`);
      expect(urls).toContain(`${BASE}/es${path}`);
      const entry = entries.find((e) => e.url === `${BASE}/es${path}`);
      expect(entry?.alternates?.languages).toEqual({ en: `${BASE}${path}`, es: `${BASE}/es${path}`, 'x-default': `${BASE}${path}` });
    }
    expect(urls).toContain(`${BASE}/`);
    expect(urls).toContain(`${BASE}/es`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(entries.find((e) => e.url === `${BASE}/press/${ids.press}`)?.lastModified).toEqual(new Date('2026-03-04T00:00:00Z'));
  });

  it('leaves out private areas, drafts, unpublished content and pages that need a token', async () => {
    const urls = (await sitemap()).map((e) => new URL(e.url).pathname.replace(/^\/es(?=\/|$)/, '') || '/');
    for (const path of urls) {
      expect(path).not.toMatch(/^\/(user|concierges|broker|guestbook|api|v1)(\/|-|$)/);
    }
    expect(urls).not.toContain(`/property/${ids.draft}`);
    expect(urls).not.toContain(`/luxury-services/${ids.hiddenService}`);
    expect(urls).not.toContain(`/press/${ids.hiddenPress}`);
    expect(urls).not.toContain('/new-password');
    expect(urls).not.toContain('/error');
    expect(urls.filter((u) => u.includes(':'))).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('allows public pages, disallows the private areas in both languages and names the sitemap', () => {
    const rules = robots();
    expect(rules.sitemap).toBe(`${BASE}/sitemap.xml`);
    const rule = Array.isArray(rules.rules) ? rules.rules[0] : rules.rules;
    expect(rule?.allow).toBe('/');
    const disallow = rule?.disallow as string[];
    for (const path of ['/user', '/concierges', '/broker', '/guestbook', '/api', '/v1', '/user-trip-', '/user-booking-request']) {
      expect(disallow).toContain(path);
    }
    for (const path of ['/es/user', '/es/concierges', '/es/broker', '/es/guestbook', '/es/user-booking-confirmation']) {
      expect(disallow).toContain(path);
    }
    expect(disallow.some((d) => '/press'.startsWith(d) || '/es/luxury-services'.startsWith(d))).toBe(false);
  });
});
