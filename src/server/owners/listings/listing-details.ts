import 'server-only';
import { count, eq } from 'drizzle-orm';
import { isAdministrator } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { recordChange } from '../../admin/audit-change';
import type { Orm } from '../../db/open';
import { properties, propertyImages } from '../../db/schema/catalog';
import { AppError, type MessageRef } from '../../core/errors';
import { listingChanged } from '../listing-changed';
import { requireOwnedProperty } from '../owner-scope';
import type { ListingDetailsPatch } from './listing.schema';
import type { ListingDetails } from './listing.types';
import { missingTranslations, publishMissing } from './listing-completeness';
import { inTransaction } from '../../db/transaction';

type PropertyRow = typeof properties.$inferSelect;

async function photoCount(orm: Orm, propertyId: number): Promise<number> {
  const [row] = await orm.select({ n: count() }).from(propertyImages).where(eq(propertyImages.propertyId, propertyId));
  return row?.n ?? 0;
}

function toDetails(p: PropertyRow, photos: number): ListingDetails {
  const texts = {
    id: p.id,
    status: p.status,
    submitted_at: p.submittedAt?.toISOString() ?? null,
    review_note: p.reviewNote,
    name: p.name,
    short_description_en: p.shortDescriptionEn,
    short_description_es: p.shortDescriptionEs,
    description_en: p.descriptionEn,
    description_es: p.descriptionEs,
    our_be_like_en: p.ourBeLikeEn,
    our_be_like_es: p.ourBeLikeEs,
    highlight_en: p.highlightEn,
    highlight_es: p.highlightEs,
    house_rules_en: p.houseRulesEn,
    house_rules_es: p.houseRulesEs,
    amenities: p.amenities,
    bed_layout: p.bedLayout.map((b) => ({ name_en: b.nameEn, name_es: b.nameEs, beds: b.beds })),
    bedrooms: p.bedrooms,
    bathrooms: p.numberBathroom,
    // A new listing is created without it (stored 0): the owner has not said yet.
    maximum_capacity: p.maximumCapacity > 0 ? p.maximumCapacity : null,
    check_in_time: p.checkInTime,
    check_out_time: p.checkOutTime,
    cancellation_policy: p.cancellationPolicy,
    lat: p.lat,
    lng: p.lng,
    address: p.address,
    updated_at: p.updatedAt.toISOString(),
  };
  return {
    ...texts,
    missing_translations: missingTranslations(texts),
    publish_missing: publishMissing(texts, p.basePriceCents, photos),
  };
}

