import { getTranslations } from 'next-intl/server';
import { ConversationList } from '@/components/messaging/conversation-list';
import { RefreshOnLive } from '@/components/messaging/refresh-on-live';
import { ThreadPanel, threadOrNotFound } from '@/components/messaging/thread-panel';
import { pageMetadataFor } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/page-intro';
import { localizeHref } from '@/lib/locale-path';
import { pageContext } from '@/server/http/page-context';
import { listGuestConversations } from '@/server/messaging/inbox';
import { listMyTrips } from '@/server/trips/my-trips';
import { areaPage } from '@/server/http/area-page';
import { readerTimeZone } from '@/server/http/reader-zone';

export const generateMetadata = pageMetadataFor('userMessages', '/user/message');

const OPEN = new Set(['requested', 'awaiting_payment', 'confirmed']);

// GET /user/message – the guest's conversations, one per trip, newest first, with the chosen one beside.
export default async function MessagesPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ trip?: string }>;
}) {
  const { locale } = await areaPage(params);
  const ctx = await pageContext(locale);
  const [page, t, conversations, trips] = await Promise.all([
    getTranslations('pages.userMessages'),
    getTranslations('inbox'),
    listGuestConversations(ctx),
    listMyTrips(ctx),
  ]);
  const talking = new Set(conversations.map((c) => c.trip_id));
  // Trips still ahead with no conversation yet: the guest can start one from here as well.
  const quiet = trips.filter(
    (trip) => !talking.has(trip.id) && OPEN.has(trip.status) && trip.check_out >= ctx.now.toISOString().slice(0, 10),
  );
  const wanted = Number((await searchParams).trip);
  const selectedId = Number.isInteger(wanted) && wanted > 0 ? wanted : (conversations[0]?.trip_id ?? null);
  const selected = selectedId ? await threadOrNotFound(ctx, selectedId, 'guest') : null;
  const trip = selectedId ? trips.find((x) => x.id === selectedId) : undefined;
  const hrefOf = (id: number) => `/user/message?trip=${id}`;
  return (
    <>
      <PageIntro title={page('title')} lead={page('lead')} />
      <RefreshOnLive />
      <div className="container-page grid grid-cols-1 gap-6 pb-20 md:grid-cols-[20rem_minmax(0,1fr)]">
        <aside
          aria-labelledby="conversations-heading"
          className={`rounded-3xl border border-line bg-white/70 ${selected ? 'hidden md:block' : ''}`}
        >
          <h2 id="conversations-heading" className="px-4 pt-4 pb-2 font-serif text-xl">
            {t('list.heading')}
          </h2>
          {conversations.length ? (
            <ConversationList locale={locale} items={conversations} selected={selectedId} hrefOf={hrefOf} side="guest" />
          ) : (
            <p className="px-4 pb-4 text-ink-soft" data-testid="conversations-empty">
              {t('list.empty')}
            </p>
          )}
          {quiet.length ? (
            <div className="border-t border-line px-4 py-3">
              <h3 className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">{t('list.tripsHeading')}</h3>
              <ul className="mt-2 space-y-1">
                {quiet.map((q) => (
                  <li key={q.id}>
                    <a
                      href={localizeHref(locale, hrefOf(q.id))}
                      className="text-sm text-sea-deep underline-offset-2 hover:underline"
                      data-testid="start-conversation"
                    >
                      {t('thread.trip', { property: q.property.name, number: q.confirmation_number })}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </aside>
        <section aria-labelledby="thread-heading" className="flex min-w-0 flex-col rounded-3xl border border-line bg-sand/40 p-4">
          <ThreadPanel
            reader={await readerTimeZone()}
            locale={locale}
            side="guest"
            thread={selected}
            heading={trip ? t('thread.heading', { property: trip.property.name }) : t('list.heading')}
            listHref="/user/message"
            tripHref={`/user/trip-${selectedId}`}
            wide="md"
          />
        </section>
      </div>
    </>
  );
}
