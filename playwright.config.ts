import { defineConfig, devices } from '@playwright/test';
import { findChromium, headlessArgs } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CHROMIUM = findChromium();
export const E2E_DATA_DIR = '.data/e2e';

/**
 * End-to-end tests against the production build, on its own embedded database (or on
 * E2E_DATABASE_URL), in the system's Chromium: Playwright cannot download browsers here.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Multi-step journeys (sign up, book, read the outbox) on a shared 2-core machine: room
  // for a slow runner; every expectation keeps its own 7.5 s limit.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        ...headlessArgs(CHROMIUM),
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx scripts/e2e-prepare.ts && npx next build && node entry/server.mjs',
    url: `http://localhost:${PORT}/builds/latest.json`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // The run mode (src/server/core/config.mjs, decision 036): the test runner's switches below
      // are refused in any other, and each secret is generated under SECRETS_DIR.
      ALMA_MODE: 'test',
      SECRETS_DIR: `${E2E_DATA_DIR}/secrets`,
      PORT: String(PORT),
      // entry/server.mjs binds here; localhost, not 127.0.0.1, where Next's locale rewrite loops (STACK-NOTES 2).
      HOSTNAME: 'localhost',
      SITE_URL: `http://localhost:${PORT}`,
      // The suite plays one trusted proxy: content.spec.ts gives each test its own X-Forwarded-For
      // address (requests without one count as the TCP peer). e2e/hardening.spec.ts starts its own
      // server with the default of 0 to show that a forged header is then ignored.
      TRUST_PROXY_HOPS: '1',
      PGLITE_DIR: `${E2E_DATA_DIR}/pglite`,
      MEDIA_DIR: `${E2E_DATA_DIR}/media`,
      // Message digests after 8 unread seconds, looked for every 2 (5 minutes and 1 in production):
      // e2e/messaging.spec.ts waits for one.
      MESSAGE_DIGEST_DELAY_MS: '8000',
      MESSAGE_DIGEST_EVERY_MS: '2000',
      // The end-to-end tests read mail from the outbox (src/app/api/dev/outbox).
      OUTBOX_PAGE: '1',
      // Cards go through the demonstration provider (no money moves; refused in production otherwise).
      PAYMENTS_DEMO: '1',
      // Every browser of the run signs in from this one address: widen the accounts API's rate
      // limits (src/server/accounts/rate-limits.ts) so the suite does not trip them.
      RATE_LIMIT_MULTIPLIER: '20',
      // e2e/owner-channels.spec.ts serves an iCal feed from 127.0.0.1: feeds may be fetched from this
      // machine (docs/decisions/021; entry/server.mjs takes it only with a loopback SITE_URL).
      ICAL_ALLOW_LOOPBACK: '1',
      // e2e/guestbook*.spec.ts move the server's clock to a guest's arrival day with a cookie
      // (src/server/core/test-clock.ts; entry/server.mjs takes it only with a loopback SITE_URL).
      TEST_CLOCK: '1',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
