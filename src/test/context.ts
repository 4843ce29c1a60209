import type { Locale } from '@/i18n/routing';
import { roleFromGroups } from '@/lib/roles';
import { type Actor, type UserActor, VISITOR } from '@/server/access/actor';
import { type ServiceContext, serviceContext } from '@/server/access/context';
import type { Orm } from '@/server/db/open';

/** A signed-in user as services see it, for a row the factories made (no session row needed). */
export function userActor(
  user: { id: number; email: string; name: string; locale?: string },
  over: { groups?: string[]; locale?: string; sessionId?: number } = {},
): UserActor {
  const groups = over.groups ?? [];
  return {
    kind: 'user',
    userId: user.id,
    sessionId: over.sessionId ?? 0,
    email: user.email,
    name: user.name,
    locale: over.locale ?? user.locale ?? 'en',
    groups,
    role: roleFromGroups(groups),
  };
}

/** The service context a test calls with: `now` and `locale` default to the wall clock and the actor's language. */
export function contextFor(orm: Orm, actor: Actor = VISITOR, opts: { now?: Date; locale?: Locale } = {}): ServiceContext {
  const locale = opts.locale ?? (actor.kind === 'user' && actor.locale === 'es' ? 'es' : 'en');
  return serviceContext(orm, actor, { locale, now: opts.now });
}

/** A user actor for pure policy tests, where only the id and the groups matter. */
export function policyUser(userId: number, groups: string[] = []): UserActor {
  return userActor({ id: userId, email: `u${userId}@example.test`, name: 'U' }, { groups, sessionId: 1 });
}

/** A guestbook guest of one reservation. */
export function guestbookActor(reservationId: number, sessionId = 1): Actor {
  return { kind: 'guestbook', reservationId, sessionId };
}
