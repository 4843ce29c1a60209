import {
  between,
  H,
  headland,
  linear,
  lounger,
  type Palette,
  palm,
  parasol,
  r,
  type Rand,
  radial,
  sea,
  shrub,
  sky,
  svgDocument,
  W,
} from './svg-kit';

function roof(p: Palette, x: number, y: number, w: number, depth: number): string {
  if (p.roofStyle === 'flat') {
    return `<rect x="${r(x - 24)}" y="${r(y - 22)}" width="${r(w + 48)}" height="22" fill="${p.roof}"/><rect x="${r(x - 24)}" y="${r(y)}" width="${r(w + 48)}" height="10" fill="#000" opacity="0.12"/>`;
  }
  const peak = p.roofStyle === 'palapa' ? depth * 1.1 : depth * 0.6;
  let out = `<path d="M${r(x - 40)} ${r(y)} L${r(x + w * 0.3)} ${r(y - peak)} L${r(x + w * 0.7)} ${r(y - peak)} L${r(x + w + 40)} ${r(y)} Z" fill="${p.roof}"/>`;
  const lines = p.roofStyle === 'palapa' ? 14 : 8;
  for (let i = 1; i < lines; i++) {
    const yy = y - (peak * i) / lines;
    const inset = (40 + w * 0.3) * (i / lines);
    out += `<line x1="${r(x - 40 + inset)}" y1="${r(yy)}" x2="${r(x + w + 40 - inset)}" y2="${r(yy)}" stroke="#000" stroke-opacity="0.1" stroke-width="3"/>`;
  }
  return `${out}<rect x="${r(x - 40)}" y="${r(y)}" width="${r(w + 80)}" height="12" fill="#000" opacity="0.15"/>`;
}

function glassWall(p: Palette, x: number, y: number, w: number, h: number, panes: number): string {
  let out = `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="url(#glass)"/>`;
  for (let i = 1; i < panes; i++)
    out += `<rect x="${r(x + (w * i) / panes - 2)}" y="${r(y)}" width="4" height="${r(h)}" fill="${p.wallShade}"/>`;
  return `${out}<path d="M${r(x + w * 0.1)} ${r(y + h)} L${r(x + w * 0.35)} ${r(y)} L${r(x + w * 0.45)} ${r(y)} L${r(x + w * 0.2)} ${r(y + h)} Z" fill="#fff" opacity="0.12"/>`;
}

function volume(p: Palette, x: number, y: number, w: number, h: number, rand: Rand): string {
  let out = `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${p.wall}"/>`;
  out += `<path d="M${r(x + w)} ${r(y)} L${r(x + w + 36)} ${r(y + 18)} L${r(x + w + 36)} ${r(y + h)} L${r(x + w)} ${r(y + h)} Z" fill="${p.wallShade}"/>`;
  const panes = 3 + Math.floor(rand() * 3);
  out += glassWall(p, x + w * 0.1, y + h * 0.22, w * 0.8, h * 0.7, panes);
  return out + roof(p, x, y, w + 36, h * 0.5);
}

/** The villa from the garden: volumes, glass, palms and the pool in front. */
export function exteriorScene(p: Palette, rand: Rand): string {
  const defs: string[] = [
    linear('glass', [
      [0, '#20344a'],
      [0.5, '#4a6d86'],
      [1, '#2a3d4f'],
    ]),
  ];
  const horizon = 540;
  let body = sky(p, rand, horizon, defs) + sea(p, rand, horizon, 640, defs);
  if (rand() < 0.6) body += headland(p, rand, horizon);
  defs.push(
    linear('lawn', [
      [0, p.foliage],
      [1, p.foliageDark],
    ]),
    linear('pool', [
      [0, p.pool[0]],
      [1, p.pool[1]],
    ]),
  );
  body += `<rect y="620" width="${W}" height="160" fill="url(#lawn)"/>`;
  const cx = between(rand, 620, 980);
  const lowW = between(rand, 620, 820);
  const lowX = cx - lowW / 2;
  body += palm(p, rand, lowX - 60, 760, between(rand, 380, 470), between(rand, -90, -30));
  body += volume(p, lowX, 560, lowW, 200, rand);
  const upW = lowW * between(rand, 0.45, 0.6);
  const upX = lowX + between(rand, 0.05, 0.45) * lowW;
  if (rand() < 0.75) body += volume(p, upX, 400, upW, 160, rand);
  body += shrub(p, rand, lowX + 30, 780, 46) + shrub(p, rand, lowX + lowW - 10, 780, 52);
  body += palm(p, rand, lowX + lowW + 120, 790, between(rand, 430, 520), between(rand, 40, 110));
  defs.push(
    linear('deck', [
      [0, p.stone],
      [1, '#cfc6b6'],
    ]),
  );
  body += `<rect y="770" width="${W}" height="${H - 770}" fill="url(#deck)"/>`;
  body += `<path d="M240 840 L1360 840 L1480 1010 L120 1010 Z" fill="url(#pool)"/><path d="M240 840 L1360 840 L1368 852 L232 852 Z" fill="#ffffff" opacity="0.5"/>`;
  for (let i = 0; i < 16; i++) {
    const y = between(rand, 860, 1000);
    const x = between(rand, 260, 1240);
    body += `<path d="M${r(x)} ${r(y)} q20 -6 40 0 t40 0" stroke="#fff" stroke-opacity="0.45" stroke-width="3" fill="none"/>`;
  }
  body += lounger(p, 60, 830, 1.1) + lounger(p, 1500, 830, 1.1, true);
  body += palm(p, rand, 1560, 1067, 700, -160);
  return svgDocument(defs.join(''), body);
}

