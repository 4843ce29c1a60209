import { requireAdministrator } from '@/server/access/actor';
import { getAdminProperty, updateAdminProperty } from '@/server/admin/properties/admin-properties';
import { adminPropertyPatchSchema, parseAdminInput } from '@/server/admin/properties/properties.schema';
import { recordRead, recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// GET /v1/admin/properties/{id} – one villa as the administration's list shows it
export const GET = recordRead(Number, getAdminProperty, { allow: requireAdministrator });

// PATCH /v1/admin/properties/{id} – owner, broker, commission, terms, transfer, unpublish
export const PATCH = recordWrite(Number, (body) => parseAdminInput(adminPropertyPatchSchema, body), updateAdminProperty, {
  allow: requireAdministrator,
});
