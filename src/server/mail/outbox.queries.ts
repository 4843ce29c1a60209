import 'server-only';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { isAdministrator } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { config } from '../core/config.mjs';
import type { Orm } from '../db/open';
import { outbox } from '../db/schema/platform';
import { notFound } from '../core/errors';
import { canReadOutbox } from './outbox.policy';
import { OUTBOX_STATUSES, type OutboxDelivery, type OutboxStatus } from './outbox.statuses';

/**
 * The outbox's bodies are a development tool: they hold every mail, links included. Reading them is
 * off in production and demo modes unless OUTBOX_PAGE=1 (the local demo and the end-to-end tests
 * turn it on). The delivery state of each mail (status, attempts, error) is always the
 * administrator's (decision 041).
 */
export function outboxPageEnabled(): boolean {
  return config().outboxPage;
}

export type OutboxFilter = { to?: string; template?: string; status?: OutboxStatus; limit?: number };

/**
 * The outbox for its reader, bodies included: a 404 (the same as a disabled page, so the route's
 * existence is not told) unless the actor is an administrator and the page is enabled.
 */
export async function listOutboxForOrThrow(ctx: ServiceContext, filter: OutboxFilter = {}) {
  if (!canReadOutbox(ctx.actor, outboxPageEnabled())) throw notFound();
  return ctx.orm
    .select()
    .from(outbox)
    .where(whereOf(filter))
    .orderBy(desc(outbox.id))
    .limit(Math.min(filter.limit ?? 50, 200));
}

/** What the delivery list shows of a mail: never its body (reset links, guestbook links). */
const deliveryColumns = {
  id: outbox.id,
  toAddress: outbox.toAddress,
  subject: outbox.subject,
  template: outbox.template,
  locale: outbox.locale,
  status: outbox.status,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  messageId: outbox.messageId,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  error: outbox.error,
};

/** The mail's delivery state, newest first, with counts per status (administrators, wherever the page is on or off). */
export async function listOutboxDeliveriesFor(ctx: ServiceContext, filter: OutboxFilter = {}) {
  if (!isAdministrator(ctx.actor)) throw notFound();
  return listOutboxDeliveries(ctx.orm, filter);
}

export async function listOutboxDeliveries(
  orm: Orm,
  filter: OutboxFilter = {},
): Promise<{ rows: OutboxDelivery[]; counts: Record<OutboxStatus, number> }> {
  const [rows, counts] = await Promise.all([
    orm
      .select(deliveryColumns)
      .from(outbox)
      .where(whereOf(filter))
      .orderBy(desc(outbox.id))
      .limit(Math.min(filter.limit ?? 50, 200)),
    orm
      .select({ status: outbox.status, n: count() })
      .from(outbox)
      .where(whereOf({ ...filter, status: undefined }))
      .groupBy(outbox.status),
  ]);
  const byStatus = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  for (const c of counts) byStatus[c.status] = Number(c.n);
  return { rows, counts: byStatus };
}

function whereOf(filter: OutboxFilter): SQL | undefined {
  // No address or template holds U+0000, and PostgreSQL would refuse it in a parameter (a 500).
  if (filter.to?.includes('\u0000') || filter.template?.includes('\u0000')) return sql`false`;
  const where: SQL[] = [];
  if (filter.to) where.push(sql`lower(${outbox.toAddress}) = ${filter.to.toLowerCase()}`);
  if (filter.template) where.push(eq(outbox.template, filter.template));
  if (filter.status) where.push(eq(outbox.status, filter.status));
  return where.length ? and(...where) : undefined;
}

/** One mail with its body, for the outbox page's reader (null when there is no such mail). */
export async function getOutboxMailForOrThrow(ctx: ServiceContext, id: number) {
  if (!canReadOutbox(ctx.actor, outboxPageEnabled())) throw notFound();
  const [mail] = await ctx.orm.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return mail ?? null;
}
