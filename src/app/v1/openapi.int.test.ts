import { describe, expect, it } from 'vitest';
import { GET } from './openapi.json/route';

describe('GET /v1/openapi.json', () => {
  it('describes every catalogue, content and SPEC §7 path as OpenAPI 3.1', async () => {
    const res = GET();
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/login',
      '/api/signup',
      '/v1/account/profile',
      '/v1/account/favorites',
      '/v1/locations/places',
      '/v1/properties',
      '/v1/properties/{id}',
      '/v1/properties/{id}/availability',
      '/v1/properties/{id}/quote',
      '/v1/experiences',
      '/v1/experiences/{slug}',
      '/v1/luxury-services',
      '/v1/luxury-services/{slug}',
      '/v1/press',
      '/v1/press/{slug}',
    ])
      expect(doc.paths).toHaveProperty([path]);
    const search = doc.paths['/v1/properties'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual([
      'destination',
      'check_in',
      'check_out',
      'guests',
      'bedrooms',
      'bathrooms',
      'price_min',
      'price_max',
      'instant_book',
      'in_offer',
      'reserve_collection',
      'amenities',
      'sort',
      'page',
      'per_page',
      'bounds',
      'ids',
    ]);
    expect(search.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    const quote = doc.paths['/v1/properties/{id}/quote'].get;
    expect(Object.keys(quote.responses).sort()).toEqual(['200', '400', '404', '409', '422', '500']);
    const item = quote.responses['200'].content['application/json'].schema.properties.data;
    expect(item.required).toEqual(expect.arrayContaining(['quote_signature', 'total_cents', 'nightly']));
    expect(doc.paths['/v1/account/profile'].get.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(doc.components.schemas.Error.required).toEqual(['error', 'code']);
  });
});
