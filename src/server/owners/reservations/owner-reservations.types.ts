import type { z } from 'zod';
import type { ownerReservationSchema } from './owner-reservations.openapi';

/**
 * One reservation of the owner portal. The guest is shown by first name and country until the stay
 * is confirmed, then by full name; an owner never gets a guest's e-mail or phone.
 */
export type OwnerReservationRow = z.infer<typeof ownerReservationSchema>;

export interface OwnerReservationPage {
  rows: OwnerReservationRow[];
  meta: { total: number; page: number; per_page: number; page_count: number };
}
