import { nightPricesInputSchema } from '@/server/owners/listings/listing.schema';
import { setNightPrices } from '@/server/owners/listings/listing-night-prices';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { recordWrite } from '@/server/http/record-route';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// PUT /v1/owner/properties/{id}/nightly-prices – set (or clear, with null) the own price of a range of nights
export const PUT = recordWrite(Number, (body) => parseInput(nightPricesInputSchema, body), setNightPrices, {
  allow: requireOwnerWork,
});
