import 'server-only';
import { cookies, headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { isLocale, type Locale } from '@/i18n/routing';
import { type ApiProfile, getProfile } from '../accounts/accounts.service';
import { listFavoriteIds } from '../accounts/favorites.service';
import { lookupSession, type SessionLookup, sessionTokenOfCookieHeader } from '../accounts/session';
import { type Actor, type GuestbookActor, type UserActor, VISITOR } from '../access/actor';
import { type ServiceContext, serviceContext } from '../access/context';
import { noteActor } from '../core/log.mjs';
import { db } from '../db/client';
import { GUESTBOOK_COOKIE, lookupGuestbookSession } from '../guestbook/guestbook-session';
import { requestNow, TEST_CLOCK_COOKIE } from '../core/test-clock';

/**
 * The page side of the service context (docs/decisions/014): pages, layouts and server helpers get
 * `{ orm, actor, locale, now }` here, from the request's cookies, once per request (React's cache).
 * The proxy has already sent expired sessions to /login (access-guard.ts); here they read as visitors.
 */
export const currentSession = cache(async (): Promise<SessionLookup> => {
  const token = sessionTokenOfCookieHeader((await headers()).get('cookie'));
  if (!token) return { status: 'none' };
  const found = await lookupSession(await db(), token);
  if (found.status === 'valid') noteActor(found.actor);
  return found;
});

/** The guest of a guestbook link (the `alma_guestbook` cookie), or null; separate from the account session. */
const currentGuestbookGuest = cache(async (): Promise<GuestbookActor | null> => {
  const token = (await cookies()).get(GUESTBOOK_COOKIE)?.value;
  if (!token) return null;
  const found = await lookupGuestbookSession(await db(), token, await pageNow());
  return found ? { kind: 'guestbook', ...found } : null;
});

/** The account session wins; without one, a guestbook guest; else a visitor. */
const contextFor = cache(async (locale: Locale): Promise<ServiceContext> => {
  const session = await currentSession();
  const actor: Actor = session.status === 'valid' ? session.actor : ((await currentGuestbookGuest()) ?? VISITOR);
  // The request's log line names who acted (entry/server.mjs; docs/decisions/039).
  noteActor(actor);
  return serviceContext(await db(), actor, { locale, now: await pageNow() });
});

/** The page request's "now": the wall clock, or the end-to-end tests' clock (src/server/core/test-clock.ts). */
const pageNow = cache(async (): Promise<Date> => requestNow((await cookies()).get(TEST_CLOCK_COOKIE)?.value));

/** The service context of the page being rendered, in `locale` (default: the request's). */
export async function pageContext(locale?: Locale): Promise<ServiceContext> {
  const requested = locale ?? (await getLocale());
  return contextFor(isLocale(requested) ? requested : 'en');
}

/** The signed-in user of the page request, or null for a visitor. */
export async function currentActor(): Promise<UserActor | null> {
  const session = await currentSession();
  return session.status === 'valid' ? session.actor : null;
}

/** The current user's profile as the API answers it (SPEC §3 `profile`), or null for a visitor. Cached per request. */
export const currentProfile = cache(async (): Promise<ApiProfile | null> => {
  const ctx = await pageContext();
  return ctx.actor.kind === 'user' ? getProfile(ctx) : null;
});

/** The current user's favourite property ids (published villas only, as the API counts them), newest first. */
export async function currentFavoriteIds(): Promise<number[]> {
  const ctx = await pageContext();
  return ctx.actor.kind === 'user' ? listFavoriteIds(ctx) : [];
}
