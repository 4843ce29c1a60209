import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { MAX_NIGHTS } from '@/lib/search-state';
import type { HomeSearchValue } from './home-search-types';

export type SearchProblem = 'dates_incomplete' | 'dates_order' | 'dates_too_long';

/** What is wrong with a search before it may be sent (dates must be a full, ordered pair or none). */
export function searchProblem(value: Pick<HomeSearchValue, 'check_in' | 'check_out'>, incomplete = false): SearchProblem | null {
  if (incomplete || Boolean(value.check_in) !== Boolean(value.check_out)) return 'dates_incomplete';
  if (value.check_in && value.check_out) {
    if (value.check_out <= value.check_in) return 'dates_order';
    const nights = (Date.parse(`${value.check_out}T00:00:00Z`) - Date.parse(`${value.check_in}T00:00:00Z`)) / 86_400_000;
    if (nights > MAX_NIGHTS) return 'dates_too_long';
  }
  return null;
}

/**
 * Where a search goes: the destination's results (/d/{slug}) or, with no destination, every
 * villa (/listings); dates and guests ride along in the query, in the page's language.
 */
export function searchTarget(locale: Locale, value: HomeSearchValue): string {
  const query = new URLSearchParams();
  if (value.check_in && value.check_out) {
    query.set('check_in', value.check_in);
    query.set('check_out', value.check_out);
  }
  if (value.guests > 0) query.set('guests', String(value.guests));
  const path = value.destination ? `/d/${value.destination.slug}` : '/listings';
  const search = query.toString();
  return localizeHref(locale, search ? `${path}?${search}` : path);
}
