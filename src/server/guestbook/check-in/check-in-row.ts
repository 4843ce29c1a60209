import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/open';
import { guestbookCheckIns } from '../../db/schema/guestbook';
import type { IdDocumentSummary, StayCheckIn } from './check-in.types';

// No 'server-only' marker: the clean-up job reads rows through here too.

export type CheckInRow = typeof guestbookCheckIns.$inferSelect;

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** A reservation's check-in row (locked with `lock`, inside a transaction), or null before the first save. */
export async function checkInRow(orm: Orm, reservationId: number, opts: { lock?: boolean } = {}): Promise<CheckInRow | null> {
  const query = orm.select().from(guestbookCheckIns).where(eq(guestbookCheckIns.reservationId, reservationId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Complete once the arrival time and the identity document are both there (the document once removed still counts). */
export function isComplete(row: Pick<CheckInRow, 'arrivalTime' | 'idDocumentKey' | 'idDocumentDeletedAt'>): boolean {
  return row.arrivalTime !== '' && (row.idDocumentKey !== null || row.idDocumentDeletedAt !== null);
}

export function toStayCheckIn(arrivalDate: string, row: CheckInRow | null): StayCheckIn {
  const doc: IdDocumentSummary | null =
    row?.idDocumentKey && row.idDocumentType && row.idDocumentUploadedAt
      ? {
          content_type: row.idDocumentType as IdDocumentSummary['content_type'],
          bytes: row.idDocumentBytes ?? 0,
          uploaded_at: new Date(row.idDocumentUploadedAt).toISOString(),
        }
      : null;
  return {
    arrival_date: arrivalDate,
    arrival_time: row?.arrivalTime ?? '',
    flight_number: row?.flightNumber ?? '',
    airport_transfer: row?.airportTransfer ?? false,
    transfer_requested_at: iso(row?.transferRequestedAt),
    special_requests: row?.specialRequests ?? '',
    id_document: doc,
    id_document_deleted_at: iso(row?.idDocumentDeletedAt),
    completed_at: iso(row?.completedAt),
  };
}
