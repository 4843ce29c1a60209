'use client';

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { readStoredBooking } from '@/lib/booking-storage';
import type { HomeSearchLabels, HomeSearchValue, SearchPlace } from './home-search-types';

export type RichField = 'destination' | 'dates' | 'guests' | null;

export interface HomeSearchFormProps {
  locale: Locale;
  places: SearchPlace[];
  labels: HomeSearchLabels;
  initial: HomeSearchValue;
  /** The field the visitor was reaching for when the form loaded: it gets the focus. */
  focusField: RichField;
}

const DEFAULT_GUESTS = 2;

const field =
  'mt-1.5 block h-12 w-full rounded-xl border border-line bg-white px-3.5 text-[0.95rem] text-ink outline-none transition focus:border-gold focus-visible:ring-2 focus-visible:ring-gold/40';
const label = 'block text-[0.65rem] font-semibold tracking-[0.22em] text-muted uppercase';

let richForm: Promise<ComponentType<HomeSearchFormProps>> | null = null;
/** The combobox, calendar and their react-aria code: fetched once, off the first load. */
function loadRichForm() {
  richForm ??= import('./home-search-form').then((m) => m.HomeSearchForm);
  return richForm;
}

/**
 * The home search. The first paint is a plain GET form (works without JavaScript, costs almost
 * none); the accessible combobox and range calendar load when the visitor reaches for the form
 * (pointer over it, a touch, or the focus in one of its fields) and take its place with the same
 * values. Not on idle: their code and first render (react-aria) would run while the page is
 * still loading on a slow phone, and most visits never use the form.
 */
export function HomeSearch({
  locale,
  places,
  labels,
  fallbackAction,
}: {
  locale: Locale;
  places: SearchPlace[];
  labels: HomeSearchLabels;
  /** Where the no-JavaScript form goes (the default destination, which follows `destination`). */
  fallbackAction: string;
}) {
  const [Rich, setRich] = useState<ComponentType<HomeSearchFormProps> | null>(null);
  const [initial, setInitial] = useState<HomeSearchValue>({ destination: null, check_in: null, check_out: null, guests: DEFAULT_GUESTS });
  const focusField = useRef<RichField>(null);

  useEffect(() => {
    const stored = readStoredBooking();
    const known = stored.destination && places.some((p) => p.slug === stored.destination?.slug);
    setInitial({
      destination: known ? stored.destination : null,
      check_in: stored.check_in,
      check_out: stored.check_out,
      guests: stored.guests ?? DEFAULT_GUESTS,
    });
  }, [places]);

  const reach = (which: RichField) => {
    if (which) focusField.current = which;
    void loadRichForm().then((component) => setRich(() => component));
  };
  // A touch on a field is the visitor reaching for that field: the rich form takes the focus there
  // (the destination's list opens) instead of swallowing the first tap (issue 31).
  const fieldAt = (target: EventTarget): RichField =>
    target instanceof Element ? ((target.closest('[data-rich-field]')?.getAttribute('data-rich-field') ?? null) as RichField) : null;

  if (Rich) {
    return <Rich locale={locale} places={places} labels={labels} initial={initial} focusField={focusField.current} />;
  }

  const countries = places.filter((p) => p.type === 'country');
  return (
    <form
      action={fallbackAction}
      method="get"
      aria-labelledby="home-search-title"
      data-testid="home-search"
      data-ready="false"
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') reach(null);
      }}
      onPointerDown={(e) => reach(fieldAt(e.target))}
      onTouchStart={(e) => reach(fieldAt(e.target))}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-3xl bg-[#fffdf9] p-5 shadow-[0_30px_80px_-30px_rgba(29,27,24,0.45)] ring-1 ring-line/70 md:gap-x-4 md:p-7 lg:grid-cols-[1.5fr_1.5fr_0.9fr_auto] lg:items-end"
    >
      <h2 id="home-search-title" className="col-span-2 font-serif text-2xl text-ink lg:sr-only">
        {labels.title}
      </h2>
      <Cell id="home-destination" field="destination" label={labels.destination} labelClass={label}>
        <select
          id="home-destination"
          name="destination"
          value={initial.destination?.slug ?? ''}
          onChange={(e) => {
            const place = places.find((p) => p.slug === e.target.value);
            setInitial((v) => ({ ...v, destination: place ? { slug: place.slug, name: place.name } : null }));
          }}
          onFocus={() => reach('destination')}
          className={field}
        >
          <option value="">{labels.destinationPlaceholder}</option>
          {countries.map((country) => (
            <optgroup key={country.slug} label={country.name}>
              <option value={country.slug}>{labels.anywhereIn[country.slug]}</option>
              {places
                .filter((p) => p.type === 'state' && p.country === country.name)
                .map((state) => (
                  <option key={state.slug} value={state.slug}>
                    {state.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </Cell>
      <fieldset className="col-span-2 grid grid-cols-2 gap-x-3 lg:col-span-1" data-rich-field="dates" onFocus={() => reach('dates')}>
        <legend className="sr-only">{labels.dates.label}</legend>
        {(['check_in', 'check_out'] as const).map((key) => (
          <div key={key}>
            <label htmlFor={`home-${key.replace('_', '-')}`} className={label}>
              {key === 'check_in' ? labels.checkIn : labels.checkOut}
            </label>
            <input
              id={`home-${key.replace('_', '-')}`}
              name={key}
              type="date"
              value={initial[key] ?? ''}
              onChange={(e) => setInitial((v) => ({ ...v, [key]: e.target.value || null }))}
              className={field}
            />
          </div>
        ))}
      </fieldset>
      <Cell id="home-guests" field="guests" label={labels.guests} labelClass={label}>
        <select
          id="home-guests"
          name="guests"
          value={initial.guests}
          onChange={(e) => setInitial((v) => ({ ...v, guests: Number(e.target.value) }))}
          onFocus={() => reach('guests')}
          className={field}
        >
          {Object.entries(labels.guestsValue).map(([n, text]) => (
            <option key={n} value={n}>
              {text}
            </option>
          ))}
        </select>
      </Cell>
      <button
        type="submit"
        className="col-span-2 h-12 rounded-xl bg-sea px-7 text-[0.72rem] font-semibold tracking-[0.2em] text-white uppercase transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 lg:col-span-1"
      >
        {labels.submit}
      </button>
    </form>
  );
}

/** One labelled control of the search box: full width on a phone, one column from `lg` up. */
function Cell({
  id,
  field,
  label,
  labelClass,
  children,
}: {
  id: string;
  field: RichField;
  label: string;
  labelClass: string;
  children: ReactNode;
}) {
  return (
    <div className="col-span-2 lg:col-span-1" data-rich-field={field ?? undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}
