import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/**
 * The listing editor's messages for its client components (these pages have no client message
 * provider): the parts of ownerListing a tab's form needs, plus the amenity names.
 */
export async function editorMessages(
  locale: Locale,
  parts: readonly ('form' | 'details' | 'prices' | 'calendar' | 'guestInfo' | 'errors')[],
) {
  const all = (await getMessages({ locale })) as unknown as {
    ownerListing: Record<string, unknown>;
    property: { amenity: Record<string, string> };
  };
  const picked: Record<string, unknown> = Object.fromEntries(parts.map((p) => [p, all.ownerListing[p]]));
  if (parts.includes('details')) picked.amenity = all.property.amenity;
  return picked;
}
