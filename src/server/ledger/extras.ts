import type { Actor } from '../access/actor';
import type { Orm } from '../db/open';
import { entryLabel, type LockedAccount, moneyError, postEntries } from './ledger';

type Who = { actor: Actor; now: Date };

/** A reference of a charge a concierge added at the desk: `desk-charge:<n>`, n counting from 1 per trip. */
const CHARGE_PREFIX = 'desk-charge:';
const VOID_PREFIX = 'desk-void:';

/** The kinds a concierge adds by hand (a desk charge, a goodwill credit), the only ones a void reverses. */
const VOIDABLE_KINDS = new Set(['extra', 'adjustment']);

/**
 * A concierge adds an extra to the trip's bill (a bottle of wine, a late check-out): a positive
 * `extra` entry whose label is the description, in both languages as written. 422 unless whole
 * cents above zero.
 */
export async function addExtraCharge(
  tx: Orm,
  locked: LockedAccount,
  opts: { description: string; amountCents: number },
  who: Who,
): Promise<{ locked: LockedAccount; entryId: number }> {
  if (!Number.isSafeInteger(opts.amountCents) || opts.amountCents <= 0) throw moneyError(422, 'invalid_amount');
  const n = locked.entries.filter((e) => e.reference.startsWith(CHARGE_PREFIX)).length + 1;
  const after = await postEntries(
    tx,
    locked,
    [
      {
        kind: 'extra',
        amountCents: opts.amountCents,
        label: { en: opts.description, es: opts.description },
        reference: `${CHARGE_PREFIX}${n}`,
      },
    ],
    who,
  );
  const entry = after.entries[after.entries.length - 1];
  return { locked: after, entryId: entry?.id ?? 0 };
}

/** Why an entry cannot be voided: not this trip's, not an extra or adjustment written by staff, or voided already. */
export function voidRefusal(locked: LockedAccount, entryId: number): 'not_found' | 'charge_not_voidable' | 'charge_already_voided' | null {
  const entry = locked.entries.find((e) => e.id === entryId);
  if (!entry) return 'not_found';
  // A plan's charge follows the plan (withdrawn, it is reversed there); a cancellation's lines close the account.
  const byHand = entry.reference.startsWith(CHARGE_PREFIX) || entry.reference === 'goodwill';
  if (!VOIDABLE_KINDS.has(entry.kind) || entry.actorKind !== 'staff' || !byHand) return 'charge_not_voidable';
  if (locked.entries.some((e) => e.reference === `${VOID_PREFIX}${entry.id}`)) return 'charge_already_voided';
  return null;
}

/**
 * Voids a staff-added extra or adjustment: a new entry of the same kind and the opposite amount,
 * referencing the voided one (`desk-void:<entry id>`), with the reason. Once only (409).
 */
export async function voidCharge(
  tx: Orm,
  locked: LockedAccount,
  opts: { entryId: number; reason: string },
  who: Who,
): Promise<LockedAccount> {
  const refusal = voidRefusal(locked, opts.entryId);
  if (refusal === 'not_found') throw moneyError(404, 'charge_not_found');
  if (refusal) throw moneyError(409, refusal);
  const entry = locked.entries.find((e) => e.id === opts.entryId);
  if (!entry) throw moneyError(404, 'charge_not_found');
  const label = {
    en: entryLabel('charge_voided', { label: entry.labelEn }).en,
    es: entryLabel('charge_voided', { label: entry.labelEs }).es,
  };
  return postEntries(
    tx,
    locked,
    [{ kind: entry.kind, amountCents: -entry.amountCents, label, reference: `${VOID_PREFIX}${entry.id}`, reason: opts.reason }],
    who,
  );
}

/**
 * The groceries were bought: the estimate on the bill becomes the real cost. Posts the difference
 * between what is billed and what was paid for the lines as one `grocery` entry (nothing when
 * they agree). Returns the new billed figure.
 */
export async function settleGroceryPurchase(
  tx: Orm,
  locked: LockedAccount,
  opts: { billedCents: number; actualCents: number; reference: string },
  who: Who,
): Promise<{ locked: LockedAccount; billedCents: number }> {
  const difference = opts.actualCents - opts.billedCents;
  if (difference === 0) return { locked, billedCents: opts.billedCents };
  const after = await postEntries(
    tx,
    locked,
    [{ kind: 'grocery', amountCents: difference, label: entryLabel('grocery_purchased'), reference: opts.reference }],
    who,
  );
  return { locked: after, billedCents: opts.actualCents };
}
