import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../access/context';
import { recordAudit } from '../../admin/audit';
import type { Orm } from '../../db/open';
import { properties, propertyImages } from '../../db/schema/catalog';
import { AppError } from '../../core/errors';
import { listingChanged } from '../listing-changed';
import { requireOwnedProperty } from '../owner-scope';
import { getListingDetails } from './listing-details';
import type { ListingDetails } from './listing.types';
import { publishMissing } from './listing-completeness';
import { inTransaction } from '../../db/transaction';

/** 422 `listing_incomplete` with one field per missing item (the owner editor's own messages). */
export function listingIncomplete(missing: readonly string[]): AppError {
  return new AppError(422, 'listing_incomplete', {
    message: { key: 'ownerListing.errors.listing_incomplete' },
    fields: Object.fromEntries(missing.map((f) => [f, { key: `ownerListing.errors.missing.${f}` }])),
  });
}

/** What a stored listing still lacks to be published (texts in both languages, its maximum guests, a nightly rate, a photo). */
export async function missingToPublish(orm: Orm, row: typeof properties.$inferSelect): Promise<string[]> {
  const [photos] = await orm.select({ n: count() }).from(propertyImages).where(eq(propertyImages.propertyId, row.id));
  return publishMissing(
    {
      name: row.name,
      short_description_en: row.shortDescriptionEn,
      short_description_es: row.shortDescriptionEs,
      description_en: row.descriptionEn,
      description_es: row.descriptionEs,
      maximum_capacity: row.maximumCapacity,
    },
    row.basePriceCents,
    photos?.n ?? 0,
  );
}

/**
 * POST /v1/owner/properties/{id}/submit (issue 17): the owner (or a managing broker) asks for review.
 * draft → submitted when the listing is complete, else 422 `listing_incomplete` with the list and
 * nothing changed. The previous review note stays until an administrator decides. Submitting a
 * submitted listing again changes nothing; a published one is 409 `already_published`.
 */
export async function submitListing(ctx: ServiceContext, propertyId: number): Promise<ListingDetails> {
  const owned = await requireOwnedProperty(ctx, propertyId);
  await inTransaction(ctx.orm, async (orm) => {
    const [current] = await orm.select().from(properties).where(eq(properties.id, owned.id)).for('update');
    if (!current) throw new AppError(404, 'not_found');
    if (current.status === 'published')
      throw new AppError(409, 'already_published', { message: { key: 'ownerListing.errors.already_published' } });
    if (current.status === 'submitted') return;
    const missing = await missingToPublish(orm, current);
    if (missing.length > 0) throw listingIncomplete(missing);
    await orm.update(properties).set({ status: 'submitted', submittedAt: ctx.now }).where(eq(properties.id, owned.id));
    await recordAudit(orm, ctx, {
      action: 'property.submit',
      objectType: 'property',
      objectId: owned.id,
      before: { status: current.status, submitted_at: current.submittedAt?.toISOString() ?? null },
      after: { status: 'submitted', submitted_at: ctx.now.toISOString() },
    });
    await listingChanged(orm, owned.id);
  });
  return getListingDetails(ctx, owned.id);
}
