import { type Page, test } from './test';

/**
 * A phone's screen for the page (390 × 844 unless told), with the viewport cookie a phone's first
 * visit sets: the server renders the phone layout at once. Without it a cookie left by a wider
 * window (a sign-in, an earlier step) gets the desktop layout first, which the page replaces after
 * load (ViewportSync), and a check made in between sees both (two tables, a page 478 px wide).
 */
export async function onPhone(page: Page, size = { width: 390, height: 844 }) {
  await page.setViewportSize(size);
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('onPhone needs the project baseURL');
  await page.context().addCookies([{ name: 'viewport', value: 'xs', url }]);
}
