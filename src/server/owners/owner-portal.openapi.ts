import type { ApiOperation } from '../core/openapi';
import { icalOperations } from './ical/ical.openapi';
import { listingOperations } from './listings/listings.openapi';
import { photoOperations } from './photos/photos.openapi';
import { ownerReservationOperations } from './reservations/owner-reservations.openapi';
import { statementOperations } from './statements/statements.openapi';

/** The owner portal's operations (issue 15), one list per part. */
export const ownerPortalOperations: ApiOperation[] = [
  ...listingOperations,
  ...photoOperations,
  ...icalOperations,
  ...ownerReservationOperations,
  ...statementOperations,
];
