import type { Row } from './authorization-rules';

/** The authorization matrix's rows for the owner portal's photos operations (issue 15). */
export const OWNER_PHOTOS_ROWS: Record<string, Row> = {};
