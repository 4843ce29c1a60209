import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { loginPathFor } from '@/lib/next-path';
import { isAdministrator } from '@/server/access/actor';
import type { ServiceContext } from '@/server/access/context';
import { parseEntityId } from '@/server/catalog/catalog.params';
import { AppError } from '@/server/core/errors';
import { pageContext } from '@/server/http/page-context';

/**
 * The start of every owner-portal list page: the locale, the request's context (a visitor goes to
 * log in; the proxy's guard already turned other roles away with its notice), whether the caller
 * is an administrator, and the owner filter an administrator may set (`?owner=`).
 */
export async function ownerPage(
  rawLocale: string,
  path: string,
  search: Record<string, string | string[] | undefined> = {},
): Promise<{ locale: Locale; ctx: ServiceContext; admin: boolean; owner: number | undefined }> {
  const locale: Locale = isLocale(rawLocale) ? rawLocale : 'en';
  setRequestLocale(locale);
  const ctx = await pageContext(locale);
  if (ctx.actor.kind !== 'user') redirect(localizeHref(locale, loginPathFor(path)));
  const admin = isAdministrator(ctx.actor);
  const raw = search.owner;
  const owner = admin ? parseEntityId(Array.isArray(raw) ? raw[0] : raw) : undefined;
  return { locale, ctx, admin, owner };
}

/** A service's 403 (a role without owner access that slipped past the guard) is a not-found page. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    if (err instanceof AppError && (err.status === 403 || err.status === 404)) notFound();
    throw err;
  }
}
