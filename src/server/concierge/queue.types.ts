import type { z } from 'zod';
import type { assignResultSchema, queueMetaSchema, queueRowSchema, staffSchema } from './queue.openapi';

/** One reservation of the desk's queue, as the API answers it and the page shows it. */
export type QueueRow = z.infer<typeof queueRowSchema>;

export type QueueMeta = z.infer<typeof queueMetaSchema>;

export interface QueuePage {
  rows: QueueRow[];
  meta: QueueMeta;
}

export type StaffRole = 'concierge' | 'destination_manager' | 'country_manager';

/** A concierge a trip can be assigned to: their scope covers it. */
export type AssignableConcierge = z.infer<typeof staffSchema>;

export type AssignResult = z.infer<typeof assignResultSchema>;
