/**
 * The page cache with two app servers on one PostgreSQL database (issue 18; docs/decisions/031):
 * both serve a villa's page, its results and an information page from their own caches; an
 * owner's edit through server A reaches server B's cached pages over NOTIFY, and the pages B
 * serves next show it; a page the edit does not touch stays cached on both. Prints what it saw;
 * exits non-zero on a failure.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npm run test:cache
 *
 * Reuses the production build in .next (the e2e run's) or builds one. It creates its own database
 * on that server (alma_cache_…) and drops it at the end. CACHE_PORTS (default 3141,3142).
 */
import { createScratchDatabase, ensureBuild, prepareDemoDatabase, startBuiltServer, type BuiltServer } from '../support/built-server';
import { STATUS_HEADER } from '../../entry/protocol.mjs';

const [PORT_A, PORT_B] = (process.env.CACHE_PORTS ?? '3141,3142').split(',').map(Number) as [number, number];
const PASSWORD = 'Villa-Demo-2026';

const failures: string[] = [];
function check(ok: boolean, what: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

async function page(base: string, path: string) {
  const res = await fetch(`${base}${path}`, {
    headers: { cookie: 'viewport=lg', 'accept-encoding': 'gzip' },
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: res.status,
    cache: res.headers.get(STATUS_HEADER),
    csp: res.headers.get('content-security-policy') ?? '',
    body: await res.text(),
  };
}

async function until(what: string, test: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await test()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`     (${what}: not within ${ms} ms)`);
  return false;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('test:cache needs DATABASE_URL (a PostgreSQL server): two app servers cannot share an embedded PGlite');
  ensureBuild();
  const scratch = await createScratchDatabase(serverUrl, 'alma_cache');
  const servers: BuiltServer[] = [];
  try {
    const env = { DATABASE_URL: scratch.url, MEDIA_DIR: '.data/cache-test/media' };
    prepareDemoDatabase(env);
    for (const port of [PORT_A, PORT_B]) {
      servers.push(await startBuiltServer({ port, env: { ...env, SITE_URL: `http://localhost:${port}` } }));
    }
    const [a, b] = servers.map((s) => s.url) as [string, string];

    const login = await fetch(`${a}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a },
      body: JSON.stringify({ email: 'owner@almavillas.test', password: PASSWORD }),
    });
    const token = String(((await login.json()) as { token?: string }).token);
    const owned = (await (await fetch(`${a}/v1/owner/properties`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { id: number; name: string; status: string }[];
    };
    const villa = owned.data.find((p) => p.status === 'published');
    if (!villa) throw new Error('the demo owner has no published villa');
    const villaPath = `/property/${villa.id}`;
    const pages = [villaPath, '/d/dominican-republic', '/about-us'];

    for (const [name, base] of [
      ['A', a],
      ['B', b],
    ] as const) {
      for (const path of pages) {
        const first = await page(base, path);
        const second = await page(base, path);
        check(first.status === 200 && second.cache === 'hit', `server ${name} caches ${path} (${first.cache} then ${second.cache})`);
        check(
          second.body === first.body && second.csp === first.csp,
          `server ${name}'s cached ${path} is the document and policy it rendered`,
        );
      }
    }

    const renamed = `${villa.name} (renamed ${Date.now().toString(36)})`;
    const patch = await fetch(`${a}/v1/owner/properties/${villa.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: renamed }),
    });
    check(patch.status === 200, `the owner renames villa ${villa.id} through server A (${patch.status})`);
    const escaped = renamed.replaceAll('&', '&amp;');

    for (const [name, base] of [
      ['A', a],
      ['B', b],
    ] as const) {
      const seen = await until(`server ${name} shows the new name`, async () => (await page(base, villaPath)).body.includes(escaped));
      check(seen, `server ${name}'s ${villaPath} shows the new name`);
      const results = await page(base, '/d/dominican-republic');
      check(results.body.includes(escaped), `server ${name}'s results show the new name (${results.cache})`);
      const info = await page(base, '/about-us');
      check(info.cache === 'hit', `server ${name} keeps /about-us cached: the edit does not touch it (${info.cache})`);
    }
  } finally {
    for (const server of servers) {
      if (failures.length) console.log(server.output());
      await server.stop();
    }
    await scratch.drop();
  }
  if (failures.length) {
    console.error(`test:cache: ${failures.length} failure(s)`);
    process.exit(1);
  }
  console.log('test:cache: two servers, one database: the cache held and an edit reached both');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
