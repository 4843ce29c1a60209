import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { loginPathFor } from '@/lib/next-path';
import type { ServiceContext } from '@/server/access/context';
import { AppError } from '@/server/core/errors';
import { pageContext } from '@/server/http/page-context';

/**
 * The start of an administration page: the locale and the request's context (a visitor goes to
 * log in; the proxy's guard already turned other roles away with its notice).
 */
export async function adminPage(rawLocale: string, path: string): Promise<{ locale: Locale; ctx: ServiceContext }> {
  const locale: Locale = isLocale(rawLocale) ? rawLocale : 'en';
  setRequestLocale(locale);
  const ctx = await pageContext(locale);
  if (ctx.actor.kind !== 'user') redirect(localizeHref(locale, loginPathFor(path)));
  return { locale, ctx };
}

/** A service's 401/403 (a role change between the guard and the render) is a not-found page. */
export async function adminOrNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    if (err instanceof AppError && [401, 403, 404].includes(err.status)) notFound();
    throw err;
  }
}
