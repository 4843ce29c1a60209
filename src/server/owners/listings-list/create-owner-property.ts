import 'server-only';
import { sql } from 'drizzle-orm';
import { isAdministrator, PROPERTY_OWNER_GROUPS } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { recordAudit } from '../../admin/audit';
import { rows } from '../../db/raw';
import { properties } from '../../db/schema/catalog';
import { AppError, notFound, sqlState } from '../../core/errors';
import { requireOwnerWork } from '../owner-scope';
import { freeSlug, slugFromName } from './listing-slug';
import type { CreateListingInput } from './owner-properties.schema';

const invalid = (field: string, key: string) =>
  new AppError(422, 'validation_failed', { fields: { [field]: { key: `ownerPortal.fields.${key}` } } });

/**
 * A new listing, as a draft the owner then completes on /broker/{id}: its name and destination,
 * the destination's position on the map, no rooms or price yet (a draft may hold zeros; publishing
 * asks for them), the default commission. It belongs to the caller; an administrator names the
 * owner, who must be an owner-group account. Anyone else may name only themselves (another id: 404).
 */
export async function createOwnerProperty(ctx: ServiceContext, input: CreateListingInput): Promise<{ id: number; slug: string }> {
  const actor = requireOwnerWork(ctx.actor);
  let ownerId = actor.userId;
  if (isAdministrator(actor)) {
    if (input.owner_id === undefined) throw invalid('owner_id', 'ownerRequired');
    const [owner] = await rows<{ id: number }>(
      ctx.orm,
      sql`select u.id from users u where u.id = ${input.owner_id} and exists (select 1 from user_groups ug join groups g on g.id = ug.group_id
        where ug.user_id = u.id and g.code in (${sql.join(
          PROPERTY_OWNER_GROUPS.map((g) => sql`${g}`),
          sql`, `,
        )}))`,
    );
    if (!owner) throw invalid('owner_id', 'notAnOwner');
    ownerId = owner.id;
  } else if (input.owner_id !== undefined && input.owner_id !== actor.userId) {
    throw notFound();
  }
  const [state] = await rows<{ id: number; country_id: number; lat: number; lng: number }>(
    ctx.orm,
    sql`select id, country_id, lat, lng from states where id = ${input.state_id}`,
  );
  if (!state) throw invalid('state_id', 'destination');

  const base = slugFromName(input.name);
  // Two drafts of the same name at once: the unique index decides, the loser takes the next number.
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = await rows<{ slug: string }>(ctx.orm, sql`select slug from properties where slug = ${base} or slug like ${`${base}-%`}`);
    const slug = freeSlug(base, new Set(taken.map((t) => t.slug)));
    try {
      return await ctx.orm.transaction(async (tx) => {
        const [row] = await tx
          .insert(properties)
          .values({
            slug,
            ownerId,
            status: 'draft',
            name: input.name,
            descriptionEn: '',
            descriptionEs: '',
            shortDescriptionEn: '',
            shortDescriptionEs: '',
            bedrooms: 0,
            numberBathroom: 0,
            maximumCapacity: 0,
            countryId: state.country_id,
            stateId: state.id,
            lat: state.lat,
            lng: state.lng,
            basePriceCents: 0,
          })
          .returning({ id: properties.id, slug: properties.slug });
        if (!row) throw new Error('insert returned no row');
        await recordAudit(tx, ctx, {
          action: 'property.create',
          objectType: 'property',
          objectId: row.id,
          after: { property_id: row.id, slug: row.slug, name: input.name, owner_id: ownerId, state_id: state.id, status: 'draft' },
        });
        return row;
      });
    } catch (err) {
      if (sqlState(err) !== '23505') throw err;
    }
  }
  throw new AppError(409, 'conflict');
}
