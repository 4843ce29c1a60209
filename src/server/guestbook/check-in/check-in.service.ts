import 'server-only';
import { type ServiceContext, withContext } from '../../access/context';
import { guestbookCheckIns } from '../../db/schema/guestbook';
import { type GuestbookStay, guestbookStay } from '../guestbook-access';
import { checkInRow, isComplete, toStayCheckIn } from './check-in-row';
import type { CheckInInput } from './check-in.schema';
import type { StayCheckIn } from './check-in.types';
import { stayError } from './stay-errors';
import { requestAirportTransfer } from './transfer-request';
import { inTransaction } from '../../db/transaction';

/** A stay is finished the day after its departure day: from then on its check-in is read-only (409 `stay_finished`). */
export function assertStayNotFinished(stay: Pick<GuestbookStay, 'checkOut' | 'today'>): void {
  if (stay.today > stay.checkOut) throw stayError(409, 'stay_finished');
}

/** The stay's check-in as its guest sees it (guestbookStay: 404 to anyone else). */
export async function getStayCheckIn(ctx: ServiceContext, number: string): Promise<StayCheckIn> {
  const stay = await guestbookStay(ctx, number);
  return toStayCheckIn(stay.checkIn, await checkInRow(ctx.orm, stay.reservationId));
}

/**
 * Saves the check-in form: arrival time, flight, airport transfer, special requests (a field left
 * out keeps its saved value). The first time the transfer is wanted it becomes a request to the
 * concierge (a message in the trip's conversation), once: `transfer_requested_at` records it.
 * `completed_at` follows the arrival time and the identity document. The reservation row is locked
 * while it is decided, so two saves at once cannot request the transfer twice.
 */
export async function saveCheckIn(ctx: ServiceContext, number: string, input: CheckInInput): Promise<StayCheckIn> {
  assertStayNotFinished(await guestbookStay(ctx, number));
  return inTransaction(ctx.orm, async (orm) => {
    const stay = await guestbookStay(withContext(ctx, { orm }), number, { lock: true });
    assertStayNotFinished(stay);
    const current = await checkInRow(orm, stay.reservationId, { lock: true });
    const next = {
      arrivalTime: input.arrival_time ?? current?.arrivalTime ?? '',
      flightNumber: input.flight_number ?? current?.flightNumber ?? '',
      airportTransfer: input.airport_transfer ?? current?.airportTransfer ?? false,
      specialRequests: input.special_requests ?? current?.specialRequests ?? '',
    };
    let transferRequestedAt = current?.transferRequestedAt ?? null;
    if (next.airportTransfer && !transferRequestedAt) {
      transferRequestedAt = ctx.now;
      await requestAirportTransfer(orm, stay, { ...next, now: ctx.now });
    }
    const facts = {
      arrivalTime: next.arrivalTime,
      idDocumentKey: current?.idDocumentKey ?? null,
      idDocumentDeletedAt: current?.idDocumentDeletedAt ?? null,
    };
    const completedAt = isComplete(facts) ? (current?.completedAt ?? ctx.now) : null;
    const values = { ...next, transferRequestedAt, completedAt, updatedAt: ctx.now };
    const [saved] = await orm
      .insert(guestbookCheckIns)
      .values({ reservationId: stay.reservationId, ...values })
      .onConflictDoUpdate({ target: guestbookCheckIns.reservationId, set: values })
      .returning();
    return toStayCheckIn(stay.checkIn, saved ?? null);
  });
}
