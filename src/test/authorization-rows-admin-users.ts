import type { Row } from './authorization-rules';

/** The authorization matrix's rows for the administration's users operations (issue 17). */
export const ADMIN_USERS_ROWS: Record<string, Row> = {};
