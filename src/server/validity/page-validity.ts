import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import { parseEntityId as parseId, parseSlug } from '@/server/catalog/catalog.params';
import { ownerScopeSql, propertyStaffScopeSql } from '@/server/catalog/catalog.policy';
import { isAdministrator, isPropertyOwner } from '@/server/access/actor';
import type { ServiceContext } from '@/server/access/context';
import type { Orm } from '@/server/db/open';
import { reservations } from '@/server/db/schema/booking';
import { countries, properties, states } from '@/server/db/schema/catalog';
import { luxuryServices, pressArticles } from '@/server/db/schema/content';

const CONFIRMATION_NUMBER = /^[0-9A-HJKMNP-TV-Z]{8}$/;

async function exists(query: Promise<unknown[]>) {
  return (await query).length > 0;
}

type Check = (orm: Orm, actor: ServiceContext['actor'], params: Record<string, string>) => Promise<boolean>;

const published = eq(properties.status, 'published');

/**
 * SPEC §5 page validity: for each route with an id or slug, whether it names something that
 * exists. Malformed values are invalid without a query. Permission is not decided here.
 */
/** A published press article or luxury service of that slug exists. */
function publishedBySlug(table: typeof pressArticles | typeof luxuryServices): Check {
  return async (orm, _actor, { slug }) => {
    const s = parseSlug(slug);
    return (
      s !== undefined &&
      exists(
        orm
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.slug, s), eq(table.published, true)))
          .limit(1),
      )
    );
  };
}

const CHECKS: Record<string, Check> = {
  property: async (orm, actor, { id }) => {
    const pid = parseId(id);
    return (
      pid !== undefined &&
      exists(
        orm
          .select({ id: properties.id })
          .from(properties)
          // canViewProperty's rule: published, or a draft in the actor's scope (as the page itself reads it).
          .where(and(eq(properties.id, pid), or(published, propertyStaffScopeSql(actor, properties))))
          .limit(1),
      )
    );
  },
  // The owner portal's villa: for an owner, one they own or manage (an administrator's any), so another
  // owner's is not found. Anyone else (a visitor, a guest, a concierge) only needs it to exist: the
  // proxy's guard then sends them to log in, or shows its role notice (SPEC §6).
  brokerListing: async (orm, actor, { id }) => {
    const pid = parseId(id);
    const scope = isPropertyOwner(actor) || isAdministrator(actor) ? ownerScopeSql(actor, properties) : undefined;
    return (
      pid !== undefined &&
      exists(
        orm
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.id, pid), scope))
          .limit(1),
      )
    );
  },
  destinationResults: async (orm, _actor, { id }) => {
    const slug = parseSlug(id);
    if (!slug) return false;
    return (
      (await exists(orm.select({ id: countries.id }).from(countries).where(eq(countries.slug, slug)).limit(1))) ||
      exists(orm.select({ id: states.id }).from(states).where(eq(states.slug, slug)).limit(1))
    );
  },
  pressArticle: publishedBySlug(pressArticles),
  luxuryService: publishedBySlug(luxuryServices),
  // A villa's guestbook preview shows its private guest information: it exists only for those who
  // answer for the villa (its owner or managing broker, a concierge in scope, an administrator),
  // drafts included. Anyone else, visitors too, gets the same 404 as for an unknown villa.
  guestbookPreview: async (orm, actor, { slug }) => {
    const s = parseSlug(slug);
    return (
      s !== undefined &&
      actor.kind === 'user' &&
      exists(
        orm
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.slug, s), propertyStaffScopeSql(actor, properties)))
          .limit(1),
      )
    );
  },
  ...Object.fromEntries(
    ['trip', 'conciergeTrip', 'tripCharges', 'tripOverview', 'tripGroceries', 'tripItinerary', 'tripTravelers', 'bookingConfirmation'].map(
      (key) => [
        key,
        async (orm: Orm, _actor: unknown, { id }: Record<string, string>) => {
          const rid = parseId(id);
          return (
            rid !== undefined && exists(orm.select({ id: reservations.id }).from(reservations).where(eq(reservations.id, rid)).limit(1))
          );
        },
      ],
    ),
  ),
  // Any well-formed confirmation number is a page (the name form), known or not: the check must not
  // let numbers be enumerated (issue 16), so it reads nothing. Only a malformed number is not found.
  ...Object.fromEntries(
    ['guestbook', 'guestbookCheckIn', 'guestbookAddRoommate', 'guestbookInstructions', 'guestbookAuthorization'].map((key) => [
      key,
      async (_orm: Orm, _actor: unknown, { confirmationNumber }: Record<string, string>) => {
        const cn = confirmationNumber?.toUpperCase();
        return cn !== undefined && CONFIRMATION_NUMBER.test(cn);
      },
    ]),
  ),
};

export function hasValidityCheck(routeKey: string): boolean {
  return routeKey in CHECKS;
}

export async function isValidPage(ctx: ServiceContext, routeKey: string, params: Record<string, string>): Promise<boolean> {
  const check = CHECKS[routeKey];
  return check ? check(ctx.orm, ctx.actor, params) : true;
}
