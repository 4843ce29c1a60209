import { z } from 'zod';
import { nameText } from '../../core/text';
import { idParam } from '../reservations/owner-reservations.schema';

/** GET /v1/owner/properties: an administrator narrows the list to one owner's villas (others: their own only). */
export const ownerPropertiesQueryFields = z.object({
  owner: idParam.optional().describe('An owner’s account id: only the villas they own (narrows anyone’s list; useful to administrators).'),
});
export const ownerPropertiesQuerySchema = z.preprocess(
  (input) => (input instanceof URLSearchParams ? Object.fromEntries([...input].filter(([, v]) => v.trim() !== '')) : input),
  ownerPropertiesQueryFields,
);

/** POST /v1/owner/properties: a new listing, created as a draft. */
export const createListingSchema = z.strictObject({
  name: nameText(120, { min: 3 }).describe('The villa’s name (its slug is made from it).'),
  state_id: z.number().int().positive().max(2_147_483_647).describe('The destination (a state) it lies in.'),
  owner_id: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe('The owner-group account that owns it: required of administrators; anyone else may give only their own id.'),
});
export type CreateListingInput = z.output<typeof createListingSchema>;
