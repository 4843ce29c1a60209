import { submitListing } from '@/server/owners/listings/listing-submit';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { recordRead } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// POST /v1/owner/properties/{id}/submit – ask an administrator to review and publish the listing
export const POST = recordRead(Number, submitListing, { allow: requireOwnerWork });
