import type { FrozenQuote } from '../db/schema/booking';
import { type EntryAmount, isKeptLineReference } from './account';
import { type EntryDraft, entryLabel } from './ledger';
import type { LedgerKind } from './kinds';

export type StayFigures = Pick<
  FrozenQuote,
  'nights' | 'nightsTotalCents' | 'cleaningFeeCents' | 'serviceFeeCents' | 'taxesCents' | 'securityDepositCents'
>;

const figures = (q: StayFigures): [LedgerKind, number][] => [
  ['nights', q.nightsTotalCents],
  ['cleaning', q.cleaningFeeCents],
  ['service_fee', q.serviceFeeCents],
  ['tax', q.taxesCents],
  ['deposit_held', q.securityDepositCents],
];

const labelFor = (kind: LedgerKind, nights: number) => (kind === 'nights' ? entryLabel('nights', { count: nights }) : entryLabel(kind));

/** The entries a booking opens its account with: one per line of the frozen quote, and the security deposit asked for apart. */
export function bookingEntries(quote: StayFigures): EntryDraft[] {
  return figures(quote)
    .filter(([, cents]) => cents !== 0)
    .map(([kind, cents]) => ({ kind, amountCents: cents, label: labelFor(kind, quote.nights.length), reference: 'booking' }));
}

/**
 * The entries of a change of dates or guests (pure): for each line of the stay, the difference
 * between the new quote and what the account holds now, so the stay then adds up to the new quote.
 * The lines a cancellation policy kept at an earlier change (`…:kept`, `…:kept-used`) are apart: changePlan moves them.
 */
export function changeEntries(entries: readonly EntryAmount[], quote: StayFigures, reference: string): EntryDraft[] {
  const held = (kind: LedgerKind) =>
    entries.reduce((sum, e) => (e.kind === kind && !isKeptLineReference(e.reference) ? sum + e.amountCents : sum), 0);
  const drafts: EntryDraft[] = [];
  for (const [kind, cents] of figures(quote)) {
    const now = kind === 'deposit_held' ? held('deposit_held') + held('deposit_released') : held(kind);
    const diff = cents - now;
    if (diff === 0) continue;
    if (kind === 'deposit_held') {
      drafts.push({
        kind: diff > 0 ? 'deposit_held' : 'deposit_released',
        amountCents: diff,
        label: entryLabel(diff > 0 ? 'deposit_held' : 'deposit_released'),
        reference,
      });
    } else {
      drafts.push({
        kind,
        amountCents: diff,
        label: kind === 'nights' ? entryLabel('nights', { count: quote.nights.length }) : entryLabel(kind),
        reference,
      });
    }
  }
  return drafts;
}
