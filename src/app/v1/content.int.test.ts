import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiExperienceSchema, apiLuxuryServiceSchema, apiPressArticleSchema } from '@/server/content/content.openapi';
import { useDatabase } from '@/server/db/client';
import { createCountry, createExperience, createLuxuryService, createPressArticle, createState } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import { GET as getExperience } from './experiences/[slug]/route';
import { GET as listExperiences } from './experiences/route';
import { GET as getService } from './luxury-services/[slug]/route';
import { GET as listServices } from './luxury-services/route';
import { GET as getArticle } from './press/[slug]/route';
import { GET as listPress } from './press/route';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

type Handler = (req: Request, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>;
async function call(handler: Handler, path: string, params: Record<string, string> = {}, lang = 'en') {
  const res = await handler(new Request(`http://localhost${path}`, { headers: { 'accept-language': lang } }), {
    params: Promise.resolve(params),
  });
  // biome-ignore lint/suspicious/noExplicitAny: JSON under test
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  const orm = database.orm;
  const country = await createCountry(orm, { slug: 'content-dr', nameEn: 'Dominican Republic', nameEs: 'República Dominicana' });
  const state = await createState(orm, country.id, { slug: 'content-coast' });
  await createExperience(orm, { slug: 'catamaran', titleEn: 'Catamaran day', titleEs: 'Día en catamarán', stateId: state.id, position: 1 });
  await createExperience(orm, { slug: 'cigars', titleEn: 'Cigar tour', titleEs: 'Ruta del tabaco', countryId: country.id, position: 2 });
  await createExperience(orm, { slug: 'elsewhere', position: 3 });
  await createExperience(orm, { slug: 'hidden-experience', published: false });
  await createLuxuryService(orm, { slug: 'private-chef', titleEn: 'Private chef', titleEs: 'Chef privado', priceFromCents: 25_050 });
  await createLuxuryService(orm, { slug: 'hidden-service', published: false });
  for (let i = 1; i <= 3; i++)
    await createPressArticle(orm, { slug: `article-${i}`, publishedOn: `2026-0${i}-01`, titleEs: `Artículo ${i}` });
});
afterAll(async () => {
  await database?.dispose();
});

describe('content API', () => {
  it('lists published experiences with paging meta, by destination too', async () => {
    const { status, body } = await call(listExperiences, '/v1/experiences?per_page=2', {}, 'es');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ total: 3, page: 1, per_page: 2, page_count: 2 });
    expect(body.data[0]).toMatchObject({
      slug: 'catamaran',
      title: 'Día en catamarán',
      price: 120,
      price_cents: 12_000,
      duration_minutes: 180,
      country: { slug: 'content-dr', name: 'República Dominicana' },
      state: { slug: 'content-coast' },
    });
    for (const e of body.data) apiExperienceSchema.parse(e);
    const dr = await call(listExperiences, '/v1/experiences?destination=content-dr');
    expect(dr.body.data.map((e: { slug: string }) => e.slug)).toEqual(['catamaran', 'cigars']);
    const coast = await call(listExperiences, '/v1/experiences?destination=content-coast');
    expect(coast.body.data.map((e: { slug: string }) => e.slug)).toEqual(['catamaran']);
  });

  it('answers one item by slug and 404 for an unknown, malformed or unpublished slug', async () => {
    expect((await call(getExperience, '/v1/experiences/cigars', { slug: 'cigars' })).body.data.title).toBe('Cigar tour');
    expect((await call(getService, '/v1/luxury-services/private-chef', { slug: 'private-chef' }, 'es')).body.data).toMatchObject({
      title: 'Chef privado',
      price_from: 250.5,
      price_from_cents: 25_050,
    });
    expect((await call(getArticle, '/v1/press/article-2', { slug: 'article-2' })).body.data).toMatchObject({ published_on: '2026-02-01' });
    for (const [handler, slug] of [
      [getExperience, 'hidden-experience'],
      [getExperience, 'nope'],
      [getService, 'hidden-service'],
      [getService, 'Bad Slug!'],
      [getArticle, 'nope'],
    ] as const) {
      const res = await call(handler, `/x/${slug}`, { slug }, 'es');
      expect(res).toMatchObject({ status: 404, body: { code: 'not_found' } });
      expect(res.body.error).toBe('No encontramos lo que buscabas.');
    }
  });

  it('lists services and press (newest first), and refuses bad paging with 400', async () => {
    const services = await call(listServices, '/v1/luxury-services');
    for (const x of services.body.data) apiLuxuryServiceSchema.parse(x);
    expect(services.body.data.map((s: { slug: string }) => s.slug)).toEqual(['private-chef']);
    const press = await call(listPress, '/v1/press?page=2&per_page=2');
    expect(press.body).toMatchObject({ meta: { total: 3, page: 2, per_page: 2, page_count: 2 } });
    for (const x of press.body.data) apiPressArticleSchema.parse(x);
    expect(press.body.data.map((a: { slug: string }) => a.slug)).toEqual(['article-1']);
    for (const q of ['page=0', 'per_page=1000', 'page=abc']) {
      expect(await call(listPress, `/v1/press?${q}`)).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    }
    expect((await call(listExperiences, '/v1/experiences?destination=NOT%20A%20SLUG')).status).toBe(400);
  });
});
