import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { requireUser, type UserActor } from '../access/actor';
import { type ServiceContext, withContext } from '../access/context';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { idempotencyKeys, occupancies, reservations } from '../db/schema/booking';
import { lockAccount, postEntries } from '../ledger/ledger';
import { bookingEntries } from '../ledger/stay-entries';
import { travelers } from '../db/schema/trips';
import { AppError, sqlState } from '../core/errors';
import { serverTranslator } from '../core/locale';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/render';
import { bookingError } from './booking-errors';
import type { CreateReservationInput } from './booking.schema';
import type { CreateResult, Trip } from './booking.types';
import { confirmationNumber } from './confirmation-number';
import { expireRequests } from './expire-requests';
import { PAYMENT_HOLD_MS, REQUEST_HOLD_MS } from './holds';
import { loadTrips } from './load-trips';
import { todayIn } from '../core/calendar';
import { toApiQuote } from './quote.api';
import { freezeQuote } from './quote';
import { quoteStay } from './quote.service';
import { tripMailDetails } from './stay-mail';
import { DEFAULT_BALANCE_DUE_DAYS, DEFAULT_DEPOSIT_PERCENT } from '../db/schema/payment-terms';
import { inTransaction } from '../db/transaction';

/** A 409 `price_changed` that carries the new quote, for the page to show (withApi adds `quote`). */
export class PriceChangedError extends AppError {
  readonly quote: unknown;
  constructor(quote: unknown) {
    super(409, 'price_changed', { message: { key: 'booking.errors.price_changed' } });
    this.quote = quote;
  }
}

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

/**
 * Books a stay (DESIGN §5): re-quotes it under every rule, refuses a changed price (409
 * `price_changed` with the new quote), then in one transaction frees expired holds, inserts the
 * reservation (`awaiting_payment` for an instant-book villa, holding the nights 72 hours until its
 * deposit is paid, else `requested` holding them 48 hours), its occupancy (a lost race is 409
 * `dates_unavailable`) and its account's opening entries (src/server/ledger). The mail goes after
 * the commit. With an Idempotency-Key, the same body gets the first answer back and creates nothing.
 */
export async function requestBooking(
  ctx: ServiceContext,
  input: CreateReservationInput,
  opts: { idempotencyKey?: string; site?: string } = {},
): Promise<CreateResult> {
  const actor = requireUser(ctx.actor);
  const { orm } = ctx;
  const key = opts.idempotencyKey;
  const fingerprint = fingerprintOf(input);
  const locale: Locale = actor.locale === 'es' ? 'es' : 'en';
  if (key) {
    const stored = await storedAnswer(orm, actor.userId, key, fingerprint);
    if (stored) return { trip: stored, replayed: true };
  }
  try {
    return await book(ctx, actor, input, { key, fingerprint, locale, site: opts.site });
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
  ctx: ServiceContext,
  actor: UserActor,
  input: CreateReservationInput,
  opts: { key: string | undefined; fingerprint: string; locale: Locale; site: string | undefined },
): Promise<CreateResult> {
  const { orm, now } = ctx;
  const { key, fingerprint, locale } = opts;
  await expireRequests(ctx, { propertyId: input.property_id });
  const stay = { propertyId: input.property_id, checkIn: input.check_in, checkOut: input.check_out, guests: input.guests };
  const property = await rows<{ time_zone: string; deposit_percent: number; balance_due_days: number }>(
    orm,
    sql`select coalesce(s.time_zone, c.time_zone) as time_zone, p.deposit_percent, p.balance_due_days from properties p
      join countries c on c.id = p.country_id join states s on s.id = p.state_id where p.id = ${input.property_id}`,
  );
  const today = property[0] ? todayIn(property[0].time_zone, now) : undefined;
  const quote = await quoteStay(ctx, stay, { today });
  if (quote.signature !== input.quote_signature) throw new PriceChangedError(toApiQuote(quote));

  const frozen = freezeQuote(quote, quote.signature);
  const status = quote.instantBook ? ('awaiting_payment' as const) : ('requested' as const);
  const terms = {
    depositPercent: property[0]?.deposit_percent ?? DEFAULT_DEPOSIT_PERCENT,
    balanceDueDays: property[0]?.balance_due_days ?? DEFAULT_BALANCE_DUE_DAYS,
  };

  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await inTransaction(orm, async (tx) => {
        if (key) {
          // Taken first: a concurrent request with the same key waits here until this one ends.
          const claimed = await tx
            .insert(idempotencyKeys)
            .values({ userId: actor.userId, key, fingerprint, createdAt: now })
            .onConflictDoNothing()
            .returning({ id: idempotencyKeys.id });
          if (claimed.length === 0) return { replay: true as const };
        }
        await expireRequests(withContext(ctx, { orm: tx }), { propertyId: input.property_id, mail: false });
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
            holdExpiresAt: new Date(now.getTime() + (status === 'requested' ? REQUEST_HOLD_MS : PAYMENT_HOLD_MS)),
            depositPercent: terms.depositPercent,
            balanceDueDays: terms.balanceDueDays,
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
        const account = await lockAccount(tx, reservation.id);
        if (!account) throw new Error('reservation vanished');
        await postEntries(tx, account, bookingEntries(frozen), { actor, now });
        const [trip] = await loadTrips(tx, [eq(reservations.id, reservation.id)], locale, now);
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
      await sendBookingMail(orm, actor, outcome.trip, locale, opts.site);
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

async function sendBookingMail(orm: Orm, actor: UserActor, trip: Trip, locale: Locale, site: string | undefined) {
  const t = serverTranslator(locale);
  const kind = trip.status === 'awaiting_payment' ? 'awaiting_payment' : 'requested';
  const content = renderMail({
    locale,
    greeting: t('booking.mail.greeting', { name: trip.lead_guest.first_name }),
    heading: t(`booking.mail.${kind}_heading`),
    paragraphs: [t(`booking.mail.${kind}_body`)],
    details: [...tripMailDetails(t, locale, trip)],
    ...(site ? { action: { label: t('checkout.mail.action'), url: confirmationLink(site, locale, trip.id) } } : {}),
    footer: t('booking.mail.footer'),
  });
  try {
    await sendMail(orm, {
      to: actor.email,
      subject: t(`booking.mail.${kind}_subject`, { property: trip.property.name, number: trip.confirmation_number }),
      ...content,
      locale,
      template: kind === 'awaiting_payment' ? 'booking-awaiting-payment' : 'booking-requested',
      idempotencyKey: `${kind === 'awaiting_payment' ? 'booking-awaiting-payment' : 'booking-requested'}:${trip.id}`,
    });
  } catch (err) {
    // The booking stands; a mail that could not be recorded is logged, not a failed request.
    console.error('[booking] confirmation mail failed', err);
  }
}
