import { getTranslations } from 'next-intl/server';
import { formatIsoDate, formatMoney } from '@/lib/format';
import { MediaImage } from '@/components/catalog/property-image';
import { PICK_ATTRIBUTE } from '@/components/inquiries/pick';
import { QueuedLink } from '@/components/system/queued-link';
import type { Locale } from '@/i18n/routing';
import type { Experience, LuxuryService, PressArticle } from '@/server/content/content.types';

const eyebrow = 'text-[0.66rem] font-semibold tracking-[0.24em] text-gold-deep uppercase';

/** Whole hours, or halves, from minutes: 480 → 8, 150 → 2.5. */
export function hoursOf(minutes: number): number {
  return Math.max(0.5, Math.round(minutes / 30) / 2);
}

/** One experience: where, what, how long and how much, and a link that picks it in the request form. */
export async function ExperienceCard({
  locale,
  experience: e,
  headingLevel = 2,
}: {
  locale: Locale;
  experience: Experience;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'content.experiences' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article data-testid="experience-card" data-slug={e.slug} className="flex h-full flex-col">
      <MediaImage
        src={e.image}
        sizes="(min-width: 64rem) 31vw, (min-width: 40rem) 46vw, 100vw"
        className="aspect-[4/3] w-full rounded-2xl bg-sand-deep object-cover"
      />
      {e.destination ? (
        <p className={`mt-5 ${eyebrow}`}>
          {e.destination.country ? `${e.destination.name} · ${e.destination.country}` : e.destination.name}
        </p>
      ) : null}
      <Heading className="mt-2 font-serif text-[1.75rem] leading-snug text-ink text-balance">{e.title}</Heading>
      <p className="mt-3 leading-relaxed text-ink-soft">{e.summary}</p>
      <div className="mt-auto pt-5">
        <dl className="grid grid-cols-2 gap-4 border-t border-line pt-4 text-sm">
          <div>
            <dt className="text-muted">{t('durationLabel')}</dt>
            <dd className="mt-1 font-semibold text-ink">{t('duration', { hours: hoursOf(e.durationMinutes) })}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('priceLabel')}</dt>
            <dd className="mt-1 font-semibold text-ink">{t('price', { price: formatMoney(locale, e.priceCents), unit: e.priceUnit })}</dd>
          </div>
        </dl>
        <p className="mt-6">
          <a
            href="#request"
            {...{ [PICK_ATTRIBUTE]: e.slug }}
            aria-label={t('requestLabel', { title: e.title })}
            className="inline-flex items-center gap-3 rounded-full border border-ink/25 px-6 py-3 text-[0.7rem] font-semibold tracking-[0.2em] text-ink uppercase transition hover:border-sea hover:text-sea"
          >
            {t('request')}
            <span aria-hidden="true">→</span>
          </a>
        </p>
      </div>
    </article>
  );
}

/** One luxury service; the whole card links to its page. */
export async function ServiceCard({
  locale,
  service: s,
  headingLevel = 2,
}: {
  locale: Locale;
  service: LuxuryService;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'content.services' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article data-testid="service-card" className="group relative flex h-full flex-col">
      <div className="overflow-hidden rounded-2xl bg-sand-deep">
        <MediaImage
          src={s.image}
          sizes="(min-width: 64rem) 31vw, (min-width: 40rem) 46vw, 100vw"
          className="aspect-[4/3] w-full object-cover transition duration-700 ease-out group-hover:scale-[1.03]"
        />
      </div>
      <p className={`mt-5 ${eyebrow}`}>{t('category', { category: s.category })}</p>
      <Heading className="mt-2 font-serif text-[1.75rem] leading-snug text-ink">
        <QueuedLink
          href={`/luxury-services/${s.slug}`}
          className="after:absolute after:inset-0 after:content-[''] group-hover:text-gold-deep focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-gold"
        >
          {s.title}
        </QueuedLink>
      </Heading>
      <p className="mt-3 leading-relaxed text-ink-soft">{s.summary}</p>
      <p className="mt-auto pt-5 text-sm font-semibold text-ink">
        {t('priceFrom', { price: formatMoney(locale, s.priceFromCents), unit: s.priceUnit })}
      </p>
    </article>
  );
}

/** One press article: publication, date, headline and summary; the headline links to it. */
export async function PressCard({
  locale,
  article: a,
  featured = false,
  headingLevel = 2,
}: {
  locale: Locale;
  article: PressArticle;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'content.press' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-testid="press-card"
      className={`group relative gap-6 ${featured ? 'grid md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:items-center md:gap-12' : 'flex h-full flex-col'}`}
    >
      <div className="overflow-hidden rounded-2xl bg-sand-deep">
        <MediaImage
          src={a.image}
          eager={featured}
          sizes={featured ? '(min-width: 48rem) 58vw, 100vw' : '(min-width: 64rem) 31vw, (min-width: 40rem) 46vw, 100vw'}
          className={`w-full object-cover transition duration-700 ease-out group-hover:scale-[1.03] ${featured ? 'aspect-[16/10]' : 'aspect-[4/3]'}`}
        />
      </div>
      <div className="flex flex-col">
        <p className="text-sm text-muted">
          <span className="font-serif text-xl text-ink italic">{a.publication}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={a.publishedOn}>{formatIsoDate(locale, a.publishedOn)}</time>
        </p>
        <Heading className={`mt-3 font-serif leading-tight text-ink text-balance ${featured ? 'text-4xl md:text-5xl' : 'text-[1.75rem]'}`}>
          <QueuedLink
            href={`/press/${a.slug}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-gold-deep focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-gold"
          >
            {a.title}
          </QueuedLink>
        </Heading>
        <p className="mt-4 leading-relaxed text-ink-soft">{a.summary}</p>
        <p aria-hidden="true" className="mt-5 text-[0.7rem] font-semibold tracking-[0.22em] text-sea uppercase">
          {t('read')} →
        </p>
      </div>
    </article>
  );
}
