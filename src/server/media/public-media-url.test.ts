import { afterEach, describe, expect, it } from 'vitest';
import { absoluteMedia } from '../catalog/property.api';
import { publicMediaUrl } from './public-media-url';

const saved = { MEDIA_BASE_URL: process.env.MEDIA_BASE_URL, SITE_URL: process.env.SITE_URL };
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('publicMediaUrl', () => {
  it('keeps /media/… paths on the app by default', () => {
    delete process.env.MEDIA_BASE_URL;
    expect(publicMediaUrl('/media/properties/1/a-medium.webp')).toBe('/media/properties/1/a-medium.webp');
  });

  it('writes /media/… under MEDIA_BASE_URL, in pages and in the API, and leaves other URLs alone', () => {
    process.env.MEDIA_BASE_URL = 'https://cdn.almavillas.test';
    process.env.SITE_URL = 'https://www.almavillas.test';
    expect(publicMediaUrl('/media/properties/1/a-medium.webp')).toBe('https://cdn.almavillas.test/media/properties/1/a-medium.webp');
    expect(publicMediaUrl('https://elsewhere.test/x.jpg')).toBe('https://elsewhere.test/x.jpg');
    expect(publicMediaUrl(null)).toBeNull();
    expect(absoluteMedia('/media/press/x-original.webp')).toBe('https://cdn.almavillas.test/media/press/x-original.webp');
    delete process.env.MEDIA_BASE_URL;
    expect(absoluteMedia('/media/press/x-original.webp')).toBe('https://www.almavillas.test/media/press/x-original.webp');
  });
});
