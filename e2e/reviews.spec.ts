import type { APIRequestContext, Page } from '@playwright/test';
import { at, DEMO, type Locale } from './support/accounts';
import { mailsTo } from './support/mail';
import { loadSamples } from './support/samples';
import { expect, test } from './support/test';

/**
 * Issue 32's "Done when", in both languages: the demo guest's stay that ended two days ago (e2e-prepare
 * made it and sent its invitation, as the review-mails job does) is reviewed from the invitation
 * mail's link; a concierge publishes the review at /concierges/reviews; the villa page shows it with
 * the new average and its JSON-LD carries schema.org AggregateRating and Review with that average;
 * the owner replies at the portal and the reply shows on the villa page and on the guest's trip.
 */
const WORDS = {
  en: {
    pending: 'Waiting for moderation',
    published: 'Published',
    choose: 'Choose from 1 to 5 stars.',
    overall: 'Overall',
    cleanliness: 'Cleanliness',
    count: (n: number) => `${n} characters of 2,000`,
    text: 'We loved the terrace at sunset and the concierge arranged a boat trip for us in an hour. Spotless rooms, a calm beach.',
    private: 'The outdoor shower in the second bedroom drips a little.',
    reply: 'Thank you for staying with us: the boat will be waiting next time too.',
    publish: 'Publish',
    send: 'Send my review',
  },
  es: {
    pending: 'En moderación',
    published: 'Publicada',
    choose: 'Elige de 1 a 5 estrellas.',
    overall: 'General',
    cleanliness: 'Limpieza',
    count: (n: number) => `${n} caracteres de 2.000`,
    text: 'Nos encantó la terraza al atardecer y el concierge nos organizó un paseo en barco en una hora. Habitaciones impecables.',
    private: 'La ducha exterior del segundo dormitorio gotea un poco.',
    reply: 'Gracias por alojarte con nosotros: el barco te esperará también la próxima vez.',
    publish: 'Publicar',
    send: 'Enviar mi reseña',
  },
} as const;

type ReviewsMeta = { count: number; average: number | null };

async function villaReviews(request: APIRequestContext, propertyId: number): Promise<ReviewsMeta> {
  const res = await request.get(`/v1/properties/${propertyId}/reviews`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { meta: ReviewsMeta }).meta;
}

