import { describe, expect, it } from 'vitest';
import { breakpointForUserAgent, breakpointForWidth, resolveBreakpoint, variantOf } from './viewport';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('viewport', () => {
  it('maps mobile to xs, tablet to md, desktop and unknown to lg (SPEC §9)', () => {
    expect(breakpointForUserAgent(IPHONE)).toBe('xs');
    expect(breakpointForUserAgent(ANDROID_PHONE)).toBe('xs');
    expect(breakpointForUserAgent(IPAD)).toBe('md');
    expect(breakpointForUserAgent(ANDROID_TABLET)).toBe('md');
    expect(breakpointForUserAgent(DESKTOP)).toBe('lg');
    expect(breakpointForUserAgent(null)).toBe('lg');
  });

  it('picks the largest breakpoint a width reaches', () => {
    expect(breakpointForWidth(200)).toBe('xs');
    expect(breakpointForWidth(639)).toBe('xs');
    expect(breakpointForWidth(640)).toBe('sm');
    expect(breakpointForWidth(768)).toBe('md');
    expect(breakpointForWidth(1024)).toBe('lg');
    expect(breakpointForWidth(1280)).toBe('xl');
    expect(breakpointForWidth(2000)).toBe('2xl');
  });

  it('trusts a valid cookie over the user agent and ignores a forged one', () => {
    expect(resolveBreakpoint('md', IPHONE)).toBe('md');
    expect(resolveBreakpoint('<script>', IPHONE)).toBe('xs');
    expect(resolveBreakpoint(undefined, DESKTOP)).toBe('lg');
  });

  it('groups breakpoints into layout variants', () => {
    expect(variantOf('xs')).toBe('mobile');
    expect(variantOf('sm')).toBe('mobile');
    expect(variantOf('md')).toBe('tablet');
    expect(variantOf('2xl')).toBe('desktop');
  });
});
