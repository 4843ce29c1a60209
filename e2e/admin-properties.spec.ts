import { type APIRequestContext, expect, type Page, test } from './support/test';
import sharp from 'sharp';
import { at, BASE_URL } from './support/accounts';
import { onPhone } from './support/phone';
import { STATUS_HEADER } from '../entry/protocol.mjs';

/**
 * Listing approval (issue 17), end to end: owner2@almavillas.test creates a listing in the owner
 * portal and submits it for review (English); the administrator, in Spanish, returns it with a
 * note; the owner reads the note, fixes the listing and submits it again; the administrator
 * publishes it and its public page opens. Every test works on a listing of its own; the texts,
 * prices and photo a reviewer does not look at are seeded through the API.
 */

const write = { headers: { origin: BASE_URL } };

/** A flat-colour camera JPEG. */
async function picture() {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3d7ac8' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name: 'terrace.jpg', mimeType: 'image/jpeg', buffer };
}

/** Everything but the Spanish description (rooms, guests, a nightly rate, a photo), through the owner's API. */
async function fillAllButSpanishDescription(request: APIRequestContext, id: number) {
  const details = await request.patch(`/v1/owner/properties/${id}`, {
    ...write,
    data: {
      short_description_en: 'A quiet villa above the bay.',
      short_description_es: 'Una villa tranquila sobre la bahía.',
      description_en: 'Four bedrooms, a pool and a path down to the beach.',
      bedrooms: 4,
      bathrooms: 4,
      maximum_capacity: 8,
    },
  });
  expect(details.status()).toBe(200);
  const rates = await request.put(`/v1/owner/properties/${id}/rates`, {
    ...write,
    data: {
      base_price_cents: 90_000,
      cleaning_fee_cents: 15_000,
      security_deposit_cents: 50_000,
      min_nights: 2,
      instant_book: false,
      deposit_percent: 30,
      balance_due_days: 45,
      seasonal_rates: [],
    },
  });
  expect(rates.status()).toBe(200);
  const photo = await request.post(`/v1/owner/properties/${id}/photos`, { ...write, multipart: { files: await picture() } });
  expect(photo.status()).toBeLessThan(300);
}

