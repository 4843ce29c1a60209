/**
 * Files with two app servers on one PostgreSQL database and one bucket (issue 29 §1; decision 038):
 * a real S3-protocol server (s3rver on loopback) holds the files, the demo's pictures are copied
 * into it by `npm run storage:migrate` (twice: the second run copies nothing), and then a photo an
 * owner uploads through server A is served by server B, a message attachment a guest posts on A is
 * downloaded from B with a private file's headers, the deleted photo is gone from both, and neither
 * server wrote a file to its own disk. Prints what it saw; exits non-zero on a failure.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npm run test:ops-files
 *
 * Reuses the production build in .next (the e2e run's) or builds one. It creates its own database
 * on that server (alma_files_…) and drops it at the end. OPS_FILES_PORTS (default 3151,3152).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { startS3Server } from '../../src/test/s3-server';
import { createScratchDatabase, ensureBuild, prepareDemoDatabase, startBuiltServer, type BuiltServer } from '../support/built-server';

const run = promisify(execFile);
const [PORT_A, PORT_B] = (process.env.OPS_FILES_PORTS ?? '3151,3152').split(',').map(Number) as [number, number];
const PASSWORD = 'Villa-Demo-2026';
/**
 * The demo's pictures, drawn once and kept between runs (the seed skips those already there): the
 * page-cache test's folder, so that in .ci/run, which runs that test first, nothing is drawn again.
 */
const SEED_MEDIA = '.data/cache-test/media';
const SEED_PRIVATE = '.data/ops-files/seed-private';

const failures: string[] = [];
function check(ok: boolean, what: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const token = ((await res.json()) as { token?: string }).token;
  if (!token) throw new Error(`could not log in as ${email} (${res.status})`);
  return token;
}

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`not JSON (${res.status}): ${text.slice(0, 300)}`);
  }
}

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];
}

