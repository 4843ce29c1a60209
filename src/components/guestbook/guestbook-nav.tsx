import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';

/** The guestbook's home for a number, in a language: where every step page links back to (and sends a browser without a session). */
export function guestbookHomeHref(locale: Locale, number: string): string {
  return localizeHref(locale, `/guestbook/${number}`);
}

/** A step page's link back to the guestbook's home: a large touch target for phones. */
export function GuestbookBackLink({ locale, number, label }: { locale: Locale; number: string; label: string }) {
  return (
    <a
      href={guestbookHomeHref(locale, number)}
      data-testid="guestbook-back"
      className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-sea-deep underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
    >
      <span aria-hidden="true">←</span>
      {label}
    </a>
  );
}
