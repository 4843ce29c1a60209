import { expect, test } from './support/test';

// SPEC §9: the route preload queue keeps at most 4 loads pending.
test('links preload their routes with at most 4 loads pending at once', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 2400 });
  let pending = 0;
  let most = 0;
  let total = 0;
  await page.route(/[?&]_rsc=/, async (route) => {
    if (route.request().headers()['next-router-prefetch'] === undefined) return route.continue();
    pending += 1;
    total += 1;
    most = Math.max(most, pending);
    // A slow network, so that the queue has to hold loads back.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
    pending -= 1;
  });
  await page.goto('/about-us');
  await expect.poll(() => total, { timeout: 15_000 }).toBeGreaterThan(6);
  expect(most).toBeGreaterThan(0);
  expect(most).toBeLessThanOrEqual(4);
});
