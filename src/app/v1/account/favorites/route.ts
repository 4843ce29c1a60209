import { requireUser } from '@/server/access/actor';
import { favoriteToggleInput } from '@/server/accounts/accounts.schema';
import { listFavorites, toggleFavorite } from '@/server/accounts/favorites.service';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

/** SPEC §7 GET /v1/account/favorites → `{ data: [cards], meta: { count } }`, newest first. */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const cards = await listFavorites(context);
    return ok(cards, { meta: { count: cards.length } });
  },
  { allow: requireUser },
);

/** SPEC §7 POST /v1/account/favorites, property_id → toggles → `{ data: { property_id, favorite, count } }`. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const { property_id } = parseInput(favoriteToggleInput, await ctx.body());
    return ok(await toggleFavorite(context, property_id));
  },
  { allow: requireUser },
);
