/**
 * Prints an owner's statement of a month and its reconciliation against the ledger:
 *   npm run owner:statement -- owner@almavillas.test 2026-10 [propertyId]
 * The statement is the one the owner sees (GET /v1/owner/statements); the reconciliation reads the
 * ledger directly: the owner-share entries (nights, cleaning) of the month's stays, the service fee
 * and taxes beside them (not the owner's), every entry counted once over all months, and each
 * reservation's commission equal to its villa's rate on its nights.
 */
import { sql } from 'drizzle-orm';
import { roleFromGroups } from '../src/lib/roles';
import type { UserActor } from '../src/server/access/actor';
import { serviceContext } from '../src/server/access/context';
import { openDatabase } from '../src/server/db/open';
import { rows } from '../src/server/db/raw';
import { COUNTED_RESERVATION, loadBooks } from '../src/server/owners/statements/statement-books';
import { commissionOf, MONTH, monthLines } from '../src/server/owners/statements/statement-math';
import { decimalDollars } from '../src/server/owners/statements/statement-export';
import { getStatement } from '../src/server/owners/statements/statements.service';
import { config } from '../src/server/core/config.mjs';

const [email, month, propertyArg] = process.argv.slice(2);
if (!email || !month || !MONTH.test(month) || (propertyArg && !/^\d+$/.test(propertyArg))) {
  console.error('usage: npm run owner:statement -- <owner email> <YYYY-MM> [propertyId]');
  process.exit(2);
}
const property = propertyArg ? Number(propertyArg) : undefined;
const $ = (cents: number) => `$${decimalDollars(cents)}`.replace('$-', '-$').padStart(13);

