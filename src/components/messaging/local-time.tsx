'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatInstantIn } from '@/lib/format';

/**
 * An instant in the reader's language and own time zone. The server cannot know the browser's
 * zone, so the first render (server and hydration alike) says UTC, and the browser's zone
 * follows at once: no hydration mismatch, and never a time in the wrong zone without saying so.
 */
export function LocalTime({ locale, iso, className }: { locale: Locale; iso: string; className?: string }) {
  const [zone, setZone] = useState('UTC');
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  }, []);
  return (
    <time dateTime={iso} className={className}>
      {formatInstantIn(locale, iso, zone, 'medium')}
    </time>
  );
}
