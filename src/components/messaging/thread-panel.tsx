import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { TimesNote } from '@/components/ui/times-note';
import type { ReaderZone } from '@/lib/time-format';
import type { ServiceContext } from '@/server/access/context';
import { AppError } from '@/server/core/errors';
import { listConversation } from '@/server/messaging/conversation-reads';
import type { Side } from '@/server/messaging/messaging.policy';
import { Conversation } from './conversation';
import { conversationLabels } from './conversation-labels';
import type { ThreadPage } from './conversation-types';

/** A trip's conversation for one side; a trip the caller may not see is the page's 404. */
export async function threadOrNotFound(ctx: ServiceContext, tripId: number, side: Side): Promise<ThreadPage> {
  try {
    return await listConversation(ctx, { tripId, side, limit: 50 });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/**
 * The chosen conversation beside the list (the guest's page and the desk's inbox): a way back to
 * the list on narrow screens, the heading, a link to the trip, then the conversation; or, with
 * none chosen, an invitation to choose one.
 */
export async function ThreadPanel({
  locale,
  side,
  thread,
  heading,
  listHref,
  tripHref,
  wide,
  reader,
}: {
  locale: Locale;
  side: Side;
  thread: ThreadPage | null;
  heading: string;
  listHref: string;
  tripHref: string;
  /** The breakpoint from which the list stays beside the conversation. */
  wide: 'md' | 'lg';
  /** The reader's zone (readerTimeZone): the messages' times are on their clock, named once above them. */
  reader: ReaderZone;
}) {
  const [t, labels] = await Promise.all([getTranslations('inbox'), conversationLabels(side)]);
  if (!thread) {
    return (
      <p id="thread-heading" className="m-auto p-10 text-center text-ink-soft">
        {t('thread.pick')}
      </p>
    );
  }
  const base = `${side === 'guest' ? '/v1/account' : '/v1/concierge'}/trips/${thread.trip_id}`;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <a href={localizeHref(locale, listHref)} className={`text-sm text-sea-deep ${wide === 'md' ? 'md:hidden' : 'lg:hidden'}`}>
          ← {t('list.heading')}
        </a>
        <h2 id="thread-heading" className={`font-serif ${side === 'guest' ? 'text-2xl' : 'text-xl'}`}>
          {heading}
        </h2>
        <a href={localizeHref(locale, tripHref)} className="text-sm text-sea-deep underline-offset-2 hover:underline">
          {t('thread.openTrip')}
        </a>
      </div>
      <TimesNote locale={locale} reader={reader} />
      <Conversation locale={locale} tripId={thread.trip_id} base={base} initial={thread} labels={labels} timeZone={reader.zone} />
    </>
  );
}
