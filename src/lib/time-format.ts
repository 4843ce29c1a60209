import type { Locale } from '@/i18n/routing';
import enTime from '../../messages/en/time.json';
import esTime from '../../messages/es/time.json';
import { INTL_LOCALE } from './format';

/**
 * The one clock rule (issue 31, item 6):
 * - a stay's times (check-in, check-out, arrival, the door code's window) are the villa's wall clock,
 *   in the villa's zone;
 * - everything that happened or will happen to the reader (messages, the desk's timeline, the audit
 *   log, the outbox, invitations, mails, a hold's deadline) is in the reader's zone
 *   (readerTimeZone in src/server/http/reader-zone.ts: the profile's, else the browser's `tz`
 *   cookie, else the villa's or the business's);
 * - English reads a 12-hour clock, Spanish a 24-hour one;
 * - a zone is named as people say it ("Punta Cana time", "hora de Punta Cana"), once per page
 *   (zonesNote), never "GMT-4", "AST" or "UTC (UTC)" beside each time.
 */

/** The cookie the browser sets with its own IANA zone (src/components/system/time-zone-sync.tsx). Never read by a cached page. */
export const TZ_COOKIE = 'tz';
export const TZ_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The reader's zone and where it came from (src/server/http/reader-zone.ts): the browser refreshes a page whose zone was a guess. */
export interface ReaderZone {
  zone: string;
  source: 'profile' | 'cookie' | 'fallback';
}

const TEXT = { en: enTime, es: esTime } as const;

let supported: Set<string> | undefined;

/** An IANA zone name this runtime knows (Intl.supportedValuesOf('timeZone'), plus UTC, which it leaves out). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  if (value === 'UTC') return true;
  supported ??= new Set(Intl.supportedValuesOf('timeZone'));
  return supported.has(value);
}

/**
 * The zone a browser named, as this runtime names it, or null: browsers differ on the names of some
 * zones (Firefox and Safari say Asia/Kolkata, Europe/Kyiv where Chrome and Node say Asia/Calcutta,
 * Europe/Kiev), so the `tz` cookie is read through Intl rather than matched against the list.
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return null;
  if (isTimeZone(value)) return value;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    return isTimeZone(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/** Whether two zone names are one zone to this runtime's Intl (Asia/Calcutta and Asia/Kolkata are). */
export function sameTimeZone(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    const resolve = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return resolve(a) === resolve(b);
  } catch {
    return false;
  }
}

/** Every zone a person may choose on their profile, sorted. */
export function timeZoneChoices(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone')];
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

/** A zone as people say it: "Punta Cana time" / "hora de Punta Cana"; else Intl's long generic name; else the zone's city. */
export function zoneLabel(locale: Locale, zone: string): string {
  const text = TEXT[locale];
  if (zone === 'UTC' || zone === 'Etc/UTC' || zone === 'Etc/GMT') return text.utc;
  const place = (text.places as Record<string, string>)[zone];
  if (place) return fill(text.place, { place });
  try {
    const name = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(Date.UTC(2026, 0, 15)))
      .find((p) => p.type === 'timeZoneName')?.value;
    if (name && !/^(GMT|UTC)/.test(name)) return name;
  } catch {
    // Not a zone Intl knows: name its city below.
  }
  const city = zone.split('/').pop()?.replace(/_/g, ' ') ?? zone;
  return fill(text.place, { place: city });
}

/**
 * The page's one line about its clocks: "Times are in Punta Cana time." when a page shows only
 * one zone (or both are the same), else "Stay times are in Punta Cana time; other times in Central European Time."
 */
export function zonesNote(locale: Locale, zones: { stay?: string | null; reader?: string | null }): string {
  const text = TEXT[locale];
  const { stay, reader } = zones;
  if (stay && reader && stay !== reader) return fill(text.notes, { stay: zoneLabel(locale, stay), reader: zoneLabel(locale, reader) });
  const one = stay ?? reader;
  return one ? fill(text.note, { zone: zoneLabel(locale, one) }) : '';
}

/** The clock of each language: 12-hour in English, 24-hour in Spanish. */
function clock(locale: Locale): Intl.DateTimeFormatOptions {
  return locale === 'es'
    ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
    : { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' };
}

const DATE: Record<'full' | 'medium' | 'short', Intl.DateTimeFormatOptions> = {
  full: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  short: { month: 'short', day: 'numeric' },
};

export type WhenStyle = keyof typeof DATE | 'time';

/**
 * An instant on the wall clock of `zone`, without the zone's name (the page names it once):
 * "Nov 23, 2026, 2:00 PM" / "23 nov de 2026, 14:00" (medium), "Monday, November 23, 2026 at 2:00 PM" (full),
 * "2:00 PM" / "14:00" (time). An unreadable instant comes back as given.
 */
export function formatWhen(locale: Locale, iso: string | Date, zone: string, style: WhenStyle = 'medium'): string {
  const at = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(at.getTime())) return String(iso);
  const date = style === 'time' ? {} : DATE[style];
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...date, ...clock(locale), timeZone: isTimeZone(zone) ? zone : 'UTC' }).format(at);
}

/** An instant's calendar date on the wall clock of `zone`, written long: "December 14, 2026" / "14 de diciembre de 2026". */
export function formatZonedDate(locale: Locale, iso: string | Date, zone: string): string {
  const at = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(at.getTime())) return String(iso);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: isTimeZone(zone) ? zone : 'UTC' }).format(at);
}

/** A wall-clock "15:00" (a villa's check-in time, a plan's start) in the language's clock: 3:00 PM, or 15:00. Never shifted by a zone. */
export function formatClock(locale: Locale, hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return hhmm;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...clock(locale), timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}
