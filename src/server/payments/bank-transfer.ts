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

export function bankTransferDetails(
  reference: string,
  amountCents: number,
  currency: string,
  env: Record<string, string | undefined> = process.env,
): BankTransferDetails {
  const configured = Boolean(env.BANK_TRANSFER_IBAN);
  return {
    beneficiary: env.BANK_TRANSFER_BENEFICIARY || 'Alma Villas S.R.L.',
    bank: env.BANK_TRANSFER_BANK || 'Banco Demostración',
    iban: env.BANK_TRANSFER_IBAN || 'DO00 DEMO 0000 0000 0000 0000 0000',
    swift: env.BANK_TRANSFER_SWIFT || 'DEMODOSDXXX',
    reference,
    amount_cents: amountCents,
    currency,
    demo: !configured,
  };
}
