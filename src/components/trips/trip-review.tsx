import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Panel } from '@/components/ui/panel';
import { RatingStars } from '@/components/ui/star-rating';
import { getMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { formatZonedDate } from '@/lib/time-format';
import type { TripReview as TripReviewAnswer } from '@/server/reviews/reviews.openapi';
import { ReviewForm } from './review-form';

// Not imported from review-form: a client module's constants are client references on the server.
const REVIEW_CATEGORY_KEYS = ['cleanliness', 'accuracy', 'staff', 'location', 'value'] as const;

const STATUS_TONE = {
  pending: 'bg-amber-50 text-amber-900 border-amber-300',
  published: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  declined: 'bg-danger-soft text-danger border-danger/40',
} as const;

/**
 * The trip page's review (issue 32), anchored at #review (the invitation mail's link): the form
 * while the stay can be reviewed, the review and its status once written, or why it cannot be.
 * Nothing for a stay that was never confirmed.
 */
export async function TripReview({
  locale,
  answer,
  zone,
  tripId,
}: {
  locale: Locale;
  answer: TripReviewAnswer;
  zone: string;
  tripId: number;
}) {
  const { data: review, meta } = answer;
  if (!review && meta.reason === 'not_reviewable') return null;
  const [t, languages] = await Promise.all([getTranslations('reviewPages'), getTranslations('common.languageNames')]);
  return (
    <Panel
      id="review"
      headingId="review-title"
      heading={review ? t('guest.title') : t('guest.cta')}
      testId="trip-review"
      className="scroll-mt-24 p-6"
    >
      {review ? (
        <div className="mt-4 grid gap-4" data-testid="review-shown" data-status={review.status}>
          <p>
            <span
              className={`inline-flex rounded-full border px-3 py-1 text-sm font-semibold ${STATUS_TONE[review.status]}`}
              data-testid="review-status"
            >
              {t(`status.${review.status}`)}
            </span>
          </p>
          <p className="text-sm text-ink-soft" data-testid="review-status-note">
            {review.status === 'declined'
              ? t('guest.statusNote.declined', { reason: review.decline_reason ?? '' })
              : t(`guest.statusNote.${review.status}`)}
          </p>
          <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {(['overall', ...REVIEW_CATEGORY_KEYS] as const).map((key) => {
              const value = key === 'overall' ? review.overall : review.categories[key];
              const label = t(`categories.${key}`);
              return (
                <div key={key} className="flex items-center justify-between gap-3 rounded-xl bg-sand/60 px-3 py-2">
                  <dt className="text-sm">{label}</dt>
                  <dd>
                    <RatingStars value={value} label={t('rated', { label, value })} />
                  </dd>
                </div>
              );
            })}
          </dl>
          <blockquote lang={review.locale} className="whitespace-pre-line border-l-2 border-gold pl-4" data-testid="review-text-shown">
            {review.text}
          </blockquote>
          {review.private_feedback ? (
            <div className="text-sm">
              <p className="font-semibold">{t('guest.yourPrivate')}</p>
              <p className="mt-1 whitespace-pre-line text-ink-soft">{review.private_feedback}</p>
            </div>
          ) : null}
          {review.reply ? (
            <div className="rounded-xl border border-line bg-white p-4 text-sm" data-testid="review-reply">
              <p className="font-semibold">{t('guest.reply')}</p>
              <p lang={review.reply.locale} className="mt-1 whitespace-pre-line">
                {review.reply.text}
              </p>
            </div>
          ) : null}
        </div>
      ) : meta.reviewable ? (
        <div className="mt-2 grid gap-4">
          <p className="text-ink-soft">{t('guest.lead')}</p>
          {meta.window_closes_at ? (
            <p className="text-sm text-ink-soft" data-testid="review-closes">
              {t('guest.closesOn', { date: formatZonedDate(locale, meta.window_closes_at, zone) })}
            </p>
          ) : null}
          <NextIntlClientProvider messages={{ reviewPages: getMessages(locale).reviewPages }}>
            <ReviewForm locale={locale} tripId={tripId} languages={{ en: languages('en'), es: languages('es') }} />
          </NextIntlClientProvider>
        </div>
      ) : (
        <p className="mt-2 text-ink-soft" data-testid="review-blocked" data-reason={meta.reason ?? ''}>
          {meta.reason === 'review_window_closed' ? t('guest.blocked.review_window_closed') : t('guest.blocked.stay_not_finished')}
        </p>
      )}
    </Panel>
  );
}
