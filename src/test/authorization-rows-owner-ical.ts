import type { Row } from './authorization-rules';

/** The authorization matrix's rows for the owner portal's ical operations (issue 15). */
export const OWNER_ICAL_ROWS: Record<string, Row> = {};
