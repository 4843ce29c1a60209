import type { Row } from './authorization-rules';

/** The authorization matrix's rows for the owner portal's listings operations (issue 15). */
export const OWNER_LISTINGS_ROWS: Record<string, Row> = {};
