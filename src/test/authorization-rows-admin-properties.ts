import { eq } from 'drizzle-orm';
import { properties } from '@/server/db/schema/catalog';
import { ADMIN_ONLY, type Row } from './authorization-rules';
import type { World } from './authorization-world';
import { createProperty, createPropertyImage } from './factories';

/**
 * A fresh villa of the world's owner, beside the world's own (same destination), complete in both
 * languages with a photo: each cell writes to its own, so no cell sees another's change.
 */
export async function freshVilla(w: Pick<World, 'orm' | 'villaId' | 'members'>, status: 'draft' | 'submitted' | 'published') {
  const [base] = await w.orm.select().from(properties).where(eq(properties.id, w.villaId));
  if (!base) throw new Error('the world has no villa');
  const villa = await createProperty(w.orm, { countryId: base.countryId, stateId: base.stateId }, { ownerId: w.members.owner.id, status });
  await createPropertyImage(w.orm, villa.id);
  return villa;
}

/** The authorization matrix's rows for the administration's properties operations (issue 17). */
export const ADMIN_PROPERTIES_ROWS: Record<string, Row> = {
  'GET /v1/admin/properties': { rule: ADMIN_ONLY, cell: () => ({ query: { status: 'submitted' } }) },
  'GET /v1/admin/properties/{id}': { rule: ADMIN_ONLY, cell: (w) => ({ params: { id: w.villaId } }) },
  'PATCH /v1/admin/properties/{id}': {
    rule: ADMIN_ONLY,
    writes: true,
    cell: async (w) => ({
      params: { id: (await freshVilla(w, 'published')).id },
      json: { commission_bps: 1800, deposit_percent: 40, broker_id: w.members.otherOwner.id },
    }),
  },
  'POST /v1/admin/properties/{id}/publish': {
    rule: ADMIN_ONLY,
    writes: true,
    cell: async (w) => ({ params: { id: (await freshVilla(w, 'submitted')).id } }),
  },
  'POST /v1/admin/properties/{id}/return': {
    rule: ADMIN_ONLY,
    writes: true,
    cell: async (w) => ({ params: { id: (await freshVilla(w, 'submitted')).id }, json: { note: 'Add a photo of the terrace.' } }),
  },
};
