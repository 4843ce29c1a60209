import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { PhotoManager } from '@/components/owner/photos/photo-manager';
import { listPhotos } from '@/server/owners/photos/photos.queries';
import { PHOTO_ACCEPT, PHOTO_CAPTION_MAX, PHOTO_MAX_FILE_BYTES } from '@/server/owners/photos/photos.types';
import type { ListingTabProps } from './tab-props';

// The photos tab of /broker/{id}: the gallery as the service lists it, the words (ownerPhotos.tab) in the page's language.
export async function PhotosTab({ ctx, property, locale }: ListingTabProps) {
  const [photos, messages] = await Promise.all([listPhotos(ctx, property.id), getMessages()]);
  return (
    <NextIntlClientProvider messages={{ ownerPhotos: { tab: messages.ownerPhotos.tab } }}>
      <PhotoManager
        key={photos.map((p) => `${p.id}:${p.position}`).join(',')}
        locale={locale}
        propertyId={property.id}
        initial={photos}
        limits={{ maxBytes: PHOTO_MAX_FILE_BYTES, accept: PHOTO_ACCEPT, captionMax: PHOTO_CAPTION_MAX }}
      />
    </NextIntlClientProvider>
  );
}
