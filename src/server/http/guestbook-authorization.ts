import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { ApiContext } from './api';

/** The `{number}` of a /v1/guestbook/{number}/… route, as given (the access rule normalizes and checks it). */
export function numberParam(ctx: ApiContext): string {
  const value = ctx.params.number;
  return typeof value === 'string' ? value : '';
}

/** The document's language: `?locale=` when it is one of ours, else the request's. */
export function documentLocale(ctx: ApiContext): Locale {
  const asked = ctx.query.get('locale');
  return asked === 'en' || asked === 'es' ? asked : ctx.locale;
}
