import type { Locale } from '@/i18n/routing';
import type { Orm } from '../db/open';
import { type Actor, systemActor, VISITOR } from './actor';

/**
 * What every service function takes first (docs/decisions/014): the database, who is acting,
 * the language to answer in and the clock. Adapters build it (withApi, the page adapter, jobs);
 * services never read cookies, headers or the wall clock themselves.
 */
export interface ServiceContext {
  orm: Orm;
  actor: Actor;
  locale: Locale;
  now: Date;
  /** The client address of the request (withApi), for the audit log; absent for jobs and pages. */
  ip?: string;
}

export function serviceContext(orm: Orm, actor: Actor, opts: { locale?: Locale; now?: Date; ip?: string } = {}): ServiceContext {
  const ctx: ServiceContext = { orm, actor, locale: opts.locale ?? 'en', now: opts.now ?? new Date() };
  if (opts.ip) ctx.ip = opts.ip;
  return ctx;
}

/** A background job or a verified webhook acting as the application. */
export function systemContext(orm: Orm, job: string, opts: { locale?: Locale; now?: Date } = {}): ServiceContext {
  return serviceContext(orm, systemActor(job), opts);
}

/** Someone with no session (public reads, the proxy's page checks, the sitemap). */
export function visitorContext(orm: Orm, opts: { locale?: Locale; now?: Date } = {}): ServiceContext {
  return serviceContext(orm, VISITOR, opts);
}

/** The same context at another moment or in another language (a job's loop, a mail in the guest's language). */
export function withContext(ctx: ServiceContext, over: Partial<ServiceContext>): ServiceContext {
  return { ...ctx, ...over };
}
