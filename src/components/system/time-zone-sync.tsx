'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { sameTimeZone, TZ_COOKIE, TZ_COOKIE_MAX_AGE } from '@/lib/time-format';

/**
 * Tells the server the browser's time zone in the `tz` cookie (src/lib/time-format.ts), like the
 * viewport cookie. A page that showed times in a guessed zone (the villa's or the business's, see
 * TimesNote's data-zone-source) renders again in the reader's own; a profile's zone is never overridden.
 */
export function TimeZoneSync() {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const value = encodeURIComponent(zone);
    if (!document.cookie.split('; ').includes(`${TZ_COOKIE}=${value}`))
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
      document.cookie = `${TZ_COOKIE}=${value}; Max-Age=${TZ_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
    const shown = document.querySelector<HTMLElement>('[data-zone-source]');
    // The server may spell the zone otherwise (Asia/Calcutta for the browser's Asia/Kolkata): the same zone needs no refresh.
    const reader = shown?.dataset.readerZone;
    if (shown && shown.dataset.zoneSource !== 'profile' && !(reader && sameTimeZone(reader, zone))) router.refresh();
  }, [router]);
  return null;
}
