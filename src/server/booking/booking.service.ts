import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/session';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { charges, type FrozenQuote, idempotencyKeys, occupancies, reservations } from '../db/schema/booking';
import { travelers } from '../db/schema/trips';
import type { PropertyImage } from '../catalog/catalog.types';
import { AppError, notFound, sqlState } from '../http/errors';
import { serverTranslator } from '../http/locale';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/render';
import type { Locale } from '@/i18n/routing';
import type { CreateReservationInput } from './booking.schema';
import type { CancellationPolicyName } from './cancellation-policies';
import { type CancellableStay, type CancellationPreview, cancellationPreview } from './cancellation-preview';
import { bookingChargeLines } from './charge-lines';
import { reservationInScope } from './concierge-scope';
import { confirmationNumber } from './confirmation-number';
import { sendDecisionMail } from './decision-mail';
import { expireRequests } from './expire-requests';
import { daysBetween, todayIn } from './local-date';
import { toApiQuote } from './quote.api';
import { quoteStay } from './quote.service';
import { stayMailDetails } from './stay-mail';

/** How long a request holds its nights while a concierge decides (DESIGN §5). */
export const REQUEST_HOLD_MS = 48 * 60 * 60 * 1000;

const bookingError = (status: number, code: string, extra: { values?: Record<string, number | string> } = {}) =>
  new AppError(status, code, { message: { key: `booking.errors.${code}`, values: extra.values } });

/** A 409 `price_changed` that carries the new quote, for the page to show (withApi adds `quote`). */
export class PriceChangedError extends AppError {
  readonly quote: unknown;
  constructor(quote: unknown) {
    super(409, 'price_changed', { message: { key: 'booking.errors.price_changed' } });
    this.quote = quote;
  }
}

export interface TripCharge {
  kind: string;
  label: string;
  amount_cents: number;
  created_at: string;
}

