// The route template of a request path, for the request log and the HTTP metrics: never the raw
// path (it holds ids, slugs and tokens), always one of a fixed set of labels. The templates are
// Next's own, read from the build's routes manifest (.next/routes-manifest.json: every page and
// route handler with its regex), so no table here can drift from the app's files.
import fs from 'node:fs';
import path from 'node:path';

/** The label of a path no route of the build serves (and of anything unreadable). */
export const UNMATCHED = '(unmatched)';
/** The label of a file of public/ (Next serves those without a route). */
export const FILE = '(file)';
/** The labels of the entry's own answers. */
export const OWN_ROUTES = { '/healthz': '/healthz', '/readyz': '/readyz', '/metrics': '/metrics' };
const LOCALES = ['en', 'es'];
const DEFAULT_LOCALE = 'en';

/**
 * A matcher over a routes manifest (`{ staticRoutes, dynamicRoutes }`, each `{ page, regex }`):
 * `templateOf(path)` → e.g. `/[locale]/property/[id]`, `/v1/account/trips/[id]/messages`,
 * `/_next/static`, or UNMATCHED. A page path without a locale prefix (English: `as-needed`) is
 * matched as `/en…`, as next-intl rewrites it.
 */
export function routeTemplates(manifest) {
  // Static routes first, then dynamic ones, in the manifest's order (Next's own precedence).
  const routes = [...(manifest?.staticRoutes ?? []), ...(manifest?.dynamicRoutes ?? [])]
    .filter((r) => typeof r?.page === 'string' && typeof r?.regex === 'string' && !r.page.startsWith('/_'))
    .map((r) => ({ page: r.page, regex: new RegExp(r.regex), localized: r.page.startsWith('/[locale]') }));
  const firstSegment = (p) => p.split('/')[1] ?? '';
  // `/[locale]/…` only takes a real locale (its regex alone would take `/favicon.ico` as a locale).
  const match = (p) => routes.find((r) => (!r.localized || LOCALES.includes(firstSegment(p))) && r.regex.test(p))?.page;
  const memo = new Map();
  return function templateOf(rawPath) {
    const p = typeof rawPath === 'string' ? rawPath.split('?')[0] || '/' : '/';
    const own = Object.hasOwn(OWN_ROUTES, p) ? OWN_ROUTES[p] : undefined;
    if (own) return own;
    if (p.startsWith('/_next/')) return p.startsWith('/_next/static/') ? '/_next/static' : '/_next';
    const cached = memo.get(p);
    if (cached) return cached;
    const first = firstSegment(p);
    let found = match(p);
    if (!found && first !== 'api' && first !== 'v1' && !LOCALES.includes(first))
      found = match(p === '/' ? `/${DEFAULT_LOCALE}` : `/${DEFAULT_LOCALE}${p}`);
    const template = found ?? (/\.[A-Za-z0-9]{1,8}$/.test(p) ? FILE : UNMATCHED);
    // Bounded: endless distinct paths must not grow it.
    if (memo.size < 5000) memo.set(p, template);
    return template;
  };
}

/** The matcher of the build in `dir`/.next; without a build (or a readable manifest), every path is UNMATCHED but the entry's own. */
export function loadRouteTemplates(dir) {
  try {
    return routeTemplates(JSON.parse(fs.readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8')));
  } catch {
    return routeTemplates({});
  }
}
