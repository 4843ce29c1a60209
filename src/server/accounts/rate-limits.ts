import 'server-only';
import type { Orm } from '../db/open';
import { enforceRateLimits, type RateLimit } from '../core/rate-limit';
import { config } from '../core/config.mjs';

/**
 * The accounts API's limits (DESIGN §9): per client address and per account email, counted in
 * PostgreSQL so every app server shares them. Login is throttled apart, without lockout
 * (login-throttle.ts, decision 013). RATE_LIMIT_MULTIPLIER (default 1) scales every
 * limit, for an end-to-end run that signs up many accounts from one address; never set it in
 * production.
 */
export const ACCOUNT_RATE_LIMITS = {
  signupPerIp: { limit: 10, windowSeconds: 60 * 60 },
  recoveryPerIp: { limit: 5, windowSeconds: 60 * 60 },
  recoveryPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  passwordChangePerUser: { limit: 10, windowSeconds: 15 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

export type AccountLimit = keyof typeof ACCOUNT_RATE_LIMITS;

function scaled(rule: RateLimit): RateLimit {
  const factor = config().rateLimitMultiplier;
  return Number.isFinite(factor) && factor >= 1 ? { ...rule, limit: Math.floor(rule.limit * factor) } : rule;
}

/** Counts one attempt under each named limit and subject; 429 `rate_limited` when any is over. */
export function limitAttempts(orm: Orm, checks: [AccountLimit, string][], now = new Date()): Promise<void> {
  return enforceRateLimits(
    orm,
    checks.map(([name, subject]) => ({ key: `${name}:${subject.toLowerCase()}`, rule: scaled(ACCOUNT_RATE_LIMITS[name]) })),
    now,
  );
}
