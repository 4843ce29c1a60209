import type { Row } from './authorization-rules';

export const GUESTBOOK_AUTHORIZATION_ROWS: Record<string, Row> = {};
