import type { z } from 'zod';
import type { ownerPropertySchema } from '../reservations/owner-reservations.openapi';
/** A villa in the owner portal's list (GET /v1/owner/properties). */
export type OwnerPropertyRow = z.infer<typeof ownerPropertySchema>;

/** An owner-group account an administrator can file a listing under or filter by. */
export interface OwnerAccount {
  id: number;
  name: string;
  email: string;
}

/** A destination a new listing can be placed in. */
export interface DestinationOption {
  id: number;
  name: string;
  country: string;
}
