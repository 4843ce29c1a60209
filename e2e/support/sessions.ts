import type {
  APIRequestContext,
  BrowserContext,
  BrowserContextOptions,
  Fixtures,
  Page,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
} from '@playwright/test';
import { expect } from '@playwright/test';
import { BASE_URL, DEMO, DEMO_PASSWORD } from './accounts';
import type { BrowserGuard } from './test';

/** The seeded accounts a test signs in as (README, "Demo accounts"); all share the demo password. */
export const ACCOUNTS = {
  guest: DEMO.user,
  concierge: DEMO.concierge,
  owner: DEMO.owner,
  owner2: 'owner2@almavillas.test',
  broker: 'broker@almavillas.test',
  admin: DEMO.admin,
} as const;
export type Role = keyof typeof ACCOUNTS;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One signed-in session: its cookies (a storage state) and its bearer token. */
export interface Session {
  state: StorageState;
  token: string;
}

export interface Sessions {
  /** The role's session, made by one real login through /api/login the first time this worker asks. */
  of(role: Role): Promise<Session>;
}

export interface SessionFixtures {
  /** Puts the role's session cookie into a page's (or a context's) cookie jar. */
  signIn(target: Page | BrowserContext, role: Role): Promise<void>;
  /** A browser context of its own, signed in as the role (closed after the test). */
  signedIn(role: Role, options?: BrowserContextOptions): Promise<BrowserContext>;
  /** An API request context of its own, signed in as the role (disposed of after the test). */
  requestAs(role: Role, options?: { extraHTTPHeaders?: Record<string, string> }): Promise<APIRequestContext>;
  /** A page in a context of its own, signed in as the demo guest (user@almavillas.test). */
  asGuest: Page;
  asConcierge: Page;
  asOwner: Page;
  asBroker: Page;
  asAdmin: Page;
}

/**
 * Playwright's "one account per parallel worker" pattern (playwright.dev/docs/auth), per role: each
 * worker logs each role in once, through the API, and every test that needs the role starts from
 * that storage state. The state stays in memory (no file to ignore or leak). The sessions are shared
 * by the worker's tests, so a test that logs out, logs in again over one of them or revokes
 * sessions must sign in on its own (account.spec.ts does): a login revokes the session it replaces.
 */
export const sessionFixtures: Fixtures<
  SessionFixtures,
  { sessions: Sessions },
  PlaywrightTestArgs & PlaywrightTestOptions & { browserGuard: BrowserGuard },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = {
  sessions: [
    async ({ playwright }, use) => {
      const made = new Map<Role, Promise<Session>>();
      const login = async (role: Role): Promise<Session> => {
        const request = await playwright.request.newContext({ baseURL: BASE_URL });
        try {
          const res = await request.post('/api/login', { data: { email: ACCOUNTS[role], password: DEMO_PASSWORD } });
          expect(res.status(), `${ACCOUNTS[role]} logs in`).toBe(200);
          const { token } = (await res.json()) as { token: string };
          return { state: await request.storageState(), token };
        } finally {
          await request.dispose();
        }
      };
      await use({
        of(role) {
          let session = made.get(role);
          if (!session) {
            session = login(role);
            made.set(role, session);
          }
          return session;
        },
      });
    },
    { scope: 'worker' },
  ],

  signIn: async ({ sessions }, use) => {
    await use(async (target, role) => {
      const context = 'context' in target ? target.context() : target;
      await context.addCookies((await sessions.of(role)).state.cookies);
    });
  },

  // browserGuard first: it watches the contexts browser.newContext() opens from then on.
  signedIn: async ({ browser, sessions, browserGuard: _ }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (role, options) => {
      const context = await browser.newContext({ ...options, storageState: (await sessions.of(role)).state });
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },

  requestAs: async ({ playwright, sessions }, use) => {
    const opened: APIRequestContext[] = [];
    await use(async (role, options) => {
      const request = await playwright.request.newContext({ ...options, baseURL: BASE_URL, storageState: (await sessions.of(role)).state });
      opened.push(request);
      return request;
    });
    await Promise.all(opened.map((request) => request.dispose()));
  },

  asGuest: async ({ signedIn }, use) => use(await (await signedIn('guest')).newPage()),
  asConcierge: async ({ signedIn }, use) => use(await (await signedIn('concierge')).newPage()),
  asOwner: async ({ signedIn }, use) => use(await (await signedIn('owner')).newPage()),
  asBroker: async ({ signedIn }, use) => use(await (await signedIn('broker')).newPage()),
  asAdmin: async ({ signedIn }, use) => use(await (await signedIn('admin')).newPage()),
};
