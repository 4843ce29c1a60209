import type { Locale } from '@/i18n/routing';
import { zonesNote } from '@/lib/time-format';

/**
 * A page's one line about its clocks (src/lib/time-format.ts): "Times are in Punta Cana time." It
 * carries the reader's zone and where it came from, so that the browser refreshes a page whose zone
 * was only a guess once it has said its own (src/components/system/time-zone-sync.tsx).
 */
export function TimesNote({
  locale,
  stay,
  reader,
  className = 'text-xs text-ink-soft',
}: {
  locale: Locale;
  /** The villa's zone, for a stay's times (check-in, check-out, arrival, the door code). */
  stay?: string | null;
  /** The reader's zone and its source (readerTimeZone), for everything that happened. */
  reader?: { zone: string; source: string } | null;
  className?: string;
}) {
  const text = zonesNote(locale, { stay, reader: reader?.zone });
  if (!text) return null;
  return (
    <p className={className} data-testid="times-note" data-reader-zone={reader?.zone} data-zone-source={reader?.source}>
      {text}
    </p>
  );
}
