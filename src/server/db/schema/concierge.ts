import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef, updatedAt } from './columns';
import { users } from './accounts';
import { reservations } from './booking';

/**
 * The concierge desk and messaging (issue 14). A trip's timeline reads what the other tables
 * already record (ledger, payments, changes, plans, messages) and, for what nothing else records
 * (an assignment, a note, a decision's reason), its own `trip_events`.
 */
export const tripEvents = pgTable(
  'trip_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    /** Who did it: a user (guest or staff), or null for the system (a job, a webhook). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorKind: text('actor_kind').notNull(),
    /** What happened: assigned, note_added, charge_added, charge_voided, confirmed, declined… */
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('trip_events_reservation_idx').on(t.reservationId, t.createdAt)],
);

/** A concierge's private note on a trip: staff of the trip's scope read it, guests never. */
export const conciergeNotes = pgTable(
  'concierge_notes',
  {
    id: serial('id').primaryKey(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('concierge_notes_reservation_idx').on(t.reservationId)],
);

/** One conversation per trip, between its guest and the concierges of its scope. */
export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  reservationId: integer('reservation_id')
    .notNull()
    .unique()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  lastMessageAt: instant('last_message_at'),
  /**
   * The newest message of each side (ids), kept by a trigger on messages (migration 0028, decision
   * 044): a reader has unread messages of a side when its id is above the reader's read mark.
   */
  lastGuestMessageId: bigint('last_guest_message_id', { mode: 'number' }),
  lastConciergeMessageId: bigint('last_concierge_message_id', { mode: 'number' }),
  createdAt: createdAt(),
});

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: requiredRef('conversation_id', () => conversations.id, 'cascade'),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The side that wrote it: 'guest' or 'concierge'. Unread counts are the other side's messages. */
    senderRole: text('sender_role').notNull(),
    body: text('body').notNull().default(''),
    /** The client's Idempotency-Key: a retried POST stores the message once. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_idempotency_idx').on(t.senderUserId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** A file sent with a message: kept in private storage (never under /media), served to participants only. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    fileName: text('file_name').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);

/** A participant's place in a conversation: read up to a message, and mailed (digest) up to one. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: requiredRef('conversation_id', () => conversations.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    lastMailedMessageId: bigint('last_mailed_message_id', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // A reader's marks from the index alone (the inbox joins them to the scope's conversations).
    index('conversation_reads_user_idx').on(t.userId, t.conversationId, t.lastReadMessageId),
  ],
);

/**
 * Live updates (DESIGN §10): every event has a global id, is announced by NOTIFY with that id, and
 * is replayed after `Last-Event-ID` to whoever may see it *now* (the reservation's guest, the
 * staff of its scope; `user_id` when it is for one user only).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);
