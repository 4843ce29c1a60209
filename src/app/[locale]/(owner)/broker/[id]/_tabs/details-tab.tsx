import { DetailsForm } from '@/components/owner/listing/details-form';
import { AMENITY_CODES } from '@/server/owners/listings/listing.schema';
import { getListingDetails } from '@/server/owners/listings/listing-details';
import { editorMessages } from './editor-messages';
import type { ListingTabProps } from './tab-props';

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Details: the texts in both languages, amenities, rooms and beds, stay rules, location, publication. */
export async function DetailsTab({ ctx, property, locale }: ListingTabProps) {
  const [listing, messages] = await Promise.all([
    getListingDetails(ctx, property.id),
    editorMessages(locale, ['form', 'details', 'errors']),
  ]);
  return (
    <DetailsForm
      locale={locale}
      listing={listing}
      amenityCodes={AMENITY_CODES}
      messages={messages}
      map={{
        tileUrl: process.env.NEXT_PUBLIC_MAP_TILE_URL || DEFAULT_TILE_URL,
        attribution: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION || DEFAULT_TILE_ATTRIBUTION,
      }}
    />
  );
}
