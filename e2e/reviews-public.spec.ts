import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The public side of reviews (issue 32), on the demo seed's reviews: a villa's average, count and
 * category averages, its reviews ten a page with a language filter, "New" below three reviews,
 * the JSON-LD's AggregateRating and Review, the results cards' rating and the sort by rating.
 */

// Each step is a server render; the machines running these tests are small and shared.
test.describe.configure({ timeout: 120_000 });
const NAV = { timeout: 30_000 };

const TEXT = {
  en: { prefix: '', average: (a: string) => `${a} out of 5`, reviews: (n: number) => `${n} reviews`, new: 'New', page: 'Page 2 of 2' },
  es: { prefix: '/es', average: (a: string) => `${a} de 5`, reviews: (n: number) => `${n} reseñas`, new: 'Nueva', page: 'Página 2 de 2' },
} as const;

interface Card {
  id: number;
  name: string;
  review_count: number;
  review_average: number | null;
}

interface ReviewsAnswer {
  data: { id: number; text: string; locale: 'en' | 'es'; reply: { text: string } | null }[];
  meta: { total: number; count: number; average: number | null; page_count: number };
}

/** One decimal, as the page writes it in `locale`. */
const oneDecimal = (locale: 'en' | 'es', n: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

async function punta(request: APIRequestContext): Promise<Card[]> {
  const res = await request.get('/v1/properties?destination=punta-cana&sort=rating&per_page=48');
  expect(res.status()).toBe(200);
  return (await res.json()).data as Card[];
}

async function reviewsOf(request: APIRequestContext, id: number, query = ''): Promise<ReviewsAnswer> {
  const res = await request.get(`/v1/properties/${id}/reviews${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ReviewsAnswer;
}

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD under test
async function jsonLd(page: Page): Promise<any> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? 'null');
}

test.beforeEach(async ({ page }) => {
  // No internet in tests: map tiles fail at once instead of waiting on DNS.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

for (const locale of ['en', 'es'] as const) {
  const t = TEXT[locale];

  test(`${locale}: a reviewed villa shows its average, count, categories and reviews, pages and filters them, and its JSON-LD rates it`, async ({
    page,
  }) => {
    const cards = await punta(page.request);
    // The seed's villa with more than a page of reviews.
    const villa = cards.find((c) => c.review_count > 10);
    if (!villa || villa.review_average === null) throw new Error('the seed should give a Punta Cana villa more than 10 reviews');
    const all = await reviewsOf(page.request, villa.id);
    expect(all.meta.count).toBe(villa.review_count);

    await page.goto(`${t.prefix}/property/${villa.id}`);
    const section = page.getByTestId('reviews-section');
    await expect(section).toBeVisible(NAV);
    await expect(section.getByTestId('reviews-average')).toContainText(t.average(oneDecimal(locale, villa.review_average)));
    await expect(section.getByTestId('reviews-count')).toHaveText(t.reviews(villa.review_count));
    const categories = section.getByTestId('reviews-category-average');
    await expect(categories).toHaveCount(5);
    for (const text of await categories.allTextContents()) expect(text.trim()).toMatch(/^[1-5][.,]\d$/);

    // Newest first, ten a page; each in its own language.
    const reviews = section.getByTestId('review');
    await expect(reviews).toHaveCount(10);
    const first = all.data[0];
    if (!first) throw new Error('no review');
    await expect(reviews.first().getByTestId('review-text')).toHaveText(first.text);
    await expect(reviews.first().getByTestId('review-text')).toHaveAttribute('lang', first.locale);
    const langs = await section.getByTestId('review-text').evaluateAll((els) => els.map((e) => e.getAttribute('lang')));
    expect(new Set(langs)).toEqual(new Set(['en', 'es']));

    // Page 2: the rest, from the API (the page's address and cached document never change).
    // (A click before the island has hydrated does nothing: click again until it answers.)
    await expect(async () => {
      await section.getByRole('button', { name: locale === 'en' ? 'Older reviews' : 'Reseñas anteriores' }).click();
      await expect(section.getByTestId('reviews-page')).toHaveText(t.page, { timeout: 3_000 });
    }).toPass(NAV);
    await expect(reviews).toHaveCount(villa.review_count - 10);
    expect(page.url()).toContain(`/property/${villa.id}`);
    expect(page.url()).not.toContain('page=');

    // The language filter: only the Spanish ones, from page 1.
    const spanish = await reviewsOf(page.request, villa.id, '?language=es');
    await section.getByTestId('reviews-language').locator('[data-language="es"]').click();
    await expect(section.getByTestId('reviews-language').locator('[data-language="es"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(reviews).toHaveCount(Math.min(10, spanish.meta.total));
    const filtered = await section.getByTestId('review-text').evaluateAll((els) => els.map((e) => e.getAttribute('lang')));
    expect(filtered.every((l) => l === 'es')).toBe(true);
    await section.getByTestId('reviews-language').locator('[data-language="all"]').click();
    await expect(reviews).toHaveCount(10);

    // The JSON-LD: the villa, its AggregateRating (the true average) and its reviews as Review.
    const ld = await jsonLd(page);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('VacationRental');
    expect(ld.aggregateRating['@type']).toBe('AggregateRating');
    expect(ld.aggregateRating.reviewCount).toBe(villa.review_count);
    expect(ld.aggregateRating.ratingValue).toBeCloseTo(villa.review_average, 2);
    expect([ld.aggregateRating.bestRating, ld.aggregateRating.worstRating]).toEqual([5, 1]);
    expect(ld.review).toHaveLength(10);
    for (const r of ld.review) {
      expect(r['@type']).toBe('Review');
      expect(r.author['@type']).toBe('Person');
      expect(r.reviewRating['@type']).toBe('Rating');
      expect(r.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
      expect(['en', 'es']).toContain(r.inLanguage);
      expect(r.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(ld.review[0].reviewBody).toBe(first.text);
  });

  test(`${locale}: a villa with fewer than 3 reviews is "New" (no average, no aggregateRating); an owner's reply shows under its review`, async ({
    page,
  }) => {
    const fresh = (await punta(page.request)).find((c) => c.review_count > 0 && c.review_count < 3);
    if (!fresh) throw new Error('the seed should give a Punta Cana villa one or two reviews');
    await page.goto(`${t.prefix}/property/${fresh.id}`);
    const section = page.getByTestId('reviews-section');
    await expect(section.getByTestId('reviews-new')).toHaveText(t.new, NAV);
    await expect(section.getByTestId('reviews-average')).toHaveCount(0);
    await expect(section.getByTestId('reviews-categories')).toHaveCount(0);
    await expect(section.getByTestId('review')).toHaveCount(fresh.review_count);
    const ld = await jsonLd(page);
    expect(ld['@type']).toBe('VacationRental');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');

    // The second owner's villas in Las Terrenas carry his replies.
    const res = await page.request.get('/v1/properties?destination=las-terrenas&sort=rating&per_page=48');
    const rated = ((await res.json()).data as Card[]).filter((c) => c.review_count >= 3);
    let replied: { villa: Card; text: string } | undefined;
    for (const villa of rated) {
      const reply = (await reviewsOf(page.request, villa.id)).data.find((r) => r.reply)?.reply;
      if (reply) {
        replied = { villa, text: reply.text };
        break;
      }
    }
    if (!replied) throw new Error('the seed should reply to a review in Las Terrenas');
    await page.goto(`${t.prefix}/property/${replied.villa.id}`);
    await expect(page.getByTestId('review-reply').filter({ hasText: replied.text })).toBeVisible(NAV);
  });

  test(`${locale}: results cards show the average and count or "New", and sort by rating puts the best rated first`, async ({ page }) => {
    const cards = await punta(page.request);
    // The API's order: rated villas by average, then the others.
    const rated = cards.filter((c) => c.review_count >= 3);
    expect(rated.length).toBeGreaterThanOrEqual(2);
    expect(cards.slice(0, rated.length)).toEqual(rated);
    const averages = rated.map((c) => c.review_average ?? 0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));

    await page.goto(`${t.prefix}/d/punta-cana`);
    await expect(page.getByTestId('property-card').first()).toBeVisible(NAV);
    // A choice made before the island hydrates is put back by React: choose again until the address follows.
    await expect(async () => {
      await page.getByTestId('sort-select').selectOption('rating');
      await expect(page).toHaveURL(/sort=rating/, { timeout: 2_000 });
    }).toPass(NAV);
    const best = rated[0];
    if (!best || best.review_average === null) throw new Error('no rated villa');
    const firstCard = page.getByTestId('property-card').first();
    await expect(firstCard).toHaveAttribute('data-property-id', String(best.id), NAV);
    const rating = firstCard.getByTestId('card-rating');
    await expect(rating).toHaveAttribute('data-rated', 'true');
    await expect(rating).toContainText(`★ ${oneDecimal(locale, best.review_average)} (${best.review_count})`);

    const fresh = cards.find((c) => c.review_count > 0 && c.review_count < 3);
    if (!fresh) throw new Error('no villa with one or two reviews');
    const freshCard = page.locator(`[data-testid="property-card"][data-property-id="${fresh.id}"]`);
    await expect(freshCard.getByTestId('card-rating')).toHaveText(t.new);
    await expect(freshCard.getByTestId('card-rating')).toHaveAttribute('data-rated', 'false');
  });
}
