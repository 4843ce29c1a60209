import 'server-only';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { ServiceContext } from '../access/context';
import { AppError } from '../core/errors';
import { type GuestbookStay, guestbookStay, normalizeConfirmationNumber } from '../guestbook/guestbook-access';
import { areaPage } from './area-page';
import { pageContext } from './page-context';

const isNotFound = (err: unknown) => err instanceof AppError && err.status === 404;

type StepParams = Promise<{ locale: string; confirmationNumber: string }>;

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
 * The start of a guestbook step page: areaPage, then the step loaded for the page's caller; the
 * service applies the access rule (guestbookStay). A caller it does not open to is sent to the
 * guestbook's home, which asks for the last name and says nothing of the stay. The one place the
 * step pages decide that.
 */
export async function loadGuestbookStep<T>(
  params: StepParams,
  load: (ctx: ServiceContext, number: string, locale: Locale) => Promise<T>,
): Promise<{ locale: Locale; confirmationNumber: string; data: T }> {
  const [{ locale }, { confirmationNumber }] = await Promise.all([areaPage(params), params]);
  const ctx = await pageContext(locale);
  let refused = false;
  try {
    return { locale, confirmationNumber, data: await load(ctx, confirmationNumber, locale) };
  } catch (err) {
    if (!isNotFound(err)) throw err;
    refused = true;
  }
  // redirect() throws: kept outside the try so it is not caught above.
  if (refused) redirect(localizeHref(locale, `/guestbook/${encodeURIComponent(confirmationNumber)}`));
  throw new Error('unreachable');
}

/** The stay and its context for a step page that reads several services (check-in, roommates). */
export async function stayForPage(
  params: StepParams,
): Promise<{ locale: Locale; confirmationNumber: string; ctx: ServiceContext; stay: GuestbookStay }> {
  const { data, ...page } = await loadGuestbookStep(params, async (ctx, number) => ({ ctx, stay: await guestbookStay(ctx, number) }));
  return { ...page, ...data };
}
