import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { siteUrl } from '@/lib/seo';
import { requireSystem } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { rows } from '../db/raw';
import { serverTranslator } from '../core/locale';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/render';
import { type JobRun, runJobOnce } from '../core/jobs';
import { config } from '../core/config.mjs';

// No 'server-only' marker: the job script (scripts/jobs/message-digest.ts) and the server's timer run this.

/**
 * A message waits this long unread before it is mailed (the site's live badge comes first): five
 * minutes. MESSAGE_DIGEST_DELAY_MS shortens it for the end-to-end tests only.
 */
export const digestDelayMs = (): number => config().messageDigestDelayMs;
const BODY_CHARS = 600;

interface Pending {
  user_id: number;
  side: 'guest' | 'concierge';
  conversation_id: number;
  reservation_id: number;
  message_id: number;
  body: string;
  sender_name: string | null;
  files: number;
  property: string;
  number: string;
  email: string;
  name: string;
  locale: string;
}

/**
 * Mails each participant one digest of their unread messages older than 5 minutes (never one mail
 * per message), in their account's language (`users.locale`, guests and staff alike), and
 * moves their `last_mailed_message_id` past what it carried, in the transaction that writes the
 * mail to the outbox: a message is mailed once, whatever the number of runs or servers. Staff
 * participants: the trip's assigned concierge and staff who took part, while still in its scope;
 * nobody yet, the concierges of the villa's state. Returns the user ids mailed.
 */
export async function sendMessageDigests(ctx: ServiceContext): Promise<number[]> {
  const cutoff = new Date(ctx.now.getTime() - digestDelayMs()).toISOString();
  const pending = await rows<Pending>(
    ctx.orm,
    sql`with conv as (
        select c.id as conversation_id, r.id as reservation_id, r.user_id as guest_id, r.assigned_concierge_id,
          r.confirmation_number, p.name as property, p.state_id, p.country_id
        from conversations c join reservations r on r.id = c.reservation_id join properties p on p.id = r.property_id
        where c.last_message_at is not null
      ), seats as (
        select conversation_id, guest_id as user_id, 'guest' as side from conv
        union select conv.conversation_id, cr.user_id, 'concierge' from conv
          join conversation_reads cr on cr.conversation_id = conv.conversation_id and cr.user_id <> conv.guest_id
        union select conversation_id, assigned_concierge_id, 'concierge' from conv
          where assigned_concierge_id is not null and assigned_concierge_id <> guest_id
        union select conv.conversation_id, ca.user_id, 'concierge' from conv join concierge_assignments ca on ca.state_id = conv.state_id
          where conv.assigned_concierge_id is null and ca.user_id <> conv.guest_id
            and not exists (select 1 from conversation_reads cr where cr.conversation_id = conv.conversation_id and cr.user_id <> conv.guest_id)
      )
      select s.user_id, s.side, s.conversation_id, conv.reservation_id, m.id::int as message_id, left(m.body, ${BODY_CHARS}) as body,
        sender.name as sender_name, (select count(*)::int from message_attachments a where a.message_id = m.id) as files,
        conv.property, conv.confirmation_number as number, u.email, u.name, u.locale
      from seats s join conv on conv.conversation_id = s.conversation_id join users u on u.id = s.user_id
        left join conversation_reads cr on cr.conversation_id = s.conversation_id and cr.user_id = s.user_id
        join messages m on m.conversation_id = s.conversation_id and m.sender_role <> s.side
          and m.id > greatest(coalesce(cr.last_read_message_id, 0), coalesce(cr.last_mailed_message_id, 0))
          and m.created_at <= ${cutoff}::timestamptz
        left join users sender on sender.id = m.sender_user_id
      where s.side = 'guest'
        or exists (select 1 from concierge_assignments ca where ca.user_id = s.user_id
          and (ca.state_id = conv.state_id or (ca.state_id is null and ca.country_id = conv.country_id)))
        or exists (select 1 from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = s.user_id and g.code = 'hbl-administrators')
      order by s.user_id, s.side, conv.reservation_id, m.id`,
  );
  const byUser = new Map<number, Pending[]>();
  for (const p of pending) byUser.set(p.user_id, [...(byUser.get(p.user_id) ?? []), p]);
  const mailed: number[] = [];
  for (const [userId, items] of byUser) {
    if (await mailDigest(ctx, userId, items)) mailed.push(userId);
  }
  return mailed;
}

async function mailDigest(ctx: ServiceContext, userId: number, items: Pending[]): Promise<boolean> {
  const first = items[0];
  if (!first) return false;
  const locale: Locale = isLocale(first.locale) ? first.locale : 'en';
  const t = serverTranslator(locale);
  const upTo = new Map<number, number>();
  for (const item of items) upTo.set(item.conversation_id, Math.max(upTo.get(item.conversation_id) ?? 0, item.message_id));
  const marks = [...upTo.entries()].sort(([a], [b]) => a - b);
  const fingerprint = createHash('sha256')
    .update(marks.map(([c, m]) => `${c}:${m}`).join(','))
    .digest('hex')
    .slice(0, 24);
  const guestOnly = items.every((i) => i.side === 'guest');
  const trips = new Set(items.map((i) => i.reservation_id));
  const path = guestOnly
    ? trips.size === 1
      ? `/user/message?trip=${first.reservation_id}`
      : '/user/message'
    : trips.size === 1
      ? `/concierges/messages?trip=${first.reservation_id}`
      : '/concierges/messages';
  const content = renderMail({
    locale,
    greeting: t('messaging.digest.greeting', { name: first.name }),
    heading: t('messaging.digest.heading'),
    paragraphs: [t(guestOnly ? 'messaging.digest.intro_guest' : 'messaging.digest.intro_concierge')],
    details: items.map((item) => {
      const who = item.sender_name ?? t('messaging.digest.someone');
      const from = t(item.side === 'guest' ? 'messaging.digest.from_concierge' : 'messaging.digest.from_guest', { name: who });
      const files = item.files ? `${item.body ? '\n' : ''}${t('messaging.digest.files', { count: item.files })}` : '';
      return {
        label: `${t('messaging.digest.trip', { property: item.property, number: item.number })}\n${from}`,
        value: `${item.body}${files}`,
      };
    }),
    action: { label: t('messaging.digest.action'), url: `${siteUrl()}${localizeHref(locale, path)}` },
    footer: t('messaging.digest.footer'),
  });
  return ctx.orm.transaction(async (tx) => {
    const sent = await sendMail(tx, {
      to: first.email,
      subject: t('messaging.digest.subject', { count: items.length }),
      ...content,
      locale,
      template: 'message-digest',
      idempotencyKey: `message-digest:${userId}:${fingerprint}`,
    });
    for (const [conversationId, messageId] of marks) {
      await tx.execute(
        sql`insert into conversation_reads (conversation_id, user_id, last_mailed_message_id) values (${conversationId}, ${userId}, ${messageId})
          on conflict (conversation_id, user_id) do update set
            last_mailed_message_id = greatest(conversation_reads.last_mailed_message_id, excluded.last_mailed_message_id), updated_at = now()`,
      );
    }
    return !sent.duplicate;
  });
}

/** The digests as a job, once across every app server at a time (src/server/core/jobs.ts). */
export function runMessageDigestJob(ctx: ServiceContext): Promise<JobRun<number[]>> {
  requireSystem(ctx.actor);
  return runJobOnce(ctx.orm, 'message-digest', () => sendMessageDigests(ctx));
}
