import 'server-only';
import type { ServiceContext } from '../access/context';
import { getVisiblePropertyById } from '../catalog/catalog.queries';
import type { PropertyDetail } from '../catalog/catalog.types';
import { propertyToday } from '../catalog/property-page.queries';
import { searchProperties } from '../catalog/search.service';
import { AppError } from '../core/errors';
import { serverTranslator } from '../core/locale';
import { isIsoDate } from '../core/calendar';
import { quoteStay, type StayQuote } from './quote.service';
import { parseEntityId } from '../catalog/catalog.params';

/** A villa free for the same stay, as the booking page offers it when the chosen nights are taken. */
export interface Alternative {
  id: number;
  name: string;
  place: string;
  image: string | null;
  priceCents: number;
  currency: string;
  capacity: number;
}

/** What /user-booking-request shows for its query: the stay ready to book, or why it cannot be. */
export type BookingRequestView =
  | { kind: 'missing' }
  | { kind: 'invalid'; propertyId: number | null }
  | { kind: 'not_found' }
  | { kind: 'unbookable'; property: PropertyDetail; code: string; message: string; stay: StayParams; alternatives: Alternative[] }
  | { kind: 'ready'; property: PropertyDetail; quote: StayQuote; stay: StayParams; today: string };

export interface StayParams {
  propertyId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
}

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The stay in the page's query string, written by the villa page's booking box
 * (src/components/property/booking-selection.ts `bookingRequestHref`): property, check_in,
 * check_out, guests.
 */
export function stayFromQuery(query: Query): StayParams | 'missing' | { invalid: number | null } {
  const [property, checkIn, checkOut, guests] = [one(query.property), one(query.check_in), one(query.check_out), one(query.guests)];
  if (property === undefined && checkIn === undefined && checkOut === undefined) return 'missing';
  const propertyId = parseEntityId(property) ?? null;
  const guestCount = guests === undefined ? 1 : /^\d{1,3}$/.test(guests) ? Number(guests) : Number.NaN;
  if (propertyId === null || !isIsoDate(checkIn) || !isIsoDate(checkOut) || !(guestCount >= 1)) return { invalid: propertyId };
  return { propertyId, checkIn, checkOut, guests: guestCount };
}

/** Up to `limit` other published villas of the same destination free for the stay, best first. */
export async function alternativesFor(ctx: ServiceContext, property: PropertyDetail, stay: StayParams, limit = 3): Promise<Alternative[]> {
  try {
    const result = await searchProperties(ctx, {
      destination: property.state.slug,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      guests: stay.guests,
      per_page: limit + 1,
    });
    return result.items
      .filter((c) => c.id !== property.id)
      .slice(0, limit)
      .map((c) => ({
        id: c.id,
        name: c.name,
        place: c.state.name,
        image: c.images[0]?.medium ?? null,
        priceCents: c.price,
        currency: c.currency,
        capacity: c.maximum_capacity,
      }));
  } catch (err) {
    if (err instanceof AppError) return [];
    throw err;
  }
}

/** Loads the page's view: the villa, and the server's quote under every booking rule. */
export async function bookingRequestView(ctx: ServiceContext, query: Query): Promise<BookingRequestView> {
  const parsed = stayFromQuery(query);
  if (parsed === 'missing') return { kind: 'missing' };
  if ('invalid' in parsed) return { kind: 'invalid', propertyId: parsed.invalid };
  const property = await getVisiblePropertyById(ctx, String(parsed.propertyId));
  if (!property) return { kind: 'not_found' };
  try {
    const [quote, today] = await Promise.all([quoteStay(ctx, parsed), propertyToday(ctx, property.id)]);
    return { kind: 'ready', property, quote, stay: parsed, today };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.status === 404) return { kind: 'not_found' };
    const message = serverTranslator(ctx.locale)(err.messageRef.key, err.messageRef.values);
    const alternatives = err.code === 'dates_unavailable' ? await alternativesFor(ctx, property, parsed) : [];
    return { kind: 'unbookable', property, code: err.code, message, stay: parsed, alternatives };
  }
}
