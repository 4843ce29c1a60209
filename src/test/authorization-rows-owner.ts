import type { Row } from './authorization-rules';
import { OWNER_ICAL_ROWS } from './authorization-rows-owner-ical';
import { OWNER_LISTINGS_ROWS } from './authorization-rows-owner-listings';
import { OWNER_PHOTOS_ROWS } from './authorization-rows-owner-photos';
import { OWNER_RESERVATIONS_ROWS } from './authorization-rows-owner-reservations';
import { OWNER_STATEMENTS_ROWS } from './authorization-rows-owner-statements';

/**
 * The owner portal's rows of the authorization matrix (issue 15): /v1/owner/*, /ical/{token}.ics,
 * one file per part. Merged into ROWS (authorization-rows.ts).
 */
export const OWNER_ROWS: Record<string, Row> = {
  ...OWNER_LISTINGS_ROWS,
  ...OWNER_PHOTOS_ROWS,
  ...OWNER_ICAL_ROWS,
  ...OWNER_RESERVATIONS_ROWS,
  ...OWNER_STATEMENTS_ROWS,
};
