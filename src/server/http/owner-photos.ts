import 'server-only';
import { parseEntityId } from '../catalog/catalog.params';
import { type ApiContext, ok } from './api';
import { notFound } from '../core/errors';
import type { MultipartLimits } from '../core/multipart';
import { parseInput } from '../core/validation';
import { requireOwnedProperty } from '../owners/owner-scope';
import { photoOrderSchema, updatePhotoSchema } from '../owners/photos/photos.schema';
import { deletePhoto, reorderPhotos, updatePhoto, uploadPhotos } from '../owners/photos/photos.service';
import { PHOTO_MAX_FILE_BYTES, PHOTO_MAX_FILES } from '../owners/photos/photos.types';

/** The adapters of /v1/owner/properties/{id}/photos…: each route file is one line around these. */

/** Uploads of listing photos: 20 MB a file (refused as the 20,000,001st byte streams in), 10 files a request. */
export const PHOTO_UPLOADS: MultipartLimits = {
  maxFiles: PHOTO_MAX_FILES,
  maxFileBytes: PHOTO_MAX_FILE_BYTES,
  maxRequestBytes: PHOTO_MAX_FILES * PHOTO_MAX_FILE_BYTES + 256 * 1024,
};

const idOf = (raw: string | string[] | undefined): number => {
  const id = parseEntityId(typeof raw === 'string' ? raw : undefined);
  if (id === undefined) throw notFound();
  return id;
};

export async function postPhotosRoute(ctx: ApiContext): Promise<Response> {
  const context = await ctx.context();
  const propertyId = idOf(ctx.params.id);
  // Another owner's villa is 404 before a byte of the upload is read.
  await requireOwnedProperty(context, propertyId);
  const body = await ctx.multipart();
  const result = await uploadPhotos(context, propertyId, body.files);
  return ok(result.photos, { status: 201, meta: { added: result.added } });
}

export async function patchPhotoRoute(ctx: ApiContext): Promise<Response> {
  const context = await ctx.context();
  const propertyId = idOf(ctx.params.id);
  const photoId = idOf(ctx.params.photoId);
  await requireOwnedProperty(context, propertyId);
  const input = parseInput(updatePhotoSchema, await ctx.body());
  return ok(await updatePhoto(context, propertyId, photoId, input));
}

export async function deletePhotoRoute(ctx: ApiContext): Promise<Response> {
  const context = await ctx.context();
  return ok(await deletePhoto(context, idOf(ctx.params.id), idOf(ctx.params.photoId)));
}

export async function putPhotoOrderRoute(ctx: ApiContext): Promise<Response> {
  const context = await ctx.context();
  const propertyId = idOf(ctx.params.id);
  await requireOwnedProperty(context, propertyId);
  const input = parseInput(photoOrderSchema, await ctx.body());
  return ok(await reorderPhotos(context, propertyId, input.photo_ids));
}
