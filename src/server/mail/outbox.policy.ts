import { type Actor, isAdministrator } from '../access/actor';

/**
 * The outbox holds every mail, password-reset links included, so only an administrator
 * (hbl-administrators) reads it, and only where the page is enabled at all (issue 12, finding 1).
 * Pure: the caller says whether the page is enabled.
 */
export function canReadOutbox(actor: Actor, pageEnabled: boolean): boolean {
  return pageEnabled && isAdministrator(actor);
}
