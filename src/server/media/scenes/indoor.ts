import { between, H, linear, type Palette, palm, r, type Rand, radial, sea, shrub, sky, svgDocument, W } from './svg-kit';

/** The view through an opening: sky, sea and a palm, clipped to the frame. */
function view(p: Palette, rand: Rand, x: number, y: number, w: number, h: number, defs: string[]): string {
  defs.push(`<clipPath id="view"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`);
  const horizon = y + h * 0.58;
  const inner =
    sky(p, rand, horizon, defs) +
    sea(p, rand, horizon, y + h, defs) +
    palm(p, rand, x + w * between(rand, 0.7, 0.9), y + h + 40, h * 0.95, -60);
  return `<g clip-path="url(#view)">${inner}<rect x="${x}" y="${y + h - 26}" width="${w}" height="26" fill="#000" opacity="0.12"/></g>`;
}

function floor(top: number, planks: boolean): string {
  let out = `<rect y="${top}" width="${W}" height="${H - top}" fill="url(#floor)"/>`;
  if (planks)
    for (let i = -10; i <= 10; i++)
      out += `<line x1="${800 + i * 70}" y1="${top}" x2="${800 + i * 220}" y2="${H}" stroke="#000" stroke-opacity="0.07" stroke-width="2"/>`;
  return out;
}

function plant(p: Palette, rand: Rand, x: number, y: number, s: number): string {
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + between(rand, -1.1, 1.1);
    const len = between(rand, 110, 190) * s;
    const ex = x + Math.cos(a) * len;
    const ey = y - 60 * s + Math.sin(a) * len;
    leaves += `<path d="M${r(x)} ${r(y - 60 * s)} Q${r((x + ex) / 2 + 30 * s)} ${r((y - 60 * s + ey) / 2)} ${r(ex)} ${r(ey)} Q${r((x + ex) / 2 - 30 * s)} ${r((y - 60 * s + ey) / 2)} ${r(x)} ${r(y - 60 * s)} Z" fill="${i % 2 ? p.foliage : p.foliageDark}"/>`;
  }
  return `${leaves}<path d="M${r(x - 55 * s)} ${r(y - 70 * s)} L${r(x + 55 * s)} ${r(y - 70 * s)} L${r(x + 42 * s)} ${r(y)} L${r(x - 42 * s)} ${r(y)} Z" fill="#d8cbb6"/>`;
}

/** The great room: beamed ceiling, a wall of glass onto the sea, sofa and rug. */
export function livingScene(p: Palette, rand: Rand): string {
  const defs: string[] = [
    linear('floor', [
      [0, p.floor],
      [1, '#bfae93'],
    ]),
    radial('lamp', '#ffe9b8', 0.6),
  ];
  let body = `<rect width="${W}" height="${H}" fill="${p.interiorWall}"/>`;
  body += view(p, rand, 250, 150, 1100, 560, defs);
  for (const x of [250, 525, 800, 1075, 1350]) body += `<rect x="${x - 7}" y="150" width="14" height="560" fill="#3a3530"/>`;
  body += `<rect x="243" y="143" width="1114" height="14" fill="#3a3530"/>`;
  body += `<rect width="${W}" height="90" fill="${p.wood}"/>`;
  for (let i = 0; i < 9; i++) body += `<rect x="${i * 200 + 20}" y="0" width="40" height="110" fill="#000" opacity="0.18"/>`;
  body += floor(760, false);
  body += `<ellipse cx="800" cy="930" rx="640" ry="105" fill="${p.accent2}" opacity="0.35"/>`;
  const sofa = p.time === 'dusk' ? '#d9d0c3' : '#ece6dc';
  body += `<rect x="380" y="700" width="840" height="150" rx="40" fill="${sofa}"/><rect x="360" y="790" width="880" height="110" rx="30" fill="#e2dacd"/>`;
  body += `<rect x="340" y="740" width="90" height="170" rx="40" fill="${sofa}"/><rect x="1170" y="740" width="90" height="170" rx="40" fill="${sofa}"/>`;
  for (const [x, c] of [
    [470, p.accent],
    [620, p.accent2],
    [930, p.accent2],
    [1070, p.accent],
  ] as const)
    body += `<rect x="${x}" y="735" width="110" height="80" rx="22" fill="${c}" transform="rotate(${x > 800 ? 6 : -6} ${x + 55} 775)"/>`;
  body += `<ellipse cx="800" cy="985" rx="260" ry="44" fill="${p.wood}"/><rect x="760" y="985" width="80" height="60" fill="${p.wood}" opacity="0.8"/><ellipse cx="800" cy="975" rx="260" ry="40" fill="#fff" opacity="0.12"/>`;
  body += `<circle cx="740" cy="960" r="22" fill="#f3efe7"/><rect x="840" y="945" width="70" height="18" rx="4" fill="${p.accent}"/>`;
  for (const x of [560, 1040])
    body += `<line x1="${x}" y1="90" x2="${x}" y2="300" stroke="#2d2a26" stroke-width="3"/><circle cx="${x}" cy="330" r="110" fill="url(#lamp)"/><path d="M${x - 60} 340 Q${x} 260 ${x + 60} 340 Z" fill="#d7b980"/>`;
  body += plant(p, rand, 150, 980, 1.5) + plant(p, rand, 1470, 1000, 1.2);
  return svgDocument(defs.join(''), body);
}

