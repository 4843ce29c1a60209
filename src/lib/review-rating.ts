/**
 * A villa's rating as the public pages show it (issue 32): from MIN_RATED_REVIEWS published
 * reviews on, the average to one decimal; below, "New" (and no aggregateRating in its JSON-LD).
 */
export const MIN_RATED_REVIEWS = 3;

/** Whether a villa with `count` published reviews shows its average (else "New"). */
export const isRated = (count: number, average: number | null): average is number => count >= MIN_RATED_REVIEWS && average !== null;

/** The average to one decimal in the reader's language: 4.8, 4,8. */
export function formatRating(locale: string, average: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** A card's rating, its sentences already in the page's language (the server's translator or the browser's templates). */
export function cardRating(
  locale: string,
  card: { review_count: number; review_average: number | null },
  text: { rated: (average: string) => string; reviews: (count: number) => string; new: string },
): { rated: true; shown: string; label: string } | { rated: false; shown: string } {
  if (!isRated(card.review_count, card.review_average)) return { rated: false, shown: text.new };
  const average = formatRating(locale, card.review_average);
  return {
    rated: true,
    shown: `${average} (${card.review_count.toLocaleString(locale)})`,
    label: `${text.rated(average)}, ${text.reviews(card.review_count)}`,
  };
}
