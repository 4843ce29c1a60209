import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { reservations } from './booking';

/**
 * A guestbook session (DESIGN §10): opened for one reservation (by confirmation number and last
 * name, or a signed link: the guestbook issue's part), never tied to an account. Stored, like
 * account sessions, as the SHA-256 of an opaque random token; it ends at `expires_at` or when revoked.
 */
export const guestbookSessions = pgTable(
  'guestbook_sessions',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Never valid past this (14 days after check-out), however recently used; null for sessions opened before it existed. */
    notAfter: timestamp('not_after', { withTimezone: true }),
  },
  (t) => [index('guestbook_sessions_reservation_idx').on(t.reservationId)],
);

/**
 * A stay's check-in (issue 16): arrival time, flight, an airport transfer wanted (then a request to the
 * concierge, `transfer_requested_at`), special requests, and the lead guest's identity document,
 * stored encrypted outside the public media (`id_document_key`, a private-files key) and removed by a
 * job 30 days after check-out (`id_document_deleted_at`). `completed_at`: arrival time and document given.
 */
export const guestbookCheckIns = pgTable('guestbook_check_ins', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  arrivalTime: text('arrival_time').notNull().default(''),
  flightNumber: text('flight_number').notNull().default(''),
  airportTransfer: boolean('airport_transfer').notNull().default(false),
  transferRequestedAt: timestamp('transfer_requested_at', { withTimezone: true }),
  specialRequests: text('special_requests').notNull().default(''),
  idDocumentKey: text('id_document_key'),
  idDocumentType: text('id_document_type'),
  idDocumentBytes: integer('id_document_bytes'),
  idDocumentUploadedAt: timestamp('id_document_uploaded_at', { withTimezone: true }),
  idDocumentDeletedAt: timestamp('id_document_deleted_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed damage and house-rules authorization (issue 16): which document (its version and SHA-256),
 * who typed which name, when (UTC), from which address and user agent, in which language, and the
 * private-files key of its PDF copy. Append-only: signing a changed document adds a row. A text is
 * signed once per stay (issue 28): the unique index makes two signings of it at once one row.
 */
export const guestbookSignatures = pgTable(
  'guestbook_signatures',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    documentVersion: text('document_version').notNull(),
    documentSha256: text('document_sha256').notNull(),
    locale: text('locale').notNull(),
    typedName: text('typed_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    pdfKey: text('pdf_key'),
  },
  (t) => [
    index('guestbook_signatures_reservation_idx').on(t.reservationId, t.signedAt),
    uniqueIndex('guestbook_signatures_once_idx').on(t.reservationId, t.documentSha256),
  ],
);

/**
 * Failed attempts to open a guestbook, per well-formed confirmation number (known or not): they
 * make the next attempt wait longer (progressive delay), never lock the number (issue 16).
 */
export const guestbookOpenFailures = pgTable('guestbook_open_failures', {
  confirmationNumber: text('confirmation_number').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});