const db = await openDatabase({ url: config().databaseUrl, dataDir: config().pgliteDir });
try {
  await db.migrate();
  const [user] = await rows<{ id: number; name: string; email: string; groups: string[] }>(
    db.orm,
    sql`select u.id, u.name, u.email, coalesce(array_agg(g.code) filter (where g.code is not null), '{}') as groups
      from users u left join user_groups ug on ug.user_id = u.id left join groups g on g.id = ug.group_id
      where lower(u.email) = lower(${email}) group by u.id`,
  );
  if (!user) throw new Error(`no account ${email}`);
  const actor: UserActor = {
    kind: 'user',
    userId: user.id,
    sessionId: 0,
    email: user.email,
    name: user.name,
    locale: 'en',
    groups: user.groups,
    role: roleFromGroups(user.groups),
  };
  const s = await getStatement(serviceContext(db.orm, actor), { month, property });
  const villa = property ? s.properties.find((p) => p.id === property)?.name : 'all villas';
  console.log(`\nStatement of ${month} for ${user.name} <${user.email}>, ${villa}`);
  console.log(s.state === 'issued' ? `Issued on ${s.issued_at}` : `Open (issues on ${s.issues_on})`);
  console.log(
    `\n${'Date'.padEnd(11)}${'Line'.padEnd(34)}${'Villa'.padEnd(24)}${'Nights'.padStart(13)}${'Cleaning'.padStart(13)}${'Commission'.padStart(13)}${'Net'.padStart(13)}`,
  );
  for (const l of s.lines) {
    const what =
      l.type === 'revenue'
        ? `Stay ${l.confirmation_number} (#${l.reservation_id})`
        : l.type === 'adjustment'
          ? `Correction of ${l.confirmation_number}, ${l.of_month}`
          : l.type === 'expense'
            ? `Expense #${l.expense_id}: ${l.description}`
            : `Payout #${l.payout_id}: ${l.description}`;
    const stay = l.type === 'revenue' || l.type === 'adjustment';
    console.log(
      `${(l.date ?? l.check_in ?? '').padEnd(11)}${what.slice(0, 33).padEnd(34)}${(l.property_name ?? 'all villas').slice(0, 23).padEnd(24)}` +
        `${stay ? $(l.nights_cents) : ''.padStart(13)}${stay ? $(l.cleaning_cents) : ''.padStart(13)}${stay ? $(-l.commission_cents) : ''.padStart(13)}` +
        `${$(l.type === 'payout' ? -l.amount_cents : l.net_cents)}`,
    );
  }
  const t = s.totals;
  console.log('');
  for (const [label, cents] of [
    ['Opening balance', t.opening_cents],
    ['+ Owner revenue', t.owner_revenue_cents],
    ['± Adjustments', t.adjustments_cents],
    ['− Commission', -t.commission_cents],
    ['− Expenses', -t.expenses_cents],
    ['= Net', t.net_cents],
    ['− Payouts made', -t.payouts_cents],
    ['= Closing balance', t.closing_cents],
  ] as const)
    console.log(`${label.padEnd(20)}${$(cents)}`);

  // Reconciliation against the ledger, read directly.
  const villaIds = (property ? [property] : s.properties.filter((p) => p.owner_id !== null).map((p) => p.id)).map((id) => sql`${id}`);
  const ledger = villaIds.length
    ? await rows<{ kind: string; cents: number; stays: number }>(
        db.orm,
        sql`select le.kind::text as kind, sum(le.amount_cents)::int as cents, count(distinct r.id)::int as stays
          from ledger_entries le join reservations r on r.id = le.reservation_id
          where r.property_id in (${sql.join(villaIds, sql`, `)}) and ${COUNTED_RESERVATION}
            and to_char(r.check_in, 'YYYY-MM') = ${month} and le.kind in ('nights', 'cleaning', 'service_fee', 'tax')
          group by le.kind order by le.kind`,
      )
    : [];
  const of = (kind: string) => ledger.find((r) => r.kind === kind)?.cents ?? 0;
  const ownerShare = of('nights') + of('cleaning');
  console.log(`\nReconciliation with the ledger (stays checking in ${month}, every entry posted to date):`);
  console.log(`  nights ${$(of('nights'))} + cleaning ${$(of('cleaning'))} = owner share ${$(ownerShare)}`);
  console.log(`  not the owner's: service fee ${$(of('service_fee'))}, taxes ${$(of('tax'))}`);
  const lineOwner = s.lines.filter((l) => l.type === 'revenue').reduce((sum, l) => sum + l.nights_cents + l.cleaning_cents, 0);
  const later = ownerShare - lineOwner;
  console.log(
    `  statement owner revenue ${$(lineOwner)}${later === 0 ? ' = owner share ✓' : `; ${$(later)} posted after the month was issued goes to a later month as an adjustment`}`,
  );

  // Over all months, every owner-share entry counted once and each reservation's commission exact.
  const books = await loadBooks(db.orm, [...new Set(s.owners.map((o) => o.id))]);
  let ledgerTotal = 0;
  let statementTotal = 0;
  let commissionOff = 0;
  for (const b of books.values()) {
    const inView = (propertyId: number) => (property ? propertyId === property : s.properties.some((p) => p.id === propertyId));
    const lines = [...monthLines(b, '9999-12').values()].flat();
    for (const r of b.reservations.values()) {
      if (!inView(r.propertyId)) continue;
      const entries = b.entries.filter((e) => e.reservationId === r.id);
      ledgerTotal += entries.reduce((sum, e) => sum + e.amountCents, 0);
      const mine = lines.filter((l) => (l.type === 'revenue' || l.type === 'adjustment') && l.reservationId === r.id);
      statementTotal += mine.reduce(
        (sum, l) => sum + (l.type === 'revenue' || l.type === 'adjustment' ? l.nightsCents + l.cleaningCents : 0),
        0,
      );
      const nights = entries.filter((e) => e.kind === 'nights').reduce((sum, e) => sum + e.amountCents, 0);
      const commission = mine.reduce((sum, l) => sum + (l.type === 'revenue' || l.type === 'adjustment' ? l.commissionCents : 0), 0);
      if (commission !== commissionOf(nights, b.commissionBps.get(r.propertyId) ?? 0)) commissionOff += 1;
    }
  }
  console.log(
    `  all months: ledger owner share ${$(ledgerTotal)} = statements' revenue + adjustments ${$(statementTotal)} ${ledgerTotal === statementTotal ? '✓' : '✗'}`,
  );
  console.log(
    `  commission: ${commissionOff === 0 ? 'every reservation’s lines add up to its rate on its nights ✓' : `${commissionOff} reservation(s) off ✗`}`,
  );
  if (ledgerTotal !== statementTotal || commissionOff) process.exitCode = 1;
} finally {
  await db.close();
}
