import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef, updatedAt } from './columns';
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
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** Never valid past this (14 days after check-out), however recently used; null for sessions opened before it existed. */
    notAfter: instant('not_after'),
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
  transferRequestedAt: instant('transfer_requested_at'),
  specialRequests: text('special_requests').notNull().default(''),
  idDocumentKey: text('id_document_key'),
  idDocumentType: text('id_document_type'),
  idDocumentBytes: integer('id_document_bytes'),
  idDocumentUploadedAt: instant('id_document_uploaded_at'),
  idDocumentDeletedAt: instant('id_document_deleted_at'),
  completedAt: instant('completed_at'),
  updatedAt: updatedAt(),
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
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    documentVersion: text('document_version').notNull(),
    documentSha256: text('document_sha256').notNull(),
    locale: text('locale').notNull(),
    typedName: text('typed_name').notNull(),
    signedAt: instant('signed_at').notNull(),
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
  lastFailureAt: instant('last_failure_at').notNull(),
});
