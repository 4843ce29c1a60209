import { expect, test } from './support/test';
import { freshEmail } from './support/accounts';
import { bookViaApi } from './support/trips';

/**
 * "Continue" on the charges page before the page's scripts have run (a slow phone, or a click at
 * once after navigation): it is disabled in the server's HTML until its handler is ready, so the
 * click waits for it and starts the payment, instead of submitting the bare form (a GET of the
 * page) and losing the guest's choice. The flaky e2e/booking.spec.ts journey clicked it that early.
 */
test('a click on Continue at once after navigation, before hydration, reaches the card form', async ({ page }) => {
  const password = 'Sea-Breeze-2026';
  const signup = await page.request.post('/api/signup', {
    data: { email: freshEmail('pay-early'), password, password_confirmation: password },
  });
  expect(signup.status()).toBe(201);
  const trip = await bookViaApi(page.request, { instant: true, locale: 'en' });

  // The page's scripts are held until the click is on its way: the button is in the HTML first.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/user-trip-charges/${trip.id}#pay`, { waitUntil: 'commit' });
  const panel = page.getByTestId('pay-panel');
  const button = panel.getByTestId('pay-continue');
  await expect(button).toBeDisabled();
  const click = button.click();
  release();
  await click;
  await expect(panel.getByTestId('demo-card-form')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/user-trip-charges/${trip.id}#pay$`));
});