/** A reservation as the API shows it to its guest (POST /v1/reservations, /v1/account/trips). */
export interface Trip {
  id: number;
  confirmation_number: string;
  status: 'requested' | 'confirmed' | 'declined' | 'expired' | 'cancelled';
  property: {
    id: number;
    slug: string;
    name: string;
    state: string;
    country: string;
    time_zone: string;
    /** The villa's cover picture (its first), or null when it has none. */
    image: PropertyImage | null;
  };
  check_in: string;
  check_out: string;
  nights: number;
  guests: number;
  lead_guest: { first_name: string; last_name: string; email: string; phone: string };
  message: string;
  currency: string;
  total_cents: number;
  quote: FrozenQuote | null;
  charges: TripCharge[];
  balance_due_cents: number;
  refund_cents: number | null;
  hold_expires_at: string | null;
  created_at: string;
  confirmed_at: string | null;
  declined_at: string | null;
  cancelled_at: string | null;
  expired_at: string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function loadTrips(orm: Orm, where: { userId?: number; id?: number }, locale: string): Promise<Trip[]> {
  const conds = [];
  if (where.userId !== undefined) conds.push(eq(reservations.userId, where.userId));
  if (where.id !== undefined) conds.push(eq(reservations.id, where.id));
  const found = await orm
    .select()
    .from(reservations)
    .where(and(...conds))
    .orderBy(desc(reservations.checkIn), desc(reservations.id));
  if (found.length === 0) return [];
  const ids = found.map((r) => r.id);
  const propertyIds = [...new Set(found.map((r) => r.propertyId))];
  const [props, lines] = await Promise.all([
    rows<Omit<Trip['property'], 'image'> & { image: (Omit<PropertyImage, 'caption'> & { caption_en: string; caption_es: string }) | null }>(
      orm,
      sql`select p.id, p.slug, p.name, ${locale === 'es' ? sql`s.name_es` : sql`s.name_en`} as state,
          ${locale === 'es' ? sql`c.name_es` : sql`c.name_en`} as country, coalesce(s.time_zone, c.time_zone) as time_zone,
          (select json_build_object('caption_en', i.caption_en, 'caption_es', i.caption_es, 'original', i.original,
              'medium', i.medium, 'thumbnail', i.thumbnail, 'width', i.width, 'height', i.height)
            from property_images i where i.property_id = p.id order by i.position limit 1) as image
        from properties p join countries c on c.id = p.country_id join states s on s.id = p.state_id
        where p.id in (${sql.join(
          propertyIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    ),
    orm
      .select()
      .from(charges)
      .where(
        sql`${charges.reservationId} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
      .orderBy(asc(charges.createdAt), asc(charges.id)),
  ]);
  return found.map((r) => {
    const found = props.find((x) => x.id === r.propertyId);
    const p = found && {
      ...found,
      image: found.image && {
        caption: (locale === 'es' ? found.image.caption_es : found.image.caption_en) || found.name,
        original: found.image.original,
        medium: found.image.medium,
        thumbnail: found.image.thumbnail,
        width: found.image.width,
        height: found.image.height,
      },
    };
    const ledger = lines.filter((l) => l.reservationId === r.id);
    return {
      id: r.id,
      confirmation_number: r.confirmationNumber,
      status: r.status,
      property: p ?? { id: r.propertyId, slug: '', name: '', state: '', country: '', time_zone: 'UTC', image: null },
      check_in: r.checkIn,
      check_out: r.checkOut,
      nights: daysBetween(r.checkIn, r.checkOut),
      guests: r.guests,
      lead_guest: { first_name: r.leadGuestFirstName, last_name: r.leadGuestLastName, email: r.leadGuestEmail, phone: r.leadGuestPhone },
      message: r.message,
      currency: r.currency,
      total_cents: r.totalCents,
      quote: r.quote,
      charges: ledger.map((l) => ({
        kind: l.kind,
        label: locale === 'es' ? l.labelEs : l.labelEn,
        amount_cents: l.amountCents,
        created_at: new Date(l.createdAt).toISOString(),
      })),
      balance_due_cents: ledger.reduce((sum, l) => sum + l.amountCents, 0),
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

/** The actor's trips, latest arrival first. */
export async function listTrips(orm: Orm, actor: Actor, locale: string = actor.locale): Promise<Trip[]> {
  return loadTrips(orm, { userId: actor.userId }, locale);
}

/** One of the actor's trips; anyone else's (or none) is 404. */
export async function getTrip(orm: Orm, actor: Actor, id: number, locale: string = actor.locale): Promise<Trip> {
  const [trip] = await loadTrips(orm, { userId: actor.userId, id }, locale);
  if (!trip) throw notFound();
  return trip;
}

export { expireRequests };

function fingerprintOf(input: CreateReservationInput): string {
  const canonical = JSON.stringify([
    input.property_id,
    input.check_in,
    input.check_out,
    input.guests,
    input.lead_guest.first_name,
    input.lead_guest.last_name,
    input.lead_guest.email.toLowerCase(),
    input.lead_guest.phone,
    input.message ?? '',
    input.quote_signature,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The stored first answer for (user, key): the same body replays it, another body is a 409. */
async function storedAnswer(orm: Orm, userId: number, key: string, fingerprint: string): Promise<Trip | null> {
  const [row] = await orm
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.fingerprint !== fingerprint) throw bookingError(409, 'idempotency_conflict');
  return row.responseBody ? (row.responseBody as Trip) : null;
}

export interface CreateResult {
  trip: Trip;
  /** True when this is the stored answer to an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/**
 * Books a stay (DESIGN §5): re-quotes it under every rule, refuses a changed price (409
 * `price_changed` with the new quote), then in one transaction frees expired holds, inserts the
 * reservation (`confirmed` for an instant-book villa, else `requested` holding the nights 48 hours),
 * its occupancy (a lost race is 409 `dates_unavailable`) and its charge lines. The mail goes after
 * the commit. With an Idempotency-Key, the same body gets the first answer back and creates nothing.
 */
export async function createReservation(
  orm: Orm,
  actor: Actor,
  input: CreateReservationInput,
  opts: { idempotencyKey?: string; now?: Date; site?: string } = {},
): Promise<CreateResult> {
  const now = opts.now ?? new Date();
  const key = opts.idempotencyKey;
  const fingerprint = fingerprintOf(input);
  const locale: Locale = actor.locale === 'es' ? 'es' : 'en';
  if (key) {
    const stored = await storedAnswer(orm, actor.userId, key, fingerprint);
    if (stored) return { trip: stored, replayed: true };
  }
  try {
    return await book(orm, actor, input, { now, key, fingerprint, locale, site: opts.site });
  } catch (err) {
    // A concurrent retry with the same key may have won while this one was quoting: its answer stands.
    if (key && err instanceof AppError) {
      const stored = await storedAnswer(orm, actor.userId, key, fingerprint);
      if (stored) return { trip: stored, replayed: true };
    }
    throw err;
  }
}

async function book(
  orm: Orm,
  actor: Actor,
  input: CreateReservationInput,
  ctx: { now: Date; key: string | undefined; fingerprint: string; locale: Locale; site: string | undefined },
): Promise<CreateResult> {
  const { now, key, fingerprint, locale } = ctx;
  await expireRequests(orm, now, input.property_id);
  const stay = { propertyId: input.property_id, checkIn: input.check_in, checkOut: input.check_out, guests: input.guests };
  const property = await rows<{ time_zone: string }>(
    orm,
    sql`select coalesce(s.time_zone, c.time_zone) as time_zone from properties p
      join countries c on c.id = p.country_id join states s on s.id = p.state_id where p.id = ${input.property_id}`,
  );
  const today = property[0] ? todayIn(property[0].time_zone, now) : undefined;
  const quote = await quoteStay(orm, stay, { today });
  if (quote.signature !== input.quote_signature) throw new PriceChangedError(toApiQuote(quote));

  const frozen: FrozenQuote = {
    currency: quote.currency,
    nights: quote.nights,
    nightsTotalCents: quote.nightsTotalCents,
    cleaningFeeCents: quote.cleaningFeeCents,
    serviceFeeCents: quote.serviceFeeCents,
    taxesCents: quote.taxesCents,
    totalCents: quote.totalCents,
    securityDepositCents: quote.securityDepositCents,
    quoteSignature: quote.signature,
  };
  const status = quote.instantBook ? ('confirmed' as const) : ('requested' as const);

  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await orm.transaction(async (tx) => {
        if (key) {
          // Taken first: a concurrent request with the same key waits here until this one ends.
          const claimed = await tx
            .insert(idempotencyKeys)
            .values({ userId: actor.userId, key, fingerprint, createdAt: now })
            .onConflictDoNothing()
            .returning({ id: idempotencyKeys.id });
          if (claimed.length === 0) return { replay: true as const };
        }
        await expireRequests(tx as unknown as Orm, now, input.property_id, { mail: false });
        const [reservation] = await tx
          .insert(reservations)
          .values({
            confirmationNumber: confirmationNumber(),
            userId: actor.userId,
            propertyId: quote.propertyId,
            checkIn: quote.checkIn,
            checkOut: quote.checkOut,
            guests: quote.guests,
            status,
            leadGuestFirstName: input.lead_guest.first_name,
            leadGuestLastName: input.lead_guest.last_name,
            leadGuestEmail: input.lead_guest.email,
            leadGuestPhone: input.lead_guest.phone,
            message: input.message ?? '',
            locale,
            quote: frozen,
            totalCents: frozen.totalCents,
            currency: frozen.currency,
            holdExpiresAt: status === 'requested' ? new Date(now.getTime() + REQUEST_HOLD_MS) : null,
            confirmedAt: status === 'confirmed' ? now : null,
            createdAt: now,
          })
          .returning({ id: reservations.id });
        if (!reservation) throw new Error('reservation insert returned nothing');
        await tx
          .insert(occupancies)
          .values({ propertyId: quote.propertyId, checkIn: quote.checkIn, checkOut: quote.checkOut, reservationId: reservation.id });
        // The lead guest is the trip's first traveler (the travelers tab lists and manages the rest).
        await tx.insert(travelers).values({
          reservationId: reservation.id,
          name: `${input.lead_guest.first_name} ${input.lead_guest.last_name}`,
          email: input.lead_guest.email,
          ageGroup: 'adult',
          isLead: 1,
          createdAt: now,
        });
        await tx
          .insert(charges)
          .values(bookingChargeLines(frozen).map((line) => ({ ...line, reservationId: reservation.id, createdAt: now })));
        const [trip] = await loadTrips(tx as unknown as Orm, { id: reservation.id }, locale);
        if (!trip) throw new Error('reservation vanished');
        if (key) {
          await tx
            .update(idempotencyKeys)
            .set({ responseStatus: 201, responseBody: trip })
            .where(and(eq(idempotencyKeys.userId, actor.userId), eq(idempotencyKeys.key, key)));
        }
        return { replay: false as const, trip };
      });
      if (outcome.replay) {
        const stored = key ? await storedAnswer(orm, actor.userId, key, fingerprint) : null;
        if (!stored) throw bookingError(409, 'idempotency_conflict');
        return { trip: stored, replayed: true };
      }
      await sendBookingMail(orm, actor, outcome.trip, locale, ctx.site);
      return { trip: outcome.trip, replayed: false };
    } catch (err) {
      const state = sqlState(err);
      if (state === '23P01') throw bookingError(409, 'dates_unavailable');
      // Two reservations drew the same confirmation number: draw again.
      if (
        state === '23505' &&
        attempt < 5 &&
        String((err as { cause?: { constraint?: string } }).cause?.constraint ?? '').includes('confirmation')
      ) {
        continue;
      }
      throw err;
    }
  }
}

/** The confirmation page of a trip, for links in mail: `site` is SITE_URL or the request's origin. */
export function confirmationLink(site: string, locale: Locale, tripId: number): string {
  return `${site.replace(/\/+$/, '')}${locale === 'es' ? '/es' : ''}/user-booking-confirmation/${tripId}`;
}

async function sendBookingMail(orm: Orm, actor: Actor, trip: Trip, locale: Locale, site: string | undefined) {
  const t = serverTranslator(locale);
  const kind = trip.status === 'confirmed' ? 'confirmed' : 'requested';
  const content = renderMail({
    locale,
    greeting: t('booking.mail.greeting', { name: trip.lead_guest.first_name }),
    heading: t(`booking.mail.${kind}_heading`),
    paragraphs: [t(`booking.mail.${kind}_body`)],
    details: stayMailDetails(t, locale, {
      confirmationNumber: trip.confirmation_number,
      property: trip.property.name,
      checkIn: trip.check_in,
      checkOut: trip.check_out,
      guests: trip.guests,
      total: { cents: trip.total_cents, currency: trip.currency },
    }),
    ...(site ? { action: { label: t('checkout.mail.action'), url: confirmationLink(site, locale, trip.id) } } : {}),
    footer: t('booking.mail.footer'),
  });
  try {
    await sendMail(orm, {
      to: actor.email,
      subject: t(`booking.mail.${kind}_subject`, { property: trip.property.name, number: trip.confirmation_number }),
      text: content.text,
      html: content.html,
      locale,
      template: kind === 'confirmed' ? 'booking-confirmed' : 'booking-requested',
      idempotencyKey: `${kind === 'confirmed' ? 'booking-confirmed' : 'booking-requested'}:${trip.id}`,
    });
  } catch (err) {
    // The booking stands; a mail that could not be recorded is logged, not a failed request.
    console.error('[booking] confirmation mail failed', err);
  }
}

/** A requested reservation a concierge may decide on: 403 for other roles, 404 outside their scope. */
async function requestInScope(orm: Orm, actor: Actor, reservationId: number) {
  const row = await reservationInScope(orm, actor, reservationId);
  if (row.status !== 'requested') throw bookingError(409, 'not_requested');
}

/** A concierge accepts a request: it becomes `confirmed` (its nights stay held) and the guest is mailed. */
export async function confirmRequest(orm: Orm, actor: Actor, reservationId: number, now: Date = new Date()) {
  await expireRequests(orm, now);
  await requestInScope(orm, actor, reservationId);
  const updated = await orm
    .update(reservations)
    .set({ status: 'confirmed', confirmedAt: now, holdExpiresAt: null })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'requested')))
    .returning({ id: reservations.id });
  if (updated.length === 0) throw bookingError(409, 'not_requested');
  await sendDecisionMail(orm, reservationId, 'confirmed');
}

/** A concierge turns a request down: `declined`, its nights are free again, and the guest is mailed. */
export async function declineRequest(orm: Orm, actor: Actor, reservationId: number, now: Date = new Date()) {
  await expireRequests(orm, now);
  await requestInScope(orm, actor, reservationId);
  await orm.transaction(async (tx) => {
    const updated = await tx
      .update(reservations)
      .set({ status: 'declined', declinedAt: now, holdExpiresAt: null })
      .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'requested')))
      .returning({ id: reservations.id });
    if (updated.length === 0) throw bookingError(409, 'not_requested');
    await tx.delete(occupancies).where(eq(occupancies.reservationId, reservationId));
  });
  await sendDecisionMail(orm, reservationId, 'declined');
}

interface CancellationRow {
  id: number;
  user_id: number;
  status: Trip['status'];
  check_in: string;
  check_out: string;
  total_cents: number;
  policy: CancellationPolicyName;
  time_zone: string;
}

async function cancellationRow(orm: Orm, reservationId: number): Promise<CancellationRow | undefined> {
  const [row] = await rows<CancellationRow>(
    orm,
    sql`select r.id, r.user_id, r.status::text as status, r.check_in::text as check_in, r.check_out::text as check_out,
        r.total_cents, p.cancellation_policy::text as policy, coalesce(s.time_zone, c.time_zone) as time_zone
      from reservations r join properties p on p.id = r.property_id
        join countries c on c.id = p.country_id join states s on s.id = p.state_id
      where r.id = ${reservationId}`,
  );
  return row;
}

const stayOf = (row: CancellationRow): CancellableStay => ({
  status: row.status,
  checkIn: row.check_in,
  checkOut: row.check_out,
  totalCents: row.total_cents,
  timeZone: row.time_zone,
});

/** What cancelling one of the actor's trips now would refund, and until when each refund applies; anyone else's is 404. */
export async function getCancellationPreview(
  orm: Orm,
  actor: Actor,
  reservationId: number,
  now: Date = new Date(),
): Promise<CancellationPreview> {
  const row = await cancellationRow(orm, reservationId);
  if (!row || row.user_id !== actor.userId) throw notFound();
  return cancellationPreview(stayOf(row), row.policy, now);
}

/**
 * The guest cancels their trip (DESIGN §5). A confirmed stay refunds by the property's policy and
 * the whole days left before arrival in the property's own date; a request not yet accepted is
 * withdrawn in full. The ledger gets a `cancellation` credit of the refundable part (the rest stays
 * due as the cancellation fee) and, for money already paid, a `refund` line. 409 once cancelled,
 * declined, expired or over.
 */
export async function cancelReservation(orm: Orm, actor: Actor, reservationId: number, now: Date = new Date()): Promise<Trip> {
  const row = await cancellationRow(orm, reservationId);
  if (!row || row.user_id !== actor.userId) throw notFound();
  // The same answer the guest was shown (GET /v1/account/trips/{id}/cancellation).
  const preview = cancellationPreview(stayOf(row), row.policy, now);
  if (!preview.cancellable) throw bookingError(409, 'not_cancellable');
  const percent = preview.refund_percent;
  const refund = preview.refund_cents;
  await orm.transaction(async (tx) => {
    const updated = await tx
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: now, refundCents: refund, holdExpiresAt: null })
      .where(and(eq(reservations.id, reservationId), sql`${reservations.status} in ('confirmed', 'requested')`))
      .returning({ id: reservations.id });
    if (updated.length === 0) throw bookingError(409, 'not_cancellable');
    await tx.delete(occupancies).where(eq(occupancies.reservationId, reservationId));
    const [paidRow] = await rows<{ paid: number }>(
      tx as unknown as Orm,
      sql`select coalesce(-sum(amount_cents), 0)::int as paid from charges where reservation_id = ${reservationId} and kind in ('payment', 'refund')`,
    );
    const paid = Math.max(0, paidRow?.paid ?? 0);
    const en = serverTranslator('en');
    const es = serverTranslator('es');
    const lines: (typeof charges.$inferInsert)[] = [
      {
        reservationId,
        kind: 'cancellation',
        labelEn: en('booking.charges.cancellation', { percent }),
        labelEs: es('booking.charges.cancellation', { percent }),
        amountCents: 0 - refund,
        createdAt: now,
      },
    ];
    const refunded = Math.min(refund, paid);
    if (refunded > 0) {
      lines.push({
        reservationId,
        kind: 'refund',
        labelEn: en('booking.charges.refund'),
        labelEs: es('booking.charges.refund'),
        amountCents: refunded,
        createdAt: now,
      });
    }
    await tx.insert(charges).values(lines);
  });
  return getTrip(orm, actor, reservationId);
}