async function loadRow(orm: Orm, propertyId: number): Promise<PropertyRow> {
  const [row] = await orm.select().from(properties).where(eq(properties.id, propertyId));
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

/** The villa's editable details, with its missing translations and what publishing still needs. */
export async function getListingDetails(ctx: ServiceContext, propertyId: number): Promise<ListingDetails> {
  const owned = await requireOwnedProperty(ctx, propertyId);
  const [row, photos] = await Promise.all([loadRow(ctx.orm, owned.id), photoCount(ctx.orm, owned.id)]);
  return toDetails(row, photos);
}

/** The patch in the table's own column names (only the fields sent). */
function columnsOf(patch: ListingDetailsPatch): Partial<typeof properties.$inferInsert> {
  const out: Partial<typeof properties.$inferInsert> = {};
  const set = <K extends keyof typeof properties.$inferInsert>(key: K, value: (typeof properties.$inferInsert)[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set('name', patch.name);
  set('shortDescriptionEn', patch.short_description_en);
  set('shortDescriptionEs', patch.short_description_es);
  set('descriptionEn', patch.description_en);
  set('descriptionEs', patch.description_es);
  set('ourBeLikeEn', patch.our_be_like_en);
  set('ourBeLikeEs', patch.our_be_like_es);
  // An empty badge is no badge.
  if (patch.highlight_en !== undefined) out.highlightEn = patch.highlight_en || null;
  if (patch.highlight_es !== undefined) out.highlightEs = patch.highlight_es || null;
  set('houseRulesEn', patch.house_rules_en);
  set('houseRulesEs', patch.house_rules_es);
  if (patch.amenities) out.amenities = [...new Set(patch.amenities)];
  if (patch.bed_layout) out.bedLayout = patch.bed_layout.map((b) => ({ nameEn: b.name_en, nameEs: b.name_es, beds: b.beds }));
  set('bedrooms', patch.bedrooms);
  set('numberBathroom', patch.bathrooms);
  if (patch.maximum_capacity !== undefined) out.maximumCapacity = patch.maximum_capacity ?? 0;
  set('checkInTime', patch.check_in_time);
  set('checkOutTime', patch.check_out_time);
  set('cancellationPolicy', patch.cancellation_policy);
  set('lat', patch.lat);
  set('lng', patch.lng);
  set('address', patch.address);
  set('status', patch.status);
  return out;
}

/**
 * Saves a change of the details, at once on the public page (listingChanged). A listing that is
 * (or becomes) published must stay complete: else 422 `listing_incomplete`, one field per missing
 * item, and nothing is saved. A draft saves whatever it holds.
 *
 * `rejected`: fields of the request that were not valid (parseListingPatch). A draft that stays a
 * draft saves the valid rest and then answers 422 `draft_saved_in_part` with those fields (issue 31:
 * nothing typed is lost); a submitted or published listing saves nothing (422 `validation_failed`).
 */
export async function updateListingDetails(
  ctx: ServiceContext,
  propertyId: number,
  patch: ListingDetailsPatch,
  rejected: Record<string, MessageRef> = {},
): Promise<ListingDetails> {
  const owned = await requireOwnedProperty(ctx, propertyId);
  const refused = Object.keys(rejected).length > 0;
  const saved = await inTransaction(ctx.orm, async (orm) => {
    const [current] = await orm.select().from(properties).where(eq(properties.id, owned.id)).for('update');
    if (!current) throw new AppError(404, 'not_found');
    if (refused && (current.status !== 'draft' || patch.status === 'published')) {
      throw new AppError(422, 'validation_failed', { fields: rejected });
    }
    const next: PropertyRow = { ...current, ...columnsOf(patch) } as PropertyRow;
    const photos = await photoCount(orm, owned.id);
    const after = toDetails(next, photos);
    // Listing approval (issue 17): only an administrator publishes (POST /v1/admin/properties/{id}/publish
    // or this PATCH); an owner submits for review instead. A submitted listing the owner edits stays
    // submitted: the administrator reviews what is there when deciding, and a fix to a typo should not
    // lose the listing its place in the queue; like a published one it must stay complete.
    if (patch.status === 'published' && current.status !== 'published' && !isAdministrator(ctx.actor)) {
      throw new AppError(403, 'review_required', { message: { key: 'ownerListing.errors.review_required' } });
    }
    if (after.status !== 'draft' && after.publish_missing.length > 0) {
      throw new AppError(422, 'listing_incomplete', {
        message: { key: 'ownerListing.errors.listing_incomplete' },
        fields: Object.fromEntries(after.publish_missing.map((f) => [f, { key: `ownerListing.errors.missing.${f}` }])),
      });
    }
    const columns = columnsOf(patch);
    if (Object.keys(columns).length > 0) {
      await orm.update(properties).set(columns).where(eq(properties.id, owned.id));
      await listingChanged(orm, owned.id);
      await recordChange(orm, ctx, {
        action: 'property.content',
        objectType: 'property',
        objectId: owned.id,
        propertyId: owned.id,
        before: toDetails(current, photos),
        after,
        ignore: ['updated_at', 'missing_translations', 'publish_missing'],
      });
    }
    return toDetails(await loadRow(orm, owned.id), photos);
  });
  if (refused) {
    throw new AppError(422, 'draft_saved_in_part', { message: { key: 'ownerListing.errors.draft_saved_in_part' }, fields: rejected });
  }
  return saved;
}
