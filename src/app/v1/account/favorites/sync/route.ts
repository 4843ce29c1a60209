import { requireUser } from '@/server/access/actor';
import { favoritesSyncInput } from '@/server/accounts/accounts.schema';
import { syncFavorites } from '@/server/accounts/favorites.service';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

/** SPEC §4: after login the browser's local favorites are pushed here → the whole list. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const { property_ids } = parseInput(favoritesSyncInput, await ctx.body());
    const cards = await syncFavorites(context, property_ids);
    return ok(cards, { meta: { count: cards.length } });
  },
  { allow: requireUser },
);
