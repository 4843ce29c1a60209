import { freshVilla } from './authorization-rows-admin-properties';
import { createPropertyImage } from './factories';
import { NO_ACCOUNT, OWNERS_VILLA, type Row, rule } from './authorization-rules';
import { createBlock, farRange, guestInfoBody, ratesBody } from './owner-fixtures-listings';

const villa = (w: { villaId: number }) => ({ params: { id: w.villaId } });

/** The guest information: the villa's owners and administrators, and the concierges of its destination (read only). */
const GUEST_INFO_READERS = rule(403, {
  ...NO_ACCOUNT,
  owner: '2xx',
  admin: '2xx',
  otherOwner: 404,
  concierge: '2xx',
  countryManager: '2xx',
  farConcierge: 404,
});

/** The authorization matrix's rows for the owner portal's listings operations (issue 15). */
export const OWNER_LISTINGS_ROWS: Record<string, Row> = {
  'GET /v1/owner/properties/{id}': { rule: OWNERS_VILLA, cell: villa },
  'PATCH /v1/owner/properties/{id}': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: async (w) => {
      // The world's villa is published: it stays publishable only with a photo.
      await createPropertyImage(w.orm, w.villaId);
      return { params: { id: w.villaId }, json: { short_description_es: 'Junto al mar, con muelle propio.' } };
    },
  },
  // Listing approval (issue 17): a complete draft of the owner's, fresh per cell.
  'POST /v1/owner/properties/{id}/submit': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: async (w) => ({ params: { id: (await freshVilla(w, 'draft')).id } }),
  },
  'GET /v1/owner/properties/{id}/rates': { rule: OWNERS_VILLA, cell: villa },
  'PUT /v1/owner/properties/{id}/rates': { rule: OWNERS_VILLA, writes: true, cell: (w) => ({ ...villa(w), json: ratesBody() }) },
  'GET /v1/owner/properties/{id}/rates/preview': {
    rule: OWNERS_VILLA,
    cell: (w) => {
      const range = farRange();
      return { ...villa(w), query: { check_in: range.start_date, check_out: range.end_date, guests: 2 } };
    },
  },
  'GET /v1/owner/properties/{id}/blocks': { rule: OWNERS_VILLA, cell: villa },
  'POST /v1/owner/properties/{id}/blocks': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: (w) => ({ ...villa(w), json: { ...farRange(), reason: 'maintenance', note: 'Pool pump' } }),
  },
  'DELETE /v1/owner/properties/{id}/blocks/{blockId}': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: async (w) => {
      const block = await createBlock(w.orm, w.villaId);
      return { params: { id: w.villaId, blockId: block.id } };
    },
  },
  // A night's own price (issue 32): the villa's base is 950.00, so 1,200.00 is within 10×.
  'PUT /v1/owner/properties/{id}/nightly-prices': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: (w) => ({ ...villa(w), json: { ...farRange(), nightly_cents: 120_000 } }),
  },
  'GET /v1/owner/properties/{id}/guest-info': { rule: GUEST_INFO_READERS, cell: villa },
  'PUT /v1/owner/properties/{id}/guest-info': {
    rule: OWNERS_VILLA,
    writes: true,
    // A new door code each call, so every allowed save changes the row.
    cell: (w) => ({ ...villa(w), json: { ...guestInfoBody, door_code: String(Math.floor(Math.random() * 1e8)) } }),
  },
};
