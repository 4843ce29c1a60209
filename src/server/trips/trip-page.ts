import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { loginPathFor } from '@/lib/next-path';
import { currentActor } from '../accounts/current';
import type { Actor } from '../accounts/session';
import { getTrip, type Trip } from '../booking/booking.service';
import { parseEntityId } from '../catalog/catalog.params';
import { db } from '../db/client';
import { AppError } from '../http/errors';
import type { Orm } from '../db/open';

/**
 * The trip a user-area page shows (`/user/trip-12`, `/user-trip-charges/12`…), with the actor and
 * database. A malformed id, another guest's trip or none at all is the not-found page, exactly as
 * the API answers 404 (the proxy has already sent visitors to /login; this is the fallback).
 */
export const tripPageData = cache(async (rawId: string, locale: Locale, path: string): Promise<{ orm: Orm; actor: Actor; trip: Trip }> => {
  const actor = await currentActor();
  if (!actor) redirect(localizeHref(locale, loginPathFor(path)));
  // The same ids the API accepts (tripIdOrThrow): /user/trip-012 is not trip 12 here either.
  const id = parseEntityId(rawId);
  if (id === undefined) notFound();
  const orm = await db();
  try {
    return { orm, actor, trip: await getTrip(orm, actor, id, locale) };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  }
});
