'use client';

import { type CalendarDate, getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { useContext, useEffect, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { DateInput, DateRangePicker, DateRangePickerStateContext, DateSegment } from 'react-aria-components/DateRangePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { FieldError } from 'react-aria-components/FieldError';
import { Group } from 'react-aria-components/Group';
import { Heading } from 'react-aria-components/Heading';
import { Label } from 'react-aria-components/Label';
import { Popover } from 'react-aria-components/Popover';
import {
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  RangeCalendar,
} from 'react-aria-components/RangeCalendar';
import { CloseIcon } from '@/components/ui/icons';

/** One segment (day, month, year) of the start or end date. */
const dateSegment = (segment: Parameters<typeof DateSegment>[0]['segment']) => (
  <DateSegment
    segment={segment}
    className="rounded px-px outline-none data-[focused]:bg-sea data-[focused]:text-white data-[placeholder]:text-muted"
  />
);

export interface IsoRange {
  start: string;
  end: string;
}

export interface DateRangeLabels {
  label: string;
  checkIn: string;
  checkOut: string;
  openCalendar: string;
  clear: string;
  previousMonth: string;
  nextMonth: string;
}

function toRange(value: IsoRange | null): { start: CalendarDate; end: CalendarDate } | null {
  if (!value) return null;
  try {
    return { start: parseDate(value.start), end: parseDate(value.end) };
  } catch {
    return null;
  }
}

/** Reports whether only one end of the range is filled in (typed or picked), which cannot be searched. */
function IncompleteProbe({ onChange }: { onChange: (incomplete: boolean) => void }) {
  const state = useContext(DateRangePickerStateContext);
  const start = Boolean(state?.value?.start);
  const end = Boolean(state?.value?.end);
  useEffect(() => {
    onChange(start !== end);
  }, [start, end, onChange]);
  return null;
}

/**
 * Check-in and check-out as one accessible range picker: type the dates (segments in the page's
 * locale) or pick them on a calendar (two months on wide screens). Past nights cannot be chosen.
 */
export function DateRangeField({
  value,
  onChange,
  onIncompleteChange,
  labels,
  error,
  compact = false,
  autoFocus = false,
  months = 2,
  fieldClassName = '',
}: {
  value: IsoRange | null;
  onChange: (value: IsoRange | null) => void;
  onIncompleteChange?: (incomplete: boolean) => void;
  labels: DateRangeLabels;
  /** Shown under the field and marks it invalid. */
  error?: string;
  /** Smaller type, for a narrow sidebar. */
  compact?: boolean;
  autoFocus?: boolean;
  months?: 1 | 2;
  fieldClassName?: string;
}) {
  const min = today(getLocalTimeZone());
  // Two months side by side need a wide screen; a phone shows one.
  const [visible, setVisible] = useState<1 | 2>(months);
  useEffect(() => {
    setVisible(months === 2 && window.matchMedia('(min-width: 40rem)').matches ? 2 : 1);
  }, [months]);
  return (
    <DateRangePicker
      value={toRange(value)}
      onChange={(range) => onChange(range ? { start: range.start.toString(), end: range.end.toString() } : null)}
      minValue={min}
      isInvalid={Boolean(error)}
      autoFocus={autoFocus}
      validationBehavior="aria"
      data-testid="date-range"
      className="group/date flex flex-col"
    >
      {onIncompleteChange ? <IncompleteProbe onChange={onIncompleteChange} /> : null}
      <Label className="block text-[0.65rem] font-semibold tracking-[0.22em] text-muted uppercase">{labels.label}</Label>
      <Group
        className={`mt-1.5 flex h-12 items-center rounded-xl border border-line bg-white ${compact ? 'pl-3 text-sm' : 'pl-3.5 text-[0.95rem]'} text-ink transition focus-within:border-gold group-data-[invalid]/date:border-danger ${fieldClassName}`}
      >
        <div className="flex min-w-0 flex-1 items-center gap-1.5 overflow-hidden">
          <DateInput slot="start" aria-label={labels.checkIn} className="flex shrink-0 tabular-nums">
            {dateSegment}
          </DateInput>
          <span aria-hidden="true" className="text-muted">
            –
          </span>
          <DateInput slot="end" aria-label={labels.checkOut} className="flex shrink-0 tabular-nums">
            {dateSegment}
          </DateInput>
        </div>
        {value ? (
          <Button
            aria-label={labels.clear}
            onPress={() => onChange(null)}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted outline-none hover:text-ink focus-visible:ring-2 focus-visible:ring-gold"
          >
            <CloseIcon className="size-4" strokeWidth="1.6" />
          </Button>
        ) : null}
        <Button
          aria-label={labels.openCalendar}
          data-testid="date-range-open"
          className="inline-flex h-full shrink-0 items-center justify-center rounded-r-xl px-3 text-gold-deep outline-none hover:bg-sand focus-visible:ring-2 focus-visible:ring-gold"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="3.5" y="5" width="17" height="15" rx="2" />
            <path d="M3.5 10h17M8 3v4M16 3v4" strokeLinecap="round" />
          </svg>
        </Button>
      </Group>
      <FieldError className="mt-1.5 text-sm text-danger" data-testid="date-range-error">
        {error}
      </FieldError>
      <Popover
        placement="bottom start"
        className="z-50 max-w-[calc(100vw-1.5rem)] overflow-auto rounded-2xl bg-[#fffdf9] p-4 shadow-[0_30px_80px_-30px_rgba(29,27,24,0.5)] ring-1 ring-line outline-none"
      >
        <Dialog className="outline-none">
          <RangeCalendar visibleDuration={{ months: visible }} data-testid="range-calendar" className="text-ink">
            <header className="mb-3 flex items-center justify-between gap-2">
              <Button
                slot="previous"
                aria-label={labels.previousMonth}
                className="inline-flex size-10 items-center justify-center rounded-full outline-none hover:bg-sand focus-visible:ring-2 focus-visible:ring-gold data-[disabled]:opacity-30"
              >
                <span aria-hidden="true">←</span>
              </Button>
              <Heading className="font-serif text-xl first-letter:uppercase" />
              <Button
                slot="next"
                aria-label={labels.nextMonth}
                className="inline-flex size-10 items-center justify-center rounded-full outline-none hover:bg-sand focus-visible:ring-2 focus-visible:ring-gold"
              >
                <span aria-hidden="true">→</span>
              </Button>
            </header>
            <div className="flex flex-col gap-6 sm:flex-row">
              {Array.from({ length: visible }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one grid per visible month, in order
                <CalendarGrid key={i} offset={{ months: i }} className="border-separate border-spacing-y-0.5">
                  <CalendarGridHeader>
                    {(day) => <CalendarHeaderCell className="pb-2 text-xs font-semibold text-muted uppercase">{day}</CalendarHeaderCell>}
                  </CalendarGridHeader>
                  <CalendarGridBody>
                    {(date) => (
                      <CalendarCell
                        date={date}
                        className="flex size-10 items-center justify-center text-sm outline-none data-[outside-month]:invisible data-[disabled]:text-line data-[disabled]:line-through data-[focus-visible]:ring-2 data-[focus-visible]:ring-gold data-[hovered]:bg-sand data-[selected]:bg-primary-soft data-[selection-end]:rounded-r-full data-[selection-end]:bg-sea data-[selection-end]:text-white data-[selection-start]:rounded-l-full data-[selection-start]:bg-sea data-[selection-start]:text-white data-[unavailable]:text-line"
                      />
                    )}
                  </CalendarGridBody>
                </CalendarGrid>
              ))}
            </div>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
