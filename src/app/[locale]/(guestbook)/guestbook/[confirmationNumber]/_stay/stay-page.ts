import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { ServiceContext } from '@/server/access/context';
import { type GuestbookStay, guestbookStay } from '@/server/guestbook/guestbook-access';
import { pageContext } from '@/server/http/page-context';
import { AppError } from '@/server/http/errors';

/**
 * The stay behind a guestbook step page, for the caller it opens to; anyone else goes to the
 * guestbook's home, which asks for the last name (and says nothing of the stay). One function, so
 * the guestbook's shared page helper can replace it.
 */
export async function stayForPage(locale: Locale, number: string): Promise<{ ctx: ServiceContext; stay: GuestbookStay }> {
  const ctx = await pageContext(locale);
  try {
    return { ctx, stay: await guestbookStay(ctx, number) };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) redirect(localizeHref(locale, `/guestbook/${encodeURIComponent(number)}`));
    throw err;
  }
}
