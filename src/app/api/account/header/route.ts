import { headerAccount } from '@/components/account/header-account';
import { ok, withApi } from '@/server/http/api';

/**
 * GET /api/account/header: the account part of the site header, in the request's language
 * (`?locale=`): the menu, favourites and messages link of the signed-in user, or the visitor's
 * (`menu: null`). Cached public pages render the visitor's header and ask for this once loaded
 * (docs/decisions/031). A stale session cookie is cleared here, as the proxy does on other pages.
 */
export const GET = withApi(async (ctx) => ok(await headerAccount(await ctx.publicContext(), ctx.locale)));
