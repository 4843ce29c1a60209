import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { UserActor } from '../access/actor';
import type { Orm } from '../db/open';
import { users } from '../db/schema/accounts';

/**
 * A person's language follows the language they use on the site (issue 31): a signed-in person who
 * loads a page in the other language (the language switcher, a link, the address bar) makes it
 * their account's `users.locale`, the language of every mail to them. Called where the session was
 * already read (the proxy's access guard, the header of a cached page), it writes only when the two
 * differ: a page in the account's language costs nothing. The profile sets it too. A failure is
 * logged and the page still answers. Returns whether the account's language changed.
 */
export async function followSiteLanguage(orm: Orm, actor: UserActor, locale: Locale, now = new Date()): Promise<boolean> {
  if (actor.locale === locale) return false;
  try {
    const changed = await orm
      .update(users)
      .set({ locale, updatedAt: now })
      .where(and(eq(users.id, actor.userId), ne(users.locale, locale)))
      .returning({ id: users.id });
    actor.locale = locale;
    return changed.length > 0;
  } catch (err) {
    console.error(`[accounts] user ${actor.userId}: their language (${locale}) could not be saved`, err);
    return false;
  }
}
