/** The id and time of the running build, fixed by next.config.ts when the app is built. */
export const BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';
export const BUILD_TIME = process.env.NEXT_PUBLIC_BUILD_TIME ?? new Date(0).toISOString();

/** The client checks for a new build this often, and whenever the tab becomes visible again. */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

export const BUILD_MANIFEST_PATH = '/builds/latest.json';
