import { listingRatesSchema, parseListingInput } from '@/server/owners/listings/listing.schema';
import { getListingRates, replaceListingRates } from '@/server/owners/listings/listing-rates';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { recordRead, recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties/{id}/rates – prices, payment schedule and seasonal rates
export const GET = recordRead(Number, getListingRates, { allow: requireOwnerWork });

// PUT /v1/owner/properties/{id}/rates – save the prices and replace the seasonal rates
export const PUT = recordWrite(Number, (body) => parseListingInput(listingRatesSchema, body), replaceListingRates, {
  allow: requireOwnerWork,
});
