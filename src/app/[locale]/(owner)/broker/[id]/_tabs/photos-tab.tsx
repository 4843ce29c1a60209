import { getTranslations } from 'next-intl/server';
import { PhotoManager } from '@/components/owner/photos/photo-manager';
import type { PhotoLabels } from '@/components/owner/photos/photo-labels';
import { listPhotos } from '@/server/owners/photos/photos.queries';
import { PHOTO_ACCEPT, PHOTO_CAPTION_MAX, PHOTO_MAX_FILE_BYTES } from '@/server/owners/photos/photos.types';
import type { ListingTabProps } from './tab-props';

const LABELS = [
  'dropTitle',
  'dropHint',
  'choose',
  'uploads',
  'waiting',
  'uploading',
  'uploaded',
  'tooLarge',
  'network',
  'dismiss',
  'empty',
  'gallery',
  'cover',
  'makeCover',
  'position',
  'captionEn',
  'captionEs',
  'saveCaptions',
  'saved',
  'working',
  'moveEarlier',
  'moveLater',
  'dragHandle',
  'moved',
  'delete',
  'confirmDelete',
  'keep',
  'deleted',
  'coverChanged',
  'uploadedCount',
] as const satisfies readonly (keyof PhotoLabels)[];

// The photos tab of /broker/{id}: the gallery as the service lists it, the words in the page's language.
export async function PhotosTab({ ctx, property, locale }: ListingTabProps) {
  const [photos, t] = await Promise.all([listPhotos(ctx, property.id), getTranslations('ownerPhotos.tab')]);
  const labels = Object.fromEntries(LABELS.map((key) => [key, t.raw(key) as string])) as PhotoLabels;
  return (
    <PhotoManager
      key={photos.map((p) => `${p.id}:${p.position}`).join(',')}
      locale={locale}
      propertyId={property.id}
      initial={photos}
      labels={labels}
      limits={{ maxBytes: PHOTO_MAX_FILE_BYTES, accept: PHOTO_ACCEPT, captionMax: PHOTO_CAPTION_MAX }}
    />
  );
}
