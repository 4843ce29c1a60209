import { ADMIN_ONLY, type Row } from './authorization-rules';

/** The authorization matrix's rows for the administration's audit operations (issue 17): read-only. */
export const ADMIN_AUDIT_ROWS: Record<string, Row> = {
  'GET /v1/admin/audit': { rule: ADMIN_ONLY, cell: () => ({ query: { object_type: 'property', per_page: 5 } }) },
};
