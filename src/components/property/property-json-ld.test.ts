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