/** Runs storage:migrate as an operator would; asynchronously: s3rver answers from this process's event loop. */
async function migrate(env: Record<string, string>): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/storage/migrate.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  process.stdout.write(`${stdout.trimEnd().replace(/^/gm, '     ')}\n`);
  return stdout;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error('test:ops-files needs DATABASE_URL (a PostgreSQL server): two app servers cannot share an embedded PGlite');
  ensureBuild();
  const s3 = await startS3Server('alma-ops-files');
  const scratch = await createScratchDatabase(serverUrl, 'alma_files');
  const servers: BuiltServer[] = [];
  const own = { A: '.data/ops-files/server-a', B: '.data/ops-files/server-b' };
  for (const dir of Object.values(own)) fs.rmSync(dir, { recursive: true, force: true });
  try {
    // An installation that kept its files on disk: the demo, seeded locally, then moved to the bucket.
    prepareDemoDatabase({ DATABASE_URL: scratch.url, MEDIA_DIR: SEED_MEDIA });
    const local = { MEDIA_DIR: SEED_MEDIA, PRIVATE_FILES_DIR: SEED_PRIVATE };
    const first = await migrate({ ...s3.env, ...local });
    const copied = Number(/copied (\d+)/.exec(first)?.[1] ?? -1);
    check(copied > 0 && /failed 0/.test(first), `storage:migrate copies the demo's pictures into the bucket (${copied})`);
    const second = await migrate({ ...s3.env, ...local });
    check(/copied 0, skipped (\d+)/.exec(second)?.[1] === String(copied), 'a second storage:migrate copies nothing and skips them all');

    for (const [name, port] of [
      ['A', PORT_A],
      ['B', PORT_B],
    ] as const) {
      const dir = own[name];
      const env = {
        DATABASE_URL: scratch.url,
        SITE_URL: `http://localhost:${port}`,
        ...s3.env,
        // Each server's own (empty) folders: nothing may be written there.
        MEDIA_DIR: `${dir}/media`,
        PRIVATE_FILES_DIR: `${dir}/private`,
      };
      servers.push(await startBuiltServer({ port, env }));
    }
    const [a, b] = servers.map((s) => s.url) as [string, string];

    // A seeded picture, copied by storage:migrate, is served by both.
    const seeded = filesUnder(SEED_MEDIA).find((f) => f.endsWith('-thumbnail.webp'));
    if (seeded) {
      const [ra, rb] = await Promise.all([fetch(`${a}/media/${seeded}`), fetch(`${b}/media/${seeded}`)]);
      check(ra.status === 200 && rb.status === 200, `both servers serve the migrated /media/${seeded} (${ra.status}, ${rb.status})`);
    }

    // A listing photo uploaded through A…
    const owner = await login(a, 'owner@almavillas.test');
    const owned = await json<{ data: { id: number; status: string }[] }>(
      await fetch(`${a}/v1/owner/properties`, { headers: { authorization: `Bearer ${owner}` } }),
    );
    const villa = owned.data[0];
    if (!villa) throw new Error('the demo owner has no villa');
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    const upload = new FormData();
    upload.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'terrace.jpg');
    const posted = await fetch(`${a}/v1/owner/properties/${villa.id}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
      body: upload,
    });
    check(posted.status === 201, `the owner uploads a photo of villa ${villa.id} through server A (${posted.status})`);
    const body = await json<{ data: { id: number; original: string; medium: string; thumbnail: string }[]; meta: { added: number[] } }>(
      posted,
    );
    const photo = body.data.find((p) => p.id === body.meta.added[0]);
    if (!photo) throw new Error('the upload answered no photo');

    // …is served by B, byte for byte as A serves it.
    for (const size of ['original', 'medium', 'thumbnail'] as const) {
      const [fromA, fromB] = await Promise.all([fetch(`${a}${photo[size]}`), fetch(`${b}${photo[size]}`)]);
      const [bytesA, bytesB] = [Buffer.from(await fromA.arrayBuffer()), Buffer.from(await fromB.arrayBuffer())];
      check(
        fromB.status === 200 && fromB.headers.get('content-type') === 'image/webp' && bytesB.length > 0 && bytesB.equals(bytesA),
        `server B serves the ${size} uploaded on A (${fromB.status}, ${bytesB.length} bytes)`,
      );
    }

    // A message attachment posted on A is downloaded on B, with a private file's headers.
    const guest = await login(a, 'user@almavillas.test');
    const trips = await json<{ data: { id: number }[] }>(
      await fetch(`${a}/v1/account/trips`, { headers: { authorization: `Bearer ${guest}` } }),
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    let sent: { tripId: number; attachmentId: number } | null = null;
    for (const trip of trips.data) {
      const form = new FormData();
      form.set('body', 'The flight details');
      form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'flight.pdf');
      const res = await fetch(`${a}/v1/account/trips/${trip.id}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${guest}` },
        body: form,
      });
      if (res.status !== 201) continue;
      const message = await json<{ data: { attachments: { id: number }[] } }>(res);
      const attachmentId = message.data.attachments[0]?.id;
      if (attachmentId) sent = { tripId: trip.id, attachmentId };
      break;
    }
    check(sent !== null, `the guest posts a message with a PDF on server A${sent ? ` (trip ${sent.tripId})` : ''}`);
    if (sent) {
      const download = await fetch(`${b}/v1/account/trips/${sent.tripId}/messages/attachments/${sent.attachmentId}`, {
        headers: { authorization: `Bearer ${guest}` },
      });
      const bytes = Buffer.from(await download.arrayBuffer());
      check(
        download.status === 200 && bytes.equals(pdf),
        `server B streams the attachment posted on A (${download.status}, ${bytes.length} bytes)`,
      );
      check(
        download.headers.get('cache-control') === 'private, no-store' &&
          download.headers.get('content-security-policy') === "default-src 'none'; sandbox" &&
          (download.headers.get('content-disposition') ?? '').startsWith('attachment;'),
        'with a private file’s headers (private, no-store; sandbox; attachment)',
      );
      const stranger = await fetch(`${b}/v1/account/trips/${sent.tripId}/messages/attachments/${sent.attachmentId}`);
      check(stranger.status === 401 || stranger.status === 404, `and to no one without a session (${stranger.status})`);
    }

    // Deleting the photo on B removes the object: neither server serves it any more.
    const removed = await fetch(`${b}/v1/owner/properties/${villa.id}/photos/${photo.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${owner}` },
    });
    check(removed.status === 200, `the owner deletes the photo through server B (${removed.status})`);
    const [goneA, goneB] = await Promise.all([fetch(`${a}${photo.medium}`), fetch(`${b}${photo.medium}`)]);
    check(goneA.status === 404 && goneB.status === 404, `its files are gone from the bucket for both (${goneA.status}, ${goneB.status})`);

    const written = [...filesUnder(own.A), ...filesUnder(own.B)].filter((f) => !f.endsWith('.key'));
    check(written.length === 0, `neither server wrote a file to its own disk${written.length ? `: ${written.join(', ')}` : ''}`);
  } finally {
    for (const server of servers) {
      if (failures.length) console.log(server.output());
      await server.stop();
    }
    await scratch.drop();
    await s3.stop();
  }
  if (failures.length) {
    console.error(`test:ops-files: ${failures.length} failure(s)`);
    process.exit(1);
  }
  console.log('test:ops-files: two servers, one database, one bucket: every file was everywhere');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
