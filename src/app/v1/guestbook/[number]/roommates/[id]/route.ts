import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';
import { removeRoommate } from '@/server/guestbook/check-in/roommates.service';
import { guestbookStay } from '@/server/guestbook/guestbook-access';

export const dynamic = 'force-dynamic';

// DELETE /v1/guestbook/{number}/roommates/{id} – removes a traveler → `{ data: { id } }`; the lead guest is 409 `lead_not_removable`
export const DELETE = withApi(async (ctx) => {
  const context = await ctx.context();
  const number = String(ctx.params.number);
  // The stay first: a stranger learns nothing, not even whether the id is well formed.
  await guestbookStay(context, number);
  const id = tripIdOrThrow(ctx.params.id);
  await removeRoommate(context, number, id);
  return ok({ id });
});
