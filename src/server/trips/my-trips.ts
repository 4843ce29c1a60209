import 'server-only';
import type { Locale } from '@/i18n/routing';
import { currentActor } from '../accounts/current';
import { listTrips, type Trip } from '../booking/booking.service';
import { db } from '../db/client';

/** The logged-in guest's trips for /user/trips (none without a session: the proxy has already sent visitors to /login). */
export async function listMyTrips(locale: Locale): Promise<Trip[]> {
  const actor = await currentActor();
  return actor ? listTrips(await db(), actor, locale) : [];
}
