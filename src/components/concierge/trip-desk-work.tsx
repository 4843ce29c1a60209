import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatClock } from '@/lib/time-format';
import { formatIsoDate, formatMoney, formatStayRange } from '@/lib/format';
import type { TripDesk } from '@/server/concierge/trip.types';
import { type DeskLabels, PlanDecision } from './desk-forms';
import { GroceryPricing } from './desk-grocery-form';
import { AddPlanForm, type DeskPlanOption } from './desk-plan-form';

/** A phone number as a `tel:` link (digits and + only in the address) or an e-mail as a `mailto:` link; a dash when empty. */
export function ContactLink({
  kind,
  value,
  testId,
  className = 'break-all underline underline-offset-2 hover:text-sea-deep',
  children,
}: {
  kind: 'phone' | 'email';
  value: string;
  testId?: string;
  className?: string;
  children?: ReactNode;
}) {
  if (!value) return <>—</>;
  const href = kind === 'phone' ? `tel:${value.replace(/[^\d+]/g, '')}` : `mailto:${value}`;
  return (
    <a href={href} className={className} data-testid={testId}>
      {children ?? value}
    </a>
  );
}

/** One section of the desk: an anchor the section nav jumps to, a heading, its content. */
export function DeskSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={`desk-${id}`}
      aria-labelledby={`desk-${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-line bg-white/70 p-4"
      data-testid={`desk-${id}`}
    >
      <h2 id={`desk-${id}-title`} className="font-serif text-xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Overview, travelers, itinerary and groceries: the trip as the guest sees it, with the concierge's work on it. */
export async function TripDeskWork({
  locale,
  desk,
  planOptions,
  labels,
}: {
  locale: Locale;
  desk: TripDesk;
  planOptions: DeskPlanOption[];
  labels: DeskLabels;
}) {
  const [t, statuses] = await Promise.all([getTranslations('tripDesk'), getTranslations('trips.status')]);
  const trip = desk.guest_view;
  const cents = (n: number) => formatMoney(locale, n, trip.currency);
  const open = ['requested', 'awaiting_payment', 'confirmed', 'completed'].includes(trip.status);
  const lead = trip.lead_guest;
  const facts: [string, ReactNode][] = [
    [
      t('overview.guest'),
      <>
        {desk.money.guest.name} (<ContactLink kind="email" value={desk.money.guest.email} />)
      </>,
    ],
    [t('overview.dates'), formatStayRange(locale, trip.check_in, trip.check_out)],
    [t('overview.guests'), trip.guests],
    [t('overview.status'), statuses(trip.status)],
    [t('overview.leadGuest'), `${lead.first_name} ${lead.last_name}`.trim()],
    [t('overview.phone'), <ContactLink key="phone" kind="phone" value={lead.phone} testId="desk-lead-phone" />],
    [t('overview.email'), <ContactLink key="email" kind="email" value={lead.email} testId="desk-lead-email" />],
    [t('overview.arrival'), t('overview.checkIn', { date: formatIsoDate(locale, trip.check_in) })],
  ];
  const groceryLabels = {
    title: t('groceries.title'),
    item: t('groceries.item'),
    quantity: t('groceries.quantity'),
    estimate: t('groceries.estimate'),
    actual: t('groceries.actual'),
    save: t('groceries.save'),
    purchase: t('groceries.purchase'),
    purchaseHint: t('groceries.purchaseHint'),
    working: labels.working,
    network: labels.network,
    badAmount: labels.badAmount,
    done: labels.done,
    actualFor: Object.fromEntries(desk.grocery_lines.map((l) => [l.line_id, t('groceries.actualFor', { name: l.name })])),
  };
  const actualTotal = desk.grocery_lines.reduce((s, l) => s + (l.actual_cents ?? 0), 0);
  return (
    <>
      <DeskSection id="overview" title={t('overview.title')}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-2">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm">
          <span className="text-ink-soft">{t('overview.message')}: </span>
          {trip.message || t('overview.noMessage')}
        </p>
      </DeskSection>

      <DeskSection id="travelers" title={t('travelers.title')}>
        {trip.travelers.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('travelers.empty')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {trip.travelers.map((p) => (
              <li key={p.id} data-testid="desk-traveler">
                {p.name} · {t(`travelers.ageGroup.${p.age_group}`)}
                {p.is_lead ? ` · ${t('travelers.lead')}` : ''}
                {p.email ? (
                  <span className="text-ink-soft">
                    {' '}
                    · <ContactLink kind="email" value={p.email} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </DeskSection>

      <DeskSection id="itinerary" title={t('itinerary.title')}>
        {trip.itinerary.length === 0 ? <p className="text-sm text-ink-soft">{t('itinerary.empty')}</p> : null}
        <ul className="divide-y divide-line/60">
          {trip.itinerary.map((p) => (
            <li key={p.id} className="py-3 text-sm" data-testid="desk-plan" data-item-id={p.id} data-status={p.status}>
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">
                  {formatIsoDate(locale, p.date)} · {formatClock(locale, p.start_time)} · {p.offer.title}
                </span>
                <span className="text-ink-soft">
                  {t(`itinerary.status.${p.status}`)}
                  {p.price_cents !== null ? ` · ${cents(p.price_cents)}` : ''}
                </span>
              </p>
              {p.note ? <p className="text-ink-soft">“{p.note}”</p> : null}
              {p.decline_reason ? <p className="text-ink-soft">{p.decline_reason}</p> : null}
              {p.status === 'requested' && open ? <PlanDecision locale={locale} itemId={p.id} labels={labels} /> : null}
            </li>
          ))}
        </ul>
        {open ? (
          <AddPlanForm
            locale={locale}
            tripId={trip.id}
            options={planOptions}
            stay={{ from: trip.check_in, to: trip.check_out }}
            maxGuests={trip.guests}
            labels={{
              addTitle: t('itinerary.addTitle'),
              offer: t('itinerary.offer'),
              kindExperience: t('itinerary.kindExperience'),
              kindService: t('itinerary.kindService'),
              date: t('itinerary.date'),
              time: t('itinerary.time'),
              guests: t('itinerary.guests'),
              note: t('itinerary.note'),
              priceOptional: t('itinerary.priceOptional'),
              add: t('itinerary.add'),
              working: labels.working,
              network: labels.network,
              badAmount: labels.badAmount,
            }}
          />
        ) : null}
      </DeskSection>

      <DeskSection id="groceries" title={t('groceries.title')}>
        {desk.grocery_lines.length === 0 || trip.groceries.status !== 'submitted' ? (
          <p className="text-sm text-ink-soft">{t('groceries.empty')}</p>
        ) : (
          <>
            <p
              className="mb-2 flex flex-wrap gap-x-4 text-sm"
              data-testid="desk-grocery-summary"
              data-purchased={desk.grocery_purchased_at ? 'true' : 'false'}
            >
              <span data-testid="desk-grocery-billed">{t('groceries.billed', { amount: cents(desk.grocery_billed_cents) })}</span>
              <span>{t('groceries.totalActual', { amount: cents(actualTotal) })}</span>
              {desk.grocery_purchased_at ? (
                <span className="font-semibold">
                  {t('groceries.purchasedOn', { date: formatIsoDate(locale, desk.grocery_purchased_at.slice(0, 10)) })}
                </span>
              ) : null}
            </p>
            <GroceryPricing
              locale={locale}
              tripId={trip.id}
              purchased={desk.grocery_purchased_at !== null}
              rows={desk.grocery_lines.map((l) => ({ ...l, estimate: cents(l.estimate_cents) }))}
              labels={groceryLabels}
            />
          </>
        )}
      </DeskSection>
    </>
  );
}
