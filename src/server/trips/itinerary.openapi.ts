import { z } from 'zod';
import { type ApiOperation, dataOf, numericIdParam, staffErrors } from '../core/openapi';
import {
  addItineraryItemSchema,
  addTravelerSchema,
  confirmItineraryItemSchema,
  declineItineraryItemSchema,
  updateTravelerSchema,
} from './itinerary.schema';
import { declineSchema } from '../concierge/queue.schema';

export const apiItineraryItemSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['experience', 'service']),
  offer: z.strictObject({
    id: z.number().int(),
    slug: z.string(),
    title: z.string().describe('In the request’s language.'),
    image: z.string(),
    price_unit: z.string().describe('person, group, service…'),
    price_from_cents: z.number().int().describe('The catalogue’s price (from), integer cents.'),
  }),
  date: z.string().describe('The villa’s local calendar date, YYYY-MM-DD.'),
  start_time: z.string().describe('Local wall-clock time, HH:MM.'),
  guests: z.number().int(),
  note: z.string(),
  status: z.enum(['requested', 'confirmed', 'declined', 'cancelled']),
  price_cents: z.number().int().nullable().describe('Set by the concierge on confirming (then a line on the bill); null before.'),
  decline_reason: z.string().nullable().describe('Why a concierge declined it; null unless declined with a reason.'),
  created_at: z.string().describe('ISO 8601 instant (UTC).'),
});

export const apiTravelerSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string().describe('Empty when not given.'),
  age_group: z.enum(['adult', 'child', 'infant']),
  is_lead: z.boolean().describe('The lead guest (the booker): cannot be removed.'),
});

const tripParams = z.object({ id: numericIdParam('The trip (reservation) id.') });
const itemParams = z.object({ id: numericIdParam('The trip (reservation) id.'), itemId: numericIdParam('The plan’s id.') });
const travelerParams = z.object({ id: numericIdParam('The trip (reservation) id.'), travelerId: numericIdParam('The traveler’s id.') });
const conciergeItemParams = z.object({ itemId: numericIdParam('The plan’s id.') });
const reservationParams = z.object({ id: numericIdParam('The reservation id.') });

const TRIPS = 'Trips';
const CONCIERGE = 'Concierge';
const guestErrors = { 401: 'No session.', 404: 'No such trip of this guest (or no such plan/traveler on it).' };
const conciergeErrors = staffErrors(
  'forbidden: not a concierge or an administrator.',
  'Unknown, or outside the concierge’s states or country.',
);

