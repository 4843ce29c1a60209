import fs from 'node:fs/promises';
import { expect, test } from './support/test';
import { formatMoney } from '../src/lib/format';
import { at, DEMO, type Locale } from './support/accounts';

/**
 * /broker/earnings (issue 15): the demo owner reads a month's statement in both languages and
 * downloads it as CSV and PDF; an administrator records a payout through the form, on a month far
 * ahead that no other spec touches, and sees it on the owner's statement.
 */
type Statement = {
  month: string;
  owners: { id: number; email: string }[];
  lines: { type: string; confirmation_number: string | null; description: string }[];
  totals: { net_cents: number; payouts_cents: number };
  history: { month: string; net_cents: number }[];
};

const TEXT = {
  en: {
    title: 'Earnings',
    csvHeader: '"Month","Type","Date","Villa","Reference","Description","Nights","Cleaning","Commission","Amount","Net"',
    closing: 'Closing balance',
  },
  es: {
    title: 'Ingresos',
    csvHeader: '"Mes","Tipo","Fecha","Villa","Referencia","Descripción","Noches","Limpieza","Comisión","Importe","Neto"',
    closing: 'Saldo final',
  },
} as const;

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  test(`the owner reads a month's statement and downloads it as CSV and PDF (${locale})`, async ({ signedIn }) => {
    const context = await signedIn('owner', { viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    // The latest month of the last year with stays on the demo villas.
    const now = new Date().toISOString().slice(0, 7);
    const recent = (await (await context.request.get(`/v1/owner/statements?month=${now}`)).json()) as { data: Statement };
    const month = [...recent.data.history].reverse().find((h) => h.net_cents !== 0)?.month ?? now;
    const statement = ((await (await context.request.get(`/v1/owner/statements?month=${month}`)).json()) as { data: Statement }).data;
    const stay = statement.lines.find((l) => l.type === 'revenue');
    expect(stay, `a stay in ${month}`).toBeDefined();

    await page.goto(at(locale, `/broker/earnings?month=${month}`));
    await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].title })).toBeVisible();
    await expect(page.getByTestId('statement-lines')).toContainText(stay?.confirmation_number ?? '');
    await expect(
      page
        .getByTestId('statement-lines')
        .getByRole('link', { name: new RegExp(stay?.confirmation_number ?? '') })
        .first(),
    ).toHaveAttribute('href', new RegExp(`reservations\\?q=${stay?.confirmation_number}`));
    await expect(page.locator('[data-total="net"]')).toContainText(formatMoney(locale, statement.totals.net_cents));
    await expect(page.getByTestId('statement-totals')).toContainText(TEXT[locale].closing);
    await expect(page.getByTestId('earnings-chart')).toBeVisible();
    await expect(page.getByTestId('payout-form')).toHaveCount(0);
    // Usable at 390 px: nothing widens the page (the lines' table scrolls in its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-csv').click()]);
    const csvText = await fs.readFile((await csv.path()) as string, 'utf8');
    // A byte-order mark first (spreadsheets then read the accents as UTF-8); amounts are numbers.
    expect(csvText.startsWith('\uFEFF')).toBe(true);
    expect(csvText.slice(1).split('\r\n')[0]).toBe(TEXT[locale].csvHeader);
    expect(csvText).toContain(stay?.confirmation_number ?? '');
    expect(csvText).toContain(`,${statement.totals.net_cents / 100}\r\n`);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-pdf').click()]);
    expect(pdf.suggestedFilename()).toBe(`statement-${month}.pdf`);
    const bytes = await fs.readFile((await pdf.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });
}

test('an administrator records a payout through the form and sees it on the owner’s statement', async ({ signedIn }) => {
  const context = await signedIn('admin');
  const page = await context.newPage();
  // A month far ahead that no other spec uses (and no job has locked).
  const month = '2031-07';
  const all = ((await (await context.request.get(`/v1/owner/statements?month=${month}`)).json()) as { data: Statement }).data;
  const owner = all.owners.find((o) => o.email === DEMO.owner);
  expect(owner).toBeDefined();
  const reference = `E2E-WIRE-${Date.now()}`;
  // The e2e database outlives a run (the seed does not remove payouts): count from what is there.
  const before = (
    (await (await context.request.get(`/v1/owner/statements?month=${month}&owner=${owner?.id}`)).json()) as { data: Statement }
  ).data;

  await page.goto(`/broker/earnings?month=${month}&owner=${owner?.id}`);
  const form = page.getByTestId('payout-form');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Owner')).toHaveValue(String(owner?.id));
  await form.getByLabel('Date paid').fill(`${month}-15`);
  await form.getByLabel('Amount (USD)').fill('1234.56');
  await form.getByLabel('Reference').fill(reference);
  await form.getByRole('button', { name: 'Record payout' }).click();
  await expect(form.getByTestId('form-notice')).toContainText('Payout recorded.');
  await expect(page.getByTestId('statement-lines')).toContainText(reference);
  await expect(page.locator('[data-total="payouts"]')).toContainText(formatMoney('en', -(before.totals.payouts_cents + 123_456)));

  // The owner's own statement shows it too.
  const ownerView = await signedIn('owner');
  const mine = ((await (await ownerView.request.get(`/v1/owner/statements?month=${month}`)).json()) as { data: Statement }).data;
  expect(mine.lines.some((l) => l.type === 'payout' && l.description === reference)).toBe(true);
  await ownerView.close();
  await context.close();
});