/** The JSON-LD objects of a page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

const oneDecimal = (locale: Locale, n: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  test(`a guest reviews a stay from the invitation mail, the desk publishes it, the villa shows it, the owner replies (${locale})`, async ({
    asGuest: page,
    asConcierge: desk,
    asOwner: owner,
    asAdmin: admin,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[locale];
    // A retry reviews a stay of its own: the first attempt may have reviewed the first one.
    const samples = loadSamples();
    const { id, propertyId } = (test.info().retry === 0 ? samples.reviewStay : samples.reviewStayRetry)[locale];
    const before = await villaReviews(page.request, propertyId);

    // The invitation mail (sent the day after check-out) links to the trip's review form.
    const mails = await mailsTo(DEMO.user, 'review-invitation');
    const mail = mails.find((m) => m.textBody.includes(`/user/trip-${id}#review`));
    expect(mail, `the invitation of trip ${id} is in the outbox`).toBeTruthy();
    const href = new RegExp(`https?://[^\\s"<>]+/user/trip-${id}#review`).exec(mail?.textBody ?? '')?.[0];
    expect(href, 'the mail carries the link').toBeTruthy();
    const link = new URL(href ?? '');
    expect(link.pathname).toMatch(new RegExp(`^(/es)?/user/trip-${id}$`));

    // The trip card says "Review your stay" and leads to the same form.
    await page.goto(at(locale, '/user/trips'));
    const card = page.locator(`[data-testid="trip-card"][data-trip-id="${id}"]`);
    await expect(card.getByTestId('trip-review-cta')).toHaveAttribute('href', new RegExp(`/user/trip-${id}#review$`));

    // The mail's link, in the test's language.
    await page.goto(`${at(locale, link.pathname.replace(/^\/es(?=\/)/, ''))}#review`);
    const panel = page.locator('#review');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('review-locale')).toHaveValue(locale);

    // Nothing rated: each group says so and the first one gets the focus.
    await panel.getByTestId('review-submit').click();
    await expect(panel.getByTestId('review-overall-error')).toHaveText(w.choose);
    await expect(panel.getByTestId('review-value-error')).toHaveText(w.choose);
    await expect(panel.getByTestId('review-overall-1')).toBeFocused();
    // The keyboard moves along the stars: 1 → 5.
    await page.keyboard.press('Space');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect(panel.getByTestId('review-overall-5')).toBeChecked();
    await expect(panel.getByRole('radio', { name: locale === 'en' ? '5 stars' : '5 estrellas' }).first()).toBeChecked();
    const overall = 5;
    for (const [name, stars] of [
      ['cleanliness', 5],
      ['accuracy', 4],
      ['staff', 5],
      ['location', 4],
      ['value', 4],
    ] as const)
      await panel.getByTestId(`review-${name}-${stars}`).check();
    await expect(panel.getByRole('group', { name: w.cleanliness })).toBeVisible();

    // Too short: the server's message beside the text, the count live.
    const text = panel.getByTestId('review-text');
    await text.fill('Lovely villa.');
    await expect(panel.getByTestId('review-count')).toHaveText(w.count(13));
    await panel.getByTestId('review-submit').click();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toBeFocused();
    await text.fill(w.text);
    await expect(panel.getByTestId('review-count')).toHaveText(w.count(w.text.length));
    await panel.getByTestId('review-private').fill(w.private);
    await panel.getByRole('button', { name: w.send }).click();

    // Sent: the review and its status replace the form.
    const shown = panel.getByTestId('review-shown');
    await expect(shown).toHaveAttribute('data-status', 'pending');
    await expect(shown.getByTestId('review-status')).toHaveText(w.pending);
    await expect(shown.getByTestId('review-text-shown')).toHaveText(w.text);
    await expect(shown).toContainText(w.private);
    await page.goto(at(locale, '/user/trips'));
    await expect(card).toBeVisible();
    await expect(card.getByTestId('trip-review-cta')).toHaveCount(0);
    const mine = await page.request.get(`/v1/account/trips/${id}/review`);
    expect(mine.status()).toBe(200);
    const reviewId = ((await mine.json()) as { data: { id: number } }).data.id;

    // The desk: the pending review with its private feedback; Publish.
    await desk.goto(at(locale, '/concierges/reviews'));
    const row = desk.locator(`[data-testid="review-row"][data-id="${reviewId}"]`);
    await expect(row.getByTestId('review-row-text')).toHaveText(w.text);
    await expect(row.getByTestId('review-row-private')).toContainText(w.private);
    await row.getByRole('button', { name: w.publish }).click();
    await expect(row).toHaveCount(0);
    await desk.getByTestId('reviews-tab-published').click();
    await expect(desk.locator(`[data-testid="review-row"][data-id="${reviewId}"]`)).toHaveAttribute('data-status', 'published');
    // An administrator works on the same queue (from the account menu), whatever the villa's destination.
    await admin.goto(at(locale, '/broker'));
    await admin.getByTestId('account-menu-button').click();
    await admin.getByRole('link', { name: locale === 'en' ? 'Review queue' : 'Cola de reseñas' }).click();
    await expect(admin.getByTestId('desk-reviews')).toBeVisible();
    await admin.getByTestId('reviews-tab-published').click();
    await expect(admin.locator(`[data-testid="review-row"][data-id="${reviewId}"]`)).toBeVisible();

    // The villa: one more review, the true average (API) and its one-decimal display; the review itself.
    const after = await villaReviews(page.request, propertyId);
    expect(after.count).toBe(before.count + 1);
    const expected = ((before.average ?? 0) * before.count + overall) / (before.count + 1);
    expect(after.average).toBeCloseTo(expected, 6);
    await page.goto(at(locale, `/property/${propertyId}`));
    const section = page.getByTestId('reviews-section');
    expect(after.count, 'the villa has the three reviews an average needs (e2e-prepare)').toBeGreaterThanOrEqual(3);
    await expect(section.getByTestId('reviews-summary')).toHaveAttribute('data-count', String(after.count));
    await expect(section.getByTestId('reviews-average')).toContainText(oneDecimal(locale, expected));
    const published = section.locator(`[data-testid="review"][data-review-id="${reviewId}"]`);
    await expect(published.getByTestId('review-text')).toHaveText(w.text);
    await expect(section).not.toContainText(w.private);

    // Its JSON-LD: schema.org AggregateRating with the new average and count, and the review.
    const ld = (await jsonLd(page)).find((o) => 'aggregateRating' in o);
    expect(ld, 'a JSON-LD block with aggregateRating').toBeTruthy();
    expect(ld?.['@context']).toBe('https://schema.org');
    const rating = (ld?.aggregateRating ?? {}) as Record<string, unknown>;
    expect(rating['@type']).toBe('AggregateRating');
    expect(rating.ratingValue as number).toBeCloseTo(expected, 2);
    expect(rating.reviewCount).toBe(after.count);
    const reviews = (ld?.review ?? []) as Record<string, unknown>[];
    expect(reviews.length).toBeGreaterThan(0);
    for (const r of reviews) {
      expect(r['@type']).toBe('Review');
      expect((r.reviewRating as Record<string, unknown>)['@type']).toBe('Rating');
      expect((r.author as Record<string, unknown>)['@type']).toBe('Person');
    }
    const ours = reviews.find((r) => r.reviewBody === w.text);
    expect(ours, 'the new review is in the JSON-LD').toBeTruthy();
    expect((ours?.reviewRating as Record<string, unknown> | undefined)?.ratingValue).toBe(overall);

    // The owner replies once at the portal; the reply shows there, on the villa page and on the trip.
    await owner.goto(at(locale, '/broker/reviews'));
    const item = owner.locator(`[data-testid="owner-review"][data-id="${reviewId}"]`);
    await expect(item.getByTestId('owner-review-text')).toHaveText(w.text);
    await expect(item).not.toContainText(w.private);
    await item.getByTestId('review-reply-text').fill(w.reply);
    await item.getByTestId('review-reply-submit').click();
    await expect(item.getByTestId('owner-review-reply')).toContainText(w.reply);
    await expect(item.getByTestId('review-reply-form')).toHaveCount(0);

    await page.goto(at(locale, `/property/${propertyId}`));
    await expect(page.locator(`[data-testid="review"][data-review-id="${reviewId}"]`).getByTestId('review-reply')).toContainText(w.reply);
    await page.goto(`${at(locale, `/user/trip-${id}`)}#review`);
    await expect(page.locator('#review').getByTestId('review-status')).toHaveText(w.published);
    await expect(page.locator('#review').getByTestId('review-reply')).toContainText(w.reply);
  });
}
