import { describe, expect, it } from 'vitest';
import type { PropertyDetail } from '@/server/catalog/catalog.types';
import { jsonForScript, propertyJsonLd } from './property-json-ld';

const property = {
  id: 7,
  name: 'Villa </script><b>Mar',
  short_description: 'By the sea.',
  description: 'Long.',
  images: [{ caption: 'Pool', original: '/media/p/1-original.webp', medium: '/m', thumbnail: '/t', width: 2400, height: 1600 }],
  state: { slug: 'punta-cana', name: 'Punta Cana' },
  country: { slug: 'dominican-republic', name: 'Dominican Republic' },
  maximum_capacity: 10,
  bedrooms: 5,
  number_bathroom: 5.5,
  currency: 'USD',
  check_in_time: '15:00',
  check_out_time: '11:00',
} as unknown as PropertyDetail;

describe('propertyJsonLd', () => {
  const ld = propertyJsonLd({
    property,
    url: 'https://almavillas.test/property/7',
    siteUrl: 'https://almavillas.test',
    position: { lat: 18.56, lng: -68.37, radiusMeters: 1500 },
    priceRange: '$950 – $1,450',
    amenityNames: ['Private pool'],
    locale: 'en',
  });

  it('describes a vacation rental with absolute images, the approximate point and the occupancy', () => {
    expect(ld['@type']).toBe('VacationRental');
    expect(ld.image).toEqual(['https://almavillas.test/media/p/1-original.webp']);
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 18.56, longitude: -68.37 });
    expect(ld.address).toMatchObject({ addressLocality: 'Punta Cana', addressCountry: 'Dominican Republic' });
    expect(ld.occupancy).toMatchObject({ maxValue: 10 });
    expect(ld.numberOfRooms).toBe(5);
    expect(ld.priceRange).toBe('$950 – $1,450');
  });

  it('is safe inside a script element and parses back', () => {
    const text = jsonForScript(ld);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('Villa </script><b>Mar');
  });
});

describe('propertyJsonLd with reviews (issue 32)', () => {
  const review = (overall: number, locale: 'en' | 'es', text: string, day: number) => ({
    author_first_name: locale === 'en' ? 'Emma' : 'Lucía',
    published_at: `2026-02-${String(day).padStart(2, '0')}T13:30:00.000Z`,
    text,
    overall,
    locale,
    status: 'published' as const,
  });
  const build = (count: number, average: number | null, items = [review(5, 'en', 'Spotless and </script> calm.', 12)]) =>
    JSON.parse(
      jsonForScript(
        propertyJsonLd({
          property,
          url: 'https://almavillas.test/property/7',
          siteUrl: 'https://almavillas.test',
          position: { lat: 18.56, lng: -68.37, radiusMeters: 1500 },
          priceRange: '$950',
          amenityNames: [],
          locale: 'en',
          reviews: { count, average, items },
        }),
      ),
    );

  it('from three published reviews: AggregateRating with the true average, and each review as a Review', () => {
    const ld = build(3, 13 / 3, [
      review(5, 'en', 'Spotless and </script> calm.', 12),
      review(4, 'es', 'Una casa preciosa.', 3),
      review(4, 'en', 'Lovely.', 1),
    ]);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.33, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(ld.review).toHaveLength(3);
    expect(ld.review[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Emma' },
      datePublished: '2026-02-12',
      reviewBody: 'Spotless and </script> calm.',
      inLanguage: 'en',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
    expect(ld.review[1]).toMatchObject({ inLanguage: 'es', author: { name: 'Lucía' }, reviewRating: { ratingValue: 4 } });
  });

  it('below three reviews ("New"), neither aggregateRating nor review', () => {
    for (const [count, average] of [
      [0, null],
      [2, 4.5],
    ] as const) {
      const ld = build(count, average);
      expect(ld).not.toHaveProperty('aggregateRating');
      expect(ld).not.toHaveProperty('review');
    }
  });

  it('never lists a review that is not published', () => {
    const ld = build(3, 5, [review(5, 'en', 'Published.', 2), { ...review(3, 'en', 'Waiting.', 1), status: 'pending' as never }]);
    expect(ld.review.map((r: { reviewBody: string }) => r.reviewBody)).toEqual(['Published.']);
  });
});
