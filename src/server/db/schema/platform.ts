import { index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * Fixed-window counters shared by every app server (DESIGN §2: no in-process state).
 * A key is e.g. `login:ip:203.0.113.9`; old windows are pruned as new ones are written.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_counters_window_idx').on(t.windowStart)],
);

/**
 * Where a mail is (decision 041): `queued` waits for its next attempt (or, without SMTP_URL, stays
 * here as the demo's outbox), `sending` is leased by a worker until `lease_until`, `sent` was
 * accepted by the SMTP server, `failed` used up the retry schedule (an administrator may retry it).
 */
export const outboxStatus = pgEnum('outbox_status', ['queued', 'sending', 'sent', 'failed']);

/**
 * The mail itself (decision 041): written in the request's own transaction, then delivered by the
 * queue's `send-mail` worker through SMTP_URL, retried on config().mailRetrySeconds, and swept by
 * `mail-sweep` if its job was never enqueued. Without SMTP_URL it stays queued here.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    locale: text('locale').notNull(),
    /** Which template made it, e.g. `password-reset`: lets tests and the outbox page filter. */
    template: text('template').notNull(),
    /**
     * One mail per key (`booking-confirmed:<reservation id>`, `password-reset:<reset id>`…): a job
     * run twice, on two servers or after a crash, stores and sends it once.
     */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    status: outboxStatus('status').notNull().default('queued'),
    /** SMTP attempts so far (an interrupted one included); reset by an administrator's retry. */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it next (a retry's `startAfter`; the sweep enqueues it once due). */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** While `sending`: until when the worker holds it; past it, the worker is presumed dead. */
    leaseUntil: instant('lease_until'),
    /** The RFC 5322 Message-ID, made when the row is written and kept on every attempt. */
    messageId: text('message_id'),
    sentAt: instant('sent_at'),
    /** The last attempt's error (kept after a later success, for the record). */
    error: text('error'),
  },
  (t) => [
    index('outbox_to_idx').on(t.toAddress),
    index('outbox_created_idx').on(t.createdAt),
    uniqueIndex('outbox_idempotency_key_idx').on(t.idempotencyKey),
    index('outbox_status_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export const inquiryKind = pgEnum('inquiry_kind', ['contact', 'owner', 'travel_agent', 'experience', 'service']);

/** A visitor's inquiry from one of the public forms (contact, list your villa, agencies, requests). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    kind: inquiryKind('kind').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull().default(''),
    /** The experience or service slug for a request; null for the other kinds. */
    subject: text('subject'),
    /** Form-specific fields (agency name, villa location, dates…), validated by the form's schema. */
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_kind_idx').on(t.kind, t.createdAt)],
);

/**
 * Files a row no longer names (decision 038): a trigger adds one here in the transaction that
 * deletes the row (a photo, a message's attachment by cascade, a stay's check-in or signature, an
 * expense) or replaces or clears its key (an identity document replaced or expired), so a file is
 * queued for deletion exactly when nothing refers to it any more, whatever code path or cascade did
 * it. The storage sweep (src/server/storage/orphans.ts) deletes the objects, then these rows.
 */
export const fileOrphans = pgTable(
  'file_orphans',
  {
    id: serial('id').primaryKey(),
    /** The storage area: 'media' (a key under /media) or 'private'. */
    area: text('area').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('file_orphans_created_idx').on(t.createdAt)],
);
