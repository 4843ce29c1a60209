/** SPEC §9 breakpoints, in CSS pixels (min-width). */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export type Variant = 'mobile' | 'tablet' | 'desktop';

/** The cookie's name is shared with the Node entry's page cache. */
export { VIEWPORT_COOKIE } from '../../entry/protocol.mjs';
export const VIEWPORT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const FALLBACK_BREAKPOINT: Breakpoint = 'lg';

const ORDER = Object.keys(BREAKPOINTS) as Breakpoint[];

export function isBreakpoint(value: unknown): value is Breakpoint {
  return typeof value === 'string' && value in BREAKPOINTS;
}

/** The largest breakpoint whose minimum the width reaches; narrower than xs is still xs. */
export function breakpointForWidth(width: number): Breakpoint {
  let found: Breakpoint = 'xs';
  for (const bp of ORDER) if (width >= BREAKPOINTS[bp]) found = bp;
  return found;
}

/** SPEC §9: mobile maps to xs, tablet to md, desktop to lg; anything unknown is lg. */
export function breakpointForUserAgent(userAgent: string | null | undefined): Breakpoint {
  if (!userAgent) return FALLBACK_BREAKPOINT;
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return 'md';
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return 'xs';
  return FALLBACK_BREAKPOINT;
}

export function variantOf(bp: Breakpoint): Variant {
  if (bp === 'xs' || bp === 'sm') return 'mobile';
  if (bp === 'md') return 'tablet';
  return 'desktop';
}

export function resolveBreakpoint(cookieValue: string | undefined, userAgent: string | null): Breakpoint {
  return isBreakpoint(cookieValue) ? cookieValue : breakpointForUserAgent(userAgent);
}
