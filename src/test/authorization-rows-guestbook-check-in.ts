import type { Row } from './authorization-rules';

export const GUESTBOOK_CHECK_IN_ROWS: Record<string, Row> = {};
