import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * The browser the e2e tests drive: CHROMIUM_PATH, else a system Chromium or Chrome, else
 * undefined (Playwright's own download, where `npx playwright install chromium` could fetch one).
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => fs.existsSync(path));
}
