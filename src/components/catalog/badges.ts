import type { PropertyCard } from '@/server/catalog/catalog.types';

export interface Badge {
  kind: 'offer' | 'bookNow' | 'highlight';
  text: string;
  className: string;
}

const SOFT_DANGER = 'bg-danger-soft text-danger';
const PRIMARY = 'bg-primary-soft text-primary';

/** SPEC §3 badges, in SPEC order: the offer tag (when in offer), "Book now" (instant book), the highlight. */
export function propertyBadges(
  card: Pick<PropertyCard, 'in_offer' | 'offer_tag' | 'instant_book' | 'hightlight'>,
  bookNowLabel: string,
): Badge[] {
  const badges: Badge[] = [];
  if (card.in_offer && card.offer_tag) badges.push({ kind: 'offer', text: card.offer_tag, className: SOFT_DANGER });
  if (card.instant_book) badges.push({ kind: 'bookNow', text: bookNowLabel, className: SOFT_DANGER });
  if (card.hightlight) badges.push({ kind: 'highlight', text: card.hightlight, className: PRIMARY });
  return badges;
}
