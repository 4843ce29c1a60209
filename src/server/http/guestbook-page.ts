import 'server-only';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { ServiceContext } from '../access/context';
import { AppError } from '../core/errors';
import { pageContext } from './page-context';
import { type GuestbookStay, guestbookStay, normalizeConfirmationNumber } from '../guestbook/guestbook-access';

const isNotFound = (err: unknown) => err instanceof AppError && err.status === 404;

/**
 * The stay behind a guestbook page for the browser asking (its guestbook session of that
 * reservation, or the signed-in lead guest), or null: no session, another reservation's, an
 * unknown number, a stay that does not open. The home page shows the name form on null.
 */
export async function guestbookPageStay(locale: Locale, number: string): Promise<GuestbookStay | null> {
  if (!normalizeConfirmationNumber(number)) return null;
  try {
    return await guestbookStay(await pageContext(locale), number);
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/**
 * Loads a guestbook step for the page's caller; the service applies the access rule (guestbookStay).
 * A caller it does not open to is sent to the guestbook's home, which asks for the last name and
 * says nothing of the stay. The one place the step pages decide that.
 */
export async function loadGuestbookStep<T>(locale: Locale, number: string, load: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  const ctx = await pageContext(locale);
  let refused = false;
  try {
    return await load(ctx);
  } catch (err) {
    if (!isNotFound(err)) throw err;
    refused = true;
  }
  // redirect() throws: kept outside the try so it is not caught above.
  if (refused) redirect(localizeHref(locale, `/guestbook/${encodeURIComponent(number)}`));
  throw new Error('unreachable');
}

/** The stay and its context for a step page that reads several services (check-in, roommates). */
export function stayForPage(locale: Locale, number: string): Promise<{ ctx: ServiceContext; stay: GuestbookStay }> {
  return loadGuestbookStep(locale, number, async (ctx) => ({ ctx, stay: await guestbookStay(ctx, number) }));
}
