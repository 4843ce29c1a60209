/** An instant's calendar date in the villa's zone (YYYY-MM-DD), for formatIsoDate. */
export function isoDateIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

export type BalanceState = 'due' | 'paid' | 'credit';

export const balanceState = (cents: number): BalanceState => (cents > 0 ? 'due' : cents === 0 ? 'paid' : 'credit');
