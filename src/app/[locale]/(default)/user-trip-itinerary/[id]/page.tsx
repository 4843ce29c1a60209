import { getTranslations } from 'next-intl/server';
import { formatClock } from '@/lib/time-format';
import { TimesNote } from '@/components/ui/times-note';
import { formatMoney, INTL_LOCALE } from '@/lib/format';
import { pageMetadataFor } from '@/components/page/intro-page';
import { AddPlanForm, type PlanChoice, WithdrawPlanButton } from '@/components/trips/itinerary-forms';
import { StatusPill, TripShell } from '@/components/trips/trip-shell';
import type { Locale } from '@/i18n/routing';
import { addDays } from '@/server/core/calendar';
import { listItinerary, planOptions } from '@/server/trips/itinerary.service';
import { isTripOpen, tripOpenFacts } from '@/server/trips/trip-access';
import { tripPage } from '@/server/http/trip-page';

export const generateMetadata = pageMetadataFor('tripItinerary', '/user-trip-itinerary/:id');

/** A calendar date as "Sunday, February 2" (read as a date, never shifted by a time zone). */
function dayName(locale: Locale, iso: string) {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** The trip's days, each with its plans, and the form to ask for another (SPEC §2 user-trip-itinerary). */
export default async function ItineraryPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, ctx, trip } = await tripPage(params, '/user-trip-itinerary');
  const [t, items, options] = await Promise.all([
    getTranslations('plans.itinerary'),
    listItinerary(ctx, trip.id),
    planOptions(ctx, trip.property.id),
  ]);
  // The services' rule on the same facts (tripOpenFacts: the request's clock, the villa's today, the
  // stored status): open through the departure day.
  const facts = tripOpenFacts(trip, ctx.now);
  const { today } = facts;
  const open = isTripOpen(facts);

  const days: string[] = [];
  for (let d = trip.check_in; d <= trip.check_out; d = addDays(d, 1)) days.push(d);
  const marker = (d: string) => (d === trip.check_in ? t('checkIn') : d === trip.check_out ? t('checkOut') : null);

  const choice = (o: (typeof options)[number]): PlanChoice => ({
    value: `${o.kind}:${o.slug}`,
    label: `${o.title} · ${t('priceFrom', { price: formatMoney(locale, o.price_from_cents) })}`,
  });
  const groups = [
    { label: t('fields.experiences'), options: options.filter((o) => o.kind === 'experience' && o.local).map(choice) },
    { label: t('fields.experiencesElsewhere'), options: options.filter((o) => o.kind === 'experience' && !o.local).map(choice) },
    { label: t('fields.services'), options: options.filter((o) => o.kind === 'service').map(choice) },
  ];
  const dayChoices = days
    .filter((d) => d >= today)
    .map((d) => {
      const m = marker(d);
      return { value: d, label: `${dayName(locale, d)}${m ? ` (${m})` : ''}` };
    });
  const network = t('network');

  return (
    <TripShell locale={locale} trip={trip} active="itinerary" title={t('title')}>
      <p className="max-w-2xl text-ink-soft">{t('lead')}</p>
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <ol className="flex flex-col gap-4" data-testid="itinerary-days">
          {days.map((d, index) => {
            const plans = items.filter((i) => i.date === d);
            const m = marker(d);
            return (
              <li key={d} data-testid="itinerary-day" data-date={d}>
                <section aria-labelledby={`day-${d}`} className="rounded-3xl border border-line bg-white/70 p-5 shadow-sm md:p-6">
                  <header className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 id={`day-${d}`} className="font-serif text-xl">
                      <span className="mr-2 text-sm font-semibold tracking-[0.2em] text-gold-deep uppercase">
                        {t('dayLabel', { number: index + 1 })}
                      </span>
                      {dayName(locale, d)}
                    </h2>
                    {m ? (
                      <span className="rounded-full bg-sand px-3 py-1 text-xs font-semibold text-ink ring-1 ring-line ring-inset">{m}</span>
                    ) : null}
                  </header>
                  {plans.length === 0 ? (
                    <p className="mt-3 text-sm text-muted">{t('nothingPlanned')}</p>
                  ) : (
                    <ul className="mt-4 flex flex-col divide-y divide-line">
                      {plans.map((p) => (
                        <li
                          key={p.id}
                          id={`plan-${p.id}`}
                          tabIndex={-1}
                          data-testid="itinerary-item"
                          data-status={p.status}
                          className={`flex flex-wrap items-start justify-between gap-3 py-3 outline-none focus-visible:ring-2 focus-visible:ring-gold ${p.status === 'cancelled' || p.status === 'declined' ? 'opacity-60' : ''}`}
                        >
                          <div className="flex min-w-0 gap-4">
                            <time className="w-20 shrink-0 font-semibold tabular-nums" dateTime={`${p.date}T${p.start_time}`}>
                              {formatClock(locale, p.start_time)}
                            </time>
                            <div className="min-w-0">
                              <p className="font-medium">{p.offer.title}</p>
                              <p className="text-sm text-muted">
                                {t(`kinds.${p.kind}`)} · {t('guests', { count: p.guests })}
                              </p>
                              {p.note ? <p className="mt-1 text-sm text-ink-soft">“{p.note}”</p> : null}
                              {p.status === 'confirmed' && p.price_cents !== null ? (
                                <p className="mt-1 text-sm">
                                  <strong>{formatMoney(locale, p.price_cents)}</strong>{' '}
                                  <span className="text-muted">· {t('priceConfirmed')}</span>
                                </p>
                              ) : p.status === 'requested' ? (
                                <p className="mt-1 text-sm text-muted">{t('awaitingPrice')}</p>
                              ) : p.status === 'declined' && p.decline_reason ? (
                                <p className="mt-1 text-sm text-ink-soft" data-testid="itinerary-decline-reason">
                                  {t('declinedBecause', { reason: p.decline_reason })}
                                </p>
                              ) : null}
                            </div>
                          </div>
                          <div className="flex items-center gap-3">
                            <StatusPill status={p.status} label={t(`status.${p.status}`)} testId="itinerary-status" />
                            {open && p.status === 'requested' ? (
                              <WithdrawPlanButton
                                tripId={trip.id}
                                itemId={p.id}
                                labels={{
                                  withdraw: t('withdraw'),
                                  withdrawing: t('withdrawing'),
                                  accessible: t('withdrawLabel', { title: p.offer.title, date: dayName(locale, p.date) }),
                                  network,
                                }}
                              />
                            ) : null}
                          </div>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </li>
            );
          })}
        </ol>
        <aside
          aria-labelledby="add-plan"
          className="h-fit min-w-0 rounded-3xl border border-line bg-white/70 p-5 shadow-sm md:p-6 lg:sticky lg:top-24"
        >
          <h2 id="add-plan" className="font-serif text-2xl">
            {t('addHeading')}
          </h2>
          {open ? (
            <>
              <p className="mt-1 mb-6 text-sm text-muted">{t('addIntro')}</p>
              <AddPlanForm
                tripId={trip.id}
                groups={groups}
                days={dayChoices}
                maxGuests={trip.guests}
                labels={{
                  offer: t('fields.offer'),
                  offerPlaceholder: t('fields.offerPlaceholder'),
                  date: t('fields.date'),
                  time: t('fields.time'),
                  guests: t('fields.guests'),
                  note: t('fields.note'),
                  noteHint: t('fields.noteHint'),
                  submit: t('submit'),
                  submitting: t('submitting'),
                  added: t('added'),
                  network,
                }}
              />
            </>
          ) : (
            <p className="mt-2 text-sm text-muted">{t('closed')}</p>
          )}
        </aside>
      </div>
      {/* A stay's times are the villa's wall clock (src/lib/time-format.ts), named once. */}
      <TimesNote locale={locale} stay={trip.property.time_zone} className="mt-8 text-xs text-ink-soft" />
    </TripShell>
  );
}
