/**
 * An iCalendar file (RFC 5545) for a stay: one all-day event from the check-in date to the
 * check-out date. Pure: the calendar route and its tests build the same text.
 *
 * - A stay's dates are calendar dates of the villa (DESIGN §5), so they are written as
 *   `VALUE=DATE` (no time, no zone): a calendar in any time zone shows the same days.
 *   DTEND is exclusive in iCalendar, exactly like our check-out date.
 * - TEXT values escape `\`, `;`, `,` and line breaks (§3.3.11); lines end with CRLF and are folded
 *   at 75 octets (§3.1) without splitting a UTF-8 character.
 */

export interface StayEvent {
  /** Globally unique, e.g. `7KQ2M9XD@almavillas`. */
  uid: string;
  /** YYYY-MM-DD, first night. */
  checkIn: string;
  /** YYYY-MM-DD, the departure day (exclusive). */
  checkOut: string;
  summary: string;
  location: string;
  description: string;
  /** When the file is made (DTSTAMP, in UTC). */
  stamp: Date;
  url?: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD as an iCalendar DATE (YYYYMMDD); anything else is a bug in the caller. */
export function icsDate(iso: string): string {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new RangeError(`expected YYYY-MM-DD, got ${iso}`);
  return `${m[1]}${m[2]}${m[3]}`;
}

/** An instant as an iCalendar UTC DATE-TIME: 20270103T101500Z. */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * One content line folded into lines of at most 75 octets: each continuation starts with a space
 * (which counts in its 75). A multi-byte character is never cut.
 */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole file: VCALENDAR with one all-day VEVENT, CRLF line endings (and a final CRLF). */
export function stayCalendar(event: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Alma Villas//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART;VALUE=DATE:${icsDate(event.checkIn)}`,
    `DTEND;VALUE=DATE:${icsDate(event.checkOut)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
