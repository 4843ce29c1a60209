import 'server-only';
import type { ServiceContext } from '../../access/context';
import { AppError } from '../../http/errors';
import { findStayByNumber, GUESTBOOK_GRACE_DAYS, guestbookOpens } from '../guestbook-access';
import { createGuestbookSession } from '../guestbook-session';
import type { OpenGuestbookInput } from './open.schema';

/** A last name as compared: accents, case, punctuation and spacing ignored ("Núñez-Díaz" = "nunez diaz"). */
export function comparableName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The one answer to an unknown number, a wrong name or a stay that does not open: nothing tells them apart. */
export const openRefused = () => new AppError(404, 'guestbook_not_found', { message: { key: 'guestbook.errors.guestbook_not_found' } });

/**
 * Opens a stay's guestbook with its confirmation number and the lead guest's last name: a guestbook
 * session for that one reservation, lasting 7 days and never past GUESTBOOK_GRACE_DAYS after check-out.
 */
export async function openGuestbook(
  ctx: ServiceContext,
  input: OpenGuestbookInput,
): Promise<{ token: string; expiresAt: Date; confirmationNumber: string }> {
  const stay = await findStayByNumber(ctx.orm, input.confirmation_number, ctx.now);
  const matches = stay !== null && comparableName(stay.leadGuestLastName) === comparableName(input.last_name);
  if (!stay || !matches || !guestbookOpens(stay)) throw openRefused();
  const notAfter = new Date(Date.parse(`${stay.checkOut}T00:00:00Z`) + (GUESTBOOK_GRACE_DAYS + 1) * 86_400_000);
  const ttlMs = Math.min(7 * 86_400_000, notAfter.getTime() - ctx.now.getTime());
  const opened = await createGuestbookSession(ctx.orm, stay.reservationId, { now: ctx.now, ttlMs });
  return { token: opened.token, expiresAt: opened.expiresAt, confirmationNumber: stay.confirmationNumber };
}
