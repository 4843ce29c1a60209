'use client';

import { type CalendarDate, type DateValue, parseDate } from '@internationalized/date';
import { useEffect, useState } from 'react';
import { Button, CalendarCell, CalendarGrid, Heading, I18nProvider, RangeCalendar } from 'react-aria-components';
import type { Locale } from '@/i18n/routing';
import { addDays } from './booking-selection';
import { ChevronIcon } from '@/components/ui/icons';

/** The previous or next month (react-aria's calendar slots). */
const monthButton = (slot: 'previous' | 'next', label: string) => (
  <Button
    slot={slot}
    aria-label={label}
    className="inline-flex size-10 items-center justify-center rounded-full text-ink outline-none transition hover:bg-sand-deep focus-visible:ring-2 focus-visible:ring-gold disabled:opacity-30"
  >
    <ChevronIcon side={slot === 'previous' ? 'left' : 'right'} className="size-5" />
  </Button>
);

export interface DateRangeCalendarProps {
  locale: Locale;
  label: string;
  previousLabel: string;
  nextLabel: string;
  today: string;
  /** How many months side by side on a wide screen; phones always show one. */
  months: 1 | 2;
  value: { start: string; end: string } | null;
  /** Taken nights (YYYY-MM-DD: the night starting that day). */
  unavailable: ReadonlySet<string>;
  onChange: (range: { start: string; end: string }) => void;
}

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-DO' };
/** Far enough for any villa's calendar; quotes beyond it are the server's to refuse. */
const MAX_DAYS_AHEAD = 730;
const MONTH_OFFSETS = [0, 1] as const;

function useWide(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia('(min-width: 48rem)');
    const update = () => setWide(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);
  return wide;
}

/** The first taken night after `anchor`, by day, within the calendar's reach. */
function firstTakenAfter(anchor: string, unavailable: ReadonlySet<string>): string | null {
  if (unavailable.size === 0) return null;
  let day = anchor;
  for (let i = 0; i < MAX_DAYS_AHEAD; i++) {
    day = addDays(day, 1);
    if (unavailable.has(day)) return day;
  }
  return null;
}

/**
 * The villa's calendar (react-aria RangeCalendar: keyboard, screen readers, localized weeks and
 * month names). A taken night cannot start a stay, but once a check-in is picked the first taken
 * night after it can be the check-out day: guests leave in the morning, the next ones arrive later.
 * Loaded on demand (React.lazy), so its weight is not in the page's first load.
 */
export default function DateRangeCalendar(props: DateRangeCalendarProps) {
  const { locale, label, previousLabel, nextLabel, today, months, value, unavailable, onChange } = props;
  const wide = useWide();
  const visible = wide ? months : 1;

  const isDateUnavailable = (date: DateValue, anchor?: DateValue | null) => {
    const iso = date.toString();
    if (anchor && iso > anchor.toString()) {
      const taken = firstTakenAfter(anchor.toString(), unavailable);
      return taken !== null && iso > taken;
    }
    return unavailable.has(iso);
  };

  return (
    <I18nProvider locale={INTL_LOCALE[locale]}>
      <RangeCalendar
        aria-label={label}
        visibleDuration={{ months: visible }}
        minValue={parseDate(today)}
        maxValue={parseDate(addDays(today, MAX_DAYS_AHEAD))}
        value={value ? { start: parseDate(value.start), end: parseDate(value.end) } : null}
        onChange={(range: { start: CalendarDate; end: CalendarDate } | null) => {
          if (range && range.end.compare(range.start) > 0) onChange({ start: range.start.toString(), end: range.end.toString() });
        }}
        isDateUnavailable={isDateUnavailable as (date: DateValue) => boolean}
        className="w-full"
        data-testid="date-range-calendar"
      >
        <header className="flex items-center justify-between gap-2 pb-3">
          {monthButton('previous', previousLabel)}
          <Heading className="font-serif text-xl text-ink capitalize" />
          {monthButton('next', nextLabel)}
        </header>
        <div className={visible === 2 ? 'grid grid-cols-2 gap-8' : ''}>
          {MONTH_OFFSETS.slice(0, visible).map((offset) => (
            <CalendarGrid
              key={offset}
              offset={{ months: offset }}
              weekdayStyle="short"
              className="w-full table-fixed border-collapse [&_th]:pb-2 [&_th]:text-xs [&_th]:font-semibold [&_th]:text-ink-soft"
            >
              {(date) => (
                <CalendarCell
                  date={date}
                  className={({
                    isSelected,
                    isSelectionStart,
                    isSelectionEnd,
                    isUnavailable,
                    isDisabled,
                    isOutsideMonth,
                    isFocusVisible,
                  }) =>
                    [
                      'relative mx-auto my-0.5 flex size-9 items-center sm:size-10 justify-center text-sm outline-none transition-colors',
                      isOutsideMonth ? 'invisible' : '',
                      isSelected ? 'bg-sea/10 text-ink' : '',
                      isSelectionStart || isSelectionEnd ? 'rounded-full !bg-sea font-semibold !text-white' : 'rounded-full',
                      isUnavailable ? 'cursor-not-allowed text-muted/70 line-through' : '',
                      isDisabled && !isUnavailable ? 'cursor-default text-muted/50' : '',
                      !isSelected && !isUnavailable && !isDisabled ? 'cursor-pointer text-ink hover:bg-sand-deep' : '',
                      isFocusVisible ? 'ring-2 ring-gold ring-offset-1' : '',
                    ].join(' ')
                  }
                />
              )}
            </CalendarGrid>
          ))}
        </div>
      </RangeCalendar>
    </I18nProvider>
  );
}
