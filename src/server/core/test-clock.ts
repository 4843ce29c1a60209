import { TEST_CLOCK_COOKIE } from '../../../entry/protocol.mjs';
import { config } from './config.mjs';

/**
 * The end-to-end tests' clock (issue 16: "see the door code appear when the clock is moved to
 * arrival day"). With TEST_CLOCK=1, which only the test runner sets and which the configuration
 * refuses unless SITE_URL is on this machine and the mode is not production, a request's `alma_test_now` cookie (an ISO instant) is the
 * server's "now" for that request: its service context, its session checks. Without the setting,
 * or with a cookie that is not an instant, it is the wall clock. The cookie's name: entry/protocol.mjs.
 */
export { TEST_CLOCK_COOKIE };

export function testClockEnabled(): boolean {
  return config().testClock;
}

/** "Now" for a request whose cookie is `cookieValue` (null when it has none). */
export function requestNow(cookieValue: string | null | undefined, wall: Date = new Date()): Date {
  if (!cookieValue || !testClockEnabled()) return wall;
  const at = new Date(decodeURIComponent(cookieValue));
  return Number.isNaN(at.getTime()) ? wall : at;
}
