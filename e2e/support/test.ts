import { type BrowserContext, expect, type Page, test as base } from '@playwright/test';
import { type SessionFixtures, type Sessions, sessionFixtures } from './sessions';

export * from '@playwright/test';

/** A 1×1 transparent PNG: the map's tiles, answered by the tests themselves (these machines are offline). */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const TILES = /tile\.openstreetmap\.org/;
/** Sub-resources a page shows: one of them missing is a broken page, not an answer the page handles. */
const SHOWN = new Set(['image', 'script', 'stylesheet', 'font', 'media']);

export interface BrowserGuard {
  /** Watches another context (those of browser.newContext() already are). */
  watch(context: BrowserContext): Promise<void>;
  /** Accepts problems matching `pattern` in this test (say why beside the call). */
  allow(pattern: RegExp): void;
}

/**
 * Every test of the suite fails on a `console.error`, an uncaught exception, a failed same-site
 * request or a same-site 5xx in the browser, and on a same-site image, script, style sheet or font
 * that answers 404 (issue 18): a broken image, a hydration warning or a CSP violation cannot pass
 * unnoticed. An API answer of 4xx is the app's to handle and show, so it is not a problem here;
 * "Failed to load resource" console lines are judged by the request they name, not by their text.
 * Map tiles are answered here (a blank tile) unless a test routes them itself.
 */
const guarded = base.extend<{ browserGuard: BrowserGuard }>({
  browserGuard: [
    async ({ browser, context, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://localhost').origin;
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const sameSite = (url: string) => {
        try {
          return new URL(url).origin === origin;
        } catch {
          return false;
        }
      };
      const watchPage = (page: Page) => {
        page.on('console', (msg) => {
          if (msg.type() !== 'error') return;
          if (msg.text().startsWith('Failed to load resource')) return;
          problems.push(`console.error on ${page.url()}: ${msg.text()}`);
        });
        page.on('pageerror', (err) => problems.push(`uncaught on ${page.url()}: ${err.message}`));
        page.on('requestfailed', (req) => {
          const failure = req.failure()?.errorText ?? '';
          // A navigation or a fetch the page itself abandoned (leaving, aborting a stale search) is not a failure.
          if (!sameSite(req.url()) || failure.includes('ERR_ABORTED')) return;
          problems.push(`request failed: ${req.method()} ${req.url()} (${failure})`);
        });
        page.on('response', (res) => {
          if (!sameSite(res.url())) return;
          const status = res.status();
          if (status >= 500 || (status === 404 && SHOWN.has(res.request().resourceType())))
            problems.push(`${status} for ${res.request().resourceType()} ${res.url()}`);
        });
      };
      const watch = async (ctx: BrowserContext) => {
        await ctx.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
        for (const page of ctx.pages()) watchPage(page);
        ctx.on('page', watchPage);
      };
      await watch(context);
      // Contexts a test opens itself (a second user, a visitor) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await watch(opened);
        return opened;
      };
      try {
        await use({ watch, allow: (pattern) => allowed.push(pattern) });
      } finally {
        browser.newContext = newContext;
      }
      const left = problems.filter((p) => !allowed.some((a) => a.test(p)));
      expect(left, 'console errors and failed same-site requests in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

/** The suite's test: guarded as above, with a signed-in session per role (./sessions.ts). */
export const test = guarded.extend<SessionFixtures, { sessions: Sessions }>(sessionFixtures);
