import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { isConciergeOrAdministrator, requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { requireConciergeWork } from '../booking/concierge-scope';
import { shownStatusSql } from '../booking/stay-status';
import { conciergeScopeSql } from '../catalog/catalog.policy';
import { rows } from '../db/raw';
import type { z } from 'zod';
import type { summarySchema } from './messaging.openapi';

export type ConversationSummary = z.infer<typeof summarySchema>;

const PREVIEW_CHARS = 140;

/**
 * The summary of each conversation `where` selects; unread counts the `unreadRole` side's messages
 * above the caller's mark; the trip's status as shown at `now` (a stay past its check-out is `completed`).
 */
function summaries(meId: number, unreadRole: 'guest' | 'concierge', where: SQL, tail: SQL, now: Date): SQL {
  return sql`select r.id as trip_id, c.id as conversation_id, r.confirmation_number, p.name as property_name,
      trim(r.lead_guest_first_name || ' ' || r.lead_guest_last_name) as guest_name,
      r.check_in::text as check_in, r.check_out::text as check_out, ${shownStatusSql(now)} as status, r.assigned_concierge_id,
      to_char(c.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_message_at,
      (select json_build_object('body', left(m.body, ${PREVIEW_CHARS}), 'sender_role', m.sender_role) from messages m
        where m.conversation_id = c.id order by m.id desc limit 1) as last_message,
      (select count(*)::int from messages m where m.conversation_id = c.id and m.sender_role = ${unreadRole}
        and m.id > coalesce(cr.last_read_message_id, 0)) as unread_count
    from conversations c join reservations r on r.id = c.reservation_id join properties p on p.id = r.property_id
      left join conversation_reads cr on cr.conversation_id = c.id and cr.user_id = ${meId}
    where c.last_message_at is not null and ${where}
    ${tail}`;
}

/** The guest's conversations, newest message first. */
export async function listGuestConversations(ctx: ServiceContext): Promise<ConversationSummary[]> {
  const me = requireUser(ctx.actor);
  return rows<ConversationSummary>(
    ctx.orm,
    summaries(me.userId, 'concierge', sql`r.user_id = ${me.userId}`, sql`order by c.last_message_at desc, c.id desc`, ctx.now),
  );
}

export interface InboxQuery {
  assigned: 'me' | 'unassigned' | 'all';
  unread: boolean;
  page: number;
  perPage: number;
}

/**
 * The concierge's inbox: conversations of trips in their scope (conciergeScopeSql, as every
 * concierge list), newest message first, with their unread counts; filtered by assignment
 * (`me`, `unassigned`, `all`) and to those with unread messages.
 */
export async function listConciergeInbox(ctx: ServiceContext, query: InboxQuery): Promise<{ items: ConversationSummary[]; total: number }> {
  const me = requireConciergeWork(ctx.actor);
  const scope = conciergeScopeSql(me, { stateId: sql.raw('p.state_id'), countryId: sql.raw('p.country_id') });
  const assigned =
    query.assigned === 'me'
      ? sql`r.assigned_concierge_id = ${me.userId}`
      : query.assigned === 'unassigned'
        ? sql`r.assigned_concierge_id is null`
        : sql`true`;
  // The unread filter is a comparison: the newest guest message of each conversation (kept on the
  // conversation by a trigger, migration 0028, docs/decisions/044) above the caller's read mark.
  // The page's rows get their trip's columns, last message and unread count after the limit.
  const scoped = sql`with scoped as (
      select c.id as conversation_id, c.reservation_id, c.last_message_at as at,
        to_char(c.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_message_at,
        coalesce(cr.last_read_message_id, 0) as read_up_to
      from conversations c join reservations r on r.id = c.reservation_id join properties p on p.id = r.property_id
        left join conversation_reads cr on cr.conversation_id = c.id and cr.user_id = ${me.userId}
      where c.last_message_at is not null and ${scope} and ${assigned}
        ${query.unread ? sql`and c.last_guest_message_id > coalesce(cr.last_read_message_id, 0)` : sql``})`;
  const unreadOf = (s: SQL) => sql`(select count(*)::int from messages m where m.conversation_id = ${s}.conversation_id
    and m.sender_role = 'guest' and m.id > ${s}.read_up_to)`;
  const [[count], items] = await Promise.all([
    rows<{ n: number }>(ctx.orm, sql`${scoped} select count(*)::int as n from scoped s`),
    rows<ConversationSummary>(
      ctx.orm,
      sql`${scoped} select r.id as trip_id, pg.conversation_id, r.confirmation_number, p.name as property_name,
        trim(r.lead_guest_first_name || ' ' || r.lead_guest_last_name) as guest_name,
        r.check_in::text as check_in, r.check_out::text as check_out, ${shownStatusSql(ctx.now)} as status, r.assigned_concierge_id,
        pg.last_message_at,
        (select json_build_object('body', left(m.body, ${PREVIEW_CHARS}), 'sender_role', m.sender_role) from messages m
          where m.conversation_id = pg.conversation_id order by m.id desc limit 1) as last_message,
        ${unreadOf(sql.raw('pg'))} as unread_count
      from (select s.* from scoped s order by s.at desc, s.conversation_id desc
          limit ${query.perPage} offset ${(query.page - 1) * query.perPage}) pg
        join reservations r on r.id = pg.reservation_id join properties p on p.id = r.property_id
      order by pg.at desc, pg.conversation_id desc`,
    ),
  ]);
  return { items, total: count?.n ?? 0 };
}

/**
 * Unread messages for the header, whoever asks: a guest's from the concierges on their own trips,
 * plus, for concierges and administrators, guests' messages on the trips of their scope.
 */
export async function unreadTotals(ctx: ServiceContext): Promise<{ total: number; as_guest: number; as_concierge: number }> {
  const me = requireUser(ctx.actor);
  const count = (role: 'guest' | 'concierge', where: SQL) =>
    sql`(select count(*)::int from messages m join conversations c on c.id = m.conversation_id
        join reservations r on r.id = c.reservation_id join properties p on p.id = r.property_id
        left join conversation_reads cr on cr.conversation_id = c.id and cr.user_id = ${me.userId}
      where m.sender_role = ${role} and m.id > coalesce(cr.last_read_message_id, 0) and ${where})`;
  const staff = isConciergeOrAdministrator(me)
    ? count('guest', conciergeScopeSql(me, { stateId: sql.raw('p.state_id'), countryId: sql.raw('p.country_id') }))
    : sql`0`;
  const [row] = await rows<{ as_guest: number; as_concierge: number }>(
    ctx.orm,
    sql`select ${count('concierge', sql`r.user_id = ${me.userId}`)} as as_guest, ${staff} as as_concierge`,
  );
  const asGuest = row?.as_guest ?? 0;
  const asConcierge = row?.as_concierge ?? 0;
  return { total: asGuest + asConcierge, as_guest: asGuest, as_concierge: asConcierge };
}