export const itineraryOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/v1/account/trips/{id}/itinerary',
    operationId: 'listItinerary',
    tag: TRIPS,
    summary: 'The trip’s plans (experiences and luxury services) by day and time',
    params: tripParams,
    response: z.object({ data: z.array(apiItineraryItemSchema), meta: z.object({ count: z.number().int() }) }),
    auth: 'session',
    errors: guestErrors,
  },
  {
    method: 'post',
    path: '/v1/account/trips/{id}/itinerary',
    operationId: 'addItineraryItem',
    tag: TRIPS,
    summary: 'Ask for a plan on a day of the stay; it is `requested` until a concierge prices it',
    description:
      'The date is the villa’s local date, from check-in to the last night (the departure day too for a service, e.g. a transfer), not in the villa’s past; guests from 1 to the trip’s guests.',
    params: tripParams,
    body: addItineraryItemSchema,
    response: dataOf(apiItineraryItemSchema),
    status: 201,
    auth: 'session',
    errors: {
      ...guestErrors,
      400: 'validation_failed with fields: slug (unknown or unpublished), date (outside the stay, past), start_time, guests.',
      409: 'trip_closed (cancelled, declined, expired or over).',
    },
  },
  {
    method: 'delete',
    path: '/v1/account/trips/{id}/itinerary/{itemId}',
    operationId: 'withdrawItineraryItem',
    tag: TRIPS,
    summary: 'Withdraw a plan (a confirmed one until the day before it, with its charge reversed on the bill)',
    params: itemParams,
    response: dataOf(apiItineraryItemSchema),
    auth: 'session',
    errors: {
      ...guestErrors,
      409: 'plan_not_cancellable (declined or withdrawn), plan_too_late (confirmed for today or a past day), trip_closed.',
    },
  },
  {
    method: 'get',
    path: '/v1/account/trips/{id}/travelers',
    operationId: 'listTravelers',
    tag: TRIPS,
    summary: 'Who travels on the trip, the lead guest first, with the most it can list (its booked guests)',
    params: tripParams,
    response: z.object({
      data: z.array(apiTravelerSchema),
      meta: z.object({
        count: z.number().int(),
        capacity: z.number().int().describe('The most travelers the trip can list: its booked guests.'),
      }),
    }),
    auth: 'session',
    errors: guestErrors,
  },
  {
    method: 'post',
    path: '/v1/account/trips/{id}/travelers',
    operationId: 'addTraveler',
    tag: TRIPS,
    summary: 'Add a traveler (up to the stay’s booked guests; more guests is a change of the booking)',
    params: tripParams,
    body: addTravelerSchema,
    response: dataOf(apiTravelerSchema),
    status: 201,
    auth: 'session',
    errors: { ...guestErrors, 409: 'travelers_exceed_guests, trip_closed.' },
  },
  {
    method: 'patch',
    path: '/v1/account/trips/{id}/travelers/{travelerId}',
    operationId: 'updateTraveler',
    tag: TRIPS,
    summary: 'Edit a traveler’s name, email or age group (the lead guest’s too)',
    params: travelerParams,
    body: updateTravelerSchema,
    response: dataOf(apiTravelerSchema),
    auth: 'session',
    errors: { ...guestErrors, 409: 'trip_closed.' },
  },
  {
    method: 'delete',
    path: '/v1/account/trips/{id}/travelers/{travelerId}',
    operationId: 'removeTraveler',
    tag: TRIPS,
    summary: 'Remove a traveler (never the lead guest)',
    params: travelerParams,
    response: dataOf(z.strictObject({ id: z.number().int() })),
    auth: 'session',
    errors: { ...guestErrors, 409: 'lead_not_removable, trip_closed.' },
  },
  {
    method: 'post',
    path: '/v1/concierge/itinerary/{itemId}/confirm',
    operationId: 'confirmItineraryItem',
    tag: CONCIERGE,
    summary: 'Confirm a requested plan at a price: one `experience` or `service` line on the bill',
    params: conciergeItemParams,
    body: confirmItineraryItemSchema,
    response: dataOf(apiItineraryItemSchema),
    auth: 'session',
    errors: { ...conciergeErrors, 409: 'plan_not_requested, trip_closed.' },
  },
  {
    method: 'post',
    path: '/v1/concierge/itinerary/{itemId}/decline',
    operationId: 'declineItineraryItem',
    tag: CONCIERGE,
    summary: 'Decline a requested plan (nothing on the bill), with an optional reason the guest sees',
    params: conciergeItemParams,
    body: declineItineraryItemSchema,
    response: dataOf(apiItineraryItemSchema),
    auth: 'session',
    errors: { ...conciergeErrors, 409: 'plan_not_requested, trip_closed.' },
  },
  {
    method: 'post',
    path: '/v1/concierge/reservations/{id}/confirm',
    operationId: 'confirmReservationRequest',
    tag: CONCIERGE,
    summary:
      'Accept a booking request: it awaits its deposit for 72 hours, and the guest gets “Your request is accepted” (with the schedule) in their account’s language',
    params: reservationParams,
    response: dataOf(
      z.strictObject({
        id: z.number().int(),
        status: z.literal('awaiting_payment').describe('Accepted: the reservation now awaits its deposit (72 hours).'),
      }),
    ),
    auth: 'session',
    errors: { ...conciergeErrors, 409: 'not_requested (already decided, cancelled or expired).' },
  },
  {
    method: 'post',
    path: '/v1/concierge/reservations/{id}/decline',
    operationId: 'declineReservationRequest',
    tag: CONCIERGE,
    summary:
      'Decline a booking request with a reason: its dates are released and the guest is mailed the reason, in their account’s language',
    params: reservationParams,
    body: declineSchema,
    response: dataOf(z.strictObject({ id: z.number().int(), status: z.literal('declined') })),
    auth: 'session',
    errors: { ...conciergeErrors, 409: 'not_requested (already decided, cancelled or expired).' },
  },
];
