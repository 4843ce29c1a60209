import { CONCIERGE_GROUPS, type Role } from '@/lib/roles';
import { AppError } from '../core/errors';

/** Someone with no session: public reads only. */
export interface VisitorActor {
  kind: 'visitor';
}

/** A signed-in account (DESIGN §3): its session, profile basics, group codes and the role they give. */
export interface UserActor {
  kind: 'user';
  userId: number;
  sessionId: number;
  email: string;
  name: string;
  locale: string;
  groups: string[];
  role: Role;
}

/** A guest holding a guestbook link: one reservation, nothing else (no account). */
export interface GuestbookActor {
  kind: 'guestbook';
  reservationId: number;
  sessionId: number;
}

/** The application itself: background jobs and verified webhooks. */
export interface SystemActor {
  kind: 'system';
  job: string;
}

/** Who is acting: every service takes it in its context and decides with it (docs/decisions/014). */
export type Actor = VisitorActor | UserActor | GuestbookActor | SystemActor;

export const VISITOR: VisitorActor = Object.freeze({ kind: 'visitor' });

export const ADMIN_GROUP = 'hbl-administrators';
export const COUNTRY_MANAGER_GROUP = 'hbl-country-manager';
export const DESTINATION_MANAGER_GROUP = 'hbl-destination-manager';
/** Brokers and reps own villas too, for now (properties.owner_id). */
export const PROPERTY_OWNER_GROUPS = ['hbl-owners', 'hbl-broker', 'hbl-brokers', 'hbl-reps'] as const;

export const systemActor = (job: string): SystemActor => ({ kind: 'system', job });

export function isUser(actor: Actor): actor is UserActor {
  return actor.kind === 'user';
}

export function isAdministrator(actor: Actor): boolean {
  return actor.kind === 'user' && actor.groups.includes(ADMIN_GROUP);
}

/** Any concierge group: concierge, destination manager or country manager. */
export function isConcierge(actor: Actor): boolean {
  return actor.kind === 'user' && actor.groups.some((g) => (CONCIERGE_GROUPS as readonly string[]).includes(g));
}

export function isCountryManager(actor: Actor): boolean {
  return actor.kind === 'user' && actor.groups.includes(COUNTRY_MANAGER_GROUP);
}

export function isDestinationManager(actor: Actor): boolean {
  return actor.kind === 'user' && actor.groups.includes(DESTINATION_MANAGER_GROUP);
}

export function isPropertyOwner(actor: Actor): boolean {
  return actor.kind === 'user' && actor.groups.some((g) => (PROPERTY_OWNER_GROUPS as readonly string[]).includes(g));
}

/** Concierge work (deciding requests, confirming plans): a concierge in scope, or an administrator anywhere. */
export function isConciergeOrAdministrator(actor: Actor): boolean {
  return isConcierge(actor) || isAdministrator(actor);
}

/** The signed-in user, or 401 `unauthorized` for anyone else (visitors, guestbook guests, jobs). */
export function requireUser(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw new AppError(401, 'unauthorized');
  return actor;
}

/** A user the predicate accepts: 401 without an account, 403 `forbidden` for the wrong role. */
export function requireUserWith(actor: Actor, allowed: (a: UserActor) => boolean): UserActor {
  const user = requireUser(actor);
  if (!allowed(user)) throw new AppError(403, 'forbidden');
  return user;
}

/** Administration (issue 17): hbl-administrators only; 401 without an account, 403 for any other role. */
export function requireAdministrator(actor: Actor): UserActor {
  return requireUserWith(actor, isAdministrator);
}

/** Jobs only: anything else reaching a system verb is a bug, refused as 403. */
export function requireSystem(actor: Actor): SystemActor {
  if (actor.kind !== 'system') throw new AppError(403, 'forbidden');
  return actor;
}
