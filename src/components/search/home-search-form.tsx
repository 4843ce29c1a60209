'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { ComboBox, useFilter } from 'react-aria-components/ComboBox';
import { FieldError } from 'react-aria-components/FieldError';
import { Header } from 'react-aria-components/Header';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { writeStoredBooking } from '@/lib/booking-storage';
import { MAX_GUESTS } from '@/lib/search-state';
import { ARIA_LOCALE } from './aria-locale';
import { DateRangeField } from './date-range-field';
import type { HomeSearchFormProps } from './home-search';
import { searchProblem, searchTarget } from './home-search-target';
import { GuestStepper } from './guest-stepper';

const label = 'block text-[0.65rem] font-semibold tracking-[0.22em] text-muted uppercase';

/** The home search with its accessible controls (loaded lazily by HomeSearch). */
export function HomeSearchForm({ locale, places, labels, initial, focusField }: HomeSearchFormProps) {
  const router = useRouter();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [destination, setDestination] = useState(initial.destination);
  const [dates, setDates] = useState(initial.check_in && initial.check_out ? { start: initial.check_in, end: initial.check_out } : null);
  const [guests, setGuests] = useState(initial.guests);
  const [incomplete, setIncomplete] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // The tap that loaded this form was on the destination: its list opens too (the autofocus below
  // only focuses the input, and the visitor would tap twice; issue 31).
  const showDestinations = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusField !== 'destination') return;
    const timer = window.setTimeout(() => {
      const button = showDestinations.current;
      if (button?.parentElement?.querySelector('input')?.getAttribute('aria-expanded') !== 'true') button?.click();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [focusField]);
  const onIncomplete = useCallback((value: boolean) => {
    setIncomplete(value);
    if (!value) setError(undefined);
  }, []);

  const sections = useMemo(
    () =>
      places
        .filter((p) => p.type === 'country')
        .map((country) => ({
          country,
          items: [
            { slug: country.slug, name: country.name, text: country.name, display: labels.anywhereIn[country.slug] ?? country.name },
            ...places
              .filter((p) => p.type === 'state' && p.country === country.name)
              .map((s) => ({ slug: s.slug, name: s.name, text: `${s.name}, ${country.name}`, display: s.name })),
          ],
        })),
    [places, labels.anywhereIn],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = { destination, check_in: dates?.start ?? null, check_out: dates?.end ?? null, guests };
    const problem = searchProblem(value, incomplete);
    if (problem) {
      setError(
        problem === 'dates_incomplete' ? labels.datesIncomplete : problem === 'dates_order' ? labels.datesOrder : labels.datesTooLong,
      );
      return;
    }
    writeStoredBooking(value);
    router.push(searchTarget(locale, value));
  }

  return (
    <I18nProvider locale={ARIA_LOCALE[locale]}>
      <form
        onSubmit={submit}
        aria-labelledby="home-search-title"
        data-testid="home-search"
        data-ready="true"
        noValidate
        className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-3xl bg-[#fffdf9] p-5 shadow-[0_30px_80px_-30px_rgba(29,27,24,0.45)] ring-1 ring-line/70 md:gap-x-4 md:p-7 lg:grid-cols-[1.5fr_1.5fr_0.9fr_auto] lg:items-start"
      >
        <h2 id="home-search-title" className="col-span-2 font-serif text-2xl text-ink lg:sr-only">
          {labels.title}
        </h2>
        <ComboBox
          className="group/combo col-span-2 flex flex-col lg:col-span-1"
          selectedKey={destination?.slug ?? null}
          onSelectionChange={(key) => {
            const place = places.find((p) => p.slug === key);
            setDestination(place ? { slug: place.slug, name: place.name } : null);
          }}
          defaultFilter={contains}
          menuTrigger="focus"
          autoFocus={focusField === 'destination'}
          data-testid="destination-combobox"
        >
          <Label className={label}>{labels.destination}</Label>
          <div className="relative mt-1.5">
            <Input
              placeholder={labels.destinationPlaceholder}
              className="block h-12 w-full rounded-xl border border-line bg-white pr-11 pl-3.5 text-[0.95rem] text-ink outline-none transition placeholder:text-muted focus:border-gold focus-visible:ring-2 focus-visible:ring-gold/40"
            />
            <Button
              ref={showDestinations}
              aria-label={labels.showDestinations}
              className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-gold-deep outline-none focus-visible:ring-2 focus-visible:ring-gold"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
                <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Button>
          </div>
          <FieldError className="mt-1.5 text-sm text-danger" />
          <Popover
            placement="bottom start"
            className="z-50 max-h-80 w-(--trigger-width) min-w-64 overflow-auto rounded-2xl bg-[#fffdf9] p-2 shadow-[0_30px_80px_-30px_rgba(29,27,24,0.5)] ring-1 ring-line outline-none"
          >
            <ListBox className="outline-none" renderEmptyState={() => <p className="px-3 py-2 text-sm text-muted">{labels.noMatch}</p>}>
              {sections.map((section) => (
                <ListBoxSection key={section.country.slug} id={`section-${section.country.slug}`} className="pb-1">
                  <Header className="px-3 pt-2 pb-1 text-[0.65rem] font-semibold tracking-[0.22em] text-gold-deep uppercase">
                    {section.country.name}
                  </Header>
                  {section.items.map((item) => (
                    <ListBoxItem
                      key={item.slug}
                      id={item.slug}
                      textValue={item.text}
                      className={`cursor-pointer rounded-lg px-3 py-2.5 text-[0.95rem] text-ink outline-none data-[focused]:bg-sand data-[selected]:font-semibold ${item.slug === section.country.slug ? '' : 'pl-6'}`}
                    >
                      {item.display}
                    </ListBoxItem>
                  ))}
                </ListBoxSection>
              ))}
            </ListBox>
          </Popover>
        </ComboBox>

        <div className="col-span-2 lg:col-span-1">
          <DateRangeField
            value={dates}
            onChange={(value) => {
              setDates(value);
              setError(undefined);
            }}
            onIncompleteChange={onIncomplete}
            labels={labels.dates}
            error={error}
            autoFocus={focusField === 'dates'}
          />
        </div>

        <div className="col-span-2 lg:col-span-1">
          <GuestStepper
            value={guests}
            onChange={setGuests}
            max={MAX_GUESTS}
            label={labels.guests}
            valueText={labels.guestsValue[guests] ?? String(guests)}
            fewer={labels.fewerGuests}
            more={labels.moreGuests}
            autoFocus={focusField === 'guests'}
          />
        </div>

        <button
          type="submit"
          data-testid="home-search-submit"
          className="col-span-2 mt-auto h-12 rounded-xl bg-sea px-7 text-[0.72rem] font-semibold tracking-[0.2em] text-white uppercase transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 lg:col-span-1 lg:mt-[1.35rem]"
        >
          {labels.submit}
        </button>
      </form>
    </I18nProvider>
  );
}
