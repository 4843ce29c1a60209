import { createHmac, timingSafeEqual } from 'node:crypto';
import { localizeHref } from '@/lib/locale-path';
import { siteUrl } from '@/lib/seo';
import type { Locale } from '@/i18n/routing';
import { CONFIRMATION_NUMBER_PATTERN } from '../../booking/confirmation-number';
import { guestbookLinkSecret as configuredLinkSecret, type Env } from '../../core/config.mjs';

// No 'server-only' marker: the pre-arrival job's script (scripts/jobs/guestbook-pre-arrival.ts) signs links too.

/**
 * The signed link that opens a stay's guestbook without the name form (issue 16): in the booking
 * confirmation and the pre-arrival mail. `n` the confirmation number, `e` its end (Unix seconds:
 * 14 days after check-out, guestbookNotAfter) and `s` an HMAC-SHA256 of both under
 * GUESTBOOK_LINK_SECRET. Only the holder of the secret can make one; a changed number or end breaks it.
 */
export const GUESTBOOK_LINK_PATH = '/v1/guestbook/link';

/**
 * The key links are signed with (src/server/core/config.mjs): GUESTBOOK_LINK_SECRET (at least 32
 * characters), else outside production one generated once on this machine (never a value written
 * in the source). Null in production without it: no links are sent or honoured.
 */
export function guestbookLinkSecret(env?: Env): string | null {
  return configuredLinkSecret(env);
}

function signature(secret: string, number: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`guestbook-link:v1:${number}:${expiresAt}`).digest('base64url');
}

/** The absolute signed link (from SITE_URL) opening `number`'s guestbook until `notAfter`, in `locale`; null without a secret. */
export function guestbookLink(number: string, notAfter: Date, locale: Locale, env?: Env): string | null {
  const secret = guestbookLinkSecret(env);
  if (!secret) return null;
  const e = Math.floor(notAfter.getTime() / 1000);
  const query = new URLSearchParams({ n: number, e: String(e), s: signature(secret, number, e), locale });
  return `${siteUrl()}${GUESTBOOK_LINK_PATH}?${query}`;
}

/** The guestbook's home page path for a number, in a language (what a link lands on). */
export function guestbookHomePath(locale: Locale, number: string): string {
  return localizeHref(locale, `/guestbook/${number}`);
}

export type LinkCheck = { ok: true; number: string } | { ok: false; number: string | null };

/**
 * Checks a link's parameters: a well-formed number, an end not yet reached at `now`, and the
 * signature of both (compared in constant time). `number` is given back when well-formed, so an
 * expired or broken link can still land on that number's name form.
 */
export function verifyGuestbookLink(params: { n?: string | null; e?: string | null; s?: string | null }, now: Date, env?: Env): LinkCheck {
  const number = typeof params.n === 'string' && CONFIRMATION_NUMBER_PATTERN.test(params.n) ? params.n : null;
  const secret = guestbookLinkSecret(env);
  const e = typeof params.e === 'string' && /^\d{1,12}$/.test(params.e) ? Number(params.e) : null;
  if (!number || !secret || e === null || typeof params.s !== 'string' || params.s.length > 100) return { ok: false, number };
  const expected = Buffer.from(signature(secret, number, e));
  const given = Buffer.from(params.s);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, number };
  if (e * 1000 <= now.getTime()) return { ok: false, number };
  return { ok: true, number };
}
