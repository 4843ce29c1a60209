import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { isLocale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { recordAudit } from '../admin/audit';
import type { Orm } from '../db/open';
import { users } from '../db/schema/accounts';
import { type FrozenQuote, occupancies, reservationChanges, reservations } from '../db/schema/booking';
import { travelers } from '../db/schema/trips';
import { notFound, sqlState } from '../core/errors';
import { serverTranslator } from '../core/locale';
import { lockAccount, readAccount } from '../ledger/ledger';
import { repriceStay } from '../ledger/operations';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/render';
import { runProviderRefunds } from '../payments/refund-runner';
import { bookingError } from './booking-errors';
import { canViewTrip } from './booking.policy';
import type { Trip } from './booking.types';
import { changeMoney, changeRefundPercent } from './change-money';
import { type ApiChange, acceptanceQuote, toApiChange } from './change-pending';
import type { ChangeStayInput } from './change.schema';
import type { z } from 'zod';
import type { apiChangePreviewSchema } from './booking.openapi';
import { inTransaction } from '../db/transaction';

export type { ApiChange } from './change-pending';
import { reservationInScope } from './concierge-scope';
import { getTrip } from './get-trip';
import { loadTrips } from './load-trips';
import { todayIn } from '../core/calendar';
import { toApiQuote } from './quote.api';
import { freezeQuote } from './quote';
import { quoteStay } from './quote.service';
import { tripMailDetails } from './stay-mail';

export type ChangePreview = z.infer<typeof apiChangePreviewSchema>;

const frozen = (q: Awaited<ReturnType<typeof quoteStay>>): FrozenQuote => freezeQuote(q, q.signature);

/** The guest's own trip, changeable: awaiting payment or confirmed, before arrival. */
async function changeableTrip(ctx: ServiceContext, tripId: number) {
  const actor = requireUser(ctx.actor);
  const held = await readAccount(ctx.orm, tripId);
  if (!held || !canViewTrip(actor, { userId: held.reservation.userId })) throw notFound();
  const r = held.reservation;
  if (!['awaiting_payment', 'confirmed'].includes(r.status) || todayIn(r.timeZone, ctx.now) >= r.checkIn) {
    throw bookingError(409, 'not_changeable');
  }
  return held;
}

/**
 * 409 `guests_below_travelers`: a stay cannot go down to fewer guests than the travelers its trip
 * lists (they are capped at the booked guests: src/server/trips/travelers.service.ts); the guest
 * removes some first. Checked before any quote or money; inside applyChange with the reservation
 * row locked (as adding a traveler locks it), so a traveler added meanwhile is counted.
 */
async function assertTravelersFit(orm: Orm, tripId: number, guests: number) {
  const [row] = await orm.select({ n: count() }).from(travelers).where(eq(travelers.reservationId, tripId));
  const listed = row?.n ?? 0;
  if (listed > guests) throw bookingError(409, 'guests_below_travelers', { values: { travelers: listed, guests } });
}

/**
 * What changing the stay would cost: the re-quote at the current rates (every booking rule; its own
 * nights not counted as taken), and what goes back and what the cancellation policy keeps if it is
 * applied today (a concierge's acceptance later takes the policy on that day).
 */
export async function previewChange(ctx: ServiceContext, tripId: number, input: ChangeStayInput): Promise<ChangePreview> {
  const held = await changeableTrip(ctx, tripId);
  await assertTravelersFit(ctx.orm, tripId, input.guests);
  const quote = await quoteStay(
    ctx,
    { propertyId: held.reservation.propertyId, checkIn: input.check_in, checkOut: input.check_out, guests: input.guests },
    { ignoreReservationId: tripId },
  );
  return {
    quote: toApiQuote(quote),
    difference_cents: quote.totalCents - held.account.stayCents,
    applies_at_once: quote.instantBook,
    ...(await changeMoney(ctx.orm, held, frozen(quote), ctx.now)),
  };
}

/**
 * Moves a reservation to the new stay in one transaction: its nights (the database refuses an
 * overlap: 409 `dates_unavailable`), its dates, guests and quote, and its account re-priced under
 * the cancellation policy of the day it is applied (repriceStay: of a reduction, the policy's
 * percentage goes back, never more than cancelling would give). Card refunds run after.
 */
async function applyChange(ctx: ServiceContext, changeId: number, quote: FrozenQuote, opts: { audit?: boolean } = {}) {
  const { orm, now } = ctx;
  const outcome = await inTransaction(orm, async (tx) => {
    const [change] = await tx.select().from(reservationChanges).where(eq(reservationChanges.id, changeId));
    if (!change) throw notFound();
    const locked = await lockAccount(tx, change.reservationId);
    if (!locked || !['awaiting_payment', 'confirmed'].includes(locked.reservation.status)) throw bookingError(409, 'not_changeable');
    await assertTravelersFit(tx, change.reservationId, change.guests);
    await tx
      .update(occupancies)
      .set({ checkIn: change.checkIn, checkOut: change.checkOut })
      .where(eq(occupancies.reservationId, change.reservationId));
    await tx
      .update(reservations)
      .set({ checkIn: change.checkIn, checkOut: change.checkOut, guests: change.guests, quote, totalCents: quote.totalCents })
      .where(eq(reservations.id, change.reservationId));
    // The policy's percentage of the stay as it stands (its check-in), on the day it is applied.
    const { percent } = await changeRefundPercent(tx, locked, now);
    const moved = { ...locked, reservation: { ...locked.reservation, checkIn: change.checkIn, checkOut: change.checkOut } };
    const out = await repriceStay(
      tx,
      moved,
      quote,
      { reference: `change:${change.id}`, refundPercent: percent },
      { actor: ctx.actor, now },
    );
    await tx
      .update(reservationChanges)
      .set({
        status: 'applied',
        quote,
        differenceCents: quote.totalCents - locked.account.stayCents,
        decidedAt: now,
        decidedByUserId: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
      })
      .where(eq(reservationChanges.id, change.id));
    // A concierge's decision is a staff write (the guest's own instant change is not).
    if (opts.audit)
      await recordAudit(tx, ctx, {
        action: 'reservation.change_accept',
        objectType: 'reservation',
        objectId: change.reservationId,
        before: {
          property_id: locked.reservation.propertyId,
          change_id: change.id,
          check_in: locked.reservation.checkIn,
          check_out: locked.reservation.checkOut,
          guests: locked.reservation.guests,
          stay_cents: locked.account.stayCents,
        },
        after: {
          property_id: locked.reservation.propertyId,
          change_id: change.id,
          check_in: change.checkIn,
          check_out: change.checkOut,
          guests: change.guests,
          stay_cents: quote.totalCents,
        },
      });
    return out;
  });
  await runProviderRefunds(orm, outcome.providerRefunds, now);
  return { refundCents: outcome.refundCents, keptCents: outcome.keptCents };
}

/**
 * The guest asks to change dates or guests (DESIGN §5): re-quoted at the current rates; applied at
 * once at an instant-book villa (the nights must be free), otherwise sent to the concierge as a
 * request (the new nights are not held meanwhile). 409 `dates_unavailable` for taken nights,
 * `guests_below_travelers` for fewer guests than the trip's travelers, and the booking rules' 4xx;
 * nothing is written on a refusal.
 */
export async function requestChange(
  ctx: ServiceContext,
  tripId: number,
  input: ChangeStayInput,
): Promise<{ change: ApiChange; trip: Trip }> {
  const held = await changeableTrip(ctx, tripId);
  const actor = requireUser(ctx.actor);
  const r = held.reservation;
  if (input.check_in === r.checkIn && input.check_out === r.checkOut && input.guests === r.guests)
    throw bookingError(409, 'change_is_same');
  const pending = await ctx.orm
    .select({ id: reservationChanges.id })
    .from(reservationChanges)
    .where(and(eq(reservationChanges.reservationId, tripId), eq(reservationChanges.status, 'requested')));
  if (pending.length) throw bookingError(409, 'change_pending');
  await assertTravelersFit(ctx.orm, tripId, input.guests);
  const quote = await quoteStay(
    ctx,
    { propertyId: r.propertyId, checkIn: input.check_in, checkOut: input.check_out, guests: input.guests },
    { ignoreReservationId: tripId },
  );
  const [change] = await ctx.orm
    .insert(reservationChanges)
    .values({
      reservationId: tripId,
      status: 'requested',
      fromCheckIn: r.checkIn,
      fromCheckOut: r.checkOut,
      fromGuests: r.guests,
      checkIn: input.check_in,
      checkOut: input.check_out,
      guests: input.guests,
      quote: frozen(quote),
      differenceCents: quote.totalCents - held.account.stayCents,
      requestedByUserId: actor.userId,
      createdAt: ctx.now,
    })
    .returning();
  if (!change) throw new Error('change insert returned nothing');
  let applied: AppliedMoney | undefined;
  if (quote.instantBook) {
    try {
      applied = await applyChange(ctx, change.id, frozen(quote));
    } catch (err) {
      // Nothing of a refused change stays (it is not money: the ledger was never touched).
      await ctx.orm.delete(reservationChanges).where(eq(reservationChanges.id, change.id));
      if (sqlState(err) === '23P01') throw bookingError(409, 'dates_unavailable');
      throw err;
    }
  }
  const [saved] = await ctx.orm.select().from(reservationChanges).where(eq(reservationChanges.id, change.id));
  if (!saved) throw notFound();
  await sendChangeMail(ctx.orm, saved, applied);
  return { change: toApiChange(saved), trip: await getTrip(ctx, tripId) };
}

/** The trip's changes, newest first. */
export async function listChanges(ctx: ServiceContext, tripId: number): Promise<ApiChange[]> {
  const actor = requireUser(ctx.actor);
  const held = await readAccount(ctx.orm, tripId);
  if (!held || !canViewTrip(actor, { userId: held.reservation.userId })) throw notFound();
  const found = await ctx.orm
    .select()
    .from(reservationChanges)
    .where(eq(reservationChanges.reservationId, tripId))
    .orderBy(desc(reservationChanges.id));
  return found.map(toApiChange);
}

/**
 * A concierge of the villa's destination decides on a requested change: accepting re-quotes it at
 * the current rates and applies it (409 `dates_unavailable` if its nights were taken meanwhile,
 * `guests_below_travelers` if the trip now lists more travelers than its guests);
 * declining leaves the stay as it was. The guest is mailed either way.
 */
export async function decideChange(
  ctx: ServiceContext,
  tripId: number,
  changeId: number,
  decision: 'accept' | 'decline',
): Promise<ApiChange> {
  const scoped = await reservationInScope(ctx, tripId);
  const [change] = await ctx.orm
    .select()
    .from(reservationChanges)
    .where(and(eq(reservationChanges.id, changeId), eq(reservationChanges.reservationId, tripId)));
  if (!change) throw notFound();
  if (change.status !== 'requested') throw bookingError(409, 'change_not_requested');
  let applied: AppliedMoney | undefined;
  if (decision === 'decline') {
    await inTransaction(ctx.orm, async (tx) => {
      await tx
        .update(reservationChanges)
        .set({ status: 'declined', decidedAt: ctx.now, decidedByUserId: ctx.actor.kind === 'user' ? ctx.actor.userId : null })
        .where(eq(reservationChanges.id, changeId));
      await recordAudit(tx, ctx, {
        action: 'reservation.change_decline',
        objectType: 'reservation',
        objectId: tripId,
        before: { property_id: scoped.propertyId, change_id: changeId, change_status: 'requested' },
        after: { property_id: scoped.propertyId, change_id: changeId, change_status: 'declined' },
      });
    });
  } else {
    const held = await readAccount(ctx.orm, tripId);
    if (!held) throw notFound();
    // Travelers added since the request (up to the guests booked then) are removed before fewer guests.
    await assertTravelersFit(ctx.orm, tripId, change.guests);
    // The same re-quote the desk's pending change shows (pendingChange).
    const quote = await acceptanceQuote(ctx, held, change);
    try {
      applied = await applyChange(ctx, changeId, frozen(quote), { audit: true });
    } catch (err) {
      if (sqlState(err) === '23P01') throw bookingError(409, 'dates_unavailable');
      throw err;
    }
  }
  const [saved] = await ctx.orm.select().from(reservationChanges).where(eq(reservationChanges.id, changeId));
  if (!saved) throw notFound();
  await sendChangeMail(ctx.orm, saved, applied);
  return toApiChange(saved);
}

/** What applying a change did to the money: the refund sent and what the cancellation policy kept. */
type AppliedMoney = { refundCents: number; keptCents: number };

/**
 * The guest hears what became of their change, in their language, with the figures after it and,
 * for a change applied, the refund and what the policy kept on lines of their own. Once per change and status.
 */
async function sendChangeMail(orm: Orm, change: typeof reservationChanges.$inferSelect, applied?: AppliedMoney) {
  try {
    const [row] = await orm
      .select({ locale: users.locale, email: users.email })
      .from(reservations)
      .innerJoin(users, eq(users.id, reservations.userId))
      .where(eq(reservations.id, change.reservationId));
    if (!row) return;
    const locale = isLocale(row.locale) ? row.locale : 'en';
    const [trip] = await loadTrips(orm, [eq(reservations.id, change.reservationId)], locale);
    if (!trip) return;
    const t = serverTranslator(locale);
    const values = {
      property: trip.property.name,
      number: trip.confirmation_number,
      difference: formatMoney(locale, Math.abs(change.differenceCents), trip.currency),
    };
    const content = renderMail({
      locale,
      greeting: t('booking.mail.greeting', { name: trip.lead_guest.first_name }),
      heading: t(`booking.change.mail.${change.status}_heading`),
      paragraphs: [t(`booking.change.mail.${change.status}_body`, values)],
      details: [
        ...tripMailDetails(t, locale, trip),
        ...(applied && applied.refundCents + applied.keptCents > 0
          ? [
              { label: t('booking.change.mail.refund_line'), value: formatMoney(locale, applied.refundCents, trip.currency) },
              { label: t('booking.change.mail.kept_line'), value: formatMoney(locale, applied.keptCents, trip.currency) },
            ]
          : []),
      ],
      footer: t('booking.mail.footer'),
    });
    await sendMail(orm, {
      to: row.email,
      subject: t(`booking.change.mail.${change.status}_subject`, values),
      ...content,
      locale,
      template: `change-${change.status}`,
      idempotencyKey: `change-${change.status}:${change.id}`,
    });
  } catch (err) {
    console.error('[booking] change mail failed', err);
  }
}
