import type { Locale } from '@/i18n/routing';
import type { ConversationLabels, ThreadMessage } from './conversation-types';
import { formatWhen } from '@/lib/time-format';

/** One message: the writer's side on the right, the other's on the left; pictures shown, PDFs to download. */
export function MessageBubble({
  locale,
  message,
  labels,
  timeZone,
}: {
  locale: Locale;
  message: ThreadMessage;
  labels: ConversationLabels;
  /** The reader's zone, named once by the page (TimesNote). */
  timeZone: string;
}) {
  const who = message.mine ? labels.you : message.sender_name || labels.other;
  return (
    <li
      className={`flex ${message.mine ? 'justify-end' : 'justify-start'}`}
      data-testid="message"
      data-message-id={message.id}
      data-mine={message.mine ? 'true' : 'false'}
    >
      <article
        className={`max-w-[85%] rounded-2xl px-4 py-3 shadow-sm md:max-w-[70%] ${
          message.mine ? 'rounded-br-sm bg-sea-deep text-white' : 'rounded-bl-sm border border-line bg-white text-ink'
        }`}
      >
        <header className={`flex flex-wrap items-baseline gap-x-2 text-xs ${message.mine ? 'text-white/75' : 'text-muted'}`}>
          <span className="font-semibold">{who}</span>
          <time dateTime={message.created_at} data-testid="message-time">
            {formatWhen(locale, message.created_at, timeZone)}
          </time>
        </header>
        {message.body ? <p className="mt-1 break-words whitespace-pre-wrap">{message.body}</p> : null}
        {message.attachments.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {message.attachments.map((a) =>
              a.content_type.startsWith('image/') ? (
                // min-w-0 and max-w-full: a wide photo shrinks to the bubble instead of widening the page.
                <li key={a.id} className="min-w-0 max-w-full">
                  <a href={a.url} target="_blank" rel="noopener" className="block rounded-lg focus-visible:ring-2 focus-visible:ring-gold">
                    {/* A private file: next/image's optimizer would fetch it without the reader's session. */}
                    {/* biome-ignore lint/performance/noImgElement: see above */}
                    <img
                      src={a.url}
                      alt={a.file_name}
                      width={a.width ?? undefined}
                      height={a.height ?? undefined}
                      loading="lazy"
                      className="h-32 w-auto max-w-full rounded-lg object-cover"
                      data-testid="message-image"
                    />
                  </a>
                </li>
              ) : (
                <li key={a.id}>
                  <a
                    href={a.url}
                    download={a.file_name}
                    className={`inline-flex min-h-10 items-center gap-2 rounded-lg border px-3 text-sm underline-offset-2 hover:underline ${
                      message.mine ? 'border-white/30' : 'border-line'
                    }`}
                    data-testid="message-file"
                  >
                    <span aria-hidden="true">PDF</span>
                    {a.file_name}
                  </a>
                </li>
              ),
            )}
          </ul>
        ) : null}
      </article>
    </li>
  );
}
