import { getTranslations } from 'next-intl/server';
import { ConversationList } from '@/components/messaging/conversation-list';
import { RefreshOnLive } from '@/components/messaging/refresh-on-live';
import { ThreadPanel, threadOrNotFound } from '@/components/messaging/thread-panel';
import { pageMetadataFor } from '@/components/page/intro-page';
import { localizeHref } from '@/lib/locale-path';
import { listConciergeInbox } from '@/server/messaging/inbox';
import { inboxQuery } from '@/server/messaging/messaging.schema';
import { areaPage, orNotFound } from '@/server/http/area-page';
import { readerTimeZone } from '@/server/http/reader-zone';

export const generateMetadata = pageMetadataFor('conciergeMessages', '/concierges/messages');

const PER_PAGE = 30;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

// GET /concierges/messages – the desk's inbox: conversations of the scope, filtered by the URL, the chosen one beside.
export default async function ConciergeMessagesPage({ params, searchParams }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/concierges/messages', require: 'user' });
  const sp = await searchParams;
  // A hand-edited filter falls back to the whole inbox rather than an error page.
  const parsed = inboxQuery.safeParse({ assigned: one(sp.assigned), unread: one(sp.unread), page: one(sp.page) });
  const query = parsed.success ? parsed.data : inboxQuery.parse({});
  const filters = { assigned: query.assigned, unread: query.unread === 'true', page: query.page };
  const inbox = await orNotFound(listConciergeInbox(ctx, { ...filters, perPage: PER_PAGE }));
  const wanted = Number(one(sp.trip));
  const selectedId = Number.isInteger(wanted) && wanted > 0 ? wanted : null;
  const [t, page, thread] = await Promise.all([
    getTranslations('inbox'),
    getTranslations('pages.conciergeMessages'),
    selectedId ? threadOrNotFound(ctx, selectedId, 'concierge') : null,
  ]);
  const selected = inbox.items.find((c) => c.trip_id === selectedId);
  const pages = Math.max(1, Math.ceil(inbox.total / PER_PAGE));
  const href = (over: Partial<typeof filters> & { trip?: number }) => {
    const q = new URLSearchParams();
    const f = { ...filters, ...over };
    if (f.assigned !== 'all') q.set('assigned', f.assigned);
    if (f.unread) q.set('unread', 'true');
    if (f.page > 1) q.set('page', String(f.page));
    if (over.trip) q.set('trip', String(over.trip));
    const s = q.toString();
    return `/concierges/messages${s ? `?${s}` : ''}`;
  };
  return (
    <div className="grid grid-cols-1 gap-4 px-3 py-5 sm:px-5" data-testid="desk-inbox">
      <RefreshOnLive />
      <h1 className="font-serif text-2xl md:text-3xl">{page('title')}</h1>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <aside
          aria-label={t('list.heading')}
          className={`min-w-0 rounded-xl border border-line bg-white ${thread ? 'hidden lg:block' : ''}`}
        >
          <form method="get" className="flex flex-wrap items-center gap-2 border-b border-line p-3 text-sm" data-testid="inbox-filters">
            <label className="sr-only" htmlFor="inbox-assigned">
              {t('filters.label')}
            </label>
            <select
              id="inbox-assigned"
              name="assigned"
              defaultValue={filters.assigned}
              className="min-h-9 rounded-md border border-line bg-white px-2"
              data-testid="inbox-assigned"
            >
              <option value="all">{t('filters.all')}</option>
              <option value="me">{t('filters.me')}</option>
              <option value="unassigned">{t('filters.unassigned')}</option>
            </select>
            <label className="inline-flex min-h-9 items-center gap-1.5">
              <input type="checkbox" name="unread" value="true" defaultChecked={filters.unread} data-testid="inbox-unread" />
              {t('filters.unreadOnly')}
            </label>
            <button type="submit" className="ml-auto min-h-9 rounded-md bg-ink px-3 font-semibold text-white hover:bg-sea-deep">
              {t('filters.apply')}
            </button>
          </form>
          {inbox.items.length ? (
            <ConversationList
              locale={locale}
              items={inbox.items}
              selected={selectedId}
              hrefOf={(trip) => href({ trip })}
              side="concierge"
            />
          ) : (
            <p className="p-4 text-ink-soft" data-testid="conversations-empty">
              {t('list.emptyDesk')}
            </p>
          )}
          {pages > 1 ? (
            <nav
              aria-label={t('list.page', { page: filters.page, pages })}
              className="flex items-center justify-between border-t border-line p-3 text-sm"
            >
              {filters.page > 1 ? <a href={localizeHref(locale, href({ page: filters.page - 1 }))}>{t('list.previous')}</a> : <span />}
              <span className="text-muted">{t('list.page', { page: filters.page, pages })}</span>
              {filters.page < pages ? <a href={localizeHref(locale, href({ page: filters.page + 1 }))}>{t('list.next')}</a> : <span />}
            </nav>
          ) : null}
        </aside>
        <section aria-labelledby="thread-heading" className="flex min-w-0 flex-col rounded-xl border border-line bg-white p-3">
          <ThreadPanel
            reader={await readerTimeZone()}
            locale={locale}
            side="concierge"
            thread={thread}
            heading={
              selected
                ? `${selected.guest_name} · ${t('thread.trip', { property: selected.property_name, number: selected.confirmation_number })}`
                : t('list.heading')
            }
            listHref={href({})}
            tripHref={`/concierges/trip-${selectedId}`}
            wide="lg"
          />
        </section>
      </div>
    </div>
  );
}
