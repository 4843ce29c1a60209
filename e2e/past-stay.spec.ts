import { at, type Locale } from './support/accounts';
import { loadSamples } from './support/samples';
import { expect, test } from './support/test';

/**
 * Issue 31, item 14: a confirmed stay whose check-out has passed (the seed's stay that ended two
 * days ago) reads "Completed" for its guest and at the desk, offers its receipts and the villa again,
 * and no longer invites to the online check-in; the desk can still settle its security deposit.
 */
const WORDS = {
  en: { completed: 'Completed', receipts: 'Receipts', again: 'Book again' },
  es: { completed: 'Completada', receipts: 'Recibos', again: 'Reservar de nuevo' },
} as const;

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  test(`a stay past its check-out is completed, with its receipts and book again (${locale})`, async ({ asGuest: page, asConcierge }) => {
    const id = loadSamples().checkedOut[locale];
    const words = WORDS[locale];
    await page.goto(at(locale, '/user/trips'));
    const card = page.locator(`[data-testid="trip-card"][data-trip-id="${id}"]`);
    await expect(card.getByTestId('trip-status')).toHaveText(words.completed);
    await expect(card.getByTestId('trip-status')).toHaveAttribute('data-status', 'completed');
    const actions = card.getByTestId('trip-past-actions');
    await actions.getByRole('link', { name: words.receipts }).click();
    await expect(page).toHaveURL(new RegExp(`/user-trip-charges/${id}$`));
    await page.goBack();
    await expect(actions.getByRole('link', { name: words.again })).toHaveAttribute('href', /\/property\/\d+$/);

    await page.goto(at(locale, `/user/trip-${id}`));
    await expect(page.getByTestId('trip-status')).toHaveText(words.completed);
    await expect(page.getByTestId('guestbook-link')).toHaveCount(0);

    await asConcierge.goto(at(locale, `/concierges/trip-${id}`));
    await expect(asConcierge.getByTestId('concierge-trip')).toHaveAttribute('data-status', 'completed');
  });
}
