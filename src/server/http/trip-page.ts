import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { loginPathFor } from '@/lib/next-path';
import type { ServiceContext } from '../access/context';
import type { Trip } from '../booking/booking.types';
import { getTrip } from '../booking/get-trip';
import { parseEntityId } from '../catalog/catalog.params';
import { AppError } from '../core/errors';
import { pageContext } from './page-context';

/**
 * The trip a user-area page shows (`/user/trip-12`, `/user-trip-charges/12`…), with the page's
 * service context. A malformed id, another guest's trip or none at all is the not-found page,
 * exactly as the API answers 404 (the proxy has already sent visitors to /login; this is the fallback).
 */
export const tripPageData = cache(async (rawId: string, locale: Locale, path: string): Promise<{ ctx: ServiceContext; trip: Trip }> => {
  const ctx = await pageContext(locale);
  if (ctx.actor.kind !== 'user') redirect(localizeHref(locale, loginPathFor(path)));
  // The same ids the API accepts (tripIdOrThrow): /user/trip-012 is not trip 12 here either.
  const id = parseEntityId(rawId);
  if (id === undefined) notFound();
  try {
    return { ctx, trip: await getTrip(ctx, id) };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  }
});