/** The main bedroom: a linen-made bed, nightstand lamps and a curtained window. */
export function bedroomScene(p: Palette, rand: Rand): string {
  const defs: string[] = [
    linear('floor', [
      [0, p.floor],
      [1, '#b8a487'],
    ]),
    radial('lamp', '#ffe6b0', 0.7),
    linear('duvet', [
      [0, '#fbf9f5'],
      [1, '#e8e2d8'],
    ]),
  ];
  const winLeft = rand() < 0.5;
  const wx = winLeft ? 120 : 1080;
  const bx = winLeft ? 620 : 160;
  let body = `<rect width="${W}" height="${H}" fill="${p.interiorWall}"/>`;
  body += view(p, rand, wx, 170, 400, 520, defs);
  body += `<rect x="${wx - 10}" y="160" width="420" height="540" fill="none" stroke="#3a3530" stroke-width="14"/><rect x="${wx + 195}" y="170" width="10" height="520" fill="#3a3530"/>`;
  for (const cx of [wx - 60, wx + 380]) {
    body += `<path d="M${cx} 130 L${cx + 90} 130 L${cx + 110} 760 L${cx - 20} 760 Z" fill="#fffdf8" opacity="0.82"/>`;
    for (let i = 1; i < 5; i++)
      body += `<line x1="${cx + i * 20}" y1="130" x2="${cx + i * 24 - 10}" y2="760" stroke="#d9d2c4" stroke-width="3" opacity="0.7"/>`;
  }
  body += `<rect x="${wx - 90}" y="118" width="600" height="12" rx="6" fill="${p.wood}"/>`;
  body += floor(760, true);
  body += `<rect x="${bx + 120}" y="170" width="570" height="230" fill="${p.accent2}" opacity="0.2"/><circle cx="${bx + 300}" cy="285" r="70" fill="${p.accent}" opacity="0.7"/><rect x="${bx + 420}" y="220" width="160" height="130" fill="${p.wood}" opacity="0.5"/>`;
  body += `<rect x="${bx + 60}" y="430" width="690" height="330" rx="24" fill="${p.wood}"/><rect x="${bx + 80}" y="450" width="650" height="290" rx="16" fill="#000" opacity="0.12"/>`;
  body += `<rect x="${bx + 110}" y="560" width="260" height="110" rx="36" fill="#fffdf8"/><rect x="${bx + 440}" y="560" width="260" height="110" rx="36" fill="#fffdf8"/><rect x="${bx + 290}" y="600" width="230" height="90" rx="28" fill="${p.accent}"/>`;
  body += `<path d="M${bx + 70} 680 L${bx + 740} 680 L${bx + 820} 980 L${bx - 10} 980 Z" fill="url(#duvet)"/><path d="M${bx + 40} 840 L${bx + 780} 840 L${bx + 800} 920 L${bx + 20} 920 Z" fill="${p.accent2}" opacity="0.85"/>`;
  for (const nx of [bx - 120, bx + 820])
    body += `<rect x="${nx}" y="650" width="130" height="160" rx="8" fill="${p.wood}"/><circle cx="${nx + 65}" cy="560" r="130" fill="url(#lamp)"/><path d="M${nx + 25} 590 L${nx + 105} 590 L${nx + 92} 530 L${nx + 38} 530 Z" fill="#f6ead2"/><rect x="${nx + 60}" y="590" width="10" height="60" fill="#b08d5a"/>`;
  body += `<line x1="800" y1="0" x2="800" y2="60" stroke="#3a3530" stroke-width="5"/><ellipse cx="800" cy="66" rx="230" ry="14" fill="${p.wood}" opacity="0.9"/><circle cx="800" cy="66" r="20" fill="#3a3530"/>`;
  body += shrub(p, rand, winLeft ? 1500 : 100, 1020, 70);
  return svgDocument(defs.join(''), body);
}

