import { ADMIN_AUDIT_ROWS } from './authorization-rows-admin-audit';
import { ADMIN_OUTBOX_ROWS } from './authorization-rows-admin-outbox';
import { ADMIN_PROPERTIES_ROWS } from './authorization-rows-admin-properties';
import { ADMIN_USERS_ROWS } from './authorization-rows-admin-users';
import type { Row } from './authorization-rules';

/** The administration's rows of the authorization matrix (/v1/admin/*), one file per part. Merged into ROWS. */
export const ADMIN_ROWS: Record<string, Row> = { ...ADMIN_USERS_ROWS, ...ADMIN_PROPERTIES_ROWS, ...ADMIN_AUDIT_ROWS, ...ADMIN_OUTBOX_ROWS };
