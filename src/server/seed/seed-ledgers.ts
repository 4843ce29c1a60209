import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { systemActor } from '../access/actor';
import { addDays } from '../core/calendar';
import { type EntryDraft, entryLabel, lockAccount, postEntries } from '../ledger/ledger';
import { settleDeposit } from '../ledger/operations';
import { openPayment, settlePayment } from '../ledger/payments';
import { scheduleOf } from '../ledger/schedule';
import { bookingEntries } from '../ledger/stay-entries';
import type { Orm } from '../db/open';
import { ledgerEntries, reservations } from '../db/schema/booking';
import { payments, refunds } from '../db/schema/money';
import { groceryOrders, itineraryItems } from '../db/schema/trips';
import { inTransaction } from '../db/transaction';

/**
 * The demo trips' accounts, written through the ledger like any booking (DESIGN §5), rebuilt on
 * every run (their dates move with today; only the seed may lift the ledger's append-only rule, for
 * its own trips, in its own transaction):
 * - the past stay, paid in full by bank transfer, its security deposit released after check-out
 *   and sent back;
 * - the stay under way, its deposit paid by (demonstration) card at booking and the balance with
 *   the security deposit before arrival: the deposit is held;
 * - the upcoming stay, its deposit paid by transfer, the balance due before arrival;
 * - the request, which owes nothing until a concierge accepts it.
 */
export async function seedLedgers(
  orm: Orm,
  confirmationNumbers: string[],
  today: string,
  /**
   * Unpaid trips (the desk's requests and acceptances): their booking's charges only, whatever their
   * place in the list. Settled trips (past stays, issue 32's reviewed ones): each as the past stay.
   */
  opts: { unpaid?: boolean; settled?: boolean } = {},
): Promise<void> {
  await inTransaction(orm, async (tx) => {
    const trips = await tx
      .select({
        id: reservations.id,
        number: reservations.confirmationNumber,
        quote: reservations.quote,
        createdAt: reservations.createdAt,
        checkIn: reservations.checkIn,
        checkOut: reservations.checkOut,
      })
      .from(reservations)
      .where(inArray(reservations.confirmationNumber, confirmationNumbers));
    const ids = trips.map((t) => t.id);
    if (ids.length === 0) return;
    await tx.execute(sql`set local alma.ledger_rebuild = 'on'`);
    await tx.delete(ledgerEntries).where(inArray(ledgerEntries.reservationId, ids));
    await tx.delete(refunds).where(inArray(refunds.reservationId, ids));
    await tx.delete(payments).where(inArray(payments.reservationId, ids));
    await tx.execute(sql`set local alma.ledger_rebuild = 'off'`);
    // Owner statements issued from the entries just rewritten are derived from them: they go too,
    // and the issuing job locks those months again from the new entries (docs/decisions/022).
    await tx.execute(
      sql`delete from owner_statements where owner_id in (select p.owner_id from properties p join reservations r on r.property_id = p.id
        where r.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and p.owner_id is not null)`,
    );

    for (const [index, number] of confirmationNumbers.entries()) {
      const trip = trips.find((t) => t.number === number);
      if (!trip?.quote) continue;
      const booked = { actor: systemActor('seed'), now: trip.createdAt };
      let locked = await lockAccount(tx, trip.id);
      if (!locked) continue;
      locked = await postEntries(tx, locked, bookingEntries(trip.quote), booked);

      // The extras seedTripExtras ordered: a submitted grocery list and the confirmed plans.
      const [order] = await tx
        .select({ billed: groceryOrders.billedCents })
        .from(groceryOrders)
        .where(eq(groceryOrders.reservationId, trip.id));
      const plans = await tx
        .select({ id: itineraryItems.id, price: itineraryItems.priceCents })
        .from(itineraryItems)
        .where(
          and(eq(itineraryItems.reservationId, trip.id), eq(itineraryItems.status, 'confirmed'), isNotNull(itineraryItems.priceCents)),
        );
      const titles = await tx.execute(
        sql`select i.id, coalesce(e.title_en, l.title_en) as en, coalesce(e.title_es, l.title_es) as es from itinerary_items i
          left join experiences e on e.id = i.experience_id left join luxury_services l on l.id = i.luxury_service_id
          where i.reservation_id = ${trip.id}`,
      );
      const titleOf = new Map((titles as unknown as { rows: { id: number; en: string; es: string }[] }).rows.map((r) => [r.id, r]));
      const extras: EntryDraft[] = [];
      if (order && order.billed > 0) {
        extras.push({ kind: 'grocery', amountCents: order.billed, label: entryLabel('grocery'), reference: `grocery-order:${trip.id}` });
      }
      for (const plan of plans) {
        const title = titleOf.get(plan.id);
        if (plan.price && title)
          extras.push({ kind: 'extra', amountCents: plan.price, label: { en: title.en, es: title.es }, reference: `itinerary:${plan.id}` });
      }
      locked = await postEntries(tx, locked, extras, booked);

      const pay = async (at: Date, amountCents: number, method: 'card' | 'bank_transfer') => {
        if (!locked || amountCents <= 0) return;
        const payment = await openPayment(tx, {
          reservationId: trip.id,
          method,
          provider: method === 'card' ? 'demo' : 'transfer',
          scope: method === 'card' ? 'next' : 'transfer',
          amountCents,
          currency: trip.quote?.currency ?? 'USD',
          userId: null,
          ...(method === 'card'
            ? { providerRef: `demo_pi_seed_${trip.number}_${at.getTime()}`, cardLast4: '4242' }
            : { receivedOn: at.toISOString().slice(0, 10), reference: `SEED-${trip.number}` }),
          createdAt: at,
        });
        const settled = await settlePayment(tx, locked, payment.id, { actor: systemActor('seed'), now: at });
        locked = settled.locked;
      };
      const schedule = () => (locked ? scheduleOf(locked.account, locked.reservation.terms, today) : null);
      const deposit = schedule()?.installments[0]?.amountCents ?? 0;
      const story = opts.unpaid ? -1 : opts.settled ? 0 : index;
      if (story === 0) {
        // Past: everything paid, then the deposit released after check-out and the transfer refund sent.
        await pay(trip.createdAt, locked.account.balanceDueCents, 'bank_transfer');
        const out = await settleDeposit(
          tx,
          locked,
          { action: 'release', reason: '' },
          { actor: systemActor('seed'), now: new Date(`${addDays(trip.checkOut, 2)}T12:00:00Z`) },
        );
        locked = out.locked;
        await tx
          .update(refunds)
          .set({ status: 'sent', sentOn: addDays(trip.checkOut, 3), reference: `SEED-REFUND-${trip.number}` })
          .where(eq(refunds.reservationId, trip.id));
      } else if (story === 1) {
        await pay(trip.createdAt, deposit, 'card');
        const due = schedule()?.balanceDueOn ?? trip.checkIn;
        await pay(new Date(`${due}T12:00:00Z`), locked.account.balanceDueCents, 'card');
      } else if (story === 2) {
        await pay(trip.createdAt, deposit, 'bank_transfer');
      }
      // The request (index 3) owes nothing yet.
    }
  });
}
