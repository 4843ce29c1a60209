import { type APIRequestContext, expect, test } from './support/test';
import { at, BASE_URL, DEMO, DEMO_PASSWORD, freshEmail, signupViaApi } from './support/accounts';
import { onPhone } from './support/phone';

/**
 * The administration's overview, audit log and outbox viewer (issue 17), as admin@almavillas.test
 * in both languages: the owner changes a villa's cleaning fee through the owner API (in a context
 * of its own), the administrator filters the audit log by that villa, opens the line and reads the
 * fee before and after. The fee is put back at the end. Each language uses its own villa.
 */

const TEXT = {
  en: {
    sections: [
      'Listings waiting for review',
      'Requests past half their hold',
      'Calendar feeds failing',
      'Statements issued lately',
      'Latest changes',
    ],
    changes: 'Before and after',
    pricesChanged: 'changed the prices of',
    outbox: 'Mail outbox',
  },
  es: {
    sections: [
      'Anuncios en espera de revisión',
      'Solicitudes con más de la mitad de su reserva temporal consumida',
      'Calendarios externos con errores',
      'Estados de cuenta emitidos recientemente',
      'Últimos cambios',
    ],
    changes: 'Antes y después',
    pricesChanged: 'cambió los precios de',
    outbox: 'Correo saliente',
  },
} as const;

async function ownerVilla(request: APIRequestContext, index: number): Promise<number> {
  const ids: number[] = [];
  for (const destination of ['cap-cana', 'punta-cana']) {
    const res = await request.get('/v1/properties', { params: { destination, per_page: 48 } });
    for (const v of (await res.json()).data as { id: number }[]) ids.push(v.id);
  }
  const mine: number[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    if ((await request.get(`/v1/owner/properties/${id}/rates`)).status() === 200) mine.push(id);
  }
  expect(mine.length).toBeGreaterThan(index);
  return mine[index] as number;
}

type Rates = { cleaning_fee_cents: number; seasonal_rates: { id?: number }[] } & Record<string, unknown>;
const inputOf = ({ currency: _c, ...rates }: Rates) => ({ ...rates, seasonal_rates: rates.seasonal_rates.map(({ id: _id, ...s }) => s) });

for (const locale of ['en', 'es'] as const) {
  test(`the administrator reads an owner's price change in the audit log (${locale})`, async ({ page, requestAs, signIn }) => {
    const owner = await requestAs('owner', { extraHTTPHeaders: { origin: BASE_URL } });
    const id = await ownerVilla(owner, locale === 'en' ? 0 : 1);
    const rates = (await (await owner.get(`/v1/owner/properties/${id}/rates`)).json()).data as Rates;
    const oldFee = rates.cleaning_fee_cents;
    const newFee = oldFee + 1_00 + (Date.now() % 97) * 100;
    try {
      const saved = await owner.put(`/v1/owner/properties/${id}/rates`, { data: { ...inputOf(rates), cleaning_fee_cents: newFee } });
      expect(saved.status()).toBe(200);

      await signIn(page, 'admin');
      // The administrator keeps the owner's pages and reaches the administration from the account menu.
      await page.goto(at(locale, '/broker'));
      await page.getByTestId('account-menu-button').click();
      await page.getByRole('link', { name: locale === 'en' ? 'Administration' : 'Administración', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '' : '/es'}/admin$`));
      await page.goto(at(locale, '/admin'));
      for (const heading of TEXT[locale].sections) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();

      await page.goto(at(locale, `/admin/audit?object_type=property&object_id=${id}&action=property.rates`));
      const line = page.getByTestId('audit-line').first();
      await expect(line).toContainText(DEMO.owner);
      // The action reads as a sentence in the page's language, never as its code.
      await expect(line.getByTestId('audit-sentence')).toContainText(TEXT[locale].pricesChanged);
      await expect(line).not.toContainText('property.rates');
      await line.getByText(TEXT[locale].changes).focus();
      await page.keyboard.press('Enter');
      const change = line.locator('tr', { hasText: 'cleaning_fee_cents' });
      await expect(change.getByTestId('audit-before')).toHaveText(String(oldFee));
      await expect(change.getByTestId('audit-after')).toHaveText(String(newFee));

      // The villa's own page links an administrator to the same history.
      await page.goto(at(locale, `/broker/${id}`));
      await page.getByTestId('owner-listing-history').click();
      await expect(page).toHaveURL(new RegExp(`/admin/audit\\?object_type=property&object_id=${id}$`));
      await expect(page.getByTestId('audit-line').first()).toContainText(DEMO.owner);
    } finally {
      await owner.put(`/v1/owner/properties/${id}/rates`, { data: { ...inputOf(rates) } });
    }
  });

  test(`the outbox viewer lists a mail and shows it (${locale})`, async ({ page, playwright, signIn }) => {
    const guest = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
    const email = freshEmail('audit-outbox');
    await signupViaApi(guest, email, DEMO_PASSWORD);
    // A password recovery writes a mail to the new account.
    expect((await guest.post('/v1/account/password-recovery', { data: { email } })).status()).toBe(202);
    await guest.dispose();
    await signIn(page, 'admin');
    await page.goto(at(locale, '/admin/outbox'));
    await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].outbox })).toBeVisible();
    const row = page.getByTestId('outbox-list').locator('tr', { hasText: email }).first();
    await expect(row).toBeVisible();
    await row.getByRole('link').click();
    await expect(page.getByTestId('outbox-mail')).toContainText(email);
  });
}

test('the overview, the audit log and the outbox fit a 390 px screen', async ({ page, signIn }) => {
  await onPhone(page, { width: 390, height: 800 });
  await signIn(page, 'admin');
  for (const path of ['/admin', '/admin/audit', '/admin/outbox']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
