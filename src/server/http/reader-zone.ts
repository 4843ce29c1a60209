import 'server-only';
import { asc } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { BUSINESS_TIME_ZONE } from '@/lib/business';
import { isCacheRender } from '@/lib/request-context';
import { canonicalTimeZone, isTimeZone, type ReaderZone, TZ_COOKIE } from '@/lib/time-format';
import { db } from '../db/client';
import { countries } from '../db/schema/catalog';
import { currentProfile } from './page-context';

export type { ReaderZone };

/** The business's zone: its first destination country's (countries.time_zone), else BUSINESS_TIME_ZONE (the Dominican Republic's). */
export const businessTimeZone = cache(async (): Promise<string> => {
  const [first] = await (await db())
    .select({ timeZone: countries.timeZone })
    .from(countries)
    .orderBy(asc(countries.position), asc(countries.id))
    .limit(1);
  return first && isTimeZone(first.timeZone) ? first.timeZone : BUSINESS_TIME_ZONE;
});

/**
 * The zone of everything that happened, for the person reading this page (src/lib/time-format.ts):
 * their profile's time zone, else the browser's `tz` cookie, else `fallback` (the villa's zone on a
 * stay's page), else the business's. A page rendered for the public cache never reads the cookie
 * (its key does not vary on it: entry/page-cache.mjs).
 */
export const readerTimeZone = cache(async (fallback?: string | null): Promise<ReaderZone> => {
  if (!(await isCacheRender())) {
    const profileZone = (await currentProfile())?.time_zone;
    if (isTimeZone(profileZone)) return { zone: profileZone, source: 'profile' };
    // Next hands the value over decoded (decoding it again would throw on a '%'); the browser's spelling is read through Intl.
    const cookieZone = canonicalTimeZone((await cookies()).get(TZ_COOKIE)?.value);
    if (cookieZone) return { zone: cookieZone, source: 'cookie' };
  }
  if (fallback && isTimeZone(fallback)) return { zone: fallback, source: 'fallback' };
  return { zone: await businessTimeZone(), source: 'fallback' };
});
