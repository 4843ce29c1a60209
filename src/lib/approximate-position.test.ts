import { describe, expect, it } from 'vitest';
import { APPROXIMATE_RADIUS_M, approximatePosition, distanceMeters } from './approximate-position';

describe('approximatePosition', () => {
  it('is deterministic for the same villa', () => {
    expect(approximatePosition(18.5601, -68.3725, 12)).toEqual(approximatePosition(18.5601, -68.3725, 12));
  });

  it('never shows the exact point, and its circle always covers the real one', () => {
    for (let i = 0; i < 2000; i++) {
      const lat = 10 + ((i * 7.919) % 15);
      const lng = -100 + ((i * 3.137) % 40);
      const approx = approximatePosition(lat, lng, i);
      const d = distanceMeters({ lat, lng }, approx);
      expect(d).toBeGreaterThan(0);
      expect(d).toBeLessThan(APPROXIMATE_RADIUS_M);
      expect(approx.radiusMeters).toBe(APPROXIMATE_RADIUS_M);
    }
  });

  it('cannot be worked back: two points in the same grid cell give the same circle', () => {
    const a = approximatePosition(18.5612, -68.3721, 'villa-7');
    const b = approximatePosition(18.5689, -68.3788, 'villa-7');
    expect(a).toEqual(b);
  });

  it('moves different villas of one cell to different centres', () => {
    const a = approximatePosition(18.5612, -68.3721, 1);
    const b = approximatePosition(18.5612, -68.3721, 2);
    expect(a).not.toEqual(b);
  });
});
