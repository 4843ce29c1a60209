import { expect } from '@playwright/test';
import type { MailTemplate } from '../../src/server/mail/mail-templates';
import { BASE_URL, DEMO, DEMO_PASSWORD } from './accounts';

/** A mail as /api/dev/outbox?format=json answers it. */
export type OutboxMail = { toAddress: string; subject: string; textBody: string; locale: string; template: string };

let adminToken: Promise<string> | undefined;

/**
 * The demo administrator's bearer token, from one real login through /api/login per test worker.
 * Only an administrator reads the outbox (issue 12, finding 1). Plain fetch, not a Playwright
 * request context: the token never lands in a browser context's cookie jar.
 */
function administratorToken(): Promise<string> {
  adminToken ??= (async () => {
    const res = await fetch(`${BASE_URL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin, password: DEMO_PASSWORD }),
    });
    expect(res.status, 'the demo administrator logs in').toBe(200);
    return ((await res.json()) as { token: string }).token;
  })();
  return adminToken;
}

/** The outbox's mail to `to` (newest first), optionally of one template, read as the administrator. */
export async function mailsTo(to: string, template?: MailTemplate): Promise<OutboxMail[]> {
  const query = new URLSearchParams({ format: 'json', to, ...(template ? { template } : {}) });
  const res = await fetch(`${BASE_URL}/api/dev/outbox?${query}`, { headers: { authorization: `Bearer ${await administratorToken()}` } });
  expect(res.status, 'the outbox answers the administrator').toBe(200);
  return ((await res.json()) as { data: OutboxMail[] }).data;
}
