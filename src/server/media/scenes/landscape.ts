import { between, H, headland, linear, type Palette, palm, r, type Rand, sea, shrub, sky, svgDocument, W } from './svg-kit';

function hills(rand: Rand, base: number, height: number, color: string, opacity = 1): string {
  let d = `M0 ${base}`;
  const n = 5;
  for (let i = 0; i < n; i++) {
    const x1 = (W / n) * (i + 0.5);
    const x2 = (W / n) * (i + 1);
    d += ` Q${r(x1)} ${r(base - height * between(rand, 0.5, 1.3))} ${r(x2)} ${r(base - height * between(rand, 0, 0.4))}`;
  }
  return `<path d="${d} L${W} ${H} L0 ${H} Z" fill="${color}" opacity="${opacity}"/>`;
}

/** A coastline: sea, a headland and palms on the shore (countries and destinations). */
export function coastScene(p: Palette, rand: Rand): string {
  const defs: string[] = [];
  const horizon = 480;
  let body = sky(p, rand, horizon, defs) + sea(p, rand, horizon, H, defs) + headland(p, rand, horizon);
  body += hills(rand, 620, 120, p.foliageDark, 0.9);
  defs.push(
    linear('shore', [
      [0, p.sand],
      [1, '#dcc59c'],
    ]),
  );
  body += `<path d="M0 760 Q500 700 900 760 T1600 740 L1600 ${H} L0 ${H} Z" fill="${p.foliage}"/><path d="M0 830 Q600 770 1000 850 T1600 820 L1600 ${H} L0 ${H} Z" fill="url(#shore)"/>`;
  for (let i = 0; i < 4; i++)
    body += palm(p, rand, between(rand, 80, 1520), between(rand, 860, 960), between(rand, 360, 560), between(rand, -140, 140));
  return svgDocument(defs.join(''), body);
}

/** A motor yacht at anchor in clear water. */
export function yachtScene(p: Palette, rand: Rand): string {
  const defs: string[] = [];
  const horizon = 500;
  let body = sky(p, rand, horizon, defs) + sea(p, rand, horizon, H, defs) + headland(p, rand, horizon);
  const x = between(rand, 260, 520);
  body += `<g transform="translate(${r(x)} 700)"><path d="M0 0 L900 0 L820 90 L90 90 Z" fill="#fbfbfa"/><path d="M40 40 L870 40 L860 52 L50 52 Z" fill="#23395d"/><path d="M120 0 L180 -90 L720 -90 L780 0 Z" fill="#f3f3f1"/><rect x="200" y="-70" width="500" height="30" rx="8" fill="#26333f"/><path d="M260 -90 L310 -150 L600 -150 L640 -90 Z" fill="#eeeeec"/><rect x="330" y="-136" width="250" height="22" rx="6" fill="#26333f"/><rect x="420" y="-190" width="8" height="40" fill="#c9c9c6"/></g>`;
  body += `<ellipse cx="${r(x + 450)}" cy="800" rx="520" ry="18" fill="#000" opacity="0.12"/>`;
  for (let i = 0; i < 8; i++)
    body += `<rect x="${r(x + between(rand, 0, 900))}" y="${r(between(rand, 810, 900))}" width="${r(between(rand, 60, 140))}" height="3" fill="#fff" opacity="0.4"/>`;
  return svgDocument(defs.join(''), body);
}

/** A seaside golf hole: fairway, green and flag. */
export function golfScene(p: Palette, rand: Rand): string {
  const defs: string[] = [
    linear('fair', [
      [0, '#8fc46a'],
      [1, '#5e9a46'],
    ]),
  ];
  const horizon = 440;
  let body = sky(p, rand, horizon, defs) + sea(p, rand, horizon, 640, defs);
  body += hills(rand, 640, 60, p.foliageDark, 0.95);
  body += `<path d="M0 700 Q700 610 1600 690 L1600 ${H} L0 ${H} Z" fill="url(#fair)"/>`;
  body += `<ellipse cx="1000" cy="760" rx="260" ry="50" fill="#a6d47c"/><ellipse cx="520" cy="900" rx="200" ry="40" fill="${p.sand}"/>`;
  body += `<rect x="1040" y="600" width="6" height="160" fill="#f5f5f2"/><path d="M1046 600 L1120 622 L1046 644 Z" fill="${p.accent}"/><ellipse cx="1043" cy="760" rx="10" ry="4" fill="#2c3a26"/>`;
  body += palm(p, rand, 160, 820, 520, 90) + palm(p, rand, 1450, 760, 430, -80) + shrub(p, rand, 1300, 720, 40);
  return svgDocument(defs.join(''), body);
}

