import type { EntryAmount } from '@/server/ledger/account';
import type { ScheduleTerms } from '@/server/ledger/schedule';
import { bookingEntries } from '@/server/ledger/stay-entries';
import type { StayQuote } from './ledger-model';

/**
 * The worked example of the ledger's unit tests: 7 nights at $1,000, a $250 cleaning fee, a 10%
 * service fee ($725) and 18% taxes ($1,435.50): a $9,410.50 stay, and a $1,500 security deposit.
 */
export const SEVEN_NIGHTS: StayQuote = {
  nights: Array.from({ length: 7 }, (_, i) => ({ date: `2031-03-0${i + 1}`, cents: 100_000 })),
  nightsTotalCents: 700_000,
  cleaningFeeCents: 25_000,
  serviceFeeCents: 72_500,
  taxesCents: 143_550,
  securityDepositCents: 150_000,
};
export const STAY_CENTS = 941_050;
export const SECURITY_DEPOSIT_CENTS = 150_000;
/** 30% of the stay, and the rest with the security deposit. */
export const DEPOSIT_CENTS = 282_315;
export const BALANCE_CENTS = 808_735;
export const EVERYTHING_CENTS = 1_091_050;

/** Booked in June for March: the deposit now, the balance 60 days before arrival (2030-12-31). */
export const TERMS: ScheduleTerms = { depositPercent: 30, balanceDueDays: 60, checkIn: '2031-03-01', bookedOn: '2030-06-01' };

export const booked = (quote: StayQuote = SEVEN_NIGHTS): EntryAmount[] =>
  bookingEntries(quote).map((d) => ({ kind: d.kind, amountCents: d.amountCents }));

export const payment = (cents: number): EntryAmount => ({ kind: 'payment', amountCents: -cents });
