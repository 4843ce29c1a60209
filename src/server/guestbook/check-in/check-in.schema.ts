import { z } from 'zod';
import { freeText } from '../../core/text';

export const SPECIAL_REQUESTS_MAX = 2000;

/** HH:MM, 24 hours. */
const ARRIVAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An airline's IATA or ICAO code and a flight number: "IB 6251", "AA100", "VLG1234A". */
const FLIGHT = /^[A-Z0-9]{2,3}\d{1,4}[A-Z]?$/;

/**
 * PUT /v1/guestbook/{number}/check-in: the whole form each time (a field left out keeps what was
 * saved). The arrival date is the reservation's and is not part of it.
 */
export const checkInSchema = z.strictObject({
  arrival_time: z
    .string()
    .trim()
    .refine((v) => v === '' || ARRIVAL_TIME.test(v), { params: { messageKey: 'guestbookStay.errors.arrival_time' } })
    .optional()
    .describe('HH:MM (24 h), or empty.'),
  flight_number: z
    .string()
    .trim()
    .max(12)
    .transform((v) => v.toUpperCase().replace(/[\s-]+/g, ''))
    .refine((v) => v === '' || FLIGHT.test(v), { params: { messageKey: 'guestbookStay.errors.flight_number' } })
    .optional()
    .describe('Optional: the airline code and number, e.g. IB6251.'),
  airport_transfer: z
    .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0']).transform((v) => v === 'true' || v === 'on' || v === '1')])
    .optional()
    .describe('Whether the concierge should arrange the airport transfer.'),
  special_requests: freeText(SPECIAL_REQUESTS_MAX).optional().describe(`Up to ${SPECIAL_REQUESTS_MAX} characters.`),
});
export type CheckInInput = z.output<typeof checkInSchema>;
