import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { formatClock } from '@/lib/time-format';
import { TimesNote } from '@/components/ui/times-note';
import { refundWhenLabel } from '@/lib/refund-when';
import { PropertyCard } from '@/components/catalog/property-card';
import { QueuedLink } from '@/components/system/queued-link';
import type { Locale } from '@/i18n/routing';
import { refundScheduleFor } from '@/server/booking/cancellation-policies';
import type { PropertyCard as Card, PropertyDetail } from '@/server/catalog/catalog.types';

/** Server-rendered parts of /property/{id}: no JavaScript shipped for any of them. */

export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-serif text-3xl text-ink md:text-4xl">
      {children}
    </h2>
  );
}

/** Amenity codes with a label in messages (property.amenity); an unknown code is shown tidied up. */
export async function amenityNames(locale: Locale, codes: string[]): Promise<string[]> {
  const t = await getTranslations({ locale, namespace: 'property.amenity' });
  return codes.map((code) => (t.has(code as never) ? t(code as never) : code.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase())));
}

export async function Amenities({ locale, property }: { locale: Locale; property: PropertyDetail }) {
  if (property.amenities.length === 0) return null;
  const [t, names] = await Promise.all([
    getTranslations({ locale, namespace: 'property.details' }),
    amenityNames(locale, property.amenities),
  ]);
  return (
    <section aria-labelledby="amenities" className="mt-14">
      <SectionTitle id="amenities">{t('amenities')}</SectionTitle>
      <ul className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2" data-testid="amenities">
        {names.map((name) => (
          <li key={name} className="flex items-center gap-3 text-ink-soft">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 shrink-0 text-gold"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <path d="M5 12.5l4.2 4.2L19 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}

export async function RoomsAndTimes({ locale, property }: { locale: Locale; property: PropertyDetail }) {
  const t = await getTranslations({ locale, namespace: 'property.details' });
  const card = 'rounded-2xl border border-line bg-white/60 p-6';
  return (
    <div className="mt-14 grid gap-4 md:grid-cols-2">
      <section aria-labelledby="rooms" className={card}>
        <h2 id="rooms" className="font-serif text-2xl text-ink">
          {t('rooms')}
        </h2>
        <ul className="mt-4 space-y-2 text-ink-soft" data-testid="rooms">
          <li>{t('bedrooms', { count: property.bedrooms })}</li>
          <li>{t('bathrooms', { count: property.number_bathroom })}</li>
          <li>{t('capacity', { count: property.maximum_capacity })}</li>
          <li>{t('minStay', { count: property.min_nights })}</li>
        </ul>
      </section>
      <section aria-labelledby="times" className={card}>
        <h2 id="times" className="font-serif text-2xl text-ink">
          {t('times')}
        </h2>
        <dl className="mt-4 space-y-3 text-ink-soft" data-testid="times">
          <div className="flex justify-between gap-4">
            <dt>{t('checkIn')}</dt>
            <dd className="text-ink">{t('checkInFrom', { time: formatClock(locale, property.check_in_time) })}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t('checkOut')}</dt>
            <dd className="text-ink">{t('checkOutBy', { time: formatClock(locale, property.check_out_time) })}</dd>
          </div>
        </dl>
        <TimesNote locale={locale} stay={property.time_zone} className="mt-3 text-xs text-ink-soft" />
      </section>
    </div>
  );
}

/** The villa's policy as the refund schedule the code applies (src/server/booking/cancellation-policies.ts). */
export async function CancellationSummary({ locale, policy }: { locale: Locale; policy: PropertyDetail['cancellation_policy'] }) {
  const [t, p] = await Promise.all([
    getTranslations({ locale, namespace: 'property.cancellation' }),
    getTranslations({ locale, namespace: 'info.cancellationPolicies' }),
  ]);
  return (
    <section aria-labelledby="cancellation" className="mt-14" data-testid="cancellation" data-policy={policy}>
      <SectionTitle id="cancellation">{t('title')}</SectionTitle>
      <p className="mt-4 text-ink-soft">
        {t('policy', { name: p(`policies.${policy}.name`) })} {p(`policies.${policy}.summary`)}
      </p>
      <ul className="mt-5 divide-y divide-line rounded-2xl border border-line bg-white/60">
        {refundScheduleFor(policy).map((row) => (
          <li key={`${row.minDays}-${row.maxDays}`} className="flex items-center justify-between gap-4 px-5 py-3.5 text-sm">
            <span className="text-ink-soft">{refundWhenLabel(p, row)}</span>
            <span className={row.refundPercent > 0 ? 'font-semibold text-ink' : 'text-muted'}>
              {row.refundPercent > 0 ? p('table.refundPercent', { percent: row.refundPercent }) : p('table.noRefund')}
            </span>
          </li>
        ))}
      </ul>
      <QueuedLink
        href="/cancellation-policies"
        className="mt-4 inline-block text-[0.7rem] font-semibold tracking-[0.2em] text-gold-deep uppercase underline-offset-4 hover:underline"
      >
        {t('more')} →
      </QueuedLink>
    </section>
  );
}

export async function SimilarProperties({ locale, cards }: { locale: Locale; cards: Card[] }) {
  if (cards.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'property.similar' });
  return (
    <section aria-labelledby="similar" className="container-page mt-20 md:mt-28" data-testid="similar">
      <SectionTitle id="similar">{t('title')}</SectionTitle>
      <p className="mt-3 text-ink-soft">{t('lead')}</p>
      <ul className="mt-8 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.id}>
            <PropertyCard card={card} sizes="(min-width: 64rem) 300px, (min-width: 40rem) 45vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}
