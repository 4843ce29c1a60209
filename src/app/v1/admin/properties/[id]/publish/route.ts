import { requireAdministrator } from '@/server/access/actor';
import { publishProperty } from '@/server/admin/properties/admin-properties';
import { recordRead } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// POST /v1/admin/properties/{id}/publish – publish a listing complete in both languages
export const POST = recordRead(Number, publishProperty, { allow: requireAdministrator });
