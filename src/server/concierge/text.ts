import { z } from 'zod';

/** A staff member's reason, shown to the guest: one to 500 characters. */
export const freeTextSchema = z.string().trim().min(1).max(500);
