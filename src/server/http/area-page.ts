import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localeFromParam, localizeHref } from '@/lib/locale-path';
import { loginPathFor } from '@/lib/next-path';
import { isAdministrator } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { parseEntityId } from '../catalog/catalog.params';
import { AppError } from '../core/errors';
import { pageContext } from './page-context';

/** A page's route params: at least the [locale] segment. */
export type LocaleParams = Promise<{ locale: string }>;

/**
 * Who a page is for, checked before it loads anything: `user`, a signed-in account (a visitor is
 * sent to the localized login, back to `path` after); `administrator`, the same and then an
 * administrator (anyone else is the not-found page). The proxy's guard has already turned other
 * roles away with its notice; this is the fallback. The services check again.
 */
export type PageRequirement = 'user' | 'administrator';

/**
 * The locale of a page's params, for `generateMetadata` and loaders: the [locale] layout has
 * already 404'd an unknown one, so anything else reads as English.
 */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  return localeFromParam((await params).locale);
}

/**
 * The start of every page (the page side of `withApi`, src/server/http/api.ts): the locale from the
 * route's params, set for the request's translations, and with `require` the request's service
 * context (pageContext) of a caller who may see the page. A public page reads its context with
 * pageContext(locale) only when it loads something, so a page that does not stays static.
 */
export async function areaPage(params: LocaleParams): Promise<{ locale: Locale }>;
export async function areaPage(
  params: LocaleParams,
  options: { path: string; require: PageRequirement },
): Promise<{ locale: Locale; ctx: ServiceContext }>;
export async function areaPage(
  params: LocaleParams,
  options?: { path: string; require: PageRequirement },
): Promise<{ locale: Locale; ctx?: ServiceContext }> {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  if (!options) return { locale };
  const ctx = await pageContext(locale);
  if (ctx.actor.kind !== 'user') redirect(localizeHref(locale, loginPathFor(options.path)));
  if (options.require === 'administrator' && !isAdministrator(ctx.actor)) notFound();
  return { locale, ctx };
}

/** The statuses a page shows as its not-found page: a caller without access learns nothing more. */
const NOT_FOUND_STATUSES: readonly number[] = [401, 403, 404];

/**
 * A service's 401/403/404 (another's record, a role change between the guard and the render, an id
 * that does not exist) is the not-found page; any other error stays an error.
 */
export async function orNotFound<T>(load: Promise<T>, statuses: readonly number[] = NOT_FOUND_STATUSES): Promise<T> {
  try {
    return await load;
  } catch (err) {
    if (err instanceof AppError && statuses.includes(err.status)) notFound();
    throw err;
  }
}

/** A route's id segment as the API accepts it (parseEntityId), or the not-found page. */
export function idOrNotFound(raw: string | undefined): number {
  const id = parseEntityId(raw);
  if (id === undefined) notFound();
  return id;
}

/**
 * The owner filter of an owner-portal page: whether the caller is an administrator, and the
 * `?owner=` an administrator may set (ignored for anyone else).
 */
export function ownerFilter(
  ctx: ServiceContext,
  search: Record<string, string | string[] | undefined>,
): { admin: boolean; owner: number | undefined } {
  const admin = isAdministrator(ctx.actor);
  const raw = search.owner;
  return { admin, owner: admin ? parseEntityId(Array.isArray(raw) ? raw[0] : raw) : undefined };
}

/**
 * The record a public page shows, named by its route params (a slug, an id) and found with the
 * page's context in its locale; none is the not-found page. For the page and its generateMetadata.
 */
export async function pageRecord<P extends { locale: string }, T>(
  params: Promise<P>,
  find: (ctx: ServiceContext, route: P) => Promise<T | null | undefined>,
): Promise<{ locale: Locale; record: T }> {
  const [locale, route] = await Promise.all([pageLocale(params), params]);
  const record = await find(await pageContext(locale), route);
  if (!record) notFound();
  return { locale, record };
}
