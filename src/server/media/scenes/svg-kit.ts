/**
 * Shared pieces of the illustrated demo images: a seeded palette per property and the primitives
 * (sky, sun, sea, palms, loungers) every scene draws with. Coordinates use a 1600 x 1067 canvas.
 */
export const W = 1600;
export const H = 1067;

/** A source of numbers in [0, 1): the seed's PRNG, so a property always gets the same pictures. */
export type Rand = () => number;

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk';
export type RoofStyle = 'flat' | 'hip' | 'palapa';

export interface Palette {
  time: TimeOfDay;
  sky: [string, string, string];
  sun: string;
  seaFar: string;
  seaNear: string;
  pool: [string, string];
  sand: string;
  wall: string;
  wallShade: string;
  roof: string;
  roofStyle: RoofStyle;
  accent: string;
  accent2: string;
  wood: string;
  stone: string;
  foliage: string;
  foliageDark: string;
  interiorWall: string;
  floor: string;
}

const SKIES: Record<TimeOfDay, { sky: [string, string, string]; sun: string; seaFar: string; seaNear: string }> = {
  morning: { sky: ['#8fbfe0', '#cfe4ef', '#f7e6cf'], sun: '#fff4d6', seaFar: '#6fb2c4', seaNear: '#2b7f96' },
  noon: { sky: ['#3d8fd1', '#8cc4ea', '#dff1f8'], sun: '#fffdf2', seaFar: '#3fb0c0', seaNear: '#0f6f8c' },
  golden: { sky: ['#7b9cc4', '#f0b889', '#fde3b8'], sun: '#fff0c8', seaFar: '#5d9db0', seaNear: '#245f78' },
  dusk: { sky: ['#2c3566', '#b0678a', '#f3a877'], sun: '#ffd9a0', seaFar: '#4b5f86', seaNear: '#1f3150' },
};

const WALLS: [string, string][] = [
  ['#f8f5ef', '#dcd6cb'],
  ['#efe4d2', '#d2c3aa'],
  ['#f1ddd0', '#d6b9a6'],
  ['#e8ece6', '#c8d0c6'],
  ['#f6efe2', '#ddd0b8'],
];
const ACCENTS = ['#2f7f7a', '#23395d', '#c0643a', '#d2a241', '#e07a5f', '#6b7d4f', '#8b5e83', '#3b6e9e'];
const WOODS = ['#8a5a3b', '#a77b52', '#6e4a33', '#b98d62'];
const STONES = ['#e9e2d6', '#ddd5c7', '#efe9df', '#d8d2c8'];
const FOLIAGE: [string, string][] = [
  ['#4f8a4a', '#2f5e35'],
  ['#5c9457', '#35613a'],
  ['#437c55', '#264b34'],
  ['#6b9a4c', '#3e6430'],
];
const INTERIOR_WALLS = ['#f4efe6', '#efe6d8', '#ece9e2', '#f3e8df'];
const FLOORS = ['#e2d6c3', '#d9c7ad', '#cdb89a', '#e8e0d3'];
const TIMES: TimeOfDay[] = ['morning', 'noon', 'noon', 'golden', 'golden', 'dusk'];
const ROOFS: RoofStyle[] = ['flat', 'flat', 'hip', 'palapa'];

