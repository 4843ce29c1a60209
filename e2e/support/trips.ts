import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import type { TripMoney } from '../../src/server/booking/booking.types';
import type { Locale } from './accounts';

/** The parts of a trip (POST /v1/reservations, GET /v1/account/trips/{id}) the e2e tests read. */
export interface E2eTrip {
  id: number;
  confirmation_number: string;
  status: string;
  hold_expires_at: string | null;
  property: { id: number; name: string };
  check_in: string;
  check_out: string;
  guests: number;
  currency: string;
  total_cents: number;
  balance_due_cents: number;
  charges: { kind: string; label: string; amount_cents: number }[];
  money: TripMoney;
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Dates no other test will pick: a random week between 8 months and 4 years ahead, so parallel
 * tests (and retries) on the shared e2e database do not race for the same nights.
 */
export function freeWeek(nights = 7, minDaysAhead = 240): { check_in: string; check_out: string } {
  const start = minDaysAhead + Math.floor(Math.random() * 1200);
  return { check_in: isoIn(start), check_out: isoIn(start + nights) };
}

/**
 * Books a stay through the API as the account whose cookie `request` holds: finds a villa free for
 * a random far-off week (instant-book or by request), quotes it and books it with the quote's
 * signature. Another test taking the nights first (409) only means trying another week.
 */
export async function bookViaApi(
  request: APIRequestContext,
  opts: { instant: boolean; guests?: number; locale?: Locale; daysAhead?: number; nights?: number; destinations?: string[] },
): Promise<E2eTrip> {
  const guests = opts.guests ?? 2;
  for (let attempt = 0; attempt < 8; attempt++) {
    const week =
      opts.daysAhead === undefined
        ? freeWeek(opts.nights ?? 7)
        : { check_in: isoIn(opts.daysAhead), check_out: isoIn(opts.daysAhead + (opts.nights ?? 7)) };
    const destination = opts.destinations?.[attempt % opts.destinations.length];
    const search = await request.get('/v1/properties', {
      params: { ...week, guests, per_page: 48, ...(opts.instant ? { instant_book: 1 } : {}), ...(destination ? { destination } : {}) },
    });
    expect(search.status()).toBe(200);
    const villas = ((await search.json()).data as { id: number; instant_book: 0 | 1 }[]).filter(
      (v) => v.instant_book === (opts.instant ? 1 : 0),
    );
    const villa = villas[Math.floor(Math.random() * villas.length)];
    if (!villa) continue;
    const quote = await request.get(`/v1/properties/${villa.id}/quote`, { params: { ...week, guests } });
    if (quote.status() !== 200) continue; // e.g. the villa's minimum stay is longer than a week
    const { quote_signature } = (await quote.json()).data as { quote_signature: string };
    const booked = await request.post(`/v1/reservations${opts.locale ? `?locale=${opts.locale}` : ''}`, {
      data: {
        property_id: villa.id,
        ...week,
        guests,
        lead_guest: { first_name: 'Alex', last_name: 'Rivera', email: 'alex.rivera@example.test', phone: '+1 809 555 0100' },
        message: 'Arriving in the afternoon.',
        quote_signature,
      },
    });
    if (booked.status() === 409) continue;
    expect(booked.status(), await booked.text()).toBe(201);
    return (await booked.json()).data as E2eTrip;
  }
  throw new Error('bookViaApi: no free villa found in 8 tries');
}

export const DEMO_CARD = { card_number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Alex Rivera' };

/** Pays a trip's next installment (or its whole balance) with the demonstration provider's card, through the API; returns the trip after. */
export async function payViaApi(request: APIRequestContext, tripId: number, scope: 'next' | 'balance' = 'next'): Promise<E2eTrip> {
  const start = await request.post(`/v1/account/trips/${tripId}/payments`, { data: { method: 'card', scope } });
  expect(start.status(), await start.text()).toBe(200);
  const { payment_id } = (await start.json()).data as { payment_id: number };
  const paid = await request.post(`/v1/account/trips/${tripId}/payments/${payment_id}/demo-confirm`, { data: DEMO_CARD });
  expect(paid.status(), await paid.text()).toBe(200);
  const trip = await request.get(`/v1/account/trips/${tripId}`);
  return (await trip.json()).data as E2eTrip;
}

/** Fills the pay panel's demonstration card form (expiry 12/34, CVC 123) with this card and holder, and pays. */
export async function payByDemoCard(panel: Locator, cardNumber: string, name: string) {
  const form = panel.getByTestId('demo-card-form');
  await form.locator('input[name="card_number"]').fill(cardNumber);
  await form.locator('input[name="exp"]').fill('12/34');
  await form.locator('input[name="cvc"]').fill('123');
  await form.locator('input[name="name"]').fill(name);
  await form.getByTestId('demo-pay').click();
}
