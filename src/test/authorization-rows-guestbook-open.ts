import type { Row } from './authorization-rules';

export const GUESTBOOK_OPEN_ROWS: Record<string, Row> = {};
