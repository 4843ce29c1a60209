import { type APIRequestContext, type Browser, expect, test } from './support/test';
import type { SessionFixtures } from './support/sessions';
import { at, freshEmail, type Locale } from './support/accounts';
import { mailsTo } from './support/mail';
import { onPhone } from './support/phone';

/** The invitation link mailed to `email` (path only: the mail's origin is SITE_URL, this server). */
async function invitationPath(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(email, 'invitation');
      link = /https?:\/\/[^\s"<>]+\/invitation\/[A-Za-z0-9_-]+/.exec(mail?.textBody ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return new URL(link).pathname;
}

/** A fresh concierge (invited and accepted through the API) signed in in a browser context of its own. */
async function freshConcierge(browser: Browser, token: string, request: APIRequestContext, locale: Locale) {
  const email = freshEmail('admin-concierge');
  const invite = await request.post('/v1/admin/users/invitations', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, name: 'Nuevo Concierge', groups: ['hbl-concierge'], locale },
  });
  expect(invite.status()).toBe(201);
  const path = await invitationPath(email);
  const context = await browser.newContext();
  const accepted = await context.request.post(`/v1/invitations/${path.split('/').pop()}/accept`, {
    data: { name: 'Nuevo Concierge', password: 'Concierge-Nuevo-2026', password_confirmation: 'Concierge-Nuevo-2026' },
  });
  expect(accepted.status()).toBe(201);
  const id = ((await accepted.json()) as { data: { user: { id: number } } }).data.user.id;
  return { context, id, email };
}

/** The demo administrator in a browser context of its own, on the accounts page. */
async function adminPage(signedIn: SessionFixtures['signedIn'], locale: Locale) {
  const context = await signedIn('admin');
  const page = await context.newPage();
  await page.goto(at(locale, '/admin/users'));
  return { context, page };
}

test('an administrator invites an owner, who sets a password and lands in the owner portal (English)', async ({ browser, signedIn }) => {
  const { context, page } = await adminPage(signedIn, 'en');
  const email = freshEmail('admin-invite');
  await page.getByTestId('invite-open').click();
  const dialog = page.getByTestId('invite-dialog');
  await expect(dialog).toBeVisible();
  // Without a group the server answers per field.
  await dialog.getByTestId('invite-email').fill(email);
  await dialog.getByTestId('invite-submit').click();
  await expect(dialog.getByTestId('invite-groups-error')).toHaveText('Choose at least one group: it gives the account its role.');
  // Each group by its name and what it is for, never its code; Broker and Brokerage agency apart.
  await expect(dialog.getByTestId('invite-group-hbl-brokers').locator('..')).toContainText('Brokerage agency');
  await expect(dialog.getByTestId('invite-group-hbl-broker').locator('..')).toContainText('manages villas for their owners');
  await expect(dialog).not.toContainText('hbl-');
  await dialog.getByTestId('invite-name').fill('Olivia Owner');
  await dialog.getByTestId('invite-group-hbl-owners').check();
  await dialog.getByTestId('invite-locale').selectOption('en');
  await dialog.getByTestId('invite-submit').click();
  await expect(page.getByTestId('invite-notice')).toContainText(email);
  await expect(page.getByTestId('pending-invitations')).toContainText(email);

  const path = await invitationPath(email);
  expect(path.startsWith('/invitation/')).toBe(true);
  const invitee = await browser.newContext();
  const guestPage = await invitee.newPage();
  await guestPage.goto(path);
  await expect(guestPage.locator('h1')).toHaveText('Your invitation');
  // Next streams the metadata: while it does, the robots tag may be in the document twice; each says noindex.
  const robots = guestPage.locator('meta[name="robots"]');
  await expect(robots.first()).toHaveAttribute('content', /noindex/);
  for (const content of await robots.evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content'))))
    expect(content).toMatch(/noindex/);
  await guestPage.locator('#invitation-password').fill('Olivia-Villa-2026');
  await guestPage.locator('#invitation-password-confirmation').fill('Olivia-Villa-2026');
  await guestPage.getByTestId('invitation-form').locator('button[type="submit"]').click();
  await guestPage.waitForURL((url) => url.pathname === '/broker');

  // The link worked once.
  const again = await browser.newContext();
  const second = await again.newPage();
  await second.goto(path);
  await expect(second.getByTestId('invitation-invalid')).toBeVisible();
  await Promise.all([context.close(), invitee.close(), again.close()]);
});

test('en español: a concierge is given a new state, sees its reservations, and a disable sends their open page to log in', async ({
  browser,
  request,
  sessions,
  signedIn,
}) => {
  // The demo administrator's bearer token for API set-up (the request's cookie jar stays empty).
  const { token } = await sessions.of('admin');
  const concierge = await freshConcierge(browser, token, request, 'es');
  // A reservation somewhere, and its destination (a state) by its Spanish name.
  const queue = await request.get('/v1/concierge/reservations?locale=es&per_page=1', { headers: { authorization: `Bearer ${token}` } });
  expect(queue.status()).toBe(200);
  const [row] = ((await queue.json()) as { data: { confirmation_number: string; property: { destination: string } }[] }).data;
  if (!row) throw new Error('the seed has no reservation');

  const deskPage = await concierge.context.newPage();
  await deskPage.goto(at('es', `/concierges/reservations?q=${row.confirmation_number}`));
  await expect(deskPage.getByText(row.confirmation_number)).toHaveCount(0);

  const { context, page } = await adminPage(signedIn, 'es');
  await page.goto(at('es', `/admin/users/${concierge.id}`));
  await expect(page.locator('h1')).toHaveText('Nuevo Concierge');
  const editor = page.getByTestId('scopes-editor');
  await editor.getByLabel(row.property.destination, { exact: true }).check();
  await editor.getByTestId('save-scopes').click();
  await expect(editor.getByTestId('scopes-status')).toHaveText('Guardado.');

  await deskPage.goto(at('es', `/concierges/reservations?q=${row.confirmation_number}`));
  await expect(deskPage.getByText(row.confirmation_number).first()).toBeVisible();

  await page.getByTestId('disable-user').click();
  await page.getByTestId('disable-confirm').click();
  await expect(page.getByTestId('enable-user')).toBeVisible();
  await deskPage.goto(at('es', '/concierges/reservations'));
  await expect(deskPage).toHaveURL(/\/es\/login/);
  await Promise.all([context.close(), concierge.context.close()]);
});

test('the accounts page, an account and the invitation page fit 390 px without horizontal scrolling', async ({ signedIn }) => {
  const { context, page } = await adminPage(signedIn, 'es');
  await onPhone(page);
  await page.goto(at('es', '/admin/users?q=almavillas'));
  await expect(page.getByTestId('users-table')).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByTestId('users-table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/es\/admin\/users\/\d+$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto(at('es', '/invitation/not-a-real-token'));
  await expect(page.getByTestId('invitation-invalid')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await context.close();
});
