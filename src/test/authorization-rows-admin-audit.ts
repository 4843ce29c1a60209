import type { Row } from './authorization-rules';

/** The authorization matrix's rows for the administration's audit operations (issue 17). */
export const ADMIN_AUDIT_ROWS: Record<string, Row> = {};
