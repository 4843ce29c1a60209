import type { FrozenQuote } from '../db/schema/booking';

export interface ChargeLine {
  kind: 'nights' | 'cleaning_fee' | 'service_fee' | 'taxes';
  labelEn: string;
  labelEs: string;
  amountCents: number;
}

const nightsLabel = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/**
 * The ledger lines a booking starts with: one per line of its frozen quote, so the charges add up
 * to the quoted total (the security deposit is held apart and is not a charge). Pure, for the
 * booking step and the demo seed alike.
 */
export function bookingChargeLines(quote: FrozenQuote): ChargeLine[] {
  const count = quote.nights.length;
  const lines: ChargeLine[] = [
    {
      kind: 'nights',
      labelEn: nightsLabel(count, 'night', 'nights'),
      labelEs: nightsLabel(count, 'noche', 'noches'),
      amountCents: quote.nightsTotalCents,
    },
    { kind: 'cleaning_fee', labelEn: 'Cleaning fee', labelEs: 'Tarifa de limpieza', amountCents: quote.cleaningFeeCents },
    { kind: 'service_fee', labelEn: 'Service fee', labelEs: 'Tarifa de servicio', amountCents: quote.serviceFeeCents },
    { kind: 'taxes', labelEn: 'Taxes', labelEs: 'Impuestos', amountCents: quote.taxesCents },
  ];
  return lines.filter((l) => l.amountCents !== 0 || l.kind === 'nights');
}
