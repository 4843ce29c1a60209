'use client';

import { useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import type { ApiQuote } from '@/server/booking/quote.api';
import { addDays, initialSelection, type Selection, searchWithSelection, storedBooking } from './booking-selection';

/** GET /v1/properties/{id}/quote's `data` (amounts in currency units): the API's own type. */
export type Quote = ApiQuote;

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: Quote }
  | { status: 'error'; message: string; code: string };

export type AvailabilityState =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'ready'; unavailable: ReadonlySet<string>; minNights: number };

export interface BookingState {
  ready: boolean;
  selection: Selection;
  quote: QuoteState;
  availability: AvailabilityState;
}

const STORAGE_KEY = 'booking';
/** How far ahead the calendar looks. */
const AVAILABILITY_DAYS = 366;
const GUEST_DEBOUNCE_MS = 250;

function readStored(): unknown {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/**
 * One villa page's booking state, shared by every island that shows it (the desktop panel, the
 * phone sheet and the availability calendar): the chosen stay, the server's quote for it and the
 * nights already taken. It mirrors the stay into the URL and into localStorage `booking`.
 */
export class BookingStore {
  private state: BookingState = {
    ready: false,
    selection: { checkIn: null, checkOut: null, guests: 2 },
    quote: { status: 'idle' },
    availability: { status: 'idle' },
  };
  private listeners = new Set<() => void>();
  private quoteAbort: AbortController | null = null;
  private quoteTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly propertyId: number,
    readonly locale: Locale,
    private readonly today: string,
    private readonly networkError: string,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  private set(patch: Partial<BookingState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  /** Reads the URL and localStorage once, after hydration (the server renders the empty state). */
  start() {
    if (this.state.ready) return;
    const selection = initialSelection(new URLSearchParams(window.location.search), readStored());
    this.set({ ready: true, selection });
    // A stay restored from storage goes into the URL (shareable); a plain visit leaves the URL alone.
    if (selection.checkIn && selection.checkOut) this.persist(selection);
    this.requestQuote(0);
  }

  select(patch: Partial<Selection>) {
    const selection = { ...this.state.selection, ...patch };
    this.set({ selection });
    this.persist(selection);
    this.requestQuote('guests' in patch && !('checkIn' in patch) ? GUEST_DEBOUNCE_MS : 0);
  }

  retryQuote() {
    this.requestQuote(0);
  }

  private persist(selection: Selection) {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(storedBooking(readStored(), selection)));
    } catch {
      // Private windows may refuse storage; the URL still carries the stay.
    }
    const search = searchWithSelection(window.location.search, selection);
    if (search !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
    }
  }

  private requestQuote(delay: number) {
    clearTimeout(this.quoteTimer);
    this.quoteAbort?.abort();
    const { checkIn, checkOut, guests } = this.state.selection;
    if (!checkIn || !checkOut) {
      this.set({ quote: { status: 'idle' } });
      return;
    }
    this.set({ quote: { status: 'loading' } });
    const abort = new AbortController();
    this.quoteAbort = abort;
    this.quoteTimer = setTimeout(() => {
      const params = new URLSearchParams({ check_in: checkIn, check_out: checkOut, guests: String(guests), locale: this.locale });
      fetch(`/v1/properties/${this.propertyId}/quote?${params}`, { signal: abort.signal, headers: { accept: 'application/json' } })
        .then(async (res) => {
          const body = (await res.json().catch(() => null)) as { data?: Quote; error?: string; code?: string } | null;
          if (abort.signal.aborted) return;
          if (res.ok && body?.data) this.set({ quote: { status: 'ready', quote: body.data } });
          else this.set({ quote: { status: 'error', message: body?.error || this.networkError, code: body?.code ?? 'http_error' } });
        })
        .catch(() => {
          if (!abort.signal.aborted) this.set({ quote: { status: 'error', message: this.networkError, code: 'network' } });
        });
    }, delay);
  }

  /** Loads the taken nights of the coming year once; the calendars call it when they are about to show. */
  loadAvailability = () => {
    if (this.state.availability.status === 'loading' || this.state.availability.status === 'ready') return;
    this.set({ availability: { status: 'loading' } });
    const params = new URLSearchParams({ from: this.today, to: addDays(this.today, AVAILABILITY_DAYS), locale: this.locale });
    fetch(`/v1/properties/${this.propertyId}/availability?${params}`, { headers: { accept: 'application/json' } })
      .then(async (res) => {
        const body = (await res.json()) as { data?: { unavailable: string[]; min_nights: number } };
        if (!res.ok || !body.data) throw new Error(`availability ${res.status}`);
        this.set({ availability: { status: 'ready', unavailable: new Set(body.data.unavailable), minNights: body.data.min_nights } });
      })
      .catch(() => this.set({ availability: { status: 'error' } }));
  };
}

const stores = new Map<string, BookingStore>();

/** The page's store; one per property and language, so a client navigation starts afresh. */
export function bookingStoreFor(propertyId: number, locale: Locale, today: string, networkError: string): BookingStore {
  // On the server each render gets its own (never started) store: nothing is shared between requests.
  if (typeof window === 'undefined') return new BookingStore(propertyId, locale, today, networkError);
  const key = `${propertyId}:${locale}`;
  let store = stores.get(key);
  if (!store) {
    store = new BookingStore(propertyId, locale, today, networkError);
    stores.set(key, store);
  }
  return store;
}

export function useBookingState(store: BookingStore): BookingState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
