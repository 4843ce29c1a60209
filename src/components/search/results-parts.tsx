import type { ReactNode } from 'react';
import { QueuedLink } from '@/components/system/queued-link';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import type { Variant } from '@/lib/viewport';
import type { SearchItem } from '@/server/catalog/search.service';
import type { MapPoint } from './results-types';

/**
 * The pieces of a results page around its cards, markup only: the server's results
 * (results-view.tsx) and the browser's dated ones (results-island.tsx) give them their sentences.
 */

/** "12 villas · page 1 of 2", and the map area's note when the search is limited to one. */
export function ResultCountLines({
  total,
  count,
  pageOf,
  area,
}: {
  total: number;
  count: string;
  /** "page 1 of 2", only when there are several pages. */
  pageOf: string | null;
  area: { active: string; remove: string; href: string } | null;
}) {
  return (
    <>
      <p className="text-sm text-muted" data-testid="result-count" data-count={total} aria-live="polite">
        {count}
        {pageOf ? ` · ${pageOf}` : ''}
      </p>
      {area ? (
        <p className="mt-1 text-sm text-ink-soft" data-testid="area-filter">
          {area.active}{' '}
          <QueuedLink
            href={area.href}
            className="font-semibold text-sea underline decoration-gold/60 underline-offset-4 hover:text-sea-deep"
          >
            {area.remove}
          </QueuedLink>
        </p>
      ) : null}
    </>
  );
}

export function DateNotice({ text }: { text: string }) {
  return (
    <p role="alert" data-testid="date-notice" className="mt-4 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
      {text}
    </p>
  );
}

/** A sentence with one link: the text before it, the link's own text, the text after it. */
export interface LinkedSentence {
  before: string;
  link: string;
  after: string;
}

export function GuestsNotice({ sentence, href }: { sentence: LinkedSentence; href: string }) {
  return (
    <p role="status" data-testid="guests-notice" className="mt-4 rounded-xl bg-sand-deep px-4 py-3 text-sm text-ink">
      {sentence.before}
      <a href={href} className="font-semibold text-sea underline underline-offset-4">
        {sentence.link}
      </a>
      {sentence.after}
    </p>
  );
}

export function ResultsGrid({ mapView, children }: { mapView: boolean; children: ReactNode }) {
  return (
    <ul
      data-testid="results-grid"
      className={`mt-6 grid gap-x-6 gap-y-12 sm:grid-cols-2 ${mapView ? '' : 'xl:grid-cols-3 2xl:grid-cols-4'}`}
    >
      {children}
    </ul>
  );
}

/**
 * How many cards' photos load at once and first: the first row. On a phone that is one card, under
 * the destination's photo; a second one there would take the phone's first bandwidth from the
 * photo on screen for one a scroll away (issue 18).
 */
export function eagerCardCount(variant: Variant): number {
  return variant === 'mobile' ? 1 : 2;
}

/** The card photo's `sizes` in the grid: narrower beside the map. */
export function cardSizes(mapView: boolean): string {
  return mapView
    ? '(min-width: 80rem) 24vw, (min-width: 40rem) 45vw, 100vw'
    : '(min-width: 96rem) 20vw, (min-width: 80rem) 26vw, (min-width: 40rem) 40vw, 100vw';
}

/** The map's pins: with dates a pin shows the stay's total, as its card does. */
export function mapPointsOf(
  locale: Locale,
  items: SearchItem[],
  text: { perNight: string; total: string; nights: (count: number) => string },
): MapPoint[] {
  return items.map((card) => {
    const price = formatMoney(locale, card.stay ? card.stay.totalCents : card.price, card.currency);
    return {
      id: card.id,
      lat: card.lat,
      lng: card.lng,
      price,
      label: card.stay
        ? `${card.name}, ${price} ${text.total} · ${text.nights(card.stay.nights)}`
        : `${card.name}, ${price} ${text.perNight}`,
      href: locale === 'en' ? `/property/${card.id}` : `/${locale}/property/${card.id}`,
    };
  });
}
