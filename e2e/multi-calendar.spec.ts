import { at, type Locale } from './support/accounts';
import { onPhone } from './support/phone';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

/**
 * The calendar of every villa (issue 32), at 390 px and on a desktop, in both languages: the
 * desk's and the demo owner's calendars show the seeded stays (the guest's first name, the status);
 * the owner selects two free nights of one villa on it and blocks them (then they show blocked,
 * and the villa's own calendar agrees), and gives New Year's Eve a price of its own that the
 * villa's quote then uses. Everything the owner changes is put back.
 */

type Stay = { reservation_id: number; guest_first_name: string; check_in: string; check_out: string; status: string };
type Block = { id: number; start_date: string; end_date: string; reason: string };
type Villa = { id: number; name: string; base_price_cents: number; stays: Stay[]; blocks: Block[] };
type Calendar = { from: string; to: string; today: string; villas: Villa[] };

import { plusDays } from './support/owner-villas';
const VIEWS = [
  { name: 'phone', phone: true, days: 14 },
  { name: 'desktop', phone: false, days: 31 },
] as const;
const TEXT = {
  en: { blocked: 'Nights blocked.', priced: 'Price saved.', status: { confirmed: 'Confirmed', completed: 'Completed' } },
  es: { blocked: 'Noches bloqueadas.', priced: 'Precio guardado.', status: { confirmed: 'Confirmada', completed: 'Completada' } },
} as const;