/** An infinity pool melting into the sea, seen from the terrace. */
export function poolScene(p: Palette, rand: Rand): string {
  const defs: string[] = [
    linear('pool', [
      [0, p.seaFar],
      [0.35, p.pool[0]],
      [1, p.pool[1]],
    ]),
  ];
  const horizon = 430;
  let body = sky(p, rand, horizon, defs) + sea(p, rand, horizon, 560, defs);
  if (rand() < 0.5) body += headland(p, rand, horizon);
  body += `<rect y="560" width="${W}" height="210" fill="url(#pool)"/><rect y="556" width="${W}" height="6" fill="#ffffff" opacity="0.35"/>`;
  for (let i = 0; i < 26; i++) {
    const y = between(rand, 580, 760);
    body += `<ellipse cx="${r(between(rand, 0, W))}" cy="${r(y)}" rx="${r(between(rand, 20, 70))}" ry="3" fill="#fff" opacity="${r(between(rand, 0.15, 0.45))}"/>`;
  }
  defs.push(
    linear('terrace', [
      [0, p.stone],
      [1, '#c9bfae'],
    ]),
  );
  body += `<rect y="770" width="${W}" height="${H - 770}" fill="url(#terrace)"/><rect y="770" width="${W}" height="14" fill="#fff" opacity="0.6"/>`;
  for (let i = -8; i <= 8; i++)
    body += `<line x1="${800 + i * 90}" y1="784" x2="${800 + i * 260}" y2="${H}" stroke="#000" stroke-opacity="0.06" stroke-width="3"/>`;
  for (const y of [840, 920, 1010])
    body += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#000" stroke-opacity="0.05" stroke-width="3"/>`;
  const side = rand() < 0.5;
  const base = side ? 980 : 300;
  body += lounger(p, base, 930, 1.5) + lounger(p, base + 330, 950, 1.5) + parasol(p, base + 300, 930, 1.6);
  body += palm(p, rand, side ? 120 : 1480, H, 820, side ? 120 : -120);
  body += `<g transform="translate(${side ? 560 : 1180} 960)"><path d="M-50 0 L50 0 L40 80 L-40 80 Z" fill="${p.wood}"/>${shrub(p, rand, 0, 0, 55)}</g>`;
  return svgDocument(defs.join(''), body);
}

/** The beach below the villa: sand, surf, palms and a daybed. */
export function beachScene(p: Palette, rand: Rand): string {
  const defs: string[] = [];
  const horizon = 450;
  let body = sky(p, rand, horizon, defs) + sea(p, rand, horizon, 700, defs);
  if (rand() < 0.6) {
    const bx = between(rand, 300, 1300);
    body += `<g transform="translate(${r(bx)} ${horizon - 2})"><path d="M0 0 L40 -70 L40 0 Z" fill="#fff"/><path d="M44 0 L44 -52 L70 0 Z" fill="#fff" opacity="0.9"/><rect x="-6" y="0" width="84" height="6" rx="3" fill="#33404f"/></g>`;
  }
  defs.push(
    linear('sand', [
      [0, '#e6d2ad'],
      [0.3, p.sand],
      [1, '#e3cfa8'],
    ]),
  );
  body += `<path d="M0 700 Q400 660 800 690 T1600 670 L1600 ${H} L0 ${H} Z" fill="url(#sand)"/>`;
  body += `<path d="M0 700 Q400 660 800 690 T1600 670" stroke="#fff" stroke-width="10" fill="none" opacity="0.8"/><path d="M0 722 Q420 684 820 712 T1600 694" stroke="#fff" stroke-width="4" fill="none" opacity="0.35"/>`;
  const left = rand() < 0.5;
  body += palm(p, rand, left ? 160 : 1440, 900, 720, left ? 260 : -260) + palm(p, rand, left ? 320 : 1280, 870, 560, left ? 140 : -160);
  const dx = left ? 920 : 380;
  body += `<g transform="translate(${dx} 880)"><rect x="-150" y="-230" width="10" height="230" fill="${p.wood}"/><rect x="140" y="-230" width="10" height="230" fill="${p.wood}"/><path d="M-170 -230 L170 -230 L150 -250 L-150 -250 Z" fill="#fbf8f2"/><path d="M-140 -228 Q-120 -130 -150 -40 L-110 -40 Q-100 -140 -126 -228 Z" fill="#fff" opacity="0.85"/><rect x="-150" y="-60" width="300" height="40" rx="10" fill="#f8f3ea"/><rect x="-150" y="-24" width="300" height="16" fill="${p.wood}"/><rect x="-130" y="-84" width="80" height="30" rx="12" fill="${p.accent}"/><rect x="50" y="-84" width="80" height="30" rx="12" fill="${p.accent2}"/></g>`;
  body += parasol(p, left ? 1350 : 240, 960, 1.3) + lounger(p, left ? 1180 : 80, 980, 1.2);
  return svgDocument(defs.join(''), body);
}

