import { guestInfoSchema, parseListingInput } from '@/server/owners/listings/listing.schema';
import { getGuestInfo, requireGuestInfoReader, saveGuestInfo } from '@/server/owners/listings/guest-info';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { recordRead, recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties/{id}/guest-info – the villa's private guest information (owners, its concierges)
export const GET = recordRead(Number, getGuestInfo, { allow: requireGuestInfoReader });

// PUT /v1/owner/properties/{id}/guest-info – save it (owners only)
export const PUT = recordWrite(Number, (body) => parseListingInput(guestInfoSchema, body), saveGuestInfo, { allow: requireOwnerWork });
