import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { addRoommate, listRoommates } from '@/server/guestbook/check-in/roommates.service';
import { addTravelerSchema } from '@/server/trips/itinerary.schema';

export const dynamic = 'force-dynamic';

// GET /v1/guestbook/{number}/roommates – the stay's travelers, lead guest first → `{ data, meta: { count, capacity } }`
export const GET = withApi(async (ctx) => {
  const { travelers, capacity } = await listRoommates(await ctx.context(), String(ctx.params.number));
  return ok(travelers, { meta: { count: travelers.length, capacity } });
});

// POST /v1/guestbook/{number}/roommates – adds a traveler → 201 `{ data: traveler }`; 409 `travelers_exceed_guests`
export const POST = withApi(async (ctx) => {
  const context = await ctx.context();
  const number = String(ctx.params.number);
  const input = parseInput(addTravelerSchema, await ctx.body());
  return ok(await addRoommate(context, number, input), { status: 201 });
});
