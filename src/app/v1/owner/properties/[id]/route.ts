import { parseListingPatch } from '@/server/owners/listings/listing.schema';
import { getListingDetails, updateListingDetails } from '@/server/owners/listings/listing-details';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { recordRead, recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties/{id} – a villa's editable details in both languages, with its missing translations
export const GET = recordRead(Number, getListingDetails, { allow: requireOwnerWork });

// PATCH /v1/owner/properties/{id} – change the details (publishing needs them complete; a draft saves
// its valid fields and answers 422 draft_saved_in_part for the rest)
export const PATCH = recordWrite(
  Number,
  parseListingPatch,
  (context, id, { patch, rejected }) => updateListingDetails(context, id, patch, rejected),
  { allow: requireOwnerWork },
);
