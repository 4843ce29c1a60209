import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../access/context';
import type { Orm } from '../../db/open';
import { propertyImages } from '../../db/schema/catalog';
import { requireOwnedProperty } from '../owner-scope';
import type { OwnerPhoto } from './photos.types';
import { publicMediaUrl } from '../../media/public-media-url';

type ImageRow = typeof propertyImages.$inferSelect;

export function photoOf(row: ImageRow, index: number): OwnerPhoto {
  return {
    id: row.id,
    position: index,
    cover: index === 0,
    caption_en: row.captionEn,
    caption_es: row.captionEs,
    original: publicMediaUrl(row.original),
    medium: publicMediaUrl(row.medium),
    thumbnail: publicMediaUrl(row.thumbnail),
    width: row.width,
    height: row.height,
  };
}

/** A villa's photos in gallery order (the order the public page and cards read: position, then id). */
export async function photosOf(orm: Orm, propertyId: number): Promise<OwnerPhoto[]> {
  const found = await orm
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position), asc(propertyImages.id));
  return found.map(photoOf);
}

/** The photos tab's list: the villa must be the actor's (404 otherwise). */
export async function listPhotos(ctx: ServiceContext, propertyId: number): Promise<OwnerPhoto[]> {
  await requireOwnedProperty(ctx, propertyId);
  return photosOf(ctx.orm, propertyId);
}

/**
 * Holds the villa's row until the transaction ends, so two writes to one gallery (two uploads at
 * once, an upload and a reorder) take turns instead of racing for the same positions.
 */
export async function lockGallery(tx: Orm, propertyId: number): Promise<void> {
  await tx.execute(sql`select id from properties where id = ${propertyId} for update`);
}

/**
 * Renumbers the villa's photos 0..n-1 in the given order. property_images has a unique index on
 * (property_id, position) that PostgreSQL checks row by row, so a swap in one UPDATE can collide:
 * first every photo moves to a negative slot no photo holds, then to its final one.
 */
export async function applyOrder(tx: Orm, propertyId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const slots = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${-(i + 1)}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update property_images i set position = v.slot
    from (values ${slots}) as v(id, slot) where i.id = v.id and i.property_id = ${propertyId}`);
  await tx.execute(sql`update property_images set position = -position - 1 where property_id = ${propertyId} and position < 0`);
}
