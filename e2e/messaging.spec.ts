import { expect, type Page, test } from './support/test';
import { at, freshEmail, type Locale } from './support/accounts';
import { mailsTo } from './support/mail';
import { bookViaApi } from './support/trips';
import { onPhone } from './support/phone';

/** The demo concierge's destinations: the trips there are in the concierge's scope. */
const CONCIERGE_DESTINATIONS = ['punta-cana', 'cap-cana'];
/** A small picture, as a phone would send it (PNG; the server re-encodes it). */
const POOL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOQq1hAFcQwapDcaBjJjaajitEsUkF+OgAAR6zRED0OlkMAAAAASUVORK5CYII=',
  'base64',
);

const TEXT = {
  en: {
    ask: 'Could we arrive at nine in the evening?',
    answer: 'Of course. Here is the pool, ready for you.',
    later: 'The chef arrives at seven.',
  },
  es: {
    ask: '¿Podemos llegar a las nueve de la noche?',
    answer: 'Claro. Aquí tienes la piscina, lista para ti.',
    later: 'El chef llega a las siete.',
  },
} as const;

/** A new account whose language is `locale` (its trips' mails follow it). */
async function signUp(page: Page, tag: string, locale: Locale): Promise<string> {
  const email = freshEmail(tag);
  const password = 'Sea-Breeze-2026';
  const res = await page.request.post(`/api/signup?locale=${locale}`, { data: { email, password, password_confirmation: password } });
  expect(res.status()).toBe(201);
  return email;
}

async function write(page: Page, text: string, file?: { name: string; mimeType: string; buffer: Buffer }) {
  const composer = page.getByTestId('composer');
  await composer.getByTestId('composer-text').fill(text);
  if (file) await composer.getByTestId('composer-file-input').setInputFiles(file);
  await composer.getByTestId('composer-send').click();
  await expect(page.getByTestId('message-list').getByTestId('message').filter({ hasText: text })).toHaveAttribute('data-mine', 'true');
}

for (const locale of ['en', 'es'] as const satisfies readonly Locale[]) {
  test.describe(`messaging (${locale})`, () => {
    test('a guest and the concierge talk live: unread on the desk, a photo back, private to them, a digest of the unread only', async ({
      page,
      browser,
      asConcierge: concierge,
    }) => {
      const text = TEXT[locale];
      const guestEmail = await signUp(page, `talk-${locale}`, locale);
      const trip = await bookViaApi(page.request, { instant: true, locale, destinations: CONCIERGE_DESTINATIONS });

      // Both open their pages before anything is written: what follows arrives without a reload.
      await concierge.goto(at(locale, '/concierges/messages'));
      await expect(concierge.getByTestId('desk-inbox')).toBeVisible();
      await page.goto(at(locale, `/user/message?trip=${trip.id}`));
      await expect(page.getByTestId('conversation-empty')).toBeVisible();

      await write(page, text.ask);
      const item = concierge.locator(`[data-testid="conversation-item"][data-trip-id="${trip.id}"]`);
      await expect(item.getByTestId('conversation-unread')).toBeVisible();
      await expect(concierge.getByTestId('unread-count')).toBeVisible();

      await item.click();
      await expect(concierge.getByTestId('message-list')).toContainText(text.ask);
      await write(concierge, text.answer, { name: 'pool.png', mimeType: 'image/png', buffer: POOL_PNG });

      const photo = page.getByTestId('message-list').getByTestId('message-image');
      await expect(photo).toBeVisible();
      await expect(page.getByTestId('message-list')).toContainText(text.answer);
      const src = (await photo.getAttribute('src')) ?? '';
      expect(src).toMatch(new RegExp(`^/v1/account/trips/${trip.id}/messages/attachments/\\d+$`));
      const mine = await page.request.get(src);
      expect([mine.status(), mine.headers()['cache-control']]).toEqual([200, 'private, no-store']);

      // A third account cannot read the photo, even with its address.
      const stranger = await (await browser.newContext()).newPage();
      await signUp(stranger, `stranger-${locale}`, locale);
      expect((await stranger.request.get(src)).status()).toBe(404);
      await stranger.context().close();

      // The guest has read the answer (the page was in front of them); then leaves, and a second
      // answer stays unread: the digest mails that one, not the first.
      await expect(page.getByTestId('unread-count')).toHaveCount(0);
      await page.goto(at(locale, '/user/trips'));
      await write(concierge, text.later);
      await expect.poll(async () => (await mailsTo(guestEmail, 'message-digest')).length, { timeout: 45_000, intervals: [1_000] }).toBe(1);
      const [digest] = await mailsTo(guestEmail, 'message-digest');
      expect(digest?.locale).toBe(locale);
      expect(digest?.textBody).toContain(text.later);
      expect(digest?.textBody).not.toContain(text.answer);

      // On a phone the conversation takes the whole width, with the way back to the list, and nothing overflows.
      for (const [who, path] of [
        [page, `/user/message?trip=${trip.id}`],
        [concierge, `/concierges/messages?trip=${trip.id}`],
      ] as const) {
        await onPhone(who);
        await who.goto(at(locale, path));
        await expect(who.getByTestId('composer-send')).toBeVisible();
        await expect(who.getByTestId('conversation-list')).toBeHidden();
        // Measured once the photos have their size.
        const images = who.getByTestId('message-image');
        for (const image of await images.all()) {
          await image.scrollIntoViewIfNeeded();
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        }
        expect(await who.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await concierge.context().close();
    });
  });
}
