/**
 * Prints the first-load JavaScript (gzip) of public pages of a running production server, and
 * checks it against DESIGN §8's budget of 150 KB each. Usage:
 *   npm run bench:js                      (server at http://localhost:3000)
 *   BASE_URL=http://localhost:3100 npm run bench:js -- /property/3 /es/d/punta-cana
 */
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../../src/lib/routes';

const BASE = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const BUDGET_KB = 150;

async function text(path: string) {
  const res = await fetch(`${BASE}${path}`);
  return { status: res.status, body: await res.text() };
}

/** Finds a real value for a parameterised route by following the site's own links. */
async function discover(): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const pages = ['/', '/d/dominican-republic', '/press', '/luxury-services'];
  for (const page of pages) {
    const { body } = await text(page);
    for (const [key, re] of [
      ['property', /href="\/property\/(\d+)"/],
      ['destinationResults', /href="\/d\/([a-z0-9-]+)"/],
      ['pressArticle', /href="\/press\/([a-z0-9-]+)"/],
      ['luxuryService', /href="\/luxury-services\/([a-z0-9-]+)"/],
    ] as const) {
      const m = re.exec(body);
      if (m?.[1] && !found[key]) found[key] = m[1];
    }
  }
  return found;
}

async function firstLoadJs(path: string) {
  const { status, body } = await text(path);
  // noModule scripts are legacy polyfills that modern browsers never download. A public page's
  // chunks are preloads that its loader runs after the first paint (docs/decisions/034).
  const tags = [...body.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/noModule/i.test(tag));
  const preloads = [...body.matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+\.js)"/g)].map((m) => m[1]);
  const sources = [...tags.map((tag) => /src="([^"]+\.js)"/.exec(tag)?.[1]), ...preloads];
  const scripts = [...new Set(sources.filter((src): src is string => Boolean(src)))];
  let raw = 0;
  let gz = 0;
  for (const src of scripts) {
    const buf = Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer());
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { status, scripts: scripts.length, raw, gz };
}

const args = process.argv.slice(2);
let paths = args;
if (paths.length === 0) {
  const values = await discover();
  paths = ROUTES.filter((r) => r.area === 'public').flatMap((r) => {
    if (!r.pattern.includes(':')) return [r.pattern];
    const value = values[r.key];
    return value ? [r.pattern.replace(/:[a-zA-Z]+/, value)] : [];
  });
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
console.log(`first-load JavaScript of ${BASE} (budget ${BUDGET_KB} KB gzip)`);
console.log(`${'path'.padEnd(40)} status  scripts   raw KB  gzip KB`);
let over = 0;
for (const path of paths) {
  const r = await firstLoadJs(path);
  const flag = r.gz / 1024 > BUDGET_KB ? '  OVER BUDGET' : '';
  if (flag) over += 1;
  console.log(`${path.padEnd(40)} ${String(r.status).padStart(6)} ${String(r.scripts).padStart(8)} ${kb(r.raw)} ${kb(r.gz)}${flag}`);
}
console.log(over ? `${over} page(s) over budget` : 'every page within budget');
