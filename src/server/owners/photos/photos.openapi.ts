import { z } from 'zod';
import { type ApiOperation, dataOf, numericIdParam, tagged } from '../../core/openapi';
import { photoOrderSchema, updatePhotoSchema, uploadPhotosDocumented } from './photos.schema';

export const photoSchema = z.strictObject({
  id: z.number().int(),
  position: z.number().int().describe('0-based place in the gallery.'),
  cover: z.boolean().describe('The first photo: the one the public page and the cards open with.'),
  caption_en: z.string(),
  caption_es: z.string(),
  original: z.string().describe('/media/… WebP, longest side at most 2560 px.'),
  medium: z.string().describe('/media/… WebP, half as wide as the original.'),
  thumbnail: z.string().describe('/media/… WebP, a quarter as wide as the original.'),
  width: z.number().int().describe('Of the original rendition.'),
  height: z.number().int(),
});

const gallery = z.array(photoSchema).describe('The villa’s photos as they now stand, cover first.');
const villaParams = z.object({ id: numericIdParam('The villa’s id.') });
const photoParams = z.object({ id: numericIdParam('The villa’s id.'), photoId: numericIdParam('The photo’s id.') });
const scopeErrors = {
  403: 'Not an owner, broker or administrator.',
  404: 'No such villa of the caller’s (another owner’s is the same 404).',
};

/** The owner portal's photos operations (issue 15, docs/decisions/024). */
export const photoOperations: ApiOperation[] = tagged('Owner portal', [
  {
    method: 'post',
    path: '/v1/owner/properties/{id}/photos',
    operationId: 'uploadOwnerPhotos',
    summary: 'Upload photos to the end of the gallery: each re-encoded to three WebP sizes without EXIF; all or nothing',
    description:
      'multipart/form-data with up to 10 parts named `files`. Each is checked by its bytes (JPEG, PNG, WebP or AVIF), turned upright by its EXIF orientation and stored as original, medium and thumbnail WebP under /media with an unguessable name. One bad file refuses the request and stores nothing.',
    params: villaParams,
    body: uploadPhotosDocumented,
    bodyTypes: ['multipart/form-data'],
    response: z.object({ data: gallery, meta: z.object({ added: z.array(z.number().int()).describe('Ids of the new photos.') }) }),
    status: 201,
    auth: 'session',
    errors: {
      ...scopeErrors,
      400: 'No file (no_files), or more than 10 (too_many_files).',
      413: 'A file over 20 MB (file_too_large), refused as soon as the cap is crossed while streaming; a picture over 50 megapixels by its header (image_too_large), before it is decoded.',
      415: 'A file that is not JPEG, PNG, WebP or AVIF by its content (unsupported_media_type; the sentence names it), or a body that is not multipart.',
      422: 'A file whose bytes claim an image type but do not decode (image_unreadable).',
    },
  },
  {
    method: 'patch',
    path: '/v1/owner/properties/{id}/photos/{photoId}',
    operationId: 'updateOwnerPhoto',
    summary: 'Edit a photo’s captions, or make it the cover (`cover: true` moves it first)',
    params: photoParams,
    body: updatePhotoSchema,
    response: dataOf(gallery),
    auth: 'session',
    errors: { ...scopeErrors, 400: 'Nothing to change, or a caption over 200 characters.' },
  },
  {
    method: 'delete',
    path: '/v1/owner/properties/{id}/photos/{photoId}',
    operationId: 'deleteOwnerPhoto',
    summary: 'Delete a photo and its files; the photos after it move up',
    params: photoParams,
    response: dataOf(gallery),
    auth: 'session',
    errors: scopeErrors,
  },
  {
    method: 'put',
    path: '/v1/owner/properties/{id}/photos/order',
    operationId: 'reorderOwnerPhotos',
    summary: 'Put the gallery in a new order: every photo id of the villa exactly once, cover first',
    params: villaParams,
    body: photoOrderSchema,
    response: dataOf(gallery),
    auth: 'session',
    errors: { ...scopeErrors, 400: 'Not a list of ids.', 422: 'The ids are not exactly the villa’s photos (photo_order_mismatch).' },
  },
]);
