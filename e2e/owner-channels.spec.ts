import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page, test } from './support/test';
import { at, type Locale } from './support/accounts';
import { onPhone } from './support/phone';

/**
 * The channels tab of /broker/{id} (issue 15): the owner imports an iCal feed this test serves
 * itself on 127.0.0.1 (the server runs with ICAL_ALLOW_LOOPBACK=1, playwright.config.ts), syncs it,
 * sees its events counted and the nights closed on the public calendar, and reads the villa's own
 * export without a guest's name. Dates ~430+ days ahead, where no other spec books or blocks.
 */

const TEXT = {
  en: {
    synced: 'Synced: 2 events',
    tooSoon: 'synced less than a minute ago',
    badUrl: 'must start with http:// or https://',
    none: 'None',
  },
  es: {
    synced: 'Sincronizado: 2 eventos',
    tooSoon: 'se sincronizó hace menos de un minuto',
    badUrl: 'debe empezar por http:// o https://',
    none: 'Ninguno',
  },
} as const;
const DAYS_AHEAD = { en: 430, es: 450 } as const;

let feedServer: http.Server;
let port = 0;
const feeds = new Map<string, string>();

test.beforeAll(async () => {
  feedServer = http.createServer((req, res) => {
    const body = feeds.get(req.url ?? '');
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  port = (feedServer.address() as AddressInfo).port;
});
test.afterAll(async () => {
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
});

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const compact = (day: string) => day.replaceAll('-', '');
const nightsOf = (start: string, end: string) => {
  const out: string[] = [];
  for (let d = start; d < end; d = addDays(d, 1)) out.push(d);
  return out;
};

/** A Vrbo-shaped feed (all-day events, a guest's name in the summary) of two stays. */
const vrboFeed = (stays: [string, string][], tag: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HomeAway.com, Inc.//EN',
    ...stays.flatMap(([start, end], i) => [
      'BEGIN:VEVENT',
      `UID:e2e-${tag}-${i}@vrbo.test`,
      `DTSTART;VALUE=DATE:${compact(start)}`,
      `DTEND;VALUE=DATE:${compact(end)}`,
      'SUMMARY:Reserved - Jane Doe',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** A villa of the demo owner in Cap Cana (the last one listed: other specs start from the first). */
async function ownersVilla(request: APIRequestContext): Promise<number> {
  const search = await request.get('/v1/properties', { params: { destination: 'cap-cana', per_page: 48 } });
  expect(search.status()).toBe(200);
  const ids = ((await search.json()).data as { id: number }[]).map((v) => v.id).reverse();
  for (const id of ids) if ((await request.get(`/v1/owner/properties/${id}/ical-feeds`)).status() === 200) return id;
  throw new Error('the demo owner has no villa in Cap Cana');
}

async function unavailable(request: APIRequestContext, villa: number, from: string, to: string): Promise<string[]> {
  const res = await request.get(`/v1/properties/${villa}/availability`, { params: { from, to } });
  expect(res.status()).toBe(200);
  return ((await res.json()).data as { unavailable: string[] }).unavailable;
}

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const right = await page
    .getByTestId('owner-channels')
    .evaluate((panel) => Math.max(...Array.from(panel.querySelectorAll('*')).map((el) => el.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(390);
}

for (const locale of ['en', 'es'] as const satisfies readonly Locale[]) {
  const text = TEXT[locale];

  test(`an owner imports a feed served by the test and exports the villa’s calendar (${locale})`, async ({ page, signIn }) => {
    await signIn(page, 'owner');
    const villa = await ownersVilla(page.request);
    const availability = await page.request.get(`/v1/properties/${villa}/availability`);
    const today = ((await availability.json()).data as { today: string }).today;
    const start = addDays(today, DAYS_AHEAD[locale]);
    const stays: [string, string][] = [
      [start, addDays(start, 3)],
      [addDays(start, 6), addDays(start, 8)],
    ];
    const nights = stays.flatMap(([a, b]) => nightsOf(a, b));
    const windowEnd = addDays(start, 10);
    expect(await unavailable(page.request, villa, start, windowEnd)).toEqual([]);
    const path = `/e2e-${locale}-${Date.now()}.ics`;
    feeds.set(path, vrboFeed(stays, `${locale}-${Date.now()}`));
    let feedId: number | null = null;

    try {
      await page.goto(at(locale, `/broker/${villa}?tab=channels`));
      const panel = page.getByTestId('owner-channels');
      await expect(panel).toBeVisible();
      const exportUrl = await page.getByTestId('ical-export-url').inputValue();
      expect(exportUrl).toMatch(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);

      // A link that is not http(s): the field says why, nothing is added.
      const form = page.getByTestId('ical-add-feed');
      await form.getByTestId('ical-add-url').fill('ftp://calendar.example.com/villa.ics');
      await form.getByTestId('ical-add-submit').click();
      await expect(form.getByTestId('ical-add-url-error')).toContainText(text.badUrl);

      // The test's own feed: added, synced at once, its two events counted.
      await form.locator('select[name="channel"]').selectOption('vrbo');
      await form.getByTestId('ical-add-url').fill(`http://127.0.0.1:${port}${path}`);
      await form.getByTestId('ical-add-submit').click();
      const row = page.getByTestId('ical-feed').filter({ hasText: `127.0.0.1:${port}` });
      await expect(row.getByTestId('ical-feed-note')).toContainText(text.synced);
      await expect(row.getByTestId('ical-feed-events')).toHaveText('2');
      await expect(row.getByTestId('ical-feed-conflicts')).toHaveText(text.none);
      feedId = Number(await row.getAttribute('data-feed-id'));
      expect(await unavailable(page.request, villa, start, windowEnd)).toEqual(nights);

      // Sync now, right after the add's own sync: once a minute per feed (a second sync changing
      // nothing is ical-sync.int.test.ts's).
      await row.getByTestId('ical-feed-sync').click();
      await expect(row.getByTestId('ical-feed-note')).toContainText(text.tooSoon);

      // The villa's export: text/calendar, the imported nights as all-day events, no guest's name.
      const exported = await page.request.get(exportUrl);
      expect(exported.status()).toBe(200);
      expect(exported.headers()['content-type']).toContain('text/calendar');
      const ics = await exported.text();
      expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(start)}`);
      expect(ics).not.toContain('Jane');
      expect(ics).not.toContain('Doe');

      // Usable on a phone: nothing wider than the screen.
      await onPhone(page);
      await expect(row).toBeVisible();
      await noHorizontalOverflow(page);

      // Delete (after its confirmation): the row goes and the nights open again.
      await row.getByTestId('ical-feed-delete').click();
      await page.getByTestId('ical-feed-delete-yes').click();
      await expect(row).toHaveCount(0);
      feedId = null;
      expect(await unavailable(page.request, villa, start, windowEnd)).toEqual([]);
    } finally {
      if (feedId)
        await page.request.delete(`/v1/owner/properties/${villa}/ical-feeds/${feedId}`, {
          headers: { origin: new URL(page.url()).origin },
        });
      feeds.delete(path);
    }
  });
}
