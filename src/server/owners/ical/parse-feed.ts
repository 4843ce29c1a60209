import { addDays, dayIn } from '../../core/calendar';
import { FeedParseError, parseInWorker, type RawFeedEvent } from './parse-worker';

// No 'server-only' marker: the iCal sync job runs in scripts/jobs/ical-sync.ts too.

export { FeedParseError } from './parse-worker';

/** One event of an imported feed as nights: [startDate, endDate), end exclusive, in the villa's time zone. */
export interface FeedEvent {
  uid: string;
  startDate: string;
  endDate: string;
  summary: string;
  cancelled: boolean;
}

/** A VALUE=DATE keeps its day; a timed value is an instant, read as a day in the villa's time zone. */
function dayOf(value: NonNullable<RawFeedEvent['start']>, timeZone: string): string {
  return 'day' in value ? value.day : dayIn(new Date(value.instant), timeZone);
}

/**
 * Parses an iCalendar text (node-ical's synchronous string parser only, in a worker thread: it
 * never fetches, and never stalls the server) into the events' nights. All-day events keep their
 * dates (DTEND exclusive; none: one night); timed events hold the nights from their start day to
 * their end day in `timeZone` (at least one). A text that is not a VCALENDAR throws
 * FeedParseError; so does one whose events cannot be read, or whose parsing outlasts `timeoutMs`
 * (reason `too_complex`). An aborted `signal` rejects with its reason.
 */
export async function parseFeed(
  text: string,
  timeZone: string,
  opts: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<FeedEvent[]> {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text) || !/END:VCALENDAR\s*$/i.test(text)) throw new FeedParseError('not a VCALENDAR');
  const events: FeedEvent[] = [];
  for (const raw of await parseInWorker(text, opts)) {
    if (!raw.start) throw new FeedParseError(`event ${raw.key} has no valid DTSTART`);
    const startDate = dayOf(raw.start, timeZone);
    let endDate = raw.end ? dayOf(raw.end, timeZone) : startDate;
    if (endDate <= startDate) endDate = addDays(startDate, 1);
    events.push({
      uid: raw.uid || raw.key,
      startDate,
      endDate,
      summary: raw.summary,
      cancelled: raw.status.toUpperCase() === 'CANCELLED',
    });
  }
  return events;
}
