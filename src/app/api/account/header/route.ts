import { headerAccount } from '@/components/account/header-account';
import { isLocale } from '@/i18n/routing';
import { followSiteLanguage } from '@/server/accounts/site-language';
import { ok, withApi } from '@/server/http/api';

/**
 * GET /api/account/header: the account part of the site header, in the request's language
 * (`?locale=`): the menu, favourites and messages link of the signed-in user, or the visitor's
 * (`menu: null`). Cached public pages render the visitor's header and ask for this once loaded
 * (docs/decisions/031). A stale session cookie is cleared here, as the proxy does on other pages.
 * The page's language (`?locale=`) becomes the signed-in user's (followSiteLanguage), as the
 * proxy does on the pages it renders per request.
 */
export const GET = withApi(async (ctx) => {
  const context = await ctx.publicContext();
  const pageLocale = ctx.query.get('locale');
  if (context.actor.kind === 'user' && isLocale(pageLocale)) await followSiteLanguage(context.orm, context.actor, pageLocale, context.now);
  return ok(await headerAccount(context, ctx.locale));
});
