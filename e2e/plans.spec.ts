import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test';
import { at, freshEmail } from './support/accounts';
import { bookViaApi } from './support/trips';

const PASSWORD = 'Plans-e2e-2026';

const TEXT = {
  en: {
    of: 'of',
    edit: 'Edit',
    remove: 'Remove',
    yes: 'Yes, remove',
    lead: 'Lead guest',
    requested: 'Requested',
    added: 'was added',
    withdrawn: 'Withdrawn',
    full: 'change the booking',
  },
  es: {
    of: 'de',
    edit: 'Editar a',
    remove: 'Quitar a',
    yes: 'Sí, quitar',
    lead: 'Huésped principal',
    requested: 'Solicitado',
    added: 'Se añadió',
    withdrawn: 'Retirado',
    full: 'cambia la reserva',
  },
} as const;

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

for (const locale of ['en', 'es'] as const) {
  const text = TEXT[locale];

  test.describe(`trip plans (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      const res = await page.request.post('/api/signup', {
        data: { email: freshEmail(`plans-${locale}`), password: PASSWORD, password_confirmation: PASSWORD },
      });
      expect(res.status()).toBe(201);
    });

    test('adds, edits and removes a traveler', async ({ page }) => {
      const trip = await bookViaApi(page.request, { instant: true, locale });
      await page.goto(at(locale, `/user-trip-travelers/${trip.id}`));
      const heading = page.locator('#travelers-list');
      // The stay is booked for 2 guests: the list holds 2, not the villa's capacity.
      await expect(heading).toHaveText(new RegExp(`^1 ${text.of} 2`));
      const rows = page.getByTestId('traveler');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(text.lead);

      const form = page.getByTestId('add-traveler-form');
      await form.locator('input[name="name"]').fill('Emma Harper');
      await form.locator('input[name="email"]').fill('emma.harper@example.test');
      await form.locator('select[name="age_group"]').selectOption('child');
      await form.locator('button[type="submit"]').click();
      await expect(page.getByTestId('form-notice')).toContainText(text.added);
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText('Emma Harper');
      await expect(rows.nth(1)).toContainText('emma.harper@example.test');
      await expect(heading).toHaveText(new RegExp(`^2 ${text.of} 2`));
      // Every booked guest is listed: no add form, and the hint says more guests is a change of the booking.
      await expect(form).toHaveCount(0);
      await expect(page.getByTestId('travelers-full')).toContainText(text.full);
      await expectNoSeriousViolations(page);

      // Inline edit, from the keyboard.
      await page.getByRole('button', { name: `${text.edit} Emma Harper` }).focus();
      await page.keyboard.press('Enter');
      const edit = page.getByTestId('traveler-edit-form');
      await edit.locator('input[name="name"]').fill('Emma Grant');
      await edit.locator('input[name="name"]').press('Enter');
      await expect(edit).toHaveCount(0);
      await expect(rows.nth(1)).toContainText('Emma Grant');
      // The edit is saved: the trip's travelers, read through the API, carry the new name.
      const saved = await page.request.get(`/v1/account/trips/${trip.id}/travelers`);
      expect(saved.status()).toBe(200);
      const names = ((await saved.json()).data as { name: string; is_lead: boolean }[]).filter((t) => !t.is_lead).map((t) => t.name);
      expect(names).toEqual(['Emma Grant']);

      // Removal asks first.
      await page.getByRole('button', { name: `${text.remove} Emma Grant` }).click();
      await expect(page.getByTestId('confirm-remove')).toBeVisible();
      await page.getByRole('button', { name: text.yes }).click();
      await expect(rows).toHaveCount(1);
      await expect(heading).toHaveText(new RegExp(`^1 ${text.of} \\d+`));

      // The API agrees, after a reload too.
      await page.reload();
      await expect(page.getByTestId('traveler')).toHaveCount(1);
    });

    test('adds an experience to a day of the stay, shown as requested on that day', async ({ page }) => {
      const trip = await bookViaApi(page.request, { instant: true, locale });
      await page.goto(at(locale, `/user-trip-itinerary/${trip.id}`));
      const days = page.getByTestId('itinerary-day');
      await expect(days).toHaveCount(8); // 7 nights: check-in to check-out
      await expect(days.first()).toContainText(locale === 'en' ? 'Nothing planned yet' : 'Aún no hay nada planificado');

      const form = page.getByTestId('add-plan-form');
      const option = form.locator('#plan-offer optgroup').first().locator('option').first();
      const value = (await option.getAttribute('value')) ?? '';
      expect(value).toMatch(/^experience:/);
      const title = ((await option.textContent()) ?? '').split(' · ')[0]?.trim() ?? '';
      await form.locator('#plan-offer').selectOption(value);
      const day = nextDay(trip.check_in);
      await form.locator('#plan-date').selectOption(day);
      await form.locator('#plan-time').fill('10:30');
      await form.locator('#plan-guests').fill('2');
      await form.locator('#plan-note').fill('A late breakfast first, please.');
      await form.locator('button[type="submit"]').click();
      await expect(page.getByTestId('form-notice')).toBeVisible();

      const planned = page.locator(`[data-testid="itinerary-day"][data-date="${day}"] [data-testid="itinerary-item"]`);
      await expect(planned).toHaveCount(1);
      await expect(planned).toHaveAttribute('data-status', 'requested');
      await expect(planned).toContainText(title);
      await expect(planned.getByTestId('itinerary-status')).toHaveText(text.requested);
      await expectNoSeriousViolations(page);

      // A day outside the stay is refused with the field's sentence (through the API, as the form would send it).
      const bad = await page.request.post(`/v1/account/trips/${trip.id}/itinerary?locale=${locale}`, {
        data: {
          kind: 'experience',
          slug: value.split(':')[1],
          date: new Date(Date.parse(`${trip.check_out}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10),
          start_time: '10:00',
          guests: 1,
        },
      });
      expect(bad.status()).toBe(400);
      expect(Object.keys((await bad.json()).fields)).toEqual(['date']);

      // Withdrawn by keyboard: the plan stays listed as withdrawn, and the focus lands on it.
      await planned.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect(planned).toHaveAttribute('data-status', 'cancelled');
      await expect(planned.getByTestId('itinerary-status')).toHaveText(text.withdrawn);
      await expect(planned).toBeFocused();
    });
  });
}
