import 'server-only';
import { and, eq, max } from 'drizzle-orm';
import type { ServiceContext } from '../../access/context';
import { recordAudit } from '../../admin/audit';
import { recordChange } from '../../admin/audit-change';
import { propertyImages } from '../../db/schema/catalog';
import { AppError, notFound } from '../../core/errors';
import type { UploadedFile } from '../../core/multipart';
import { listingChanged } from '../listing-changed';
import { requireOwnedProperty } from '../owner-scope';
import { removeMediaFiles, type StoredPaths, writeRenditions } from './photo-files';
import { photoError, type Renditions, renderPhoto } from './photo-renditions';
import { applyOrder, lockGallery, photosOf } from './photos.queries';
import type { UpdatePhotoInput } from './photos.schema';
import type { OwnerPhoto } from './photos.types';
import { inTransaction } from '../../db/transaction';

/**
 * The photos of a villa (issue 15, docs/decisions/024). Every verb starts with the villa's scope
 * (404 for another owner's), holds the gallery's lock while it renumbers, answers the gallery as it
 * now stands, and marks the listing changed so the public pages show it at once.
 */

export interface UploadResult {
  photos: OwnerPhoto[];
  added: number[];
}

/**
 * Adds uploaded pictures at the end of the gallery, all or nothing: every file is checked and
 * re-encoded before anything is written, so one bad file refuses the request (415/422 naming it)
 * and leaves no file or row; should the database refuse, the files just written are removed.
 */
export async function uploadPhotos(ctx: ServiceContext, propertyId: number, files: readonly UploadedFile[]): Promise<UploadResult> {
  await requireOwnedProperty(ctx, propertyId);
  if (files.length === 0) throw photoError(400, 'no_files');
  const rendered: Renditions[] = [];
  for (const file of files) rendered.push(await renderPhoto(file));

  const stored: StoredPaths[] = [];
  let added: number[];
  try {
    for (const r of rendered) stored.push(await writeRenditions(propertyId, r));
    added = await inTransaction(ctx.orm, async (tx) => {
      await lockGallery(tx, propertyId);
      const [last] = await tx
        .select({ position: max(propertyImages.position) })
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, propertyId));
      const start = (last?.position ?? -1) + 1;
      const inserted = await tx
        .insert(propertyImages)
        .values(
          stored.map((paths, i) => ({
            propertyId,
            position: start + i,
            ...paths,
            width: rendered[i]?.width ?? 0,
            height: rendered[i]?.height ?? 0,
          })),
        )
        .returning({ id: propertyImages.id, position: propertyImages.position, original: propertyImages.original });
      await recordAudit(tx, ctx, {
        action: 'property.photo.add',
        objectType: 'property',
        objectId: propertyId,
        after: { property_id: propertyId, photos: inserted },
      });
      return inserted.map((row) => row.id);
    });
  } catch (err) {
    await removeMediaFiles(stored.flatMap((paths) => Object.values(paths)));
    throw err;
  }
  await listingChanged(ctx.orm, propertyId);
  return { photos: await photosOf(ctx.orm, propertyId), added };
}

/** Captions in either language, and `cover: true` to move the photo first (the others keep their order). */
export async function updatePhoto(
  ctx: ServiceContext,
  propertyId: number,
  photoId: number,
  input: UpdatePhotoInput,
): Promise<OwnerPhoto[]> {
  await requireOwnedProperty(ctx, propertyId);
  await inTransaction(ctx.orm, async (tx) => {
    await lockGallery(tx, propertyId);
    const gallery = await photosOf(tx, propertyId);
    const ids = gallery.map((p) => p.id);
    const was = gallery.find((p) => p.id === photoId);
    if (!was) throw notFound();
    const captions: Partial<typeof propertyImages.$inferInsert> = {};
    if (input.caption_en !== undefined) captions.captionEn = input.caption_en;
    if (input.caption_es !== undefined) captions.captionEs = input.caption_es;
    if (Object.keys(captions).length > 0)
      await tx
        .update(propertyImages)
        .set(captions)
        .where(and(eq(propertyImages.id, photoId), eq(propertyImages.propertyId, propertyId)));
    if (input.cover) await applyOrder(tx, propertyId, [photoId, ...ids.filter((id) => id !== photoId)]);
    const now = (await photosOf(tx, propertyId)).find((p) => p.id === photoId);
    const fields = (p: OwnerPhoto | undefined) => ({
      caption_en: p?.caption_en,
      caption_es: p?.caption_es,
      position: p?.position,
    });
    await recordChange(tx, ctx, {
      action: 'property.photo.update',
      objectType: 'property',
      objectId: propertyId,
      propertyId,
      keys: { photo_id: photoId },
      before: fields(was),
      after: fields(now),
    });
  });
  await listingChanged(ctx.orm, propertyId);
  return photosOf(ctx.orm, propertyId);
}

/** Removes a photo and its three files; the photos after it move up, so positions stay 0..n-1. */
export async function deletePhoto(ctx: ServiceContext, propertyId: number, photoId: number): Promise<OwnerPhoto[]> {
  await requireOwnedProperty(ctx, propertyId);
  const removed = await inTransaction(ctx.orm, async (tx) => {
    await lockGallery(tx, propertyId);
    const [row] = await tx
      .delete(propertyImages)
      .where(and(eq(propertyImages.id, photoId), eq(propertyImages.propertyId, propertyId)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, ctx, {
      action: 'property.photo.remove',
      objectType: 'property',
      objectId: propertyId,
      before: {
        property_id: propertyId,
        photo_id: row.id,
        position: row.position,
        caption_en: row.captionEn,
        caption_es: row.captionEs,
        original: row.original,
      },
    });
    await applyOrder(
      tx,
      propertyId,
      (await photosOf(tx, propertyId)).map((p) => p.id),
    );
    return row;
  });
  // Files go once the row is gone for good: a failed transaction leaves the photo whole.
  await removeMediaFiles([removed.original, removed.medium, removed.thumbnail]);
  await listingChanged(ctx.orm, propertyId);
  return photosOf(ctx.orm, propertyId);
}

/** Puts the gallery in the given order: the ids must be exactly the villa's photos, each once (else 422). */
export async function reorderPhotos(ctx: ServiceContext, propertyId: number, photoIds: readonly number[]): Promise<OwnerPhoto[]> {
  await requireOwnedProperty(ctx, propertyId);
  await inTransaction(ctx.orm, async (tx) => {
    await lockGallery(tx, propertyId);
    const current = (await photosOf(tx, propertyId)).map((p) => p.id);
    const wanted = new Set(photoIds);
    const same = wanted.size === photoIds.length && photoIds.length === current.length && current.every((id) => wanted.has(id));
    if (!same) throw new AppError(422, 'photo_order_mismatch', { message: { key: 'ownerPhotos.errors.photo_order_mismatch' } });
    await applyOrder(tx, propertyId, photoIds);
    await recordChange(tx, ctx, {
      action: 'property.photo.reorder',
      objectType: 'property',
      objectId: propertyId,
      propertyId,
      before: { order: current },
      after: { order: [...photoIds] },
    });
  });
  await listingChanged(ctx.orm, propertyId);
  return photosOf(ctx.orm, propertyId);
}