/** The owner creates the listing through the portal's form: it opens on its own page. */
async function createThroughPortal(page: Page, name: string): Promise<number> {
  await page.goto('/broker/listings');
  await page.getByTestId('new-listing-name').fill(name);
  const destination = page.getByTestId('new-listing-destination');
  const value = await destination.locator('option:not([disabled])').first().getAttribute('value');
  await destination.selectOption(value ?? '');
  await page.getByTestId('new-listing-submit').click();
  await page.waitForURL(/\/broker\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('an owner submits a listing; the administrator returns it with a note, then publishes it once fixed', async ({
  browser,
  signedIn,
}) => {
  const owner = await signedIn('owner2');
  const admin = await signedIn('admin');
  const visitor = await browser.newContext();
  try {
    const ownerPage = await owner.newPage();
    const name = `Villa Revisión ${Date.now().toString(36)}`;
    const id = await createThroughPortal(ownerPage, name);
    await expect(ownerPage.getByTestId('owner-listing-status')).toHaveAttribute('data-status', 'draft');
    await fillAllButSpanishDescription(owner.request, id);

    // Incomplete: what is missing is listed; asking anyway marks it beside its field and goes there.
    await ownerPage.goto(`/broker/${id}?tab=details`);
    await expect(ownerPage.getByTestId('publish-missing')).toContainText('A Spanish description is needed to publish.');
    await ownerPage.getByTestId('submit-review').click();
    await expect(ownerPage.getByTestId('field-description_es')).toBeFocused();
    await expect(ownerPage.getByTestId('field-description_es')).toHaveAttribute('aria-invalid', 'true');
    await expect(ownerPage.getByTestId('owner-listing-status')).toHaveAttribute('data-status', 'draft');
    await ownerPage.getByTestId('field-description_es').fill('Cuatro dormitorios y piscina.');
    await ownerPage.getByTestId('details-save').click();
    await expect(ownerPage.getByTestId('listing-saved')).not.toBeEmpty();
    await ownerPage.getByTestId('submit-review').click();
    await expect(ownerPage.getByTestId('owner-listing-status')).toHaveText('Waiting for review');

    // The administrator, in Spanish, returns it with a note.
    const adminPage = await admin.newPage();
    await adminPage.goto(at('es', `/admin/properties?q=${encodeURIComponent(name)}`));
    const row = adminPage.locator(`[data-testid="admin-property-row"][data-id="${id}"]`);
    await expect(row.getByTestId('admin-property-status')).toHaveText('En revisión');
    await row.getByTestId('admin-property-return').click();
    const note = 'Add the pool’s opening hours to the house rules, please.';
    await adminPage.getByTestId('return-note').fill(note);
    await adminPage.getByTestId('return-submit').click();
    await expect(adminPage.getByTestId('return-dialog')).toBeHidden();
    await expect(row.getByTestId('admin-property-status')).toHaveText('Devuelto');

    // The owner reads the note, fixes the listing and submits it again.
    await ownerPage.goto(`/broker/${id}?tab=details`);
    await expect(ownerPage.getByTestId('owner-listing-review-note')).toContainText(note);
    await expect(ownerPage.getByTestId('owner-listing-status')).toHaveText('Returned');
    await ownerPage.getByTestId('field-house_rules_en').fill('Pool open 8:00–20:00.');
    await ownerPage.getByTestId('field-house_rules_es').fill('Piscina abierta de 8:00 a 20:00.');
    await ownerPage.getByTestId('details-save').click();
    await expect(ownerPage.getByTestId('listing-saved')).not.toBeEmpty();
    await ownerPage.getByTestId('submit-review').click();
    await expect(ownerPage.getByTestId('owner-listing-status')).toHaveText('Waiting for review');

    // Not public before it is published. The owner's preview is rendered for them alone: the page
    // cache never keeps it (issue 18), and a visitor still gets the 404 afterwards.
    expect((await visitor.request.get(`/v1/properties/${id}`)).status()).toBe(404);
    for (const attempt of [1, 2]) {
      const preview = await owner.request.get(`/property/${id}`);
      expect(preview.status(), `preview ${attempt}`).toBe(200);
      expect(preview.headers()[STATUS_HEADER], `preview ${attempt}`).toBeUndefined();
    }
    const hidden = await visitor.request.get(`/property/${id}`);
    expect(hidden.status()).toBe(404);
    expect(await hidden.text()).not.toContain(name);

    await adminPage.reload();
    await row.getByTestId('admin-property-publish').click();
    await expect(row.getByTestId('admin-property-status')).toHaveText('Publicado');

    const publicPage = await visitor.newPage();
    const res = await publicPage.goto(`/property/${id}`);
    expect(res?.status()).toBe(200);
    await expect(publicPage.getByRole('heading', { level: 1 })).toContainText(name);
    await ownerPage.goto('/broker/listings');
    await expect(ownerPage.locator(`[data-testid="listing-row"][data-id="${id}"] [data-testid="listing-status"]`)).toHaveAttribute(
      'data-status',
      'published',
    );
  } finally {
    await Promise.all([owner.close(), admin.close(), visitor.close()]);
  }
});

test('/admin/properties fits a 390 px screen: the table scrolls inside its frame, the page does not', async ({ signedIn }) => {
  const admin = await signedIn('admin');
  try {
    const page = await admin.newPage();
    await onPhone(page);
    await page.goto('/admin/properties');
    await expect(page.getByTestId('admin-properties-table')).toBeVisible();
    await expect(page.getByTestId('admin-properties-filters')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByTestId('admin-property-edit').first().click();
    await expect(page.getByTestId('edit-dialog')).toBeVisible();
    const box = await page.getByTestId('edit-dialog').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  } finally {
    await admin.close();
  }
});
