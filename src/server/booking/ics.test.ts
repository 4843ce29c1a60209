import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsDate, icsUtc, stayCalendar } from './ics';

const octets = (s: string) => new TextEncoder().encode(s).length;

/** Undoes RFC 5545 folding: a CRLF followed by one space joins the lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeIcsText('Villa Sol; Casa, Blanca \\ 2')).toBe('Villa Sol\\; Casa\\, Blanca \\\\ 2');
    expect(escapeIcsText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeIcsText('a:b "c"')).toBe('a:b "c"');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone and folds a longer one at 75 with a leading space', () => {
    const exact = `X:${'a'.repeat(73)}`;
    expect(foldIcsLine(exact)).toBe(exact);
    const long = `DESCRIPTION:${'b'.repeat(200)}`;
    const folded = foldIcsLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(long);
  });

  it('counts octets, not characters, and never cuts a multi-byte character', () => {
    const long = `SUMMARY:${'ñ'.repeat(60)}🌴${'é'.repeat(20)}`;
    const folded = foldIcsLine(long);
    for (const line of folded.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(long);
  });
});

describe('dates', () => {
  it('writes calendar dates as they are, with no time zone shift', () => {
    expect(icsDate('2027-01-31')).toBe('20270131');
    expect(icsDate('2027-12-31')).toBe('20271231');
    expect(() => icsDate('2027-1-3')).toThrow(RangeError);
    expect(icsUtc(new Date('2027-03-04T05:06:07.890Z'))).toBe('20270304T050607Z');
  });
});

describe('stayCalendar', () => {
  const ics = stayCalendar({
    uid: '7KQ2M9XD@almavillas',
    checkIn: '2027-12-30',
    checkOut: '2028-01-04',
    summary: 'Stay at Villa Mar, Cap Cana',
    location: 'Cap Cana, Dominican Republic',
    description: `Confirmation number: 7KQ2M9XD\nYour concierge; we are here ${'to help '.repeat(12)}`,
    stamp: new Date('2027-06-01T12:00:00Z'),
  });

  it('is one all-day event with CRLF line endings, from check-in to check-out (exclusive)', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const text = unfold(ics);
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20271230\r\n');
    expect(text).toContain('\r\nDTEND;VALUE=DATE:20280104\r\n');
    expect(text).toContain('\r\nUID:7KQ2M9XD@almavillas\r\n');
    expect(text).toContain('\r\nDTSTAMP:20270601T120000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Stay at Villa Mar\\, Cap Cana\r\n');
    expect(text).toContain('\r\nLOCATION:Cap Cana\\, Dominican Republic\r\n');
    expect(text).toContain('\r\nDESCRIPTION:Confirmation number: 7KQ2M9XD\\nYour concierge\\; we are here to help');
  });

  it('folds every line to 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n ');
  });
});
