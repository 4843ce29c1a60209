import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { rows } from '../db/raw';
import { accountOf } from '../ledger/account';
import { scheduleOf } from '../ledger/schedule';
import { bookingEntries } from '../ledger/stay-entries';
import type { TripInstallment } from './booking.types';
import { todayIn } from '../core/calendar';

/**
 * The payment schedule a booking would have, shown before the guest confirms (DESIGN §5): the
 * same pure functions the ledger uses, over the entries the booking would open its account with
 * and the villa's own terms. Empty for an unknown villa.
 */
export async function bookingSchedule(
  ctx: ServiceContext,
  propertyId: number,
  quote: {
    nights: { date: string; cents: number }[];
    nightsTotalCents: number;
    cleaningFeeCents: number;
    serviceFeeCents: number;
    taxesCents: number;
    securityDepositCents: number;
  },
  checkIn: string,
): Promise<{ installments: TripInstallment[]; depositPercent: number }> {
  const [terms] = await rows<{ deposit_percent: number; balance_due_days: number; time_zone: string }>(
    ctx.orm,
    sql`select p.deposit_percent, p.balance_due_days, coalesce(s.time_zone, c.time_zone) as time_zone
      from properties p join countries c on c.id = p.country_id join states s on s.id = p.state_id where p.id = ${propertyId}`,
  );
  if (!terms) return { installments: [], depositPercent: 0 };
  const today = todayIn(terms.time_zone, ctx.now);
  const account = accountOf(bookingEntries(quote));
  const schedule = scheduleOf(
    account,
    { depositPercent: terms.deposit_percent, balanceDueDays: terms.balance_due_days, checkIn, bookedOn: today },
    today,
  );
  return {
    depositPercent: terms.deposit_percent,
    installments: schedule.installments.map((i) => ({
      key: i.key,
      amount_cents: i.amountCents,
      due_on: i.dueOn,
      paid_cents: 0,
      outstanding_cents: i.amountCents,
      status: i.status,
    })),
  };
}
