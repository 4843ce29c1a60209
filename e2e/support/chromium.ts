import fs from 'node:fs';

/**
 * The old headless shell first (Debian's package chromium-headless-shell, the build Playwright
 * itself runs headless tests in): it draws no browser window behind the page, and the suite takes
 * about half the CPU of full Chromium in --headless=new on these 2-core machines (routes.spec.ts in
 * English, one worker: 1.4 min against 2.6). Then a full Chromium or Chrome.
 */
const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell'];
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * The browser the e2e tests drive: CHROMIUM_PATH, else the system's headless shell, Chromium or
 * Chrome, else undefined (Playwright's own download, where `npx playwright install chromium`
 * could fetch one).
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  return [...HEADLESS_SHELLS, ...BROWSERS].find((path) => fs.existsSync(path));
}

/** A full browser runs headless only when asked (`--headless=new`); the shell always is, and knows no such flag. */
export function headlessArgs(path: string | undefined): string[] {
  return path && /headless[-_]shell/.test(path) ? [] : ['--headless=new'];
}
