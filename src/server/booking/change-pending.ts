import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { reservationChanges } from '../db/schema/booking';
import { AppError } from '../core/errors';
import { type LockedAccount, readAccount } from '../ledger/ledger';
import { type ChangeMoney, changeMoney } from './change-money';
import { todayIn } from '../core/calendar';
import { quoteStay } from './quote.service';
import type { z } from 'zod';
import type { apiChangeSchema } from './booking.openapi';

export type ApiChange = z.infer<typeof apiChangeSchema>;

export const toApiChange = (c: typeof reservationChanges.$inferSelect): ApiChange => ({
  id: c.id,
  status: c.status,
  from: { check_in: c.fromCheckIn, check_out: c.fromCheckOut, guests: c.fromGuests },
  to: { check_in: c.checkIn, check_out: c.checkOut, guests: c.guests },
  difference_cents: c.differenceCents,
  created_at: new Date(c.createdAt).toISOString(),
  decided_at: c.decidedAt ? new Date(c.decidedAt).toISOString() : null,
});

/** A requested change re-quoted as a concierge's acceptance on `ctx.now` prices it: the current rates, the villa's today. */
export function acceptanceQuote(
  ctx: ServiceContext,
  held: LockedAccount,
  change: Pick<typeof reservationChanges.$inferSelect, 'checkIn' | 'checkOut' | 'guests'>,
) {
  const r = held.reservation;
  return quoteStay(
    ctx,
    { propertyId: r.propertyId, checkIn: change.checkIn, checkOut: change.checkOut, guests: change.guests },
    { ignoreReservationId: r.id, today: todayIn(r.timeZone, ctx.now) },
  );
}

/** What accepting a requested change on the desk's day would do (decision 035): the figures the ledger then writes. */
export interface AcceptedToday extends ChangeMoney {
  /** The new stay's price (the security deposit apart) at today's rates. */
  total_cents: number;
  /** New stay price − the stay as it stands: charged when positive. */
  difference_cents: number;
}

/** The guest's change awaiting the concierge, with what accepting it today would do, or why it cannot be accepted as it stands. */
export interface PendingChange extends ApiChange {
  if_accepted_today: AcceptedToday | null;
  /** The refusal accepting would meet today (dates_unavailable, not_changeable, a booking rule's code); null when it can be accepted. */
  blocked: string | null;
}

/**
 * The trip's requested change for the desk (at most one: requestChange refuses a second). Priced
 * exactly as decideChange's acceptance would be on the desk's day: the same re-quote
 * (acceptanceQuote) and the same plan the ledger writes (changeMoney), so the concierge reads the
 * refund and what the policy keeps before accepting.
 */
export async function pendingChange(ctx: ServiceContext, tripId: number): Promise<PendingChange | null> {
  const [change] = await ctx.orm
    .select()
    .from(reservationChanges)
    .where(and(eq(reservationChanges.reservationId, tripId), eq(reservationChanges.status, 'requested')))
    .orderBy(desc(reservationChanges.id))
    .limit(1);
  const held = change ? await readAccount(ctx.orm, tripId) : null;
  if (!change || !held) return null;
  const base = toApiChange(change);
  if (!['awaiting_payment', 'confirmed'].includes(held.reservation.status))
    return { ...base, if_accepted_today: null, blocked: 'not_changeable' };
  try {
    const quote = await acceptanceQuote(ctx, held, change);
    const money = await changeMoney(ctx.orm, held, quote, ctx.now);
    return {
      ...base,
      if_accepted_today: { total_cents: quote.totalCents, difference_cents: quote.totalCents - held.account.stayCents, ...money },
      blocked: null,
    };
  } catch (err) {
    // A rule the new stay no longer meets is the desk's information, not a failure of the page.
    if (err instanceof AppError && err.status < 500) return { ...base, if_accepted_today: null, blocked: err.code };
    throw err;
  }
}
