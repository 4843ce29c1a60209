import { DEMO_PASSWORD, freshEmail } from './support/accounts';
import { mailsTo } from './support/mail';
import { expect, test } from './support/test';
import { bookViaApi, payViaApi } from './support/trips';

/**
 * Issue 31, item 7: a person's language follows the language they use on the site. A guest who
 * signed up in English and switches to Spanish with the language switcher gets the mails of their
 * booking in Spanish; switching back on a public page (served from the page cache) makes their
 * account English again.
 */
test('a signed-in guest who switches to Spanish is mailed in Spanish, and in English again after switching back', async ({
  page,
  context,
}) => {
  const email = freshEmail('lang');
  const signup = await context.request.post('/api/signup?locale=en', {
    data: { email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const accountLocale = async () => ((await (await context.request.get('/v1/account/profile')).json()).data as { locale: string }).locale;
  expect(await accountLocale()).toBe('en');

  await page.goto('/user/trips');
  await page.getByTestId('language-switcher').first().click();
  await expect(page).toHaveURL(/\/es\/user\/trips$/);
  expect(await accountLocale()).toBe('es');

  // The booking is made through the API without naming a language: the account's is used.
  const trip = await bookViaApi(context.request, { instant: true });
  const [booked] = await mailsTo(email, 'booking-awaiting-payment');
  expect(booked?.locale).toBe('es');
  expect(booked?.subject).toContain(`Tu estancia en ${trip.property.name} está reservada`);
  await payViaApi(context.request, trip.id);
  const [paid] = await mailsTo(email, 'payment-received');
  expect(paid?.locale).toBe('es');
  expect(paid?.subject).toContain('Pago recibido');

  // Back to English from the Spanish home page, a cached public page: its header reports the language.
  await page.goto('/es');
  await page.getByTestId('language-switcher').first().click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect.poll(accountLocale).toBe('en');
});
