import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { ServiceContext } from '../access/context';
import type { Trip } from '../booking/booking.types';
import { getTrip } from '../booking/get-trip';
import { areaPage, idOrNotFound, type LocaleParams, orNotFound } from './area-page';

/**
 * The start of a user-area trip page (`/user/trip-12`, `/user-trip-charges/12`…): areaPage for a
 * signed-in user, then the trip of `rawId`. A malformed id, another guest's trip or none at all is
 * the not-found page, exactly as the API answers 404 (the proxy has already sent visitors to
 * /login; this is the fallback).
 */
export async function tripPageOf(
  params: LocaleParams,
  rawId: string | undefined,
  path: string,
): Promise<{ locale: Locale; ctx: ServiceContext; trip: Trip }> {
  const { locale, ctx } = await areaPage(params, { path, require: 'user' });
  // The same ids the API accepts (tripIdOrThrow): /user/trip-012 is not trip 12 here either.
  const id = idOrNotFound(rawId);
  return { locale, ctx, trip: await orNotFound(getTrip(ctx, id)) };
}

/** tripPageOf for a page at `{base}/{id}` (`/user-trip-charges/12`). */
export async function tripPage(params: Promise<{ locale: string; id: string }>, base: string) {
  const { id } = await params;
  return tripPageOf(params, id, `${base}/${id}`);
}
