'use client';

import { useRef, useState } from 'react';
import { apiFetch } from '@/components/ui/api-client';
import { buttonStyles } from '@/components/ui/button-styles';
import { fill } from '@/components/ui/client-text';
import type { Locale } from '@/i18n/routing';
import type { Review } from '@/server/reviews/reviews.openapi';

export type ReviewLanguage = 'all' | 'en' | 'es';

export interface ReviewsListLabels {
  filterLabel: string;
  languages: Record<ReviewLanguage, string>;
  /** "Stayed in {month}". */
  stayed: string;
  /** "Rated {overall} out of 5". */
  rating: string;
  reply: string;
  empty: string;
  loading: string;
  error: string;
  retry: string;
  pager: { label: string; previous: string; next: string /** "Page {page} of {pages}". */; page: string };
}

interface ReviewsAnswer {
  data: Review[];
  meta: { page: number; per_page: number; total: number };
}

/** The month of a stay's arrival in the page's language: "March 2026", "marzo de 2026". */
function stayMonth(locale: Locale, checkIn: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${checkIn}T12:00:00Z`));
}

function ReviewItem({ review, locale, labels }: { review: Review; locale: Locale; labels: ReviewsListLabels }) {
  return (
    <li data-testid="review" data-review-id={review.id} className="border-t border-line pt-6 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-ink" data-testid="review-author">
          {review.author_first_name}
        </p>
        <p className="text-sm text-gold-deep" data-testid="review-overall" data-overall={review.overall}>
          <span className="sr-only">{fill(labels.rating, { overall: review.overall })}</span>
          <span aria-hidden="true">
            {'★'.repeat(review.overall)}
            <span className="text-line">{'★'.repeat(5 - review.overall)}</span>
          </span>
        </p>
      </div>
      <p className="mt-0.5 text-sm text-muted" data-testid="review-stay">
        {fill(labels.stayed, { month: stayMonth(locale, review.stay.check_in) })}
      </p>
      <p lang={review.locale} data-testid="review-text" className="mt-3 max-w-2xl leading-relaxed whitespace-pre-line text-ink-soft">
        {review.text}
      </p>
      {review.reply ? (
        <div data-testid="review-reply" className="mt-4 ml-4 max-w-2xl border-l-2 border-gold/60 pl-4">
          <p className="text-[0.68rem] font-semibold tracking-[0.2em] text-muted uppercase">{labels.reply}</p>
          <p lang={review.reply.locale} className="mt-1 leading-relaxed whitespace-pre-line text-ink-soft">
            {review.reply.text}
          </p>
        </div>
      ) : null}
    </li>
  );
}

/**
 * A villa's published reviews, newest first, ten a page, with a language filter. The first page
 * (every language) comes rendered with the page, which the page cache serves to everyone alike;
 * other pages and languages are asked of GET /v1/properties/{id}/reviews here, so the page's
 * address (and its cached document) never changes.
 */
export function ReviewsList({
  propertyId,
  locale,
  initial,
  labels,
}: {
  propertyId: number;
  locale: Locale;
  initial: ReviewsAnswer;
  labels: ReviewsListLabels;
}) {
  const [language, setLanguage] = useState<ReviewLanguage>('all');
  const [answer, setAnswer] = useState<ReviewsAnswer>(initial);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const wanted = useRef({ page: 1, language: 'all' as ReviewLanguage });
  const top = useRef<HTMLDivElement>(null);

  async function load(page: number, lang: ReviewLanguage, scroll: boolean) {
    wanted.current = { page, language: lang };
    setLanguage(lang);
    setState('loading');
    const params = new URLSearchParams({ page: String(page) });
    if (lang !== 'all') params.set('language', lang);
    try {
      const next = await apiFetch<ReviewsAnswer>(locale, `/v1/properties/${propertyId}/reviews?${params}`, { networkError: labels.error });
      // A later choice won: its answer is the one to show.
      if (wanted.current.page !== page || wanted.current.language !== lang) return;
      setAnswer(next);
      setState('idle');
      if (scroll) top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    } catch {
      if (wanted.current.page === page && wanted.current.language === lang) setState('error');
    }
  }

  const pages = Math.max(1, Math.ceil(answer.meta.total / answer.meta.per_page));
  const page = answer.meta.page;
  const link = buttonStyles({ variant: 'secondary', size: 'sm' });
  return (
    <div ref={top} className="mt-8 scroll-mt-28" data-testid="reviews-list" aria-busy={state === 'loading'}>
      <fieldset className="flex flex-wrap gap-2" data-testid="reviews-language">
        <legend className="sr-only">{labels.filterLabel}</legend>
        {(['all', 'en', 'es'] as const).map((lang) => (
          <button
            key={lang}
            type="button"
            aria-pressed={language === lang}
            data-language={lang}
            onClick={() => void load(1, lang, false)}
            className={`rounded-full border px-4 py-1.5 text-sm transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none ${
              language === lang ? 'border-ink bg-ink text-[#fffdf9]' : 'border-line bg-[#fffdf9] text-ink-soft hover:border-ink'
            }`}
          >
            {labels.languages[lang]}
          </button>
        ))}
      </fieldset>

      <p aria-live="polite" className="mt-4 text-sm text-muted" data-testid="reviews-status">
        {state === 'loading' ? labels.loading : null}
        {state === 'error' ? (
          <>
            {labels.error}{' '}
            <button
              type="button"
              className="font-semibold text-gold-deep underline underline-offset-4"
              onClick={() => void load(wanted.current.page, wanted.current.language, false)}
            >
              {labels.retry}
            </button>
          </>
        ) : null}
      </p>

      {answer.data.length === 0 ? (
        <p className="mt-4 text-ink-soft" data-testid="reviews-empty">
          {labels.empty}
        </p>
      ) : (
        <ol className={`mt-4 space-y-6 transition-opacity ${state === 'loading' ? 'opacity-50' : ''}`}>
          {answer.data.map((review) => (
            <ReviewItem key={review.id} review={review} locale={locale} labels={labels} />
          ))}
        </ol>
      )}

      {pages > 1 ? (
        <nav aria-label={labels.pager.label} className="mt-8 flex items-center justify-between gap-2 text-sm" data-testid="reviews-pager">
          {page > 1 ? (
            <button type="button" className={link} onClick={() => void load(page - 1, language, true)}>
              {labels.pager.previous}
            </button>
          ) : (
            <span />
          )}
          <span className="text-ink-soft" data-testid="reviews-page">
            {fill(labels.pager.page, { page, pages })}
          </span>
          {page < pages ? (
            <button type="button" className={link} onClick={() => void load(page + 1, language, true)}>
              {labels.pager.next}
            </button>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
