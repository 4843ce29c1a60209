import type { ListingDetails } from './listing.types';

/** The bilingual pairs of a listing, by the stem of their `_en` / `_es` fields. */
export const BILINGUAL_FIELDS = ['short_description', 'description', 'our_be_like', 'highlight', 'house_rules'] as const;

/** What publishing requires in both languages (docs/decisions/023). */
export const REQUIRED_TO_PUBLISH = ['name', 'short_description_en', 'short_description_es', 'description_en', 'description_es'] as const;

/**
 * Everything publishMissing can name, in the order of the editor (the Details tab's fields, then
 * the Prices and Photos tabs): each has its sentence in ownerListing.errors.missing, en and es.
 */
export const PUBLISH_REQUIREMENTS = [...REQUIRED_TO_PUBLISH, 'maximum_capacity', 'nightly_rate', 'photos'] as const;

type Texts = Pick<ListingDetails, 'name' | `${(typeof BILINGUAL_FIELDS)[number]}_${'en' | 'es'}`>;

const filled = (v: string | string[] | null): number => (v == null ? 0 : Array.isArray(v) ? v.length : v.trim() ? 1 : 0);

/**
 * Bilingual fields filled in one language only: the empty (or shorter, for lists) side, e.g.
 * `description_es`. A pair empty in both languages is not a missing translation.
 */
export function missingTranslations(listing: Texts): string[] {
  const out: string[] = [];
  for (const stem of BILINGUAL_FIELDS) {
    const en = filled(listing[`${stem}_en`]);
    const es = filled(listing[`${stem}_es`]);
    if (en > es) out.push(`${stem}_es`);
    else if (es > en) out.push(`${stem}_en`);
  }
  return out;
}

/**
 * What a listing lacks to be published: required texts in both languages, the most guests it takes
 * (a new listing has none: null), a nightly rate, a photo.
 */
export function publishMissing(
  listing: Pick<Texts, 'name' | (typeof REQUIRED_TO_PUBLISH)[number]> & { maximum_capacity: number | null },
  basePriceCents: number,
  photos: number,
): string[] {
  const out: string[] = REQUIRED_TO_PUBLISH.filter((f) => !filled(listing[f]));
  if (!((listing.maximum_capacity ?? 0) > 0)) out.push('maximum_capacity');
  if (!(basePriceCents > 0)) out.push('nightly_rate');
  if (photos < 1) out.push('photos');
  return out;
}
