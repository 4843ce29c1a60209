import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayIn } from '../../core/calendar';
import { FeedParseError, parseFeed } from './parse-feed';

const TZ = 'America/Santo_Domingo';
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const nights = async (name: string) => (await parseFeed(fixture(name), TZ)).map((e) => [e.uid, e.startDate, e.endDate, e.cancelled]);

describe('parseFeed (node-ical’s string parser, never a fetch)', () => {
  it('reads Airbnb’s all-day events, DTEND exclusive', async () => {
    expect(await nights('airbnb.ics')).toEqual([
      ['1418fb94e984-a5a0a3a17a2cbd6f0d5a1bd2fa6f81d6@airbnb.com', '2030-01-10', '2030-01-15', false],
      ['7f3e0b3a57e2-0b1a0c9e7d4c5f6a@airbnb.com', '2030-02-26', '2030-03-02', false],
    ]);
  });

  it('reads Vrbo’s and Booking.com’s', async () => {
    expect(await nights('vrbo.ics')).toEqual([
      ['a8b2c9f0-1e44-4c1b-9d57-3f1a2b6c7d8e', '2030-04-05', '2030-04-12', false],
      ['c0d1e2f3-5a6b-4c7d-8e9f-0a1b2c3d4e5f', '2030-05-01', '2030-05-03', false],
    ]);
    expect(await nights('booking.ics')).toEqual([['3a9f0d6c1b2e4f5a8c7d@booking.com', '2030-06-10', '2030-06-14', false]]);
  });

  it('converts timed events (TZID or UTC) to the villa’s days: the nights from the start day to the end day', async () => {
    // 02:00Z on 1 August is 22:00 on 31 July in Santo Domingo (UTC−4).
    expect(await nights('timed.ics')).toEqual([
      ['timed-tzid@example.test', '2030-07-01', '2030-07-04', false],
      ['timed-utc@example.test', '2030-07-31', '2030-08-03', false],
    ]);
    // The same feed for a villa in Madrid (UTC+2 in summer): 04:00 on 1 August.
    expect((await parseFeed(fixture('timed.ics'), 'Europe/Madrid'))[1]).toMatchObject({ startDate: '2030-08-01', endDate: '2030-08-03' });
  });

  it('marks STATUS:CANCELLED', async () => {
    expect(await nights('cancelled.ics')).toEqual([
      ['keep@example.test', '2030-09-01', '2030-09-05', false],
      ['gone@example.test', '2030-09-10', '2030-09-12', true],
    ]);
  });

  it('reads both versions of a moved event under one UID', async () => {
    expect((await nights('moved-v1.ics'))[0]).toEqual(['moving@example.test', '2030-10-01', '2030-10-05', false]);
    expect(await nights('moved-v2.ics')).toEqual([['moving@example.test', '2030-10-08', '2030-10-11', false]]);
  });

  it('gives an empty calendar no events, and refuses what is not a calendar', async () => {
    expect(await parseFeed(fixture('empty.ics'), TZ)).toEqual([]);
    await expect(parseFeed(fixture('broken.ics'), TZ)).rejects.toThrow(FeedParseError);
    await expect(parseFeed('BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART:garbage\nEND:VEVENT\nEND:VCALENDAR', TZ)).rejects.toThrow(
      FeedParseError,
    );
    await expect(parseFeed('', TZ)).rejects.toThrow(FeedParseError);
  });

  it('gives an event without DTEND, or ending the day it starts, one night', async () => {
    const text = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:one',
      'DTSTART;VALUE=DATE:20301201',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:two',
      'DTSTART:20301205T140000Z',
      'DTEND:20301205T180000Z',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect((await parseFeed(text, TZ)).map((e) => [e.startDate, e.endDate])).toEqual([
      ['2030-12-01', '2030-12-02'],
      ['2030-12-05', '2030-12-06'],
    ]);
  });

  it('parses off the main thread: a feed built to take seconds is cut at its time limit while the server keeps answering', async () => {
    // Thousands of TZID events with an RRULE: node-ical spends seconds on a megabyte of them (decision 021).
    const slow = [
      'BEGIN:VCALENDAR',
      ...Array.from({ length: 6000 }, (_, i) =>
        [
          'BEGIN:VEVENT',
          `UID:slow-${i}`,
          'DTSTART;TZID=America/Santo_Domingo:20300101T150000',
          'DTEND;TZID=America/Santo_Domingo:20300104T110000',
          'RRULE:FREQ=DAILY;COUNT=3',
          'END:VEVENT',
        ].join('\r\n'),
      ),
      'END:VCALENDAR',
    ].join('\r\n');
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    try {
      await expect(parseFeed(slow, TZ, { timeoutMs: 400 })).rejects.toMatchObject({ name: 'FeedParseError', reason: 'too_complex' });
    } finally {
      clearInterval(ticker);
    }
    expect(performance.now() - started).toBeLessThan(2000);
    // The event loop was never held: a parse on the main thread would have blocked it for seconds.
    expect(longestGap).toBeLessThan(1000);
  });

  it('stops parsing when the feed’s budget runs out', async () => {
    const budget = new AbortController();
    const reason = new Error('budget');
    budget.abort(reason);
    await expect(parseFeed(fixture('airbnb.ics'), TZ, { signal: budget.signal })).rejects.toBe(reason);
  });

  it('reads a day in a time zone', () => {
    expect(dayIn(new Date('2030-01-01T03:00:00Z'), TZ)).toBe('2029-12-31');
    expect(dayIn(new Date('2030-01-01T03:00:00Z'), 'UTC')).toBe('2030-01-01');
  });
});
