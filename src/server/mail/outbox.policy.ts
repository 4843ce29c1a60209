import type { Actor } from '../accounts/session';

/** The group whose members may read the outbox (DESIGN §1: administrators see everything). */
export const OUTBOX_READER_GROUP = 'hbl-administrators';

/**
 * The outbox holds every mail, password-reset links included, so only an administrator reads it,
 * and only where the page is enabled at all (issue 12, finding 1). Pure: the caller says whether
 * the page is enabled.
 */
export function canReadOutbox(actor: Pick<Actor, 'groups'> | null, pageEnabled: boolean): boolean {
  return pageEnabled && (actor?.groups.includes(OUTBOX_READER_GROUP) ?? false);
}
