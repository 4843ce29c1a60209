import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test';
import { type OutboxMail, mailsTo } from './support/mail';
import { loadSamples } from './support/samples';

const samples = loadSamples();

// Each test posts from its own client address, so reruns against a reused server never meet the per-IP limit.
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
const prefix = (locale: 'en' | 'es') => (locale === 'en' ? '' : '/es');

function inAWeek(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
}

async function expectConfirmationMail(to: string, locale: 'en' | 'es') {
  await expect.poll(async () => (await mailsTo(to)).length).toBe(1);
  const [mail] = await mailsTo(to);
  expect(mail).toMatchObject({ template: 'inquiry-confirmation', locale });
  return mail as OutboxMail;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const copy = {
  en: { name: 'Full name', email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message', success: /confirmation to your email/ },
  es: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    subject: 'Asunto',
    message: 'Mensaje',
    success: /confirmación por correo/,
  },
};

for (const locale of ['en', 'es'] as const) {
  const l = copy[locale];

  test(`the contact form sends, confirms on the page and mails the visitor (${locale})`, async ({ page }) => {
    const email = uniqueEmail(`contact-${locale}`);
    await page.goto(`${prefix(locale)}/contact-us`);
    const form = page.getByTestId('contact-form');
    await form.getByLabel(l.name).fill('Ana Pérez');
    await form.getByLabel(l.email).fill(email);
    await form.getByLabel(l.phone).fill('+1 809 555 0100');
    await form.getByLabel(l.subject).fill('Easter week');
    await form.getByLabel(l.message).fill('A villa for eight near the beach, please.');
    await form.getByRole('button', { name: locale === 'en' ? 'Send message' : 'Enviar mensaje' }).click();
    const success = page.getByTestId('contact-form-success');
    await expect(success).toContainText(l.success);
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/contact-us$`));
    const mail = await expectConfirmationMail(email, locale);
    expect(mail.subject).toBe(locale === 'en' ? 'We received your message' : 'Recibimos tu mensaje');
    expect(mail.textBody).toContain('Easter week');
  });

  test(`a validation error shows beside its field and keeps what was typed (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/contact-us`);
    const form = page.getByTestId('contact-form');
    await form.getByLabel(l.name).fill('Ana Pérez');
    await form.getByLabel(l.email).fill('not-an-email');
    await form.getByLabel(l.message).fill('Hello there');
    await form.getByRole('button', { name: locale === 'en' ? 'Send message' : 'Enviar mensaje' }).click();
    const emailInput = form.getByLabel(l.email);
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    await expect(emailInput).toHaveAccessibleDescription(
      locale === 'en' ? 'Enter a valid email address.' : 'Introduce un correo electrónico válido.',
    );
    await expect(form.locator('[data-field-error="subject"]')).toHaveText(
      locale === 'en' ? 'This field is required.' : 'Este campo es obligatorio.',
    );
    await expect(emailInput).toBeFocused();
    await expect(form.getByLabel(l.name)).toHaveValue('Ana Pérez');
    await expect(form.getByLabel(l.message)).toHaveValue('Hello there');
    await expect(page.getByTestId('contact-form-error')).toBeVisible();
  });
}

test('an experience is requested from its card on /experiences-collection (en)', async ({ page }) => {
  const email = uniqueEmail('experience');
  await page.goto('/experiences-collection');
  const cards = page.getByTestId('experience-card');
  expect(await cards.count()).toBeGreaterThan(3);
  const card = cards.nth(1);
  const slug = await card.getAttribute('data-slug');
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await expect(card).toContainText(/\d+ hours?/);
  await expect(card).toContainText(/\$[\d,]+ per (person|group)/);
  await card.getByRole('link', { name: `Request ${title}` }).click();
  const form = page.getByTestId('experience-form');
  await expect(form.getByLabel('Experience')).toHaveValue(slug ?? '');
  await form.getByLabel('Preferred date').fill(inAWeek());
  await form.getByLabel('Guests').fill('4');
  await form.getByLabel('Full name').fill('Tom Ward');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Request this experience' }).click();
  await expect(page.getByTestId('experience-form-success')).toContainText('Your request is with your concierge');
  const mail = await expectConfirmationMail(email, 'en');
  expect(mail.subject).toBe(`Your request: ${title}`);
});

test('a luxury service is requested from its page (es)', async ({ page }) => {
  const email = uniqueEmail('service');
  await page.goto(`/es/luxury-services/${samples.luxuryService}`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const form = page.getByTestId('service-form');
  await form.getByLabel('Fecha preferida').fill(inAWeek());
  await form.getByLabel('Huéspedes').fill('2');
  await form.getByLabel('Nombre completo').fill('Eva Ruiz');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByRole('button', { name: 'Solicitar este servicio' }).click();
  await expect(page.getByTestId('service-form-success')).toContainText('Tu solicitud ya está con tu concierge');
  const mail = await expectConfirmationMail(email, 'es');
  expect(mail.subject).toBe(`Tu solicitud: ${title}`);
});

test('the travel agent form sends and mails the agency (en)', async ({ page }) => {
  const email = uniqueEmail('agent');
  await page.goto('/travel-agent');
  const form = page.getByTestId('agent-form');
  await form.getByLabel('Agency name').fill('Blue Sky Travel');
  await form.getByLabel('Your name').fill('Mia Chen');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 212 555 0199');
  await form.getByLabel('Country').fill('United States');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByTestId('agent-form-success')).toContainText('Your application is with our agent desk');
  expect((await expectConfirmationMail(email, 'en')).textBody).toContain('Blue Sky Travel');
});

test('the list-your-villa form sends and mails the owner (es)', async ({ page }) => {
  const email = uniqueEmail('owner');
  await page.goto('/es/owners');
  const form = page.getByTestId('owner-form');
  await form.getByLabel('Nombre completo').fill('Luis Gómez');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Teléfono').fill('+34 600 000 000');
  await form.getByLabel('Habitaciones').fill('6');
  await form.getByLabel('¿Dónde está tu villa?').fill('Cap Cana, República Dominicana');
  await form.getByRole('button', { name: 'Enviar datos de la villa' }).click();
  await expect(page.getByTestId('owner-form-success')).toContainText('Los datos de tu villa');
  expect((await expectConfirmationMail(email, 'es')).subject).toBe('Recibimos los datos de tu villa');
});

for (const locale of ['en', 'es'] as const) {
  test(`the press list leads to an article, with related articles (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/press`);
    const cards = page.getByTestId('press-card');
    expect(await cards.count()).toBeGreaterThan(1);
    const first = cards.first();
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    const link = first.getByRole('link');
    const title = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/press/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('#related-press')).toHaveText(locale === 'en' ? 'More from the press' : 'Más de la prensa');
  });
}

test('robots.txt closes the private areas and points to the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^Allow: \/$/m);
  for (const path of ['/user', '/es/user', '/concierges', '/broker', '/guestbook', '/api', '/v1', '/user-booking-request']) {
    expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
  }
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('sitemap.xml lists public pages in both languages with hreflang alternates', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  for (const path of [
    '/press',
    `/press/${samples.press}`,
    `/luxury-services/${samples.luxuryService}`,
    `/property/${samples.property.id}`,
  ]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/es${path}</loc>`);
    expect(xml).toContain(`hreflang="es" href="${baseURL}/es${path}"`);
  }
  expect(xml).not.toMatch(/<loc>[^<]*\/(user|concierges|broker|guestbook)/);
});

test.describe('accessibility (axe-core)', () => {
  for (const path of [
    '/press',
    `/press/${samples.press}`,
    '/experiences-collection',
    '/luxury-services',
    `/es/luxury-services/${samples.luxuryService}`,
  ]) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});