async function calendarOf(request: APIRequestContext, endpoint: string, query = ''): Promise<Calendar> {
  const res = await request.get(`${endpoint}${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Calendar }).data;
}

/** A night of a villa that no stay or block holds. */
const isFree = (villa: Villa, night: string) =>
  !villa.stays.some((s) => s.check_in <= night && night < s.check_out) &&
  !villa.blocks.some((b) => b.start_date <= night && night < b.end_date);

/** A seeded stay on the screen's first days (today on), with its villa's row. */
function seededStay(calendar: Calendar, days: number): { villa: Villa; row: number; stay: Stay; night: string } {
  const last = plusDays(calendar.today, days - 1);
  for (const [row, villa] of calendar.villas.entries())
    for (const stay of villa.stays) {
      const night = [stay.check_in, calendar.today].sort()[1] as string;
      if (night <= last && night < stay.check_out) return { villa, row, stay, night };
    }
  throw new Error('the seed has no stay in the first days');
}

/** The keyboard walks down from the first villa's row to the stay's (the rows below render as they come into view). */
async function walkTo(page: Page, grid: Locator, row: number, night: string) {
  const first = grid.locator(`[data-cell^="0-"][data-date="${night}"]`);
  const col = (await first.getAttribute('data-cell'))?.split('-')[1];
  await first.focus();
  for (let i = 0; i < row; i++) await page.keyboard.press('ArrowDown');
  await expect(grid.locator(`[data-cell="${row}-${col}"]`)).toBeFocused();
}

async function open(page: Page, locale: Locale, path: string, phone: boolean) {
  if (phone) await onPhone(page);
  else await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(at(locale, path));
  const grid = page.getByTestId('calendar-grid');
  await expect(grid).toBeVisible();
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  return grid;
}

/** Nothing of the page ends past the screen's right edge. */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(overflow.scroll, 'nothing wider than the screen').toBeLessThanOrEqual(overflow.width);
}

for (const locale of ['en', 'es'] as const) {
  for (const view of VIEWS) {
    test.describe(`the calendar of every villa (${locale}, ${view.name})`, () => {
      test('the desk’s calendar shows the seeded stays; Enter opens the trip', async ({ signedIn }) => {
        const context = await signedIn('concierge');
        const page = await context.newPage();
        const calendar = await calendarOf(page.request, '/v1/concierge/calendar');
        const { villa, row: index, stay, night } = seededStay(calendar, view.days);
        const grid = await open(page, locale, '/concierges/calendar', view.phone);
        await fitsTheScreen(page);
        await expect(grid.locator('[role="columnheader"][data-date]')).toHaveCount(view.days);
        await expect(grid.getByTestId('calendar-today-column')).toHaveAttribute('data-date', calendar.today);
        await walkTo(page, grid, index, night);
        const row = grid.locator(`[data-testid="calendar-row"][data-villa="${villa.id}"]`);
        await expect(row).toContainText(villa.name);
        const cell = row.locator(`[data-date="${night}"]`);
        await expect(cell).toBeFocused();
        await expect(cell).toHaveAttribute('data-kind', 'stay');
        await expect(cell).toHaveAttribute('aria-label', new RegExp(stay.guest_first_name));
        await expect(row.locator(`[data-stay="${stay.reservation_id}"]`).first()).toContainText(stay.guest_first_name);
        // Arrivals of the day counted in the header.
        if (stay.check_in >= calendar.today) await expect(grid.getByTestId(`calendar-arrivals-${stay.check_in}`)).not.toHaveText('0');
        // The keyboard: the focused cell moves with the arrows, Enter on the stay opens its trip.
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowLeft');
        await expect(cell).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/concierges/trip-${stay.reservation_id}$`));
        // A tap on the stay's bar does the same.
        await page.goBack();
        await expect(page.getByTestId('calendar-grid')).toHaveAttribute('aria-busy', 'false');
        await walkTo(page, page.getByTestId('calendar-grid'), index, night);
        await page.getByTestId('calendar-grid').locator(`[data-villa="${villa.id}"] [data-date="${night}"]`).click();
        await expect(page).toHaveURL(new RegExp(`/concierges/trip-${stay.reservation_id}$`));
      });

      test('the owner’s calendar: the seeded stays; two nights blocked from it; a New Year’s Eve price the quote uses', async ({
        signedIn,
      }) => {
        // A long journey (three pages, two forms, an API check each) on a shared machine.
        test.setTimeout(180_000);
        const context = await signedIn('owner', { extraHTTPHeaders: { origin: new URL(test.info().project.use.baseURL ?? '').origin } });
        const page = await context.newPage();
        const calendar = await calendarOf(page.request, '/v1/owner/calendar');
        const { villa: stayVilla, row: index, stay, night } = seededStay(calendar, view.days);
        const grid = await open(page, locale, '/broker/calendar', view.phone);
        await fitsTheScreen(page);
        await walkTo(page, grid, index, night);
        const stayCell = grid.locator(`[data-testid="calendar-row"][data-villa="${stayVilla.id}"] [data-date="${night}"]`);
        await expect(stayCell).toHaveAttribute('data-kind', 'stay');
        await expect(stayCell).toHaveAttribute('aria-label', new RegExp(stay.guest_first_name));

        // Two free nights of the first villa among the screen's days (from the day after tomorrow).
        const villa = calendar.villas[0] as Villa;
        let start = '';
        for (let d = plusDays(calendar.today, 2); d <= plusDays(calendar.today, view.days - 2); d = plusDays(d, 1))
          if (isFree(villa, d) && isFree(villa, plusDays(d, 1))) {
            start = d;
            break;
          }
        expect(start, 'two free nights in a row on the first villa').not.toBe('');
        const second = plusDays(start, 1);
        const row = grid.locator(`[data-testid="calendar-row"][data-villa="${villa.id}"]`);
        await row.locator(`[data-date="${start}"]`).click();
        await expect(page.getByTestId('calendar-hint')).toContainText(villa.name);
        // The second night by the keyboard: the arrow, then Enter.
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        const selection = page.getByTestId('calendar-selection');
        await expect(selection).toContainText(locale === 'en' ? '2 nights' : '2 noches');
        await expect(row.locator('[aria-selected="true"]')).toHaveCount(2);
        await page.getByTestId('selection-block').click();
        await page.getByTestId('selection-reason').selectOption('maintenance');
        await page.getByTestId('selection-note').fill('E2E pool works');
        await page.getByTestId('selection-save').click();
        await expect(page.getByText(TEXT[locale].blocked)).toBeVisible();
        for (const d of [start, second]) {
          await expect(row.locator(`[data-date="${d}"]`)).toHaveAttribute('data-kind', 'block');
          await expect(row.locator(`[data-date="${d}"]`)).toHaveAttribute('data-status', 'maintenance');
        }
        // The villa's own calendar agrees.
        const own = await page.request.get(`/v1/owner/properties/${villa.id}/blocks`, { params: { from: start, months: 1 } });
        const block = ((await own.json()).data.blocks as (Block & { note: string })[]).find((b) => b.start_date === start);
        expect(block).toMatchObject({ end_date: plusDays(start, 2), reason: 'maintenance', note: 'E2E pool works' });
        await page.goto(at(locale, `/broker/${villa.id}?tab=calendar`));
        const editor = page.getByTestId('calendar-editor');
        await expect(editor.locator(`[data-date="${start}"]`)).toHaveAttribute('data-state', 'blocked');
        // The same nights again from the calendar of every villa: refused (409), in the reader's language.
        const again = await page.request.post(`/v1/owner/properties/${villa.id}/blocks`, {
          data: { start_date: start, end_date: plusDays(start, 2), reason: 'owner' },
          headers: { 'accept-language': locale },
        });
        expect(again.status()).toBe(409);
        expect((await page.request.delete(`/v1/owner/properties/${villa.id}/blocks/${block?.id}`)).status()).toBe(200);

        // New Year's Eve: a villa whose night is free, its own price from the calendar.
        const year = Number(calendar.today.slice(0, 4)) + (calendar.today.slice(5) > '12-31' ? 1 : 0);
        const eve = `${year}-12-31`;
        const around = await calendarOf(page.request, '/v1/owner/calendar', `?from=${plusDays(eve, -7)}&to=${plusDays(eve, 7)}`);
        const eveRow = around.villas.findIndex((v, i) => i < 8 && isFree(v, eve));
        expect(eveRow, 'a villa of the first rows free on New Year’s Eve').toBeGreaterThanOrEqual(0);
        const eveVilla = around.villas[eveRow] as Villa;
        const price = eveVilla.base_price_cents * 3;
        await open(page, locale, '/broker/calendar', view.phone);
        const eveCell = grid.locator(`[data-testid="calendar-row"][data-villa="${eveVilla.id}"] [data-date="${eve}"]`);
        for (let i = 0; i < 40 && !(await eveCell.isVisible()); i++) {
          await page.getByTestId('calendar-next').click();
          await expect(grid).toHaveAttribute('aria-busy', 'false');
        }
        // One night: a tap on it twice.
        await eveCell.click();
        await eveCell.click();
        await expect(page.getByTestId('calendar-selection')).toContainText(locale === 'en' ? '1 night' : '1 noche');
        await page.getByTestId('selection-price').click();
        await page.getByTestId('night-price-amount').fill(String(price / 100));
        await page.getByTestId('night-price-save').click();
        await expect(page.getByText(TEXT[locale].priced)).toBeVisible();
        // The villa's quote for a stay over New Year's Eve uses it.
        const quote = await page.request.get(`/v1/properties/${eveVilla.id}/quote`, {
          params: { check_in: plusDays(eve, -3), check_out: plusDays(eve, 4), guests: 2 },
        });
        const body = await quote.json();
        expect(quote.status(), JSON.stringify(body)).toBe(200);
        expect((body.data.nightly as { date: string; amount: number }[]).find((n) => n.date === eve)?.amount).toBe(price / 100);
        // Put back.
        const clear = await page.request.put(`/v1/owner/properties/${eveVilla.id}/nightly-prices`, {
          data: { start_date: eve, end_date: plusDays(eve, 1), nightly_cents: null },
        });
        expect(clear.status()).toBe(200);
      });
    });
  }
}
