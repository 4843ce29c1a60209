import type { z } from 'zod';
import type { photoSchema } from './photos.openapi';
/**
 * The owner portal's photos as the API answers them and the photos tab shows them (issue 15).
 * No server imports: the browser's upload form shares these limits with the server.
 */

/** One photo of a villa; `position` 0 is the cover (the first picture of the public page and cards). */
export type OwnerPhoto = z.infer<typeof photoSchema>;

/** At most 20 MB a file (issue 15), counted as 20,000,000 bytes so the message's "20 MB" is exact. */
export const PHOTO_MAX_FILE_BYTES = 20_000_000;
/** Files in one upload request (the photos tab sends one a request, for a progress bar each). */
export const PHOTO_MAX_FILES = 10;
/** Longest side of the stored original, in pixels; a smaller picture is never enlarged. */
export const PHOTO_LONG_SIDE = 2560;
/**
 * Each rendition's share of the original's width: the public pages' srcset says medium is half as
 * wide and thumbnail a quarter (src/components/catalog/property-image.tsx), as the seed's pictures are.
 */
export const PHOTO_RENDITIONS = { original: 1, medium: 1 / 2, thumbnail: 1 / 4 } as const;
/** What the file picker offers; the server decides by the bytes, never by this list. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
/** Characters of a caption. */
export const PHOTO_CAPTION_MAX = 200;
