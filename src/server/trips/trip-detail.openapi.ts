import { z } from 'zod';
import { apiTripSchema } from '../booking/booking.openapi';
import { type ApiOperation, dataOf, idParams } from '../core/openapi';
import { apiGroceryOrderSchema } from './groceries.openapi';
import { apiItineraryItemSchema, apiTravelerSchema } from './itinerary.openapi';

/** GET /v1/account/trips/{id}: the trip (as in the list) plus its grocery list, plans and travelers. */
export const apiTripDetailSchema = apiTripSchema.extend({
  groceries: apiGroceryOrderSchema.describe('The pre-arrival grocery list (status `none` before the first save).'),
  itinerary: z.array(apiItineraryItemSchema).describe('Plans by date and time, withdrawn and declined ones included.'),
  travelers: z.array(apiTravelerSchema).describe('The lead guest first.'),
  traveler_capacity: z.number().int().describe('The most travelers the trip can list: its booked guests.'),
});

export const tripDetailOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/v1/account/trips/{id}',
    operationId: 'getTrip',
    tag: 'Booking',
    summary: 'One of the guest’s trips: frozen quote, charges and balance due, grocery list, itinerary and travelers',
    params: idParams,
    response: dataOf(apiTripDetailSchema),
    auth: 'session',
    errors: { 401: 'No session.', 404: 'No such trip of this guest.' },
  },
];
