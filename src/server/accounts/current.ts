import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { db } from '../db/client';
import type { Locale } from '@/i18n/routing';
import { listPlaces } from '../catalog/places.queries';
import { type ApiProfile, getProfile } from './accounts.service';
import { listFavoriteIds } from './favorites.service';
import { lookupSession, type SessionLookup, sessionTokenOfCookieHeader } from './session';

/**
 * The session of the page request being rendered: none, expired (revoked or past its expiry) or
 * valid with its actor. Cached per request, so the header, the guards and the page share one lookup.
 * The proxy has already sent expired sessions to /login (src/server/accounts/access-guard.ts).
 */
export const currentSession = cache(async (): Promise<SessionLookup> => {
  const token = sessionTokenOfCookieHeader((await headers()).get('cookie'));
  if (!token) return { status: 'none' };
  return lookupSession(await db(), token);
});

/** The actor of the page request, or null for a visitor. */
export async function currentActor() {
  const session = await currentSession();
  return session.status === 'valid' ? session.actor : null;
}

/** The current user's profile as the API answers it (SPEC §3 `profile`), or null for a visitor. Cached per request. */
export const currentProfile = cache(async (): Promise<ApiProfile | null> => {
  const actor = await currentActor();
  return actor ? getProfile(await db(), actor.userId) : null;
});

/** Countries for the account forms (signup, profile), named in `locale`. */
export async function listCountryOptions(locale: Locale): Promise<{ id: number; name: string }[]> {
  const places = await listPlaces(await db(), locale);
  return places.filter((p) => p.type === 'country').map((p) => ({ id: p.id, name: p.name }));
}

/** The current user's favourite property ids (published villas only, as the API counts them), newest first. */
export async function currentFavoriteIds(): Promise<number[]> {
  const actor = await currentActor();
  if (!actor) return [];
  return listFavoriteIds(await db(), actor);
}
