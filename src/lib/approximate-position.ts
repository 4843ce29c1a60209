/**
 * Where a villa is shown before it is booked: never its exact point. The real position is first
 * snapped to a grid cell of GRID_DEG (about 1.1 km), so every villa in a cell shares the same
 * starting point and nothing in the output can be worked back to the real one; a deterministic
 * jitter from the property id then moves the centre off the grid, so circles do not line up.
 * The circle's radius always covers the real point (cell half-diagonal + jitter < radius).
 *
 * Pure and run on the server: the page never sends the exact coordinates to the browser.
 */
export const GRID_DEG = 0.01;
const MAX_JITTER_DEG = 0.003;
/** Metres. Half-diagonal of a cell (~790 m) plus the largest jitter (~470 m) stays inside it. */
export const APPROXIMATE_RADIUS_M = 1500;

export interface ApproximatePosition {
  lat: number;
  lng: number;
  radiusMeters: number;
}

/** FNV-1a over the seed's text: a small stable hash, good enough to spread jitter. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A value in [-1, 1) from the seed and a salt. */
function unit(seed: string, salt: string): number {
  return (hash32(`${salt}:${seed}`) / 0x1_0000_0000) * 2 - 1;
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

export function approximatePosition(lat: number, lng: number, seed: string | number): ApproximatePosition {
  const cellLat = (Math.floor(lat / GRID_DEG) + 0.5) * GRID_DEG;
  const cellLng = (Math.floor(lng / GRID_DEG) + 0.5) * GRID_DEG;
  let out = {
    lat: round5(Math.max(-85, Math.min(85, cellLat + unit(String(seed), 'lat') * MAX_JITTER_DEG))),
    lng: round5(cellLng + unit(String(seed), 'lng') * MAX_JITTER_DEG),
  };
  // Vanishingly unlikely, but the promise is "never the exact point".
  if (out.lat === round5(lat) && out.lng === round5(lng)) out = { lat: round5(out.lat + MAX_JITTER_DEG), lng: out.lng };
  return { ...out, radiusMeters: APPROXIMATE_RADIUS_M };
}

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(s));
}
