import { expect, test } from '@playwright/test';
import { ROUTES } from '../src/lib/routes';
import { loadSamples, samplePath } from './support/samples';

const samples = loadSamples();

// SPEC §2: every route exists in English and under /es, in its layout, with its language.
for (const locale of ['en', 'es'] as const) {
  for (const route of ROUTES) {
    const path = samplePath(route, samples);
    const url = locale === 'en' ? path : `/es${path === '/' ? '' : path}`;
    test(`${url} answers 200 in the ${route.layout} layout, lang=${locale}`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator(`[data-layout="${route.layout}"]`)).toHaveCount(1);
      await expect(page.locator('h1').first()).toBeVisible();
      const title = await page.title();
      expect(title.length).toBeGreaterThan(3);
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(3);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    });
  }
}
