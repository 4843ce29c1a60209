import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ReviewReplyForm } from '@/components/owner/portal/review-reply';
import { pageMetadataFor } from '@/components/page/intro-page';
import { StaffTitleBar } from '@/components/page/staff-title';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { RatingStars } from '@/components/ui/star-rating';
import { formatStayRange } from '@/lib/format';
import { localizeHref } from '@/lib/locale-path';
import { formatZonedDate } from '@/lib/time-format';
import { areaPage, orNotFound } from '@/server/http/area-page';
import { readerTimeZone } from '@/server/http/reader-zone';
import { listOwnerReviews } from '@/server/reviews/reviews.queries';
import { REVIEW_CATEGORIES } from '@/server/reviews/reviews.schema';

export const generateMetadata = pageMetadataFor('brokerReviews', '/broker/reviews');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

// GET /broker/reviews – the reviews of the owner's villas (issue 32), each with its one public reply.
export default async function BrokerReviewsPage({ params, searchParams }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/broker/reviews', require: 'user' });
  const rawPage = Number(one((await searchParams).page));
  const pageNumber = Number.isInteger(rawPage) && rawPage > 0 && rawPage <= 10_000 ? rawPage : 1;
  const list = await orNotFound(listOwnerReviews(ctx, { page: pageNumber }));
  const [t, title, messages, reader] = await Promise.all([
    getTranslations('reviewPages'),
    getTranslations('pages.brokerReviews'),
    getMessages({ locale }),
    readerTimeZone(),
  ]);
  const date = (iso: string) => formatZonedDate(locale, iso, reader.zone);
  return (
    <div className="grid min-w-0 gap-4" data-testid="owner-reviews">
      <StaffTitleBar title={title('title')} lead={t('owner.lead')} />
      {list.data.length === 0 ? (
        <EmptyState variant="inline" text={t('owner.empty')} testId="owner-reviews-empty" />
      ) : (
        <NextIntlClientProvider messages={{ reviewPages: messages.reviewPages }}>
          <ul className="grid gap-3" aria-label={title('title')}>
            {list.data.map((review) => (
              <li key={review.id}>
                <article
                  aria-labelledby={`review-${review.id}-villa`}
                  className="grid min-w-0 gap-3 rounded-xl border border-line bg-white p-4"
                  data-testid="owner-review"
                  data-id={review.id}
                  data-status={review.status}
                >
                  <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <h2 id={`review-${review.id}-villa`} className="font-serif text-lg">
                      {review.property_name}
                    </h2>
                    <span className="text-xs font-semibold text-ink-soft">{t(`status.${review.status}`)}</span>
                  </header>
                  <p className="text-sm text-ink-soft">
                    {review.author_first_name} · {formatStayRange(locale, review.stay.check_in, review.stay.check_out)}
                  </p>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
                    <RatingStars
                      value={review.overall}
                      label={t('rated', { label: t('categories.overall'), value: review.overall })}
                      className="text-base"
                    />
                    {REVIEW_CATEGORIES.map((key) => (
                      <span key={key} className="text-ink-soft">
                        {t('rated', { label: t(`categories.${key}`), value: review.categories[key] })}
                      </span>
                    ))}
                  </div>
                  <p lang={review.locale} className="whitespace-pre-line break-words" data-testid="owner-review-text">
                    {review.text}
                  </p>
                  {review.reply ? (
                    <div className="rounded-lg border-l-2 border-gold bg-sand/60 px-3 py-2 text-sm" data-testid="owner-review-reply">
                      <p className="font-semibold">{t('owner.replied', { date: date(review.reply.replied_at) })}</p>
                      <p lang={review.reply.locale} className="mt-1 whitespace-pre-line break-words">
                        {review.reply.text}
                      </p>
                    </div>
                  ) : review.can_reply && review.reply_until ? (
                    <ReviewReplyForm
                      locale={locale}
                      reviewId={review.id}
                      until={t('owner.replyUntil', { date: date(review.reply_until) })}
                    />
                  ) : (
                    <p className="text-sm text-ink-soft" data-testid="owner-review-no-reply">
                      {review.status === 'pending' ? t('owner.replyPending') : t('owner.replyClosed')}
                    </p>
                  )}
                </article>
              </li>
            ))}
          </ul>
        </NextIntlClientProvider>
      )}
      <Pager
        page={list.meta.page}
        pageCount={list.meta.page_count}
        href={(n) => localizeHref(locale, n > 1 ? `/broker/reviews?page=${n}` : '/broker/reviews')}
        labels={{
          label: t('owner.paging'),
          previous: t('owner.previous'),
          next: t('owner.next'),
          page: t('owner.page', { page: list.meta.page, pages: list.meta.page_count }),
        }}
      />
    </div>
  );
}