/** A spa pavilion: stacked stones, folded towels, candles and an orchid. */
export function spaScene(p: Palette, rand: Rand): string {
  const defs: string[] = [
    linear('floor', [
      [0, p.wood],
      [1, '#5a3d2a'],
    ]),
    radial('candle', '#ffd99a', 0.8),
  ];
  let body = `<rect width="${W}" height="${H}" fill="${p.interiorWall}"/>`;
  body += view(p, rand, 900, 120, 600, 560, defs);
  for (let i = 0; i < 8; i++) body += `<rect x="${900 + i * 75}" y="120" width="12" height="560" fill="${p.wood}" opacity="0.9"/>`;
  body += floor(700, false);
  body += `<rect x="100" y="620" width="1400" height="60" rx="10" fill="${p.wood}"/><rect x="100" y="680" width="1400" height="20" fill="#000" opacity="0.2"/>`;
  let y = 620;
  for (const w of [190, 150, 118, 86, 60]) {
    const h = w * 0.34;
    body += `<ellipse cx="330" cy="${r(y - h / 2)}" rx="${w / 2}" ry="${r(h / 2)}" fill="#4a4743"/><ellipse cx="${330 - w * 0.12}" cy="${r(y - h * 0.7)}" rx="${w * 0.22}" ry="${r(h * 0.16)}" fill="#fff" opacity="0.18"/>`;
    y -= h * 0.92;
  }
  for (let i = 0; i < 3; i++)
    body += `<rect x="${520 + i * 8}" y="${540 - i * 34}" width="300" height="38" rx="16" fill="${i % 2 ? p.accent2 : '#f8f5ef'}"/>`;
  for (const [x, h] of [
    [900, 110],
    [980, 80],
    [1050, 140],
  ] as const)
    body += `<circle cx="${x + 24}" cy="${620 - h - 18}" r="80" fill="url(#candle)"/><rect x="${x}" y="${620 - h}" width="48" height="${h}" rx="6" fill="#fbf6ea"/><ellipse cx="${x + 24}" cy="${620 - h - 16}" rx="7" ry="16" fill="#ffbf4d"/>`;
  body += `<path d="M1280 620 L1360 620 L1350 560 L1290 560 Z" fill="#eae4da"/><path d="M1320 560 Q1300 420 1340 300" stroke="#4f6a3a" stroke-width="6" fill="none"/>`;
  for (const [x, yy] of [
    [1340, 310],
    [1325, 360],
    [1345, 410],
    [1318, 450],
  ] as const)
    body += `<g fill="#f6f0f6"><ellipse cx="${x - 18}" cy="${yy}" rx="22" ry="12"/><ellipse cx="${x + 18}" cy="${yy}" rx="22" ry="12"/><ellipse cx="${x}" cy="${yy - 16}" rx="12" ry="18"/></g><circle cx="${x}" cy="${yy + 2}" r="7" fill="${p.accent}"/>`;
  body += shrub(p, rand, 160, 1040, 90);
  return svgDocument(defs.join(''), body);
}
