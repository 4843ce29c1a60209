import ical from 'node-ical';
import { addDays, dayIn } from './ical-days';

// No 'server-only' marker: the iCal sync job runs in scripts/jobs/ical-sync.ts too.

/** One event of an imported feed as nights: [startDate, endDate), end exclusive, in the villa's time zone. */
export interface FeedEvent {
  uid: string;
  startDate: string;
  endDate: string;
  summary: string;
  cancelled: boolean;
}

export class FeedParseError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'FeedParseError';
  }
}

type IcalDate = Date & { dateOnly?: boolean };

/**
 * node-ical gives a VALUE=DATE as local midnight of this process (`dateOnly`): its calendar day is
 * read back with local getters, whatever the process's time zone. A timed value is an instant.
 */
function dayOf(value: IcalDate, timeZone: string): string {
  if (value.dateOnly) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return dayIn(value, timeZone);
}

/**
 * Parses an iCalendar text (node-ical's synchronous string parser only: it never fetches) into the
 * events' nights. All-day events keep their dates (DTEND exclusive; none: one night); timed events
 * hold the nights from their start day to their end day in `timeZone` (at least one). A text that
 * is not a VCALENDAR throws FeedParseError; so does one whose events cannot be read.
 */
export function parseFeed(text: string, timeZone: string): FeedEvent[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text) || !/END:VCALENDAR\s*$/i.test(text)) throw new FeedParseError('not a VCALENDAR');
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(text);
  } catch (err) {
    throw new FeedParseError(err instanceof Error ? err.message : 'unparsable');
  }
  const events: FeedEvent[] = [];
  for (const [key, component] of Object.entries(parsed)) {
    if (component?.type !== 'VEVENT') continue;
    const start = component.start as IcalDate | undefined;
    if (!(start instanceof Date) || Number.isNaN(start.getTime())) throw new FeedParseError(`event ${key} has no valid DTSTART`);
    const end = component.end as IcalDate | undefined;
    const startDate = dayOf(start, timeZone);
    let endDate = end instanceof Date && !Number.isNaN(end.getTime()) ? dayOf(end, timeZone) : startDate;
    if (endDate <= startDate) endDate = addDays(startDate, 1);
    const uid = typeof component.uid === 'string' && component.uid ? component.uid : key;
    const summary = typeof component.summary === 'string' ? component.summary : '';
    events.push({
      uid,
      startDate,
      endDate,
      summary: summary.slice(0, 200),
      cancelled: String(component.status ?? '').toUpperCase() === 'CANCELLED',
    });
  }
  return events;
}
