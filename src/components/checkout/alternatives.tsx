import { formatMoney } from '@/lib/format';
import { fill } from '@/components/ui/client-text';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { Alternative } from '@/server/booking/booking-request';

export interface AlternativesLabels {
  title: string;
  /** "{place}" filled in. */
  none: string;
  searchPlace: string;
  perNight: string;
  sleeps: string;
}

/**
 * Villas free for the same stay (when the chosen nights are taken), each linking to its page
 * with the dates kept. No hooks: the server page and the booking form both render it.
 */
export function AlternativesList({
  locale,
  alternatives,
  stay,
  destination,
  labels,
}: {
  locale: Locale;
  alternatives: Alternative[];
  stay: { checkIn: string; checkOut: string; guests: number };
  destination: { slug: string; name: string };
  labels: AlternativesLabels;
}) {
  const query = new URLSearchParams({ check_in: stay.checkIn, check_out: stay.checkOut, guests: String(stay.guests) }).toString();
  const searchHref = localizeHref(locale, `/d/${destination.slug}?${query}`);
  return (
    <section aria-labelledby="alternatives-title" className="mt-6" data-testid="alternatives">
      <h3 id="alternatives-title" className="font-serif text-xl text-ink">
        {labels.title}
      </h3>
      {alternatives.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft" data-testid="no-alternatives">
          {fill(labels.none, { place: destination.name })}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {alternatives.map((a) => (
            <li key={a.id} data-testid="alternative">
              <a
                href={localizeHref(locale, `/property/${a.id}?${query}`)}
                className="group block overflow-hidden rounded-2xl border border-line bg-white/80 outline-none focus-visible:ring-2 focus-visible:ring-gold"
              >
                {a.image ? (
                  // biome-ignore lint/performance/noImgElement: a small card picture; the srcset component needs every variant
                  <img src={a.image} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" width={400} height={300} />
                ) : (
                  <div className="aspect-[4/3] w-full bg-sand-deep" />
                )}
                <span className="block px-4 py-3">
                  <span className="block font-semibold text-ink group-hover:underline">{a.name}</span>
                  <span className="block text-xs text-ink-soft">
                    {a.place} · {fill(labels.sleeps, { count: a.capacity })}
                  </span>
                  <span className="mt-1 block text-sm text-ink">
                    {fill(labels.perNight, { price: formatMoney(locale, a.priceCents, a.currency) })}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <a href={searchHref} className="mt-4 inline-block text-sm font-semibold text-sea-deep underline underline-offset-4">
        {fill(labels.searchPlace, { place: destination.name })}
      </a>
    </section>
  );
}