export function pick<T>(rand: Rand, list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function between(rand: Rand, min: number, max: number): number {
  return min + rand() * (max - min);
}

export function makePalette(rand: Rand, time?: TimeOfDay): Palette {
  const t = time ?? pick(rand, TIMES);
  const sky = SKIES[t];
  const [wall, wallShade] = pick(rand, WALLS);
  const [foliage, foliageDark] = pick(rand, FOLIAGE);
  const roofStyle = pick(rand, ROOFS);
  const accent = pick(rand, ACCENTS);
  let accent2 = pick(rand, ACCENTS);
  if (accent2 === accent) accent2 = '#d9c6a5';
  return {
    time: t,
    ...sky,
    pool: t === 'dusk' ? ['#3f8fb0', '#1d5f85'] : ['#7fdde0', '#1fa3bd'],
    sand: pick(rand, ['#f1e2c4', '#ecdcbd', '#f4e7cf']),
    wall,
    wallShade,
    roof: roofStyle === 'hip' ? pick(rand, ['#b5643f', '#a85a3a', '#c07a52']) : roofStyle === 'palapa' ? '#a8865a' : '#fbfaf7',
    roofStyle,
    accent,
    accent2,
    wood: pick(rand, WOODS),
    stone: pick(rand, STONES),
    foliage,
    foliageDark,
    interiorWall: pick(rand, INTERIOR_WALLS),
    floor: pick(rand, FLOORS),
  };
}

export const r = (n: number) => Math.round(n * 10) / 10;

export function svgDocument(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id: string, stops: [number, string, number?][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('');
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

export function radial(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** Sky down to `horizon`, with the sun's glow and a few soft clouds. */
export function sky(p: Palette, rand: Rand, horizon: number, defs: string[]): string {
  defs.push(
    linear('sky', [
      [0, p.sky[0]],
      [0.6, p.sky[1]],
      [1, p.sky[2]],
    ]),
    radial('glow', p.sun, 0.85),
  );
  const sunX = between(rand, 250, 1350);
  const sunY = p.time === 'noon' ? between(rand, 90, 200) : horizon - between(rand, 60, 180);
  let out = `<rect width="${W}" height="${horizon + 2}" fill="url(#sky)"/>`;
  out += `<circle cx="${r(sunX)}" cy="${r(sunY)}" r="260" fill="url(#glow)"/><circle cx="${r(sunX)}" cy="${r(sunY)}" r="${p.time === 'noon' ? 34 : 46}" fill="${p.sun}" opacity="0.95"/>`;
  const clouds = 2 + Math.floor(rand() * 4);
  const cloudColor = p.time === 'dusk' ? '#f6c4a8' : '#ffffff';
  for (let i = 0; i < clouds; i++) {
    const cx = between(rand, 0, W);
    const cy = between(rand, 60, horizon * 0.6);
    const w = between(rand, 140, 320);
    out += `<g opacity="${r(between(rand, 0.35, 0.7))}" fill="${cloudColor}"><ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(w)}" ry="${r(w * 0.12)}"/><ellipse cx="${r(cx - w * 0.25)}" cy="${r(cy - w * 0.07)}" rx="${r(w * 0.45)}" ry="${r(w * 0.11)}"/></g>`;
  }
  return out;
}

/** Sea from the horizon to `bottom`, with light on the water under the sun. */
export function sea(p: Palette, rand: Rand, horizon: number, bottom: number, defs: string[]): string {
  defs.push(
    linear('sea', [
      [0, p.seaFar],
      [1, p.seaNear],
    ]),
  );
  let out = `<rect y="${horizon}" width="${W}" height="${bottom - horizon}" fill="url(#sea)"/>`;
  const lines = 14;
  for (let i = 0; i < lines; i++) {
    const y = horizon + 6 + (bottom - horizon - 10) * (i / lines) ** 1.4;
    const x = between(rand, 0, W - 200);
    const len = between(rand, 60, 260) * (1 + i / lines);
    out += `<rect x="${r(x)}" y="${r(y)}" width="${r(len)}" height="${r(1.5 + i * 0.25)}" rx="1" fill="#ffffff" opacity="${r(between(rand, 0.12, 0.3))}"/>`;
  }
  return out;
}

/** A distant island or headland on the horizon. */
export function headland(p: Palette, rand: Rand, horizon: number): string {
  const left = rand() < 0.5;
  const x0 = left ? -40 : between(rand, 900, 1200);
  const w = between(rand, 380, 700);
  const h = between(rand, 30, 70);
  const tone = p.time === 'dusk' ? '#3d4a6a' : '#7d9c8f';
  return `<path d="M${r(x0)} ${horizon} Q${r(x0 + w * 0.3)} ${r(horizon - h)} ${r(x0 + w * 0.55)} ${r(horizon - h * 0.7)} T${r(x0 + w)} ${horizon} Z" fill="${tone}" opacity="0.75"/>`;
}

/** A coconut palm rooted at (x, y): a curved trunk and drooping fronds. */
export function palm(p: Palette, rand: Rand, x: number, y: number, height: number, lean: number): string {
  const tx = x + lean;
  const ty = y - height;
  const width = height / 26;
  const trunkColor = p.time === 'dusk' ? '#5a4636' : '#8b6d4f';
  let out = `<path d="M${r(x)} ${r(y)} Q${r(x + lean * 0.15)} ${r(y - height * 0.55)} ${r(tx)} ${r(ty)}" stroke="${trunkColor}" stroke-width="${r(width)}" fill="none" stroke-linecap="round"/>`;
  const fronds = 8 + Math.floor(rand() * 3);
  for (let i = 0; i < fronds; i++) {
    const angle = -Math.PI + (Math.PI * (i + 0.5)) / fronds + between(rand, -0.15, 0.15);
    const len = height * between(rand, 0.32, 0.45);
    const droop = len * (0.35 + Math.abs(Math.cos(angle)) * 0.5);
    const ex = tx + Math.cos(angle) * len;
    const ey = ty + Math.sin(angle) * len * 0.55 + droop;
    const mx = (tx + ex) / 2;
    const my = (ty + ey) / 2 - len * 0.32;
    const nx = (-(ey - ty) / len) * len * 0.09;
    const ny = ((ex - tx) / len) * len * 0.09;
    const color = i % 3 === 0 ? p.foliageDark : p.foliage;
    out += `<path d="M${r(tx)} ${r(ty)} Q${r(mx + nx)} ${r(my + ny)} ${r(ex)} ${r(ey)} Q${r(mx - nx)} ${r(my - ny)} ${r(tx)} ${r(ty)} Z" fill="${color}"/>`;
  }
  out += `<circle cx="${r(tx)}" cy="${r(ty + 6)}" r="${r(width * 0.9)}" fill="#6b5232"/>`;
  return out;
}

/** A rounded shrub cluster (a few overlapping circles). */
export function shrub(p: Palette, rand: Rand, x: number, y: number, size: number): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const color = i % 2 ? p.foliage : p.foliageDark;
    out += `<circle cx="${r(x + between(rand, -size, size))}" cy="${r(y - between(rand, 0, size * 0.6))}" r="${r(size * between(rand, 0.5, 0.8))}" fill="${color}"/>`;
  }
  return out;
}

/** A sun lounger seen from the side, cushion in the accent colour. */
export function lounger(p: Palette, x: number, y: number, s: number, flip = false): string {
  const t = flip ? `translate(${r(x)} ${r(y)}) scale(${-s} ${s})` : `translate(${r(x)} ${r(y)}) scale(${s})`;
  return `<g transform="${t}"><rect x="0" y="-14" width="150" height="10" rx="4" fill="${p.wood}"/><path d="M150 -14 L196 -58 L204 -52 L160 -8 Z" fill="${p.wood}"/><rect x="4" y="-24" width="146" height="12" rx="6" fill="${p.accent2}"/><path d="M150 -24 L192 -62 L200 -54 L158 -14 Z" fill="${p.accent2}"/><rect x="8" y="-4" width="6" height="20" fill="${p.wood}"/><rect x="138" y="-4" width="6" height="20" fill="${p.wood}"/></g>`;
}

/** A parasol: pole and a shallow canopy in the accent colour. */
export function parasol(p: Palette, x: number, y: number, s: number): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})"><rect x="-3" y="-190" width="6" height="190" fill="#ece6da"/><path d="M-120 -170 Q0 -250 120 -170 Q60 -182 0 -178 Q-60 -182 -120 -170 Z" fill="${p.accent}"/><path d="M-120 -170 Q-60 -162 0 -166 Q60 -162 120 -170" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" fill="none"/></g>`;
}
