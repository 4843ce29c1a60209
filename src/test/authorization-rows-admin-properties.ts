import type { Row } from './authorization-rules';

/** The authorization matrix's rows for the administration's properties operations (issue 17). */
export const ADMIN_PROPERTIES_ROWS: Record<string, Row> = {};
