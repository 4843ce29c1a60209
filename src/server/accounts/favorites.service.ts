import 'server-only';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { listPropertyCards } from '../catalog/catalog.queries';
import { type ApiPropertyCard, toApiCard } from '../catalog/property.api';
import { favorites } from '../db/schema/accounts';
import { properties } from '../db/schema/catalog';
import { AppError } from '../core/errors';

const published = eq(properties.status, 'published');

/** The user's saved villas that are still published, newest first (SPEC §3 Favorites). */
export async function listFavorites(ctx: ServiceContext): Promise<ApiPropertyCard[]> {
  const cards = await listPropertyCards(ctx, await listFavoriteIds(ctx));
  return cards.map(toApiCard);
}

/** The ids of the user's saved villas that are still published, newest first (the header and hearts). */
export async function listFavoriteIds(ctx: ServiceContext): Promise<number[]> {
  const actor = requireUser(ctx.actor);
  const rows = await ctx.orm
    .select({ id: favorites.propertyId })
    .from(favorites)
    .innerJoin(properties, eq(properties.id, favorites.propertyId))
    .where(and(eq(favorites.userId, actor.userId), published))
    .orderBy(desc(favorites.createdAt), desc(favorites.propertyId));
  return rows.map((r) => r.id);
}

/** How many published villas the user has saved: the `favoriteCount` SPEC §3 mirrors. */
export async function countFavorites(ctx: ServiceContext): Promise<number> {
  const actor = requireUser(ctx.actor);
  const [row] = await ctx.orm
    .select({ n: count() })
    .from(favorites)
    .innerJoin(properties, eq(properties.id, favorites.propertyId))
    .where(and(eq(favorites.userId, actor.userId), published));
  return Number(row?.n ?? 0);
}

/** Saves the villa if it was not saved, removes it if it was; 404 for an unknown or unpublished one. */
export async function toggleFavorite(
  ctx: ServiceContext,
  propertyId: number,
): Promise<{ property_id: number; favorite: boolean; count: number }> {
  const actor = requireUser(ctx.actor);
  const { orm, now } = ctx;
  const [property] = await orm
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), published))
    .limit(1);
  if (!property) throw new AppError(404, 'not_found');
  const removed = await orm
    .delete(favorites)
    .where(and(eq(favorites.userId, actor.userId), eq(favorites.propertyId, propertyId)))
    .returning({ id: favorites.propertyId });
  if (removed.length === 0) {
    await orm.insert(favorites).values({ userId: actor.userId, propertyId, createdAt: now }).onConflictDoNothing();
  }
  return { property_id: propertyId, favorite: removed.length === 0, count: await countFavorites(ctx) };
}

/**
 * Adds every published villa among `ids` (the browser's local favorites after login, SPEC §4);
 * unknown, unpublished and already saved ids are skipped. Returns the whole list.
 */
export async function syncFavorites(ctx: ServiceContext, ids: number[]): Promise<ApiPropertyCard[]> {
  const actor = requireUser(ctx.actor);
  const { orm, now } = ctx;
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    const known = await orm
      .select({ id: properties.id })
      .from(properties)
      .where(and(inArray(properties.id, unique), published));
    const knownIds = new Set(known.map((k) => k.id));
    // Keep the order sent: the first id of the list ends up the newest.
    const rows = unique
      .filter((id) => knownIds.has(id))
      .reverse()
      .map((propertyId, i) => ({ userId: actor.userId, propertyId, createdAt: new Date(now.getTime() + i) }));
    if (rows.length > 0) await orm.insert(favorites).values(rows).onConflictDoNothing();
  }
  return listFavorites(ctx);
}
