import 'server-only';
import { cookies, headers } from 'next/headers';
import { CACHE_RENDER_HEADER } from './public-cache';
import { resolveBreakpoint, VIEWPORT_COOKIE, variantOf } from './viewport';

/** The breakpoint and layout variant this request renders: viewport cookie, else a user-agent guess. */
export async function getViewport() {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const breakpoint = resolveBreakpoint(cookieStore.get(VIEWPORT_COOKIE)?.value, headerStore.get('user-agent'));
  return { breakpoint, variant: variantOf(breakpoint) };
}

/** The path the visitor asked for, as the proxy saw it (before the locale rewrite). */
export async function getRequestPath() {
  const headerStore = await headers();
  return headerStore.get('x-request-path') ?? '/';
}

/** This render goes into the public page cache (the proxy said so): nothing of the visitor in it. */
export async function isCacheRender(): Promise<boolean> {
  return (await headers()).get(CACHE_RENDER_HEADER) === '1';
}
