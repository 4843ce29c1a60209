import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { QueuedLink } from '@/components/system/queued-link';
import type { Locale } from '@/i18n/routing';
import type { Destination, PropertyImage as Image } from '@/server/catalog/catalog.types';
import type { Experience, LuxuryService, PressArticle } from '@/server/content/content.types';
import { formatMoney } from '@/lib/format';
import { MediaImage, PropertyImage } from './property-image';

/** The heading block every home section opens with: eyebrow, serif title, lead and a "see all" link. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  link,
  dark = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  link?: { href: string; label: string };
  dark?: boolean;
}) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      <div className="max-w-2xl">
        <p className={`text-[0.7rem] font-semibold tracking-[0.3em] uppercase ${dark ? 'text-[#e7cf9f]' : 'text-gold-deep'}`}>{eyebrow}</p>
        <h2 id={id} className={`mt-3 font-serif text-4xl leading-[1.05] md:text-5xl ${dark ? 'text-white' : 'text-ink'}`}>
          {title}
        </h2>
        {lead ? <p className={`mt-4 text-base leading-relaxed ${dark ? 'text-white/75' : 'text-ink-soft'}`}>{lead}</p> : null}
      </div>
      {link ? <SeeAll href={link.href} label={link.label} dark={dark} /> : null}
    </div>
  );
}

export function SeeAll({ href, label, dark = false }: { href: string; label: string; dark?: boolean }) {
  return (
    <QueuedLink
      href={href}
      className={`group inline-flex shrink-0 items-center gap-3 self-start text-[0.7rem] font-semibold tracking-[0.22em] uppercase md:self-auto ${dark ? 'text-[#e7cf9f]' : 'text-ink'}`}
    >
      <span className="border-b border-current pb-1">{label}</span>
      <span aria-hidden="true" className="transition group-hover:translate-x-1">
        →
      </span>
    </QueuedLink>
  );
}

/** Destination tiles: the first is the large one on wide screens. */
export async function FeaturedDestinations({ destinations }: { destinations: Destination[] }) {
  const t = await getTranslations('catalog');
  return (
    <ul className="mt-10 grid auto-rows-[12rem] grid-cols-2 gap-3 md:mt-14 md:auto-rows-[15rem] md:grid-cols-4 md:gap-4">
      {destinations.map((d, index) => (
        <li key={d.slug} className={index === 0 ? 'col-span-2 md:row-span-2' : ''}>
          <QueuedLink
            href={`/d/${d.slug}`}
            className="group relative isolate flex size-full flex-col justify-end overflow-hidden rounded-2xl bg-sea-deep p-5 text-white md:p-6"
          >
            {d.image ? (
              <MediaImage
                src={d.image}
                sizes={index === 0 ? '(min-width: 48rem) 50vw, 100vw' : '(min-width: 48rem) 25vw, 50vw'}
                className="absolute inset-0 -z-20 size-full object-cover transition duration-700 ease-out group-hover:scale-105"
              />
            ) : null}
            <span aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/80 via-ink/30 to-transparent" />
            {d.country ? (
              <span className="hidden text-[0.62rem] font-semibold tracking-[0.25em] text-[#e7cf9f] uppercase sm:block">
                {d.country.name}
              </span>
            ) : null}
            <span className={`font-serif leading-tight ${index === 0 ? 'text-4xl md:text-5xl' : 'text-2xl md:text-3xl'}`}>{d.name}</span>
            <span className="mt-1 text-xs text-white/80">{t('destination.count', { count: d.propertyCount })}</span>
          </QueuedLink>
        </li>
      ))}
    </ul>
  );
}

function hoursOf(minutes: number): number {
  return Math.max(0.5, Math.round(minutes / 30) / 2);
}

export async function ExperienceList({ locale, experiences }: { locale: Locale; experiences: Experience[] }) {
  const t = await getTranslations('catalog.home.experiences');
  return (
    <ul className="mt-10 grid gap-12 sm:grid-cols-2 md:mt-14 md:grid-cols-3 md:gap-6">
      {experiences.map((e) => (
        <li key={e.slug}>
          <article>
            <MediaImage
              src={e.image}
              sizes="(min-width: 48rem) 33vw, (min-width: 40rem) 50vw, 100vw"
              className="aspect-[4/3] w-full rounded-2xl bg-sea object-cover md:aspect-[4/5]"
            />
            <p className="mt-4 text-[0.65rem] font-semibold tracking-[0.22em] text-[#e7cf9f] uppercase">
              {t('duration', { hours: hoursOf(e.durationMinutes) })} · {t('from', { price: formatMoney(locale, e.priceCents) })}
            </p>
            <h3 className="mt-2 font-serif text-2xl leading-snug text-white">{e.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-white/70">{e.summary}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function ServiceList({ services }: { services: LuxuryService[] }) {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {services.map((s) => (
        <li key={s.slug}>
          <QueuedLink
            href={`/luxury-services/${s.slug}`}
            className="group grid grid-cols-[5.5rem_1fr_auto] items-center gap-5 py-5 md:gap-7"
          >
            <MediaImage src={s.image} sizes="96px" className="aspect-square w-full rounded-xl bg-sand-deep object-cover" />
            <span>
              <span className="block font-serif text-2xl leading-snug text-ink transition group-hover:text-gold-deep">{s.title}</span>
              <span className="mt-1 line-clamp-2 block text-sm leading-relaxed text-ink-soft">{s.summary}</span>
            </span>
            <span aria-hidden="true" className="text-gold transition group-hover:translate-x-1">
              →
            </span>
          </QueuedLink>
        </li>
      ))}
    </ul>
  );
}

export function PressStrip({ articles }: { articles: PressArticle[] }) {
  return (
    <ul className="mt-10 grid gap-px overflow-hidden rounded-2xl border border-line bg-line sm:grid-cols-2 lg:grid-cols-4">
      {articles.map((a) => (
        <li key={a.slug} className="bg-[#fffdf9]">
          <QueuedLink href={`/press/${a.slug}`} className="group flex h-full flex-col p-6 transition hover:bg-sand">
            <span className="font-serif text-2xl text-ink italic">{a.publication}</span>
            <span className="mt-3 text-sm leading-relaxed text-ink-soft group-hover:text-ink">“{a.title}”</span>
          </QueuedLink>
        </li>
      ))}
    </ul>
  );
}

export function OwnersCallToAction({
  image,
  eyebrow,
  title,
  text,
  actions,
}: {
  image: Image | undefined;
  eyebrow: string;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <div className="grid overflow-hidden rounded-3xl bg-sand md:grid-cols-2">
      {image ? (
        <PropertyImage
          image={image}
          alt=""
          sizes="(min-width: 48rem) 50vw, 100vw"
          className="aspect-[4/3] size-full object-cover md:aspect-auto"
        />
      ) : null}
      <div className="flex flex-col justify-center p-8 md:p-14 lg:p-20">
        <p className="text-[0.7rem] font-semibold tracking-[0.3em] text-sea uppercase">{eyebrow}</p>
        <h2 id="owners-title" className="mt-3 font-serif text-4xl leading-[1.05] text-ink md:text-5xl">
          {title}
        </h2>
        <p className="mt-5 leading-relaxed text-ink-soft">{text}</p>
        <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
      </div>
    </div>
  );
}
