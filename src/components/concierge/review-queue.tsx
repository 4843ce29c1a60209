'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueuedLink } from '@/components/system/queued-link';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { FormNotice } from '@/components/ui/form-parts';
import { RatingStars } from '@/components/ui/star-rating';
import { ReasonDialog } from '@/components/ui/text-submit';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import type { PrivateReview as DeskReview } from '@/server/reviews/reviews.openapi';

const CATEGORIES = ['cleanliness', 'accuracy', 'staff', 'location', 'value'] as const;

/** A review with its stay's dates already written on the server in the page's language. */
export interface ReviewItem {
  review: DeskReview;
  stay: string;
}

/**
 * The desk's review queue (issue 32): each review's villa, guest, stay, ratings, text and private
 * feedback; Publish, or Decline with a reason (a dialog). A table from md up, cards below it.
 */
export function ReviewQueue({ locale, items }: { locale: Locale; items: ReviewItem[] }) {
  const t = useTranslations('reviewPages');
  const publish = useApiAction({ locale, network: t('desk.network'), refresh: true });
  const [publishing, setPublishing] = useState<number | null>(null);
  const [declining, setDeclining] = useState<DeskReview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: Column<ReviewItem>[] = [
    {
      key: 'villa',
      header: t('desk.columns.villa'),
      primary: true,
      cell: ({ review }) => <span className="font-semibold">{review.property_name}</span>,
    },
    {
      key: 'guest',
      header: t('desk.columns.guest'),
      cell: ({ review }) => (
        <QueuedLink
          href={`/concierges/trip-${review.reservation_id}`}
          className="underline underline-offset-2"
          data-testid="review-row-trip"
        >
          {review.author_first_name}
        </QueuedLink>
      ),
    },
    { key: 'stay', header: t('desk.columns.stay'), cell: ({ stay }) => stay, className: 'md:whitespace-nowrap' },
    {
      key: 'ratings',
      header: t('desk.columns.ratings'),
      cell: ({ review }) => (
        <dl className="grid gap-0.5 text-xs">
          {(['overall', ...CATEGORIES] as const).map((key) => {
            const value = key === 'overall' ? review.overall : review.categories[key];
            const label = t(`categories.${key}`);
            return (
              <div key={key} className="flex items-center justify-between gap-2">
                <dt className={key === 'overall' ? 'font-semibold' : 'text-ink-soft'}>{label}</dt>
                <dd>
                  <RatingStars value={value} label={t('rated', { label, value })} />
                </dd>
              </div>
            );
          })}
        </dl>
      ),
      className: 'md:w-56',
    },
    {
      key: 'review',
      header: t('desk.columns.review'),
      className: 'col-span-2 break-words md:max-w-md',
      cell: ({ review }) => (
        <div className="grid gap-2">
          <p lang={review.locale} className="whitespace-pre-line" data-testid="review-row-text">
            {review.text}
          </p>
          {review.private_feedback ? (
            <p className="rounded-md bg-sand/70 px-2 py-1 text-xs" data-testid="review-row-private">
              <span className="font-semibold">{t('desk.private')}: </span>
              {review.private_feedback}
            </p>
          ) : null}
          {review.status === 'declined' && review.decline_reason ? (
            <p className="text-xs text-danger">{t('desk.declinedBecause', { reason: review.decline_reason })}</p>
          ) : null}
        </div>
      ),
    },
  ];

  const pending = items.some(({ review }) => review.status === 'pending');
  return (
    <div className="grid gap-3">
      <FormNotice message={notice} />
      {publish.error ? (
        <p role="alert" className="text-sm text-danger" data-testid="review-queue-error">
          {publish.error}
        </p>
      ) : null}
      <DataTable
        rows={items}
        columns={columns}
        rowKey={({ review }) => review.id}
        label={t('desk.tabs')}
        testId="review-queue"
        rowProps={({ review }) => ({ 'data-testid': 'review-row', 'data-id': review.id, 'data-status': review.status })}
        actionsHeader={t('desk.columns.actions')}
        actions={
          pending
            ? ({ review }) =>
                review.status === 'pending' ? (
                  <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
                    <Button
                      variant="accent"
                      size="sm"
                      busy={publish.busy && publishing === review.id}
                      busyLabel={t('desk.working')}
                      data-testid="review-publish"
                      onPress={() => {
                        setPublishing(review.id);
                        setNotice(null);
                        void publish.run(`/v1/concierge/reviews/${review.id}/publish`, {
                          onSuccess: () => setNotice(t('desk.published')),
                        });
                      }}
                    >
                      {t('desk.publish')}
                    </Button>
                    <Button
                      variant="danger-outline"
                      size="sm"
                      data-testid="review-decline"
                      onPress={() => {
                        setNotice(null);
                        setDeclining(review);
                      }}
                    >
                      {t('desk.decline')}
                    </Button>
                  </div>
                ) : null
            : undefined
        }
        minWidthClass="md:min-w-[56rem]"
      />
      {declining ? (
        <DeclineReviewDialog
          locale={locale}
          review={declining}
          onClose={() => setDeclining(null)}
          onDone={() => {
            setDeclining(null);
            setNotice(t('desk.declined'));
          }}
        />
      ) : null}
    </div>
  );
}

/** Decline a review: the reason is required; the guest receives it by mail. */
function DeclineReviewDialog(props: { locale: Locale; review: DeskReview; onDone: () => void; onClose: () => void }) {
  const t = useTranslations('reviewPages.desk');
  return (
    <ReasonDialog
      locale={props.locale}
      path={`/v1/concierge/reviews/${props.review.id}/decline`}
      title={t('declineTitle', { villa: props.review.property_name })}
      intro={t('declineText')}
      labels={{ reason: t('reason'), submit: t('declineSubmit'), cancel: t('cancel'), working: t('working'), network: t('network') }}
      testIdPrefix="review-decline"
      onDone={props.onDone}
      onClose={props.onClose}
    />
  );
}
