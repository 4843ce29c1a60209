import type { Row } from './authorization-rules';

/** The authorization matrix's rows for the owner portal's statements operations (issue 15). */
export const OWNER_STATEMENTS_ROWS: Record<string, Row> = {};
