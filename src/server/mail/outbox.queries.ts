import 'server-only';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import type { Orm } from '../db/open';
import { outbox } from '../db/schema/platform';
import { notFound } from '../http/errors';
import { canReadOutbox } from './outbox.policy';
import { config } from '../core/config.mjs';

/**
 * The outbox page is a development tool: it shows every mail, links included. It is off in
 * production and demo modes unless OUTBOX_PAGE=1 (the local demo and the end-to-end tests turn it on).
 */
export function outboxPageEnabled(): boolean {
  return config().outboxPage;
}

export type OutboxFilter = { to?: string; template?: string; limit?: number };

/**
 * The outbox for its reader: a 404 (the same as a disabled page, so the route's existence is not
 * told) unless the actor is an administrator and the page is enabled.
 */
export async function listOutboxForOrThrow(ctx: ServiceContext, filter: OutboxFilter = {}) {
  if (!canReadOutbox(ctx.actor, outboxPageEnabled())) throw notFound();
  return listOutbox(ctx.orm, filter);
}

async function listOutbox(orm: Orm, filter: OutboxFilter = {}) {
  // No address or template holds U+0000, and PostgreSQL would refuse it in a parameter (a 500).
  if (filter.to?.includes('\u0000') || filter.template?.includes('\u0000')) return [];
  const where: SQL[] = [];
  if (filter.to) where.push(sql`lower(${outbox.toAddress}) = ${filter.to.toLowerCase()}`);
  if (filter.template) where.push(eq(outbox.template, filter.template));
  return orm
    .select()
    .from(outbox)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outbox.id))
    .limit(Math.min(filter.limit ?? 50, 200));
}
