import { expect, type Page, test } from './support/test';
import { at, freshEmail, type Locale } from './support/accounts';
import { bookViaApi, type E2eTrip } from './support/trips';

const PASSWORD = 'Coral-Reef-2026';

/** A fresh account whose session cookie lands in the page's own context. */
async function signUp(page: Page, locale: Locale, tag: string) {
  const res = await page.request.post(`/api/signup?locale=${locale}`, {
    data: { email: freshEmail(tag), password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
}

async function catalogPrices(page: Page): Promise<Map<string, number>> {
  const res = await page.request.get('/v1/groceries');
  expect(res.status()).toBe(200);
  const categories = (await res.json()).data as { items: { slug: string; price_cents: number }[] }[];
  return new Map(categories.flatMap((c) => c.items.map((i) => [i.slug, i.price_cents] as const)));
}

async function groceryCharges(page: Page, tripId: number) {
  const res = await page.request.get(`/v1/account/trips/${tripId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()).data as E2eTrip).charges.filter((c) => c.kind === 'grocery');
}

const TEXT = {
  en: {
    more: /^One more /,
    quantityOfEggs: 'Quantity of Free-range eggs',
    saveDraft: 'Save draft',
    submit: 'Submit list',
    update: 'Update list',
  },
  es: {
    more: /^Uno más de /,
    quantityOfEggs: 'Cantidad de Huevos de granja',
    saveDraft: 'Guardar borrador',
    submit: 'Enviar lista',
    update: 'Actualizar lista',
  },
} as const;

for (const locale of ['en', 'es'] as const) {
  test.describe(`groceries (${locale})`, () => {
    test('a guest fills the list with the steppers, saves a draft, submits it, and the estimate is on the bill', async ({ page }) => {
      test.setTimeout(90_000);
      await signUp(page, locale, `groceries-${locale}`);
      const trip = await bookViaApi(page.request, { instant: true, locale });
      const prices = await catalogPrices(page);
      const price = (slug: string) => prices.get(slug) ?? Number.NaN;
      const text = TEXT[locale];

      await page.goto(at(locale, `/user-trip-groceries/${trip.id}`));
      await expect(page.getByTestId('grocery-status')).toHaveAttribute('data-status', 'none');
      await expect(page.getByTestId('grocery-deadline')).toBeVisible();
      await expect(page.getByTestId('grocery-bill-note')).toBeVisible();

      const mangoes = page.locator('[data-testid="grocery-item"][data-slug="mangoes"]');
      await mangoes.getByRole('button', { name: text.more }).click();
      await mangoes.getByRole('button', { name: text.more }).click();
      await expect(mangoes.getByRole('spinbutton')).toHaveValue('2');
      await page.getByLabel(text.quantityOfEggs, { exact: true }).fill('3');
      const expected = 2 * price('mangoes') + 3 * price('eggs');
      await expect(page.getByTestId('grocery-estimate')).toHaveAttribute('data-cents', String(expected));
      await expect(page.getByTestId('grocery-count')).toContainText('5');

      await page.getByRole('button', { name: text.saveDraft }).click();
      await expect(page.getByTestId('grocery-summary').getByTestId('form-notice')).toBeVisible();
      await expect(page.getByTestId('grocery-status')).toHaveAttribute('data-status', 'draft');
      expect(await groceryCharges(page, trip.id)).toEqual([]);

      await page.reload();
      await expect(mangoes.getByRole('spinbutton')).toHaveValue('2');
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByTestId('grocery-status')).toHaveAttribute('data-status', 'submitted');
      await expect(page.getByTestId('grocery-estimate')).toHaveAttribute('data-cents', String(expected));
      const [line, ...more] = await groceryCharges(page, trip.id);
      expect(more).toEqual([]);
      expect(line?.amount_cents).toBe(expected);
      expect(line?.label).toBe(locale === 'en' ? 'Groceries (estimate)' : 'Despensa (estimado)');

      // Changing the list again puts the difference on the bill as a new entry (the ledger is append-only).
      await mangoes.getByRole('button', { name: text.more }).click();
      await page.getByRole('button', { name: text.update }).click();
      await expect(page.getByTestId('grocery-estimate')).toHaveAttribute('data-cents', String(expected + price('mangoes')));
      await expect(page.getByTestId('grocery-summary').getByTestId('form-notice')).toBeVisible();
      await expect.poll(async () => (await groceryCharges(page, trip.id)).map((c) => c.amount_cents)).toEqual([expected, price('mangoes')]);

      // The trip's bill shows the estimate among the extras, and the total and balance include it.
      await page.goto(at(locale, `/user-trip-charges/${trip.id}`));
      const groceryLines = page.getByTestId('charges-extras').locator('[data-kind="grocery"]');
      await expect(groceryLines).toHaveCount(2);
      await expect(page.getByTestId('total-charged')).toBeVisible();
      await expect(page.getByTestId('charges-table').getByTestId('trip-balance')).toHaveAttribute(
        'data-balance-cents',
        String(trip.money.stay_balance_cents + expected + price('mangoes')),
      );
    });

    test('a trip starting in two days shows the list read-only, and the API refuses changes', async ({ page }) => {
      test.setTimeout(90_000);
      await signUp(page, locale, `groceries-locked-${locale}`);
      const trip = await bookViaApi(page.request, { instant: true, locale, daysAhead: 2, nights: 3 });

      await page.goto(at(locale, `/user-trip-groceries/${trip.id}`));
      await expect(page.getByTestId('grocery-locked')).toBeVisible();
      await expect(page.getByTestId('grocery-empty')).toBeVisible();
      await expect(page.getByTestId('grocery-item')).toHaveCount(0);
      await expect(page.getByRole('button', { name: TEXT[locale].submit })).toHaveCount(0);

      const catalogue = (await (await page.request.get('/v1/groceries')).json()).data as { items: { id: number }[] }[];
      const itemId = catalogue[0]?.items[0]?.id;
      const put = await page.request.put(`/v1/account/trips/${trip.id}/groceries?locale=${locale}`, {
        data: { lines: [{ item_id: itemId, quantity: 1 }], submit: true },
      });
      expect(put.status()).toBe(409);
      const body = (await put.json()) as { code: string; error: string };
      expect(body.code).toBe('groceries_locked');
      expect(body.error).toContain(locale === 'en' ? '72 hours' : '72 horas');
      expect(await groceryCharges(page, trip.id)).toEqual([]);
    });
  });
}