/** Dinner under the pergola: string lights, a laid table and the sea beyond the railing. */
export function diningScene(p: Palette, rand: Rand): string {
  const defs: string[] = [radial('bulb', '#ffe2a8', 0.9)];
  const horizon = 560;
  let body = sky(p, rand, horizon, defs) + sea(p, rand, horizon, 700, defs);
  body += `<rect y="690" width="${W}" height="${H - 690}" fill="${p.stone}"/>`;
  body += `<rect y="640" width="${W}" height="70" fill="#dfe9ee" opacity="0.35"/><rect y="636" width="${W}" height="8" fill="${p.wood}"/>`;
  body += `<rect x="40" y="0" width="34" height="${H}" fill="${p.wood}"/><rect x="1526" y="0" width="34" height="${H}" fill="${p.wood}"/><rect y="40" width="${W}" height="30" fill="${p.wood}"/>`;
  for (let i = 0; i < 9; i++) body += `<rect x="${i * 200 - 10}" y="0" width="22" height="70" fill="${p.wood}" opacity="0.85"/>`;
  for (let k = 0; k < 2; k++) {
    const sag = 120 + k * 70;
    const y0 = 90 + k * 10;
    body += `<path d="M60 ${y0} Q800 ${y0 + sag * 2} 1540 ${y0}" stroke="#2d2a26" stroke-width="2" fill="none" opacity="0.6"/>`;
    for (let i = 1; i < 16; i++) {
      const t = i / 16;
      const x = 60 + 1480 * t;
      const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
      body += `<circle cx="${r(x)}" cy="${r(y + 8)}" r="24" fill="url(#bulb)"/><circle cx="${r(x)}" cy="${r(y + 8)}" r="6" fill="#fff3d1"/>`;
    }
  }
  const tx = between(rand, 520, 760);
  body += `<path d="M${tx} 790 L${tx + 560} 790 L${tx + 640} 880 L${tx - 80} 880 Z" fill="#f8f5ef"/><rect x="${tx - 80}" y="880" width="720" height="40" fill="#e8e2d8"/>`;
  for (let i = 0; i < 4; i++) {
    const x = tx + 40 + i * 150;
    body += `<ellipse cx="${x}" cy="835" rx="46" ry="14" fill="#fff" stroke="#d9d2c6" stroke-width="2"/><rect x="${x + 40}" y="792" width="6" height="30" fill="#e9eef0" opacity="0.8"/><path d="M${x + 34} 772 L${x + 52} 772 L${x + 48} 796 L${x + 38} 796 Z" fill="#b33a3a" opacity="0.75"/>`;
  }
  for (let i = 0; i < 3; i++)
    body += `<rect x="${tx + 110 + i * 160}" y="770" width="10" height="24" fill="#fffaf0"/><circle cx="${tx + 115 + i * 160}" cy="764" r="14" fill="url(#bulb)"/>`;
  for (const x of [tx - 150, tx + 650])
    body += `<g transform="translate(${x} 930)"><rect x="0" y="-200" width="90" height="200" rx="12" fill="${p.accent}"/><rect x="-10" y="-70" width="110" height="24" rx="8" fill="${p.wood}"/><rect x="4" y="-46" width="10" height="150" fill="${p.wood}"/><rect x="76" y="-46" width="10" height="150" fill="${p.wood}"/></g>`;
  body += shrub(p, rand, 150, 1040, 80) + shrub(p, rand, 1450, 1040, 80);
  return svgDocument(defs.join(''), body);
}
