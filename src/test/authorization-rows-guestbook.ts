import type { Row } from './authorization-rules';
import { GUESTBOOK_AUTHORIZATION_ROWS } from './authorization-rows-guestbook-authorization';
import { GUESTBOOK_CHECK_IN_ROWS } from './authorization-rows-guestbook-check-in';
import { GUESTBOOK_OPEN_ROWS } from './authorization-rows-guestbook-open';

/** The guestbook's rows of the authorization matrix (issue 16), one file per part. Merged into ROWS (authorization-rows.ts). */
export const GUESTBOOK_ROWS: Record<string, Row> = {
  ...GUESTBOOK_OPEN_ROWS,
  ...GUESTBOOK_CHECK_IN_ROWS,
  ...GUESTBOOK_AUTHORIZATION_ROWS,
};
