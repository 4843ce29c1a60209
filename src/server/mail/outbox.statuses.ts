/** Where a mail is (decision 041); the database's enum outbox_status. */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const isOutboxStatus = (v: unknown): v is OutboxStatus => OUTBOX_STATUSES.includes(v as OutboxStatus);

/** A mail's delivery state as the outbox list reads it (never its body). */
export interface OutboxDelivery {
  id: number;
  toAddress: string;
  subject: string;
  template: string;
  locale: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  messageId: string | null;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}
