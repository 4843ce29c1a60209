import { getTranslations } from 'next-intl/server';
import { pageMetadataFor } from '@/components/page/intro-page';
import { GroceryPlanner } from '@/components/trips/grocery-planner';
import { GroceryReadOnly } from '@/components/trips/grocery-readonly';
import { TripShell, tripTabPath } from '@/components/trips/trip-shell';
import { formatWhen } from '@/lib/time-format';
import { TimesNote } from '@/components/ui/times-note';
import { localizeHref } from '@/lib/locale-path';
import { getGroceryOrder, listGroceryCatalogue } from '@/server/trips/groceries.service';
import { tripPage } from '@/server/http/trip-page';
import { readerTimeZone } from '@/server/http/reader-zone';

export const generateMetadata = pageMetadataFor('tripGroceries', '/user-trip-groceries/:id');

/** The trip's pre-arrival grocery list: editable until 72 hours before check-in, then read-only. */
export default async function TripGroceriesPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, ctx, trip } = await tripPage(params, '/user-trip-groceries');
  const [t, catalogue, order] = await Promise.all([getTranslations('groceries'), listGroceryCatalogue(ctx), getGroceryOrder(ctx, trip.id)]);
  // Deadlines and what happened, on the reader's clock (src/lib/time-format.ts), named once below.
  const reader = await readerTimeZone(order.time_zone);
  const until = formatWhen(locale, order.editable_until, reader.zone, 'full');
  const active = trip.status === 'requested' || trip.status === 'awaiting_payment' || trip.status === 'confirmed';
  const billHref = localizeHref(locale, tripTabPath('charges', trip.id));

  return (
    <TripShell locale={locale} trip={trip} active="groceries" title={t('title')}>
      <div className="max-w-3xl space-y-2 text-ink-soft">
        <p>{t('intro')}</p>
        <p data-testid="grocery-bill-note">{t('billNote')}</p>
        {order.purchased_at ? (
          <p data-testid="grocery-purchased" className="font-medium text-ink">
            {t('purchased', { when: formatWhen(locale, order.purchased_at, reader.zone, 'full') })}
          </p>
        ) : null}
        {order.editable ? (
          <p data-testid="grocery-deadline" className="font-medium text-ink">
            {t('deadline', { when: until })}
          </p>
        ) : null}
        <TimesNote locale={locale} reader={reader} />
      </div>
      <div className="mt-8">
        {order.editable ? (
          catalogue.length > 0 ? (
            <GroceryPlanner
              locale={locale}
              tripId={trip.id}
              catalogue={catalogue}
              initialOrder={order}
              billHref={billHref}
              timeZone={reader.zone}
              labels={{
                jumpTo: t('jumpTo'),
                perUnit: t.raw('perUnit') as string,
                quantity: t.raw('quantity') as string,
                decrease: t.raw('decrease') as string,
                increase: t.raw('increase') as string,
                lineNote: t.raw('lineNote') as string,
                lineNotePlaceholder: t('lineNotePlaceholder'),
                orderNote: t('orderNote'),
                orderNotePlaceholder: t('orderNotePlaceholder'),
                summary: t('summary'),
                itemsOne: t.raw('itemsOne') as string,
                itemsOther: t.raw('itemsOther') as string,
                estimate: t('estimate'),
                saveDraft: t('saveDraft'),
                savingDraft: t('savingDraft'),
                submit: t('submit'),
                update: t('update'),
                submitting: t('submitting'),
                unsaved: t('unsaved'),
                unavailable: t.raw('unavailable') as string,
                emptyHint: t('emptyHint'),
                statusLabel: t('status.label'),
                statusNone: t('status.none'),
                statusDraft: t('status.draft'),
                statusSubmitted: t.raw('status.submitted') as string,
                savedDraft: t('saved.draft'),
                savedSubmitted: t('saved.submitted'),
                savedUpdated: t('saved.updated'),
                network: t('network'),
                seeBill: t('seeBill'),
              }}
            />
          ) : (
            <p className="rounded-2xl border border-line bg-white/70 px-5 py-6 text-ink-soft">{t('noCatalogue')}</p>
          )
        ) : (
          <div className="space-y-6">
            <div
              role="note"
              data-testid="grocery-locked"
              className="rounded-2xl border border-[#e4d3b0] bg-[#fbf5e9] px-5 py-4 text-sm text-ink"
            >
              <p>{active ? t('locked.deadline', { when: until }) : t('locked.status')}</p>
              {active ? (
                <a href={localizeHref(locale, '/user/message')} className="mt-2 inline-block font-medium underline underline-offset-4">
                  {t('locked.messageConcierge')}
                </a>
              ) : null}
            </div>
            {order.status === 'submitted' && order.submitted_at ? (
              <p data-testid="grocery-status" data-status={order.status} className="text-sm text-ink-soft">
                {t('status.label')}: {t('status.submitted', { when: formatWhen(locale, order.submitted_at, reader.zone) })}
              </p>
            ) : null}
            {/* A draft never submitted was never ordered: the locked view shows no lines for it. */}
            <GroceryReadOnly locale={locale} order={order.status === 'submitted' ? order : { ...order, lines: [] }} />
            {order.status === 'submitted' ? (
              <a href={billHref} className="inline-block text-sm font-medium underline underline-offset-4">
                {t('seeBill')}
              </a>
            ) : null}
          </div>
        )}
      </div>
    </TripShell>
  );
}
