import { z } from 'zod';
import { freeText } from '../../core/text';
import { PHOTO_CAPTION_MAX, PHOTO_MAX_FILES } from './photos.types';

const caption = freeText(PHOTO_CAPTION_MAX);

/** PATCH /v1/owner/properties/{id}/photos/{photoId}: any of the captions, and `cover: true` to put it first. */
export const updatePhotoSchema = z
  .strictObject({
    caption_en: caption.optional().describe(`The caption in English (up to ${PHOTO_CAPTION_MAX} characters; empty for none).`),
    caption_es: caption.optional().describe('The caption in Spanish.'),
    cover: z.literal(true).optional().describe('Make this photo the cover: it moves first and the others keep their order.'),
  })
  .refine((v) => v.caption_en !== undefined || v.caption_es !== undefined || v.cover !== undefined, {
    params: { messageKey: 'ownerPhotos.errors.nothing_to_change' },
  });
export type UpdatePhotoInput = z.output<typeof updatePhotoSchema>;

/** PUT /v1/owner/properties/{id}/photos/order */
export const photoOrderSchema = z.strictObject({
  photo_ids: z.array(z.number().int().positive()).min(1).max(500).describe('Every photo id of the villa, exactly once each, cover first.'),
});

/** POST /v1/owner/properties/{id}/photos, as documented (the route streams the parts). */
export const uploadPhotosDocumented = z.object({
  files: z
    .array(z.string().describe('A file part (binary).'))
    .min(1)
    .max(PHOTO_MAX_FILES)
    .describe(`1 to ${PHOTO_MAX_FILES} parts named \`files\`: JPEG, PNG, WebP or AVIF by content, 20 MB each.`),
});
