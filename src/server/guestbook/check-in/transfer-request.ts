import 'server-only';
import { sql } from 'drizzle-orm';
import { isLocale } from '@/i18n/routing';
import { formatIsoDate } from '@/lib/format';
import { formatClock } from '@/lib/time-format';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import { serverTranslator } from '../../core/locale';
import { publishLiveEvent } from '../../live/publish';
import { ensureConversation } from '../../messaging/conversation-access';
import type { GuestbookStay } from '../guestbook-access';

/**
 * An airport transfer wanted in the guestbook becomes a request the concierge desk already shows:
 * a message in the trip's conversation, written by no one (the system, `sender_user_id` null) on the
 * guest's side, so it counts as unread for the desk and reaches its inbox and digest. In the
 * language the guest booked in, the conversation's language. Runs in the check-in's transaction.
 */
export async function requestAirportTransfer(
  tx: Orm,
  stay: GuestbookStay,
  details: { arrivalTime: string; flightNumber: string; specialRequests: string; now: Date },
): Promise<void> {
  const locale = isLocale(stay.locale) ? stay.locale : 'en';
  const t = serverTranslator(locale);
  const none = t('guestbookStay.transfer.notGiven');
  const body = t('guestbookStay.transfer.message', {
    date: formatIsoDate(locale, stay.checkIn),
    // The arrival is the villa's wall clock, in the conversation's language's clock (src/lib/time-format.ts).
    time: details.arrivalTime ? formatClock(locale, details.arrivalTime) : none,
    flight: details.flightNumber || none,
  });
  const conversationId = await ensureConversation(tx, stay.reservationId);
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into messages (conversation_id, sender_user_id, sender_role, body, created_at)
      values (${conversationId}, null, 'guest', ${body}, ${details.now.toISOString()}) returning id::int as id`,
  );
  await tx.execute(sql`update conversations set last_message_at = ${details.now.toISOString()} where id = ${conversationId}`);
  await publishLiveEvent(tx, {
    kind: 'message',
    reservationId: stay.reservationId,
    payload: { trip_id: stay.reservationId, conversation_id: conversationId, message_id: row?.id ?? 0, sender_role: 'guest' },
  });
}
