/** The card provider that took a payment, by the name stored on it. Completed when the providers land (issue 13). */
export interface RefundingProvider {
  refund(input: {
    providerRef: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ providerRef: string; status: 'pending' | 'succeeded' | 'failed' }>;
}

export function providerByName(_name: string): RefundingProvider | null {
  return null;
}
