import 'server-only';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { PropertyImage } from '../catalog/catalog.types';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { reservations } from '../db/schema/booking';
import { readAccounts } from '../ledger/ledger';
import { tripCharges, tripMoney } from '../ledger/trip-money';
import type { Trip } from './booking.types';
import { daysBetween } from '../core/calendar';
import { shownStatus } from './stay-status';
import { publicMediaUrl } from '../media/public-media-url';
import { inLocale } from '@/lib/bilingual';

/**
 * Reservations as the API shows them to their guest, for a `where` built from booking.policy's
 * scope predicates (the caller decides who may see what; this only shapes rows).
 */
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function loadTrips(orm: Orm, where: (SQL | undefined)[], locale: string, now: Date = new Date()): Promise<Trip[]> {
  const found = await orm
    .select()
    .from(reservations)
    .where(and(...where))
    .orderBy(desc(reservations.checkIn), desc(reservations.id));
  if (found.length === 0) return [];
  const ids = found.map((r) => r.id);
  const propertyIds = [...new Set(found.map((r) => r.propertyId))];
  const [props, accounts] = await Promise.all([
    rows<
      Omit<Trip['property'], 'image'> & {
        check_out_time: string;
        image: (Omit<PropertyImage, 'caption'> & { caption_en: string; caption_es: string }) | null;
      }
    >(
      orm,
      sql`select p.id, p.slug, p.name, ${inLocale(locale, sql`s.name_en`, sql`s.name_es`)} as state,
          ${inLocale(locale, sql`c.name_en`, sql`c.name_es`)} as country, coalesce(s.time_zone, c.time_zone) as time_zone, p.check_out_time,
          (select json_build_object('caption_en', i.caption_en, 'caption_es', i.caption_es, 'original', i.original,
              'medium', i.medium, 'thumbnail', i.thumbnail, 'width', i.width, 'height', i.height)
            from property_images i where i.property_id = p.id order by i.position limit 1) as image
        from properties p join countries c on c.id = p.country_id join states s on s.id = p.state_id
        where p.id in (${sql.join(
          propertyIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    ),
    readAccounts(orm, ids),
  ]);
  return found.map((r) => {
    const villa = props.find((x) => x.id === r.propertyId);
    const checkOutTime = villa?.check_out_time ?? null;
    const p = villa && {
      id: villa.id,
      slug: villa.slug,
      name: villa.name,
      state: villa.state,
      country: villa.country,
      time_zone: villa.time_zone,
      image: villa.image && {
        caption: inLocale(locale, villa.image.caption_en, villa.image.caption_es) || villa.name,
        original: publicMediaUrl(villa.image.original),
        medium: publicMediaUrl(villa.image.medium),
        thumbnail: publicMediaUrl(villa.image.thumbnail),
        width: villa.image.width,
        height: villa.image.height,
      },
    };
    const held = accounts.get(r.id);
    if (!held) throw new Error(`reservation ${r.id} has no account`);
    const money = tripMoney(held, now);
    return {
      id: r.id,
      confirmation_number: r.confirmationNumber,
      // A confirmed stay past its check-out is `completed` (stay-status.ts); the stored status stays.
      status: shownStatus(r.status, { checkOut: r.checkOut, checkOutTime, timeZone: p?.time_zone ?? 'UTC' }, now),
      property: p ?? { id: r.propertyId, slug: '', name: '', state: '', country: '', time_zone: 'UTC', image: null },
      check_in: r.checkIn,
      check_out: r.checkOut,
      nights: daysBetween(r.checkIn, r.checkOut),
      guests: r.guests,
      lead_guest: { first_name: r.leadGuestFirstName, last_name: r.leadGuestLastName, email: r.leadGuestEmail, phone: r.leadGuestPhone },
      message: r.message,
      currency: r.currency,
      total_cents: money.charged_cents,
      quote: r.quote,
      charges: tripCharges(held, locale),
      balance_due_cents: money.balance_due_cents,
      money,
      refund_cents: r.refundCents,
      hold_expires_at: iso(r.holdExpiresAt),
      created_at: new Date(r.createdAt).toISOString(),
      confirmed_at: iso(r.confirmedAt),
      declined_at: iso(r.declinedAt),
      cancelled_at: iso(r.cancelledAt),
      expired_at: iso(r.expiredAt),
    };
  });
}
