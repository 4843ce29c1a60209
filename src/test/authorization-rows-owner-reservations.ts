import type { Row } from './authorization-rules';

/** The authorization matrix's rows for the owner portal's reservations operations (issue 15). */
export const OWNER_RESERVATIONS_ROWS: Record<string, Row> = {};
