import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatRating, isRated } from '@/lib/review-rating';
import type { listPublishedReviews } from '@/server/reviews/reviews.queries';
import { SectionTitle } from './property-sections';
import { ReviewsList, type ReviewsListLabels } from './reviews-list';

type FirstPage = Awaited<ReturnType<typeof listPublishedReviews>>;

const CATEGORIES = ['cleanliness', 'accuracy', 'staff', 'location', 'value'] as const;

/**
 * The villa page's reviews (issue 32): the average to one decimal and the count, or "New" below
 * three published reviews; the five category averages; then the reviews themselves (ReviewsList).
 */
export async function ReviewsSection({ locale, propertyId, first }: { locale: Locale; propertyId: number; first: FirstPage }) {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'property.reviews' }),
    getTranslations({ locale, namespace: 'common.languageNames' }),
  ]);
  const { count, average, categories } = first.meta;
  const rated = isRated(count, average);
  const labels: ReviewsListLabels = {
    filterLabel: t('filterLabel'),
    languages: { all: t('all'), en: common('en'), es: common('es') },
    stayed: t.raw('stayed') as string,
    rating: t.raw('rating') as string,
    reply: t('reply'),
    empty: t('empty'),
    loading: t('loading'),
    error: t('error'),
    retry: t('retry'),
    pager: { label: t('pagerLabel'), previous: t('previous'), next: t('next'), page: t.raw('page') as string },
  };
  return (
    <section aria-labelledby="reviews-title" id="reviews" className="mt-14 scroll-mt-28" data-testid="reviews-section">
      <SectionTitle id="reviews-title">{t('title')}</SectionTitle>
      {rated ? (
        <p className="mt-4 flex flex-wrap items-baseline gap-x-3 text-ink" data-testid="reviews-summary" data-count={count}>
          <span className="font-serif text-4xl" data-testid="reviews-average">
            <span aria-hidden="true" className="mr-1 text-gold-deep">
              ★
            </span>
            {t('average', { average: formatRating(locale, average) })}
          </span>
          <span className="text-ink-soft" data-testid="reviews-count">
            {t('count', { count })}
          </span>
        </p>
      ) : (
        <div className="mt-4" data-testid="reviews-summary" data-count={count}>
          <p
            className="inline-block rounded-full bg-gold/15 px-3 py-1 text-sm font-semibold tracking-wider text-ink uppercase"
            data-testid="reviews-new"
          >
            {t('new')}
          </p>
          <p className="mt-3 max-w-2xl text-ink-soft">{t('newLead', { count })}</p>
        </div>
      )}

      {rated && categories ? (
        <dl
          aria-label={t('categoriesLabel')}
          className="mt-6 grid max-w-2xl gap-x-10 gap-y-3 sm:grid-cols-2"
          data-testid="reviews-categories"
        >
          {CATEGORIES.map((key) => (
            <div key={key} className="flex items-center gap-3" data-category={key}>
              <dt className="min-w-0 flex-1 text-sm text-ink-soft">{t(`category.${key}`)}</dt>
              <dd className="flex items-center gap-3">
                <span aria-hidden="true" className="block h-1 w-20 overflow-hidden rounded-full bg-line">
                  <span className="block h-full bg-gold-deep" style={{ width: `${(categories[key] / 5) * 100}%` }} />
                </span>
                <span className="w-8 text-right text-sm font-semibold text-ink tabular-nums" data-testid="reviews-category-average">
                  {formatRating(locale, categories[key])}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}

      {count > 0 ? <ReviewsList propertyId={propertyId} locale={locale} initial={first} labels={labels} /> : null}
    </section>
  );
}
