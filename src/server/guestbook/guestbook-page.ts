import 'server-only';
import type { Locale } from '@/i18n/routing';
import { pageContext } from '../http/page-context';
import { AppError } from '../http/errors';
import { type GuestbookStay, guestbookStay, normalizeConfirmationNumber } from './guestbook-access';

/**
 * The stay behind a guestbook page for the browser asking (its guestbook session of that
 * reservation, or the signed-in lead guest), or null: no session, another reservation's, an
 * unknown number, a stay that does not open. Every guestbook page starts here; with null, a step
 * page sends the browser to the home page (`guestbookHomeHref`), which asks for the last name.
 */
export async function guestbookPageStay(locale: Locale, number: string): Promise<GuestbookStay | null> {
  if (!normalizeConfirmationNumber(number)) return null;
  try {
    return await guestbookStay(await pageContext(locale), number);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}
