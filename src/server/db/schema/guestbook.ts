import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('guestbook_sessions_reservation_idx').on(t.reservationId)],
);
