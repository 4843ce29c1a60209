import type { z } from 'zod';
import type { adminPropertySchema } from './properties.openapi';
/** An owner-group account (owner, broker, rep) as the administration shows it. */
export interface AdminAccountRef {
  id: number;
  name: string;
  email: string;
}

/** A villa in the administration's list (GET /v1/admin/properties) and the answer of its writes. */
export type AdminPropertyRow = z.infer<typeof adminPropertySchema>;

export interface AdminPropertyPage {
  rows: AdminPropertyRow[];
  total: number;
  page: number;
  per_page: number;
  page_count: number;
  /** How many listings wait for review (whatever the filters). */
  waiting: number;
}
