import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { getGroceryOrder, saveGroceryOrder } from '@/server/trips/groceries.service';
import { recordRead, recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// GET /v1/account/trips/{id}/groceries – the trip's grocery list, its estimate and its cut-off.
export const GET = recordRead(tripIdOrThrow, getGroceryOrder, { allow: requireUser });

// PUT /v1/account/trips/{id}/groceries – replaces the list as a draft or submits it (estimate on the bill).
export const PUT = recordWrite(tripIdOrThrow, (body) => body, saveGroceryOrder, { allow: requireUser });
