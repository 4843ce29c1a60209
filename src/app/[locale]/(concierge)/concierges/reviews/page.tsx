import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { type ReviewItem, ReviewQueue } from '@/components/concierge/review-queue';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { formatStayRange } from '@/lib/format';
import { localizeHref } from '@/lib/locale-path';
import { areaPage, orNotFound } from '@/server/http/area-page';
import { deskReviewCounts } from '@/server/reviews/review-pages.queries';
import { listDeskReviews } from '@/server/reviews/reviews.queries';
import { REVIEW_STATUSES, type ReviewStatus } from '@/server/reviews/reviews.schema';

export const generateMetadata = pageMetadataFor('conciergeReviews', '/concierges/reviews');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

// GET /concierges/reviews – the desk's review queue (issue 32): the reviews of the scope by status, pending first.
export default async function ConciergeReviewsPage({ params, searchParams }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/concierges/reviews', require: 'user' });
  const sp = await searchParams;
  // A hand-edited status or page falls back to the pending reviews' first page.
  const wanted = one(sp.status);
  const status: ReviewStatus = (REVIEW_STATUSES as readonly string[]).includes(wanted ?? '') ? (wanted as ReviewStatus) : 'pending';
  const rawPage = Number(one(sp.page));
  const pageNumber = Number.isInteger(rawPage) && rawPage > 0 && rawPage <= 10_000 ? rawPage : 1;
  const [list, counts] = await orNotFound(Promise.all([listDeskReviews(ctx, { status, page: pageNumber }), deskReviewCounts(ctx)]));
  const [t, title, messages] = await Promise.all([
    getTranslations('reviewPages'),
    getTranslations('pages.conciergeReviews'),
    getMessages({ locale }),
  ]);
  const href = (over: { status?: ReviewStatus; page?: number }) => {
    const q = new URLSearchParams();
    const s = over.status ?? status;
    if (s !== 'pending') q.set('status', s);
    if ((over.page ?? 1) > 1) q.set('page', String(over.page));
    const query = q.toString();
    return `/concierges/reviews${query ? `?${query}` : ''}`;
  };
  const items: ReviewItem[] = list.data.map((review) => ({
    review,
    stay: formatStayRange(locale, review.stay.check_in, review.stay.check_out),
  }));
  return (
    <div className="grid gap-4 px-3 py-5 sm:px-5" data-testid="desk-reviews">
      <h1 className="font-serif text-2xl md:text-3xl">{title('title')}</h1>
      {/* The statuses wrap onto a second line on a phone rather than hide in a sideways strip. */}
      <nav aria-label={t('desk.tabs')}>
        <ul className="flex flex-wrap gap-1.5">
          {REVIEW_STATUSES.map((tab) => (
            <li key={tab}>
              <QueuedLink
                href={href({ status: tab })}
                aria-current={tab === status ? 'page' : undefined}
                data-testid={`reviews-tab-${tab}`}
                data-count={counts[tab]}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-white px-3 text-sm whitespace-nowrap hover:border-ink/40 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-[current=page]:border-sea-deep aria-[current=page]:bg-sea-deep aria-[current=page]:text-white"
              >
                {t(`status.${tab}`)}
                <span className="rounded-full bg-ink/10 px-1.5 text-xs tabular-nums">{counts[tab]}</span>
              </QueuedLink>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <EmptyState variant="inline" text={t('desk.empty')} testId="reviews-empty" />
      ) : (
        <NextIntlClientProvider messages={{ reviewPages: messages.reviewPages }}>
          <ReviewQueue locale={locale} items={items} />
        </NextIntlClientProvider>
      )}
      <Pager
        page={list.meta.page}
        pageCount={list.meta.page_count}
        href={(n) => localizeHref(locale, href({ page: n }))}
        labels={{
          label: t('desk.paging'),
          previous: t('desk.previous'),
          next: t('desk.next'),
          page: t('desk.page', { page: list.meta.page, pages: list.meta.page_count }),
        }}
      />
    </div>
  );
}
