import 'server-only';
import { sql } from 'drizzle-orm';
import { isAdministrator, PROPERTY_OWNER_GROUPS } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { rows } from '../../db/raw';
import { forbidden } from '../../core/errors';
import { ownerScopeOfP, requireOwnerWork } from '../owner-scope';
import type { DestinationOption, OwnerAccount, OwnerPropertyRow } from './owner-properties.types';
import { coverThumbnail, missingSpanish, monthOccupancy, nextArrival, percentOf, VILLA_FROM } from './villa-facts';
import { publicMediaUrl } from '../../media/public-media-url';
import { inLocale } from '@/lib/bilingual';

interface RawRow {
  id: number;
  name: string;
  slug: string;
  status: 'draft' | 'submitted' | 'published';
  returned: boolean;
  destination: string;
  owner_id: number | null;
  owner_name: string | null;
  nights: number;
  days: number;
  next_arrival: string | null;
  missing_spanish: boolean;
  cover_thumbnail: string | null;
}

/**
 * The villas the caller runs (owned or managed; administrators all), by name,
 * with this month's occupancy and the next arrival. `owner` narrows the list to one owner's villas
 * (for anyone but an administrator, within their own: another owner's id gives an empty list).
 */
export async function listOwnerProperties(ctx: ServiceContext, q: { owner?: number } = {}): Promise<OwnerPropertyRow[]> {
  requireOwnerWork(ctx.actor);
  const occupancy = monthOccupancy(ctx.now);
  const destination = inLocale(ctx.locale, sql.raw('s.name_en'), sql.raw('s.name_es'));
  const found = await rows<RawRow>(
    ctx.orm,
    sql`select p.id, p.name, p.slug, p.status::text as status, (p.status = 'draft' and p.review_note is not null) as returned, ${destination} as destination, p.owner_id, o.name as owner_name,
        ${occupancy.nights} as nights, ${occupancy.days} as days, ${nextArrival(ctx.now)} as next_arrival,
        ${missingSpanish} as missing_spanish, ${coverThumbnail} as cover_thumbnail
      from ${VILLA_FROM} left join users o on o.id = p.owner_id
      where ${ownerScopeOfP(ctx.actor)} ${q.owner === undefined ? sql`` : sql`and p.owner_id = ${q.owner}`}
      order by p.name, p.id
      limit 1000`,
  );
  return found.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    status: r.status,
    review_state: r.returned ? 'returned' : r.status,
    destination: r.destination,
    owner: { id: r.owner_id, name: r.owner_name },
    occupancy: { nights: r.nights, days: r.days, percent: percentOf(r.nights, r.days) },
    next_arrival: r.next_arrival,
    missing_spanish: r.missing_spanish,
    cover_thumbnail: publicMediaUrl(r.cover_thumbnail),
  }));
}

/** The owner-group accounts (owners, brokers, reps), for an administrator's owner filter and new listings. */
export async function listOwnerAccounts(ctx: ServiceContext): Promise<OwnerAccount[]> {
  requireOwnerWork(ctx.actor);
  if (!isAdministrator(ctx.actor)) throw forbidden();
  return rows<OwnerAccount>(
    ctx.orm,
    sql`select u.id, u.name, u.email from users u
      where exists (select 1 from user_groups ug join groups g on g.id = ug.group_id
        where ug.user_id = u.id and g.code in (${sql.join(
          PROPERTY_OWNER_GROUPS.map((g) => sql`${g}`),
          sql`, `,
        )}))
      order by u.name, u.id limit 1000`,
  );
}

/** The destinations (states) a listing can be placed in, in the request's language. */
export async function listDestinationOptions(ctx: ServiceContext): Promise<DestinationOption[]> {
  requireOwnerWork(ctx.actor);
  return rows<DestinationOption>(
    ctx.orm,
    sql`select s.id, ${inLocale(ctx.locale, sql.raw('s.name_en'), sql.raw('s.name_es'))} as name, ${inLocale(ctx.locale, sql.raw('c.name_en'), sql.raw('c.name_es'))} as country
      from states s join countries c on c.id = s.country_id order by c.position, country, s.position, name`,
  );
}
