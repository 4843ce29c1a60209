import { z } from 'zod';
import { queueRecord } from '../concierge/queue.schema';
import { OUTBOX_STATUSES, type OutboxDelivery } from './outbox.statuses';
import type { deliverySchema } from './outbox.openapi';

/** The outbox list's query string, shared by GET /v1/admin/outbox, /api/dev/outbox and the /admin/outbox page. */
export const outboxQueryFields = z.object({
  status: z.enum(OUTBOX_STATUSES).optional().describe('Only mail in this state: queued, sending, sent or failed.'),
  to: z.string().max(320).optional().describe('Only mail to this address (any case).'),
  template: z.string().max(80).optional().describe('Only mail of this template, e.g. password-reset.'),
});

export const outboxQuerySchema = z.preprocess(
  (input) =>
    input instanceof URLSearchParams || (input && typeof input === 'object') ? queueRecord(input as Record<string, string>) : input,
  outboxQueryFields,
);
export type OutboxQuery = z.output<typeof outboxQueryFields>;

/** A mail's delivery as the administration's API answers it (no body). */
export type ApiOutboxDelivery = z.infer<typeof deliverySchema>;

export function apiOutboxDelivery(row: OutboxDelivery): ApiOutboxDelivery {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    locale: row.locale,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    message_id: row.messageId,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    error: row.error,
  };
}
