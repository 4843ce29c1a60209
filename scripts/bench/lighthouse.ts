/**
 * Lighthouse 12.2.3 (pinned: 13 wants a newer Node) on a phone profile, with the system Chromium,
 * against home, results and property of a running production server (issue 18). Prints each
 * page's scores and the budgets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100.
 *   npm run bench:lighthouse                        (server at http://localhost:3000)
 *   BASE_URL=http://localhost:3100 npm run bench:lighthouse
 * Map tiles cannot load on these offline machines; the results page's map shows its fallback.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BASE = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const host = new URL(BASE).hostname;
if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host) && !host.startsWith('127.')) {
  console.error(`bench:lighthouse audits only this machine's server (got ${host})`);
  process.exit(2);
}
const CHROME = process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(existsSync);
if (!CHROME) {
  console.error('No Chromium found: install it (apt-get install chromium) or set CHROME_PATH');
  process.exit(2);
}

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof BUDGET;

async function discover(): Promise<string[]> {
  const home = await (await fetch(`${BASE}/`)).text();
  const destination = /href="\/d\/([a-z0-9-]+)"/.exec(home)?.[1] ?? 'dominican-republic';
  const results = await (await fetch(`${BASE}/d/${destination}`)).text();
  const property = /href="\/property\/(\d+)/.exec(results)?.[1];
  return ['/', `/d/${destination}`, ...(property ? [`/property/${property}`] : [])];
}

async function main() {
  const paths = await discover();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const missed: string[] = [];
  try {
    console.log(`bench:lighthouse ${BASE} (Lighthouse 12.2.3, mobile, ${CHROME})`);
    console.log(`${'page'.padEnd(28)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}`);
    for (const path of paths) {
      const result = await lighthouse(`${BASE}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const categories = result?.lhr.categories ?? {};
      const score = (c: Category) => Math.round((categories[c]?.score ?? 0) * 100);
      const scores = (Object.keys(BUDGET) as Category[]).map(score);
      console.log(`${path.padEnd(28)}${scores.map((s) => String(s).padStart(6)).join('')}`);
      for (const c of Object.keys(BUDGET) as Category[]) if (score(c) < BUDGET[c]) missed.push(`${path} ${c} ${score(c)} < ${BUDGET[c]}`);
      // The performance metrics behind the score (simulated slow 4G and a 4× slower CPU).
      const audits = result?.lhr.audits ?? {};
      const metric = (id: string, unit: 'ms' | '') => {
        const value = audits[id]?.numericValue ?? 0;
        return unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
      };
      console.log(
        `  FCP ${metric('first-contentful-paint', 'ms')}, LCP ${metric('largest-contentful-paint', 'ms')}, TBT ${metric('total-blocking-time', 'ms')}, CLS ${metric('cumulative-layout-shift', '')}, SI ${metric('speed-index', 'ms')}`,
      );
      // What cost the points, so the figure can be acted on.
      for (const c of Object.keys(BUDGET) as Category[]) {
        const refs = categories[c]?.auditRefs ?? [];
        const failing = refs
          .filter((r) => r.weight > 0 && (result?.lhr.audits[r.id]?.score ?? 1) < 0.9)
          .map((r) => r.id)
          .slice(0, 6);
        if (failing.length && score(c) < BUDGET[c]) console.log(`  ${c}: ${failing.join(', ')}`);
      }
    }
  } finally {
    chrome.kill();
  }
  console.log(missed.length ? `budgets missed:\n  ${missed.join('\n  ')}` : 'budgets: held');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
