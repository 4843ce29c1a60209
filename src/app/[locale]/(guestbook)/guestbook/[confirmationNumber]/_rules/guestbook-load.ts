import 'server-only';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { ServiceContext } from '@/server/access/context';
import { AppError } from '@/server/http/errors';
import { pageContext } from '@/server/http/page-context';

/**
 * Loads a guestbook step for the page's caller: the service applies the access rule
 * (guestbookStay). A caller it does not open to is sent to the guestbook's front page, which asks
 * for the name. The one place the steps' pages decide that (the guestbook home part may swap it).
 */
export async function loadGuestbookStep<T>(locale: Locale, number: string, load: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  const ctx = await pageContext(locale);
  let refused = false;
  try {
    return await load(ctx);
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 404) throw err;
    refused = true;
  }
  // redirect() throws: kept outside the try so it is not caught above.
  if (refused) redirect(localizeHref(locale, `/guestbook/${encodeURIComponent(number)}`));
  throw new Error('unreachable');
}
