import { config, type Env } from '../core/config.mjs';

/** Where a guest sends a bank transfer; BANK_TRANSFER_* in production, the demonstration account otherwise. */
export interface BankTransferDetails {
  beneficiary: string;
  bank: string;
  iban: string;
  swift: string;
  /** What the guest writes as the transfer's reference: the confirmation number. */
  reference: string;
  amount_cents: number;
  currency: string;
  /** True for the built-in demonstration account (no BANK_TRANSFER_IBAN set). */
  demo: boolean;
}

export function bankTransferDetails(reference: string, amountCents: number, currency: string, env?: Env): BankTransferDetails {
  const account = config(env).bankTransfer;
  const configured = Boolean(account.iban);
  return {
    beneficiary: account.beneficiary || 'Alma Villas S.R.L.',
    bank: account.bank || 'Banco Demostración',
    iban: account.iban || 'DO00 DEMO 0000 0000 0000 0000 0000',
    swift: account.swift || 'DEMODOSDXXX',
    reference,
    amount_cents: amountCents,
    currency,
    demo: !configured,
  };
}
