import 'server-only';
import { and, eq } from 'drizzle-orm';
import { parseEntityId as parseId, parseSlug } from '@/server/catalog/catalog.params';
import { db } from '@/server/db/client';
import { reservations } from '@/server/db/schema/booking';
import { countries, properties, states } from '@/server/db/schema/catalog';
import { luxuryServices, pressArticles } from '@/server/db/schema/content';

const CONFIRMATION_NUMBER = /^[0-9A-HJKMNP-TV-Z]{8}$/;

async function exists(query: Promise<unknown[]>) {
  return (await query).length > 0;
}

type Check = (params: Record<string, string>) => Promise<boolean>;

const published = eq(properties.status, 'published');

/**
 * SPEC §5 page validity: for each route with an id or slug, whether it names something that
 * exists. Malformed values are invalid without a query. Permission is not decided here.
 */
const CHECKS: Record<string, Check> = {
  property: async ({ id }) => {
    const pid = parseId(id);
    return (
      pid !== undefined &&
      exists(
        (await db())
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.id, pid), published))
          .limit(1),
      )
    );
  },
  brokerListing: async ({ id }) => {
    const pid = parseId(id);
    return pid !== undefined && exists((await db()).select({ id: properties.id }).from(properties).where(eq(properties.id, pid)).limit(1));
  },
  destinationResults: async ({ id }) => {
    const slug = parseSlug(id);
    if (!slug) return false;
    const orm = await db();
    return (
      (await exists(orm.select({ id: countries.id }).from(countries).where(eq(countries.slug, slug)).limit(1))) ||
      exists(orm.select({ id: states.id }).from(states).where(eq(states.slug, slug)).limit(1))
    );
  },
  pressArticle: async ({ slug }) => {
    const s = parseSlug(slug);
    return (
      s !== undefined &&
      exists(
        (await db())
          .select({ id: pressArticles.id })
          .from(pressArticles)
          .where(and(eq(pressArticles.slug, s), eq(pressArticles.published, true)))
          .limit(1),
      )
    );
  },
  luxuryService: async ({ slug }) => {
    const s = parseSlug(slug);
    return (
      s !== undefined &&
      exists(
        (await db())
          .select({ id: luxuryServices.id })
          .from(luxuryServices)
          .where(and(eq(luxuryServices.slug, s), eq(luxuryServices.published, true)))
          .limit(1),
      )
    );
  },
  guestbookPreview: async ({ slug }) => {
    const s = parseSlug(slug);
    return (
      s !== undefined &&
      exists(
        (await db())
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.slug, s), published))
          .limit(1),
      )
    );
  },
  ...Object.fromEntries(
    ['trip', 'conciergeTrip', 'tripCharges', 'tripOverview', 'tripGroceries', 'tripItinerary', 'tripTravelers', 'bookingConfirmation'].map(
      (key) => [
        key,
        async ({ id }: Record<string, string>) => {
          const rid = parseId(id);
          return (
            rid !== undefined &&
            exists((await db()).select({ id: reservations.id }).from(reservations).where(eq(reservations.id, rid)).limit(1))
          );
        },
      ],
    ),
  ),
  ...Object.fromEntries(
    ['guestbook', 'guestbookCheckIn', 'guestbookAddRoommate', 'guestbookInstructions', 'guestbookAuthorization'].map((key) => [
      key,
      async ({ confirmationNumber }: Record<string, string>) => {
        const cn = confirmationNumber?.toUpperCase();
        return (
          cn !== undefined &&
          CONFIRMATION_NUMBER.test(cn) &&
          exists((await db()).select({ id: reservations.id }).from(reservations).where(eq(reservations.confirmationNumber, cn)).limit(1))
        );
      },
    ]),
  ),
};

export function hasValidityCheck(routeKey: string): boolean {
  return routeKey in CHECKS;
}

export async function isValidPage(routeKey: string, params: Record<string, string>): Promise<boolean> {
  const check = CHECKS[routeKey];
  return check ? check(params) : true;
}
