import { ownerExpenses } from '@/server/db/schema/owners';
import { writePrivateFile } from '@/server/messaging/private-files';
import { NO_ACCOUNT, OWNERS_LISTS, type Row, rule } from './authorization-rules';

/** Administrators only; an owner-group account is refused (403), as is every other role. */
const ADMIN_WRITES = rule(403, { ...NO_ACCOUNT, admin: '2xx' });
/** An expense is recorded by an administrator or a concierge whose scope covers the villa (another state's: 404). */
const EXPENSE_WRITERS = rule(403, { ...NO_ACCOUNT, concierge: '2xx', countryManager: '2xx', admin: '2xx', farConcierge: 404 });
/** Expenses are read by owners (theirs), concierges (their scope) and administrators. */
const EXPENSE_READERS = rule(403, {
  ...NO_ACCOUNT,
  owner: '2xx',
  otherOwner: '2xx',
  concierge: '2xx',
  farConcierge: '2xx',
  countryManager: '2xx',
  admin: '2xx',
});
/** One expense's receipt: the villa's owner, the concierges of its scope, administrators; others in those roles 404. */
const RECEIPT = rule(403, {
  ...NO_ACCOUNT,
  owner: '2xx',
  concierge: '2xx',
  countryManager: '2xx',
  admin: '2xx',
  otherOwner: 404,
  farConcierge: 404,
});

// Issued months go forward from long ago, so each cell issues a month not issued yet and no
// other row's dates (2031) fall in a locked month.
let issued = 0;
const nextMonth = () => {
  issued += 1;
  return `${2000 + Math.floor(issued / 12)}-${String((issued % 12) + 1).padStart(2, '0')}`;
};
let receipts = 0;

/** The authorization matrix's rows for the owner portal's statements operations (issue 15). */
export const OWNER_STATEMENTS_ROWS: Record<string, Row> = {
  'GET /v1/owner/statements': { rule: OWNERS_LISTS, cell: () => ({ query: { month: '2031-01' } }) },
  'GET /v1/owner/statements.csv': { rule: OWNERS_LISTS, cell: () => ({ query: { month: '2031-01' } }) },
  'GET /v1/owner/statements.pdf': { rule: OWNERS_LISTS, cell: () => ({ query: { month: '2031-01', locale: 'es' } }) },
  'POST /v1/owner/statements/issue': {
    rule: ADMIN_WRITES,
    writes: true,
    cell: (w) => ({ json: { month: nextMonth(), owner: w.members.owner.id } }),
  },
  'GET /v1/owner/expenses': { rule: EXPENSE_READERS },
  'POST /v1/owner/expenses': {
    rule: EXPENSE_WRITERS,
    writes: true,
    cell: (w) => ({ json: { date: '2031-01-15', property: w.villaId, description: 'Pool pump repair', amount_cents: 12_500 } }),
  },
  'GET /v1/owner/expenses/{id}/receipt': {
    rule: RECEIPT,
    cell: async (w) => {
      receipts += 1;
      const key = `receipts/matrix-receipt-${String(receipts).padStart(8, '0')}.pdf`;
      await writePrivateFile(key, Buffer.from('%PDF-1.4\n%matrix\n')).catch(() => undefined);
      const [row] = await w.orm
        .insert(ownerExpenses)
        .values({
          propertyId: w.villaId,
          incurredOn: '2031-01-10',
          description: 'Receipted',
          amountCents: 100,
          receiptPath: key,
          receiptName: 'r.pdf',
          receiptMime: 'application/pdf',
        })
        .returning({ id: ownerExpenses.id });
      return { params: { id: row?.id ?? 0 } };
    },
  },
  'GET /v1/owner/payouts': { rule: OWNERS_LISTS },
  'POST /v1/owner/payouts': {
    rule: ADMIN_WRITES,
    writes: true,
    cell: (w) => ({ json: { owner: w.members.owner.id, date: '2031-02-01', amount_cents: 50_000, reference: 'WIRE-MATRIX' } }),
  },
};
