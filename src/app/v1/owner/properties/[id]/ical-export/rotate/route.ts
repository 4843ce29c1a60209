import { rotateIcalExport } from '@/server/owners/ical/ical-feeds.service';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { recordRead } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// POST /v1/owner/properties/{id}/ical-export/rotate – a new secret export URL; the old one answers 404
export const POST = recordRead(Number, rotateIcalExport, { allow: requireOwnerWork });
