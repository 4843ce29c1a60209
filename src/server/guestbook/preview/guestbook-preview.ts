import 'server-only';
import { sql } from 'drizzle-orm';
import { isUser } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { addDays } from '../../core/calendar';
import { todayIn } from '../../core/calendar';
import { propertyStaffScopeSql } from '../../catalog/catalog.policy';
import { rows } from '../../db/raw';
import { notFound } from '../../core/errors';
import { readGuestInfo } from '../../owners/listings/guest-info';
import { buildAuthorizationDocument } from '../authorization/authorization-document';
import { loadAuthorizationFacts } from '../authorization/authorization-status';
import type { ApiInstructions, AuthorizationSection } from '../guestbook-rules.types';
import { instructionsView } from '../instructions/instructions.service';
import { REVEAL_HOURS_BEFORE_ARRIVAL, stayInstants } from '../instructions/reveal-rule';

/** The sample stay of a preview: a month ahead, five nights. */
export const PREVIEW_LEAD_DAYS = 30;
export const PREVIEW_NIGHTS = 5;

export interface GuestbookPreview {
  propertyName: string;
  sample: { checkIn: string; checkOut: string };
  authorization: { version: string; sha256: string; title: string; sections: AuthorizationSection[]; locale: 'en' | 'es' };
  instructions: ApiInstructions;
}

/**
 * A villa's guestbook with sample data, for those who answer for it: its owner (or a broker
 * managing it), a concierge whose scope covers it, an administrator. Everyone else, visitors and
 * guests included, gets 404 (the real guest information is private). The instructions show as a
 * guest sees them inside the reveal window, door code and wifi password included, so the owner
 * can check them.
 */
export async function getGuestbookPreview(ctx: ServiceContext, slug: string): Promise<GuestbookPreview> {
  if (!isUser(ctx.actor) || !/^[a-z0-9-]{1,120}$/.test(slug)) throw notFound();
  const [p] = await rows<{
    id: number;
    name: string;
    time_zone: string;
    check_in_time: string;
    check_out_time: string;
  }>(
    ctx.orm,
    sql`select p.id, p.name, coalesce(s.time_zone, c.time_zone) as time_zone, p.check_in_time, p.check_out_time
      from properties p join states s on s.id = p.state_id join countries c on c.id = p.country_id
      where p.slug = ${slug}
        and ${propertyStaffScopeSql(ctx.actor, {
          id: sql.raw('p.id'),
          ownerId: sql.raw('p.owner_id'),
          stateId: sql.raw('p.state_id'),
          countryId: sql.raw('p.country_id'),
        })}`,
  );
  if (!p) throw notFound();
  const checkIn = addDays(todayIn(p.time_zone, ctx.now), PREVIEW_LEAD_DAYS);
  const stay = {
    propertyName: p.name,
    checkIn,
    checkOut: addDays(checkIn, PREVIEW_NIGHTS),
    checkInTime: p.check_in_time,
    checkOutTime: p.check_out_time,
    timeZone: p.time_zone,
  };
  const [facts, info] = await Promise.all([loadAuthorizationFacts(ctx.orm, p.id), readGuestInfo(ctx, p.id)]);
  const doc = buildAuthorizationDocument(facts, ctx.locale);
  const { arrival, departure } = stayInstants(stay);
  const decision = {
    revealed: true,
    revealAt: new Date(arrival.getTime() - REVEAL_HOURS_BEFORE_ARRIVAL * 3_600_000),
    hideAt: departure,
    missing: [],
    window: 'open' as const,
  };
  return {
    propertyName: p.name,
    sample: { checkIn: stay.checkIn, checkOut: stay.checkOut },
    authorization: { version: doc.version, sha256: doc.sha256, title: doc.title, sections: doc.sections, locale: doc.locale },
    instructions: instructionsView(stay, info, { en: facts.houseRulesEn, es: facts.houseRulesEs }, decision, ctx.locale),
  };
}
