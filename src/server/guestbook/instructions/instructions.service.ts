import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { ServiceContext } from '../../access/context';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import { readGuestInfo } from '../../owners/listings/guest-info';
import type { GuestInfo } from '../../owners/listings/listing.types';
import type { AuthorizationFacts } from '../authorization/authorization-document';
import { authorizationStatus, loadAuthorizationFacts } from '../authorization/authorization-status';
import { type GuestbookStay, guestbookStay } from '../guestbook-access';
import type { ApiInstructions } from '../guestbook-rules.types';
import { normalCheckOutTime, type RevealDecision, revealDecision } from './reveal-rule';
import { normalCheckInTime } from '../../trips/grocery-rules';
import { inLocale } from '@/lib/bilingual';

export async function checkInComplete(orm: Orm, reservationId: number): Promise<boolean> {
  const [row] = await rows<{ done: boolean }>(
    orm,
    sql`select completed_at is not null as done from guestbook_check_ins where reservation_id = ${reservationId}`,
  );
  return row?.done === true;
}

/** The answer for a stay and its villa's information, once the reveal is decided (the preview decides it too). */
export function instructionsView(
  stay: Pick<GuestbookStay, 'propertyName' | 'checkIn' | 'checkOut' | 'checkInTime' | 'checkOutTime' | 'timeZone'>,
  info: GuestInfo,
  houseRules: { en: string[]; es: string[] },
  decision: RevealDecision,
  locale: Locale,
): ApiInstructions {
  const secret = decision.revealed ? { door_code: info.door_code, wifi_password: info.wifi_password } : {};
  return {
    property: stay.propertyName,
    check_in: stay.checkIn,
    check_in_time: normalCheckInTime(stay.checkInTime),
    check_out: stay.checkOut,
    check_out_time: normalCheckOutTime(stay.checkOutTime),
    time_zone: stay.timeZone,
    arrival: inLocale(locale, info.arrival_en, info.arrival_es),
    house_rules: inLocale(locale, houseRules.en, houseRules.es),
    house_manual: inLocale(locale, info.house_manual_en, info.house_manual_es),
    emergency_contacts: inLocale(locale, info.emergency_contacts_en, info.emergency_contacts_es),
    wifi_name: info.wifi_name,
    private: {
      revealed: decision.revealed,
      reveal_at: decision.revealAt.toISOString(),
      hide_at: decision.hideAt.toISOString(),
      window: decision.window,
      missing: decision.missing,
      ...secret,
    },
  };
}

/**
 * Where a stay stands against the reveal rule at ctx.now: check-in complete, the authorization as it
 * holds for the current document, and the decision. The instructions and the guestbook's home read it.
 */
export async function stayReveal(ctx: ServiceContext, stay: GuestbookStay, facts?: AuthorizationFacts) {
  const f = facts ?? (await loadAuthorizationFacts(ctx.orm, stay.propertyId));
  const [checkedIn, status] = await Promise.all([checkInComplete(ctx.orm, stay.reservationId), authorizationStatus(ctx.orm, stay, f)]);
  const decision = revealDecision(
    {
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      checkInTime: stay.checkInTime,
      checkOutTime: stay.checkOutTime,
      timeZone: stay.timeZone,
      checkInComplete: checkedIn,
      authorizationSigned: !status.needsSignature,
    },
    ctx.now,
  );
  return { checkedIn, status, decision };
}

/** GET /v1/guestbook/{number}/instructions: in the request's language; the private part by the reveal rule at ctx.now. */
export async function getInstructions(ctx: ServiceContext, number: string): Promise<ApiInstructions> {
  const stay = await guestbookStay(ctx, number);
  const facts = await loadAuthorizationFacts(ctx.orm, stay.propertyId);
  const [info, { decision }] = await Promise.all([readGuestInfo(ctx, stay.propertyId), stayReveal(ctx, stay, facts)]);
  return instructionsView(stay, info, { en: facts.houseRulesEn, es: facts.houseRulesEs }, decision, ctx.locale);
}