/** A humpback's tail above the water (Samaná, January to March). */
export function whaleScene(p: Palette, rand: Rand): string {
  const defs: string[] = [];
  const horizon = 470;
  let body = sky(p, rand, horizon, defs) + sea(p, rand, horizon, H, defs) + headland(p, rand, horizon);
  const x = between(rand, 600, 900);
  body += `<g transform="translate(${r(x)} 760)"><path d="M0 0 Q-10 -120 -30 -170 Q-160 -210 -260 -180 Q-150 -160 -60 -100 Q-30 -140 0 -190 Q30 -140 60 -100 Q150 -160 260 -180 Q160 -210 30 -170 Q10 -120 0 0 Z" fill="#2e3b48"/><path d="M-200 -176 Q-120 -168 -60 -120" stroke="#fff" stroke-width="4" opacity="0.35" fill="none"/><ellipse cx="0" cy="6" rx="160" ry="16" fill="#fff" opacity="0.55"/></g>`;
  for (let i = 0; i < 20; i++)
    body += `<circle cx="${r(x + between(rand, -120, 120))}" cy="${r(700 + between(rand, -160, 50))}" r="${r(between(rand, 2, 6))}" fill="#fff" opacity="0.7"/>`;
  return svgDocument(defs.join(''), body);
}

/** Under the surface of a reef: light shafts, coral and fish. */
export function reefScene(p: Palette, rand: Rand): string {
  const defs: string[] = [
    linear('deep', [
      [0, '#5fc9d8'],
      [0.5, '#1c8aa8'],
      [1, '#0d4d6b'],
    ]),
  ];
  let body = `<rect width="${W}" height="${H}" fill="url(#deep)"/>`;
  for (let i = 0; i < 6; i++) {
    const x = between(rand, 0, W);
    body += `<path d="M${r(x)} 0 L${r(x + 90)} 0 L${r(x + 320)} ${H} L${r(x + 180)} ${H} Z" fill="#fff" opacity="0.07"/>`;
  }
  body += `<path d="M0 900 Q400 840 800 900 T1600 880 L1600 ${H} L0 ${H} Z" fill="${p.sand}"/>`;
  const corals = ['#e07a5f', '#f2b880', '#b56576', '#e9c46a', '#8ab17d'];
  for (let i = 0; i < 12; i++) {
    const cx = between(rand, 40, 1560);
    const h = between(rand, 80, 220);
    const color = corals[i % corals.length] ?? '#e07a5f';
    body += `<g fill="${color}"><ellipse cx="${r(cx)}" cy="${r(900 - h / 2)}" rx="${r(h * 0.35)}" ry="${r(h / 2)}"/><ellipse cx="${r(cx - h * 0.3)}" cy="${r(920 - h * 0.3)}" rx="${r(h * 0.2)}" ry="${r(h * 0.3)}"/></g>`;
  }
  for (let i = 0; i < 16; i++) {
    const fx = between(rand, 100, 1500);
    const fy = between(rand, 250, 800);
    const s = between(rand, 0.6, 1.4);
    const color = i % 3 ? '#f4d35e' : p.accent;
    body += `<g transform="translate(${r(fx)} ${r(fy)}) scale(${r(s)})"><ellipse cx="0" cy="0" rx="34" ry="14" fill="${color}"/><path d="M30 0 L52 -14 L52 14 Z" fill="${color}"/><circle cx="-20" cy="-3" r="3" fill="#1b2a33"/></g>`;
  }
  for (let i = 0; i < 18; i++)
    body += `<circle cx="${r(between(rand, 0, W))}" cy="${r(between(rand, 0, 700))}" r="${r(between(rand, 3, 9))}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>`;
  return svgDocument(defs.join(''), body);
}

/** Misty green mountains and a waterfall (inland excursions). */
export function jungleScene(p: Palette, rand: Rand): string {
  const defs: string[] = [
    linear('fall', [
      [0, '#ffffff', 0.95],
      [1, '#dff3f5', 0.7],
    ]),
  ];
  let body = sky(p, rand, 600, defs);
  body += hills(rand, 520, 200, '#8fb3a0', 0.8) + hills(rand, 640, 220, p.foliage, 0.95);
  body += `<rect x="760" y="380" width="60" height="460" fill="url(#fall)"/><ellipse cx="790" cy="850" rx="180" ry="30" fill="#fff" opacity="0.7"/>`;
  body += hills(rand, 820, 200, p.foliageDark);
  body += `<rect y="780" width="${W}" height="80" fill="#fff" opacity="0.15"/>`;
  for (let i = 0; i < 6; i++)
    body += palm(p, rand, between(rand, 0, W), between(rand, 980, 1100), between(rand, 360, 560), between(rand, -120, 120));
  return svgDocument(defs.join(''), body);
}
