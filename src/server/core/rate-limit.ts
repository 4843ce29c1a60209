import { lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { rateLimitCounters } from '../db/schema/platform';
import { tooManyRequests } from './errors';

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Counts one attempt against `key` in a fixed window kept in PostgreSQL, so every app server
 * shares it (DESIGN §2). One upsert per call; windows older than a day are pruned now and then.
 */
export async function hitRateLimit(orm: Orm, key: string, rule: RateLimit, now = new Date()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await orm
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? 1;
  if (count === 1 && Math.random() < 0.05) {
    await orm.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 86_400_000)));
  }
  return {
    allowed: count <= rule.limit,
    count,
    retryAfter: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
  };
}

/** Counts an attempt against every key and throws 429 `rate_limited` (with Retry-After) if any is over. */
export async function enforceRateLimits(orm: Orm, checks: { key: string; rule: RateLimit }[], now = new Date()): Promise<void> {
  let retryAfter = 0;
  for (const { key, rule } of checks) {
    const result = await hitRateLimit(orm, key, rule, now);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfter);
  }
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
}
