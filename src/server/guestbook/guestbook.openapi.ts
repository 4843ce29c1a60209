import type { ApiOperation } from '../core/openapi';
import { authorizationOperations } from './authorization/authorization.openapi';
import { checkInOperations } from './check-in/check-in.openapi';
import { openOperations } from './open/open.openapi';

/** The guestbook's operations (issue 16), one list per part. */
export const guestbookOperations: ApiOperation[] = [...openOperations, ...checkInOperations, ...authorizationOperations];
