import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { config, VARIABLES } from './config.mjs';

// The README's table of the server's variables and the configuration module list the same names,
// with the same defaults (decision 036).

/** The rows of the first table after `heading`: each row's cells. */
function tableAfter(text: string, heading: string): string[][] {
  const lines = text.slice(text.indexOf(heading)).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

const readme = fs.readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');
const rows = tableAfter(readme, '## Configuration\n');
const namesOf = (cell: string) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] as string);

describe("the README's configuration table", () => {
  it('lists exactly the variables the configuration module reads', () => {
    const documented = rows.flatMap((row) => namesOf(row[0] ?? ''));
    expect([...documented].sort()).toEqual([...VARIABLES].sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('gives the defaults the module uses', () => {
    const c = config({ ALMA_MODE: 'demo' });
    const defaults: Record<string, unknown> = {
      PORT: c.port,
      HOSTNAME: c.hostname,
      PGLITE_DIR: c.pgliteDir,
      MEDIA_DIR: c.mediaDir,
      PRIVATE_FILES_DIR: c.privateFilesDir,
      SECRETS_DIR: c.secretsDir,
      TRUST_PROXY_HOPS: c.trustProxyHops,
      STAFF_EMAIL: c.staffEmail,
      RATE_LIMIT_MULTIPLIER: c.rateLimitMultiplier,
      MESSAGE_DIGEST_DELAY_MS: c.messageDigestDelayMs,
      MESSAGE_DIGEST_EVERY_MS: c.messageDigestEveryMs,
      ICAL_SYNC_EVERY_MINUTES: c.icalSyncEveryMinutes,
    };
    const documented = Object.fromEntries(rows.map((row) => [namesOf(row[0] ?? '')[0], (row[1] ?? '').replaceAll('`', '')]));
    for (const [name, value] of Object.entries(defaults)) expect(documented[name], name).toBe(String(value));
    expect(documented.SITE_URL).toBe('http://localhost:$PORT');
    expect(config({ PORT: '4321' }).siteUrl).toBe('http://localhost:4321');
  });
});
