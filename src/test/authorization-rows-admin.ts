import { ADMIN_AUDIT_ROWS } from './authorization-rows-admin-audit';
import { ADMIN_PROPERTIES_ROWS } from './authorization-rows-admin-properties';
import { ADMIN_USERS_ROWS } from './authorization-rows-admin-users';
import { type Row, rule, NO_ACCOUNT } from './authorization-rules';

/** Administration (issue 17): only administrators; every other account is refused with 403. */
export const ADMIN_ONLY = rule(403, { ...NO_ACCOUNT, admin: '2xx' });

/** The administration's rows of the authorization matrix (/v1/admin/*), one file per part. Merged into ROWS. */
export const ADMIN_ROWS: Record<string, Row> = { ...ADMIN_USERS_ROWS, ...ADMIN_PROPERTIES_ROWS, ...ADMIN_AUDIT_ROWS };
