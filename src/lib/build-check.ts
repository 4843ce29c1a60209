import { BUILD_MANIFEST_PATH } from './build-info';

export interface BuildManifest {
  buildId: string;
  builtAt: string;
}

/** Fetches the build manifest past every cache; undefined when offline or the answer is odd. */
export async function fetchLatestBuild(now: number = Date.now()): Promise<BuildManifest | undefined> {
  try {
    const res = await fetch(`${BUILD_MANIFEST_PATH}?t=${now}`, { cache: 'no-store' });
    if (!res.ok) return undefined;
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && 'buildId' in body && typeof body.buildId === 'string') {
      return body as BuildManifest;
    }
  } catch {
    // Offline or the server is restarting: the next poll tries again.
  }
  return undefined;
}
