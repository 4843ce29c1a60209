/**
 * Lighthouse 12.2.3 (pinned: 13 wants a newer Node) on a phone profile, with the system Chromium,
 * against home, results and property of a running production server (issue 18). Prints each
 * page's scores and the budgets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100,
 * judged on the median of LIGHTHOUSE_RUNS runs a page (5: the count Lighthouse's documentation on variability advises).
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

/** Runs per page: Lighthouse's simulation varies from run to run, so the budgets judge the median run (as Lighthouse CI does). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
const scoreOf = (result: Result, c: Category) => Math.round((result.lhr.categories[c]?.score ?? 0) * 100);

/** The run whose performance score is the median (the lower middle one for an even count). */
function medianRun(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)] as Result;
}

async function main() {
  const paths = await discover();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const missed: string[] = [];
  try {
    console.log(`bench:lighthouse ${BASE} (Lighthouse 12.2.3, mobile, ${CHROME}; median of ${RUNS} run${RUNS === 1 ? '' : 's'} a page)`);
    console.log(
      `${'page'.padEnd(28)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}   performance of each run`,
    );
    for (const path of paths) {
      const results: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${BASE}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        results.push(result);
      }
      const result = medianRun(results);
      const scores = (Object.keys(BUDGET) as Category[]).map((c) => scoreOf(result, c));
      const runs = results.map((r) => scoreOf(r, 'performance')).join(' ');
      console.log(`${path.padEnd(28)}${scores.map((s) => String(s).padStart(6)).join('')}   ${runs}`);
      for (const c of Object.keys(BUDGET) as Category[])
        if (scoreOf(result, c) < BUDGET[c]) missed.push(`${path} ${c} ${scoreOf(result, c)} < ${BUDGET[c]}`);
      // The performance metrics behind the median score (simulated slow 4G and a 4× slower CPU).
      const audits = result.lhr.audits;
      const metric = (id: string, unit: 'ms' | '') => {
        const value = audits[id]?.numericValue ?? 0;
        return unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
      };
      console.log(
        `  FCP ${metric('first-contentful-paint', 'ms')}, LCP ${metric('largest-contentful-paint', 'ms')}, TBT ${metric('total-blocking-time', 'ms')}, CLS ${metric('cumulative-layout-shift', '')}, SI ${metric('speed-index', 'ms')}`,
      );
      // What cost the points, so the figure can be acted on.
      for (const c of Object.keys(BUDGET) as Category[]) {
        const refs = result.lhr.categories[c]?.auditRefs ?? [];
        const failing = refs
          .filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 0.9)
          .map((r) => r.id)
          .slice(0, 6);
        if (failing.length && scoreOf(result, c) < BUDGET[c]) console.log(`  ${c}: ${failing.join(', ')}`);
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
