import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as mediaRoute } from '@/app/media/[...path]/route';
import { GET as guestAttachment } from '@/app/v1/account/trips/[id]/messages/attachments/[attachmentId]/route';
import { POST as guestPost } from '@/app/v1/account/trips/[id]/messages/route';
import { DELETE as deletePhoto } from '@/app/v1/owner/properties/[id]/photos/[photoId]/route';
import { POST as postPhotos } from '@/app/v1/owner/properties/[id]/photos/route';
import { rows } from '@/server/db/raw';
import { reservations } from '@/server/db/schema/booking';
import { type CallOptions, apiRequest, call, routeAt as at } from '@/test/api-client';
import { createCountry, createMember, createProperty, createReservation, createState } from '@/test/factories';
import { type S3TestServer, startS3Server } from '@/test/s3-server';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { localDriver } from './local-driver';
import { migrateFiles } from './migrate-files';
import { sweepFileOrphans } from './orphans';
import { s3Client, s3Driver } from './s3-driver';
import { getObject, objectExists, putObject, readObject, signedReadUrl, storage } from './storage';

/**
 * The S3 driver against a real S3-protocol server (s3rver on loopback, a bucket the test makes):
 * the storage's verbs in both areas, a signed URL a browser could follow, and the app's own paths
 * with S3_BUCKET set: a listing photo and a message attachment uploaded through the API land in the
 * bucket (nothing on the local disk), are served back by /media and by the attachment route, and
 * go from the bucket when the photo is deleted or the trip's messages go by cascade. Then
 * storage:migrate copies a local installation into the bucket, and a second run skips it all.
 */

let s3: S3TestServer;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let localDir = '';
const saved: Record<string, string | undefined> = {};
const S3_VARS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'MEDIA_DIR',
  'PRIVATE_FILES_DIR',
];

beforeAll(async () => {
  s3 = await startS3Server('alma-files');
  localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-local-'));
  for (const name of S3_VARS) saved[name] = process.env[name];
  Object.assign(process.env, s3.env, { MEDIA_DIR: path.join(localDir, 'media'), PRIVATE_FILES_DIR: path.join(localDir, 'private') });
  database = await useTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
  for (const name of S3_VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await s3?.stop();
  fs.rmSync(localDir, { recursive: true, force: true });
});

/** Every key of the bucket, prefixes included: what an operator's `aws s3 ls --recursive` shows. */
async function bucketKeys(): Promise<string[]> {
  const client = s3Client(s3.options);
  const out = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  client.destroy();
  return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
}

const localFiles = () =>
  fs.existsSync(localDir) ? fs.readdirSync(localDir, { recursive: true }).filter((f) => /\.\w+$/.test(String(f))) : [];

describe('the S3 driver', () => {
  it('is the configured storage when S3_BUCKET is set', () => {
    expect(storage().kind).toBe('s3');
  });

  it('puts, gets as a stream with size and type, tells existence, and deletes, in both areas under their prefixes', async () => {
    const picture = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const secret = Buffer.from('%PDF-1.4 private');
    await putObject('media', 'test/one-original.webp', picture);
    await putObject('private', 'test/AAAAAAAAAAAAAAAAAAAAAA.pdf', secret);
    expect(await bucketKeys()).toEqual(['media/test/one-original.webp', 'private/test/AAAAAAAAAAAAAAAAAAAAAA.pdf']);

    const got = await getObject('media', 'test/one-original.webp');
    expect(got?.size).toBe(picture.length);
    expect(got?.contentType).toBe('image/webp');
    const chunks: Buffer[] = [];
    for await (const c of got?.body ?? []) chunks.push(Buffer.from(c as Uint8Array));
    expect(Buffer.concat(chunks).equals(picture)).toBe(true);
    expect((await readObject('private', 'test/AAAAAAAAAAAAAAAAAAAAAA.pdf'))?.equals(secret)).toBe(true);
    // The same key in the other area is another object.
    expect(await objectExists('private', 'test/one-original.webp')).toBe(false);
    expect(await getObject('media', 'test/none.webp')).toBeNull();

    // A body of known length from a file on disk (s3rver, like R2 and MinIO, gets no aws-chunked upload).
    const file = path.join(localDir, 'upload.png');
    fs.writeFileSync(
      file,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    await storage().put('media', 'test/from-file.png', { file });
    expect((await storage().stat('media', 'test/from-file.png'))?.size).toBe(fs.statSync(file).size);
    fs.rmSync(file);

    await storage().delete('media', 'test/one-original.webp');
    await storage().delete('media', 'test/one-original.webp'); // already gone: fine
    await storage().delete('media', 'test/from-file.png');
    await storage().delete('private', 'test/AAAAAAAAAAAAAAAAAAAAAA.pdf');
    expect(await objectExists('media', 'test/one-original.webp')).toBe(false);
    expect(await bucketKeys()).toEqual([]);
  });

  it('signs a read URL for a public medium that a plain fetch follows; never for a private file', async () => {
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await putObject('media', 'test/signed.svg', bytes);
    const url = await signedReadUrl('media', 'test/signed.svg', 60);
    expect(url).toMatch(/X-Amz-Signature=[0-9a-f]{64}$/);
    const res = await fetch(url ?? '');
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    // s3rver does not check version 4 signatures (its source says so): s3-driver.test.ts checks the
    // signature against AWS's own published example instead.
    await expect(signedReadUrl('private' as 'media', 'test/AAAAAAAAAAAAAAAAAAAAAA.pdf')).rejects.toThrow(/never/);
    expect(await localDriver({ media: localDir }).signedUrl('media', 'test/signed.svg', 60)).toBeNull();
    await storage().delete('media', 'test/signed.svg');
  });

  it('refuses keys that are not plain relative paths', async () => {
    await expect(putObject('media', '../escape.webp', Buffer.from('x'))).rejects.toThrow(/not a storage key/);
    await expect(putObject('media', 'a/.hidden.webp', Buffer.from('x'))).rejects.toThrow(/not a storage key/);
    expect(await getObject('media', 'a//b.webp')).toBeNull();
  });
});

describe('the app on a bucket', () => {
  const tokens = { owner: '', guest: '' };
  let villaId = 0;
  let tripId = 0;

  beforeAll(async () => {
    const orm = database.orm;
    const country = await createCountry(orm);
    const state = await createState(orm, country.id);
    const owner = await createMember(orm, 'hbl-owners');
    const guest = await createMember(orm);
    Object.assign(tokens, { owner: owner.token, guest: guest.token });
    villaId = (await createProperty(orm, { countryId: country.id, stateId: state.id }, { ownerId: owner.user.id })).id;
    tripId = (await createReservation(orm, { userId: guest.user.id, propertyId: villaId })).id;
  });

  async function form(
    fields: Record<string, string>,
    files: { name: string; type: string; bytes: Uint8Array }[],
  ): Promise<CallOptions['raw']> {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    for (const f of files) body.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
    const res = new Response(body);
    return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
  }

  const media = (url: string, headers: Record<string, string> = {}) =>
    mediaRoute(new Request(`http://localhost${url}`, { headers }), {
      params: Promise.resolve({ path: url.replace(/^\/media\//, '').split('/') }),
    });

  it('stores an uploaded listing photo in the bucket, serves it from /media, and deletes it with the photo', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const res = await call(at(postPhotos, { id: villaId }), 'POST', `/v1/owner/properties/${villaId}/photos`, {
      bearer: tokens.owner,
      raw: await form({}, [{ name: 'terrace.jpg', type: 'image/jpeg', bytes: jpeg }]),
    });
    expect(res.status).toBe(201);
    const [photo] = res.body.data as { id: number; original: string; medium: string; thumbnail: string }[];
    if (!photo) throw new Error('no photo');
    const urls = [photo.original, photo.medium, photo.thumbnail];
    expect((await bucketKeys()).filter((k) => k.startsWith('media/'))).toEqual(urls.map((u) => u.replace(/^\//, '')).sort());
    expect(localFiles()).toEqual([]);

    const served = await media(photo.medium);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(Number(served.headers.get('content-length'))).toBe(bytes.length);
    expect((await sharp(bytes).metadata()).width).toBe(450);
    const again = await media(photo.medium, { 'if-none-match': served.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);

    const gone = await call(
      at(deletePhoto, { id: villaId, photoId: photo.id }),
      'DELETE',
      `/v1/owner/properties/${villaId}/photos/${photo.id}`,
      {
        bearer: tokens.owner,
      },
    );
    expect(gone.status).toBe(200);
    expect((await bucketKeys()).filter((k) => k.startsWith('media/'))).toEqual([]);
    expect((await media(photo.medium)).status).toBe(404);
    await sweepFileOrphans(database.orm); // the photo's queued keys: already gone, nothing left behind
    expect(await rows(database.orm, sql`select 1 from file_orphans`)).toEqual([]);
  });

  it('keeps a message attachment in the bucket’s private prefix, streams it to the participant, and deletes it when the trip goes by cascade', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const sent = await call(at(guestPost, { id: tripId }), 'POST', `/v1/account/trips/${tripId}/messages`, {
      bearer: tokens.guest,
      raw: await form({ body: 'The contract' }, [{ name: 'contract.pdf', type: 'application/pdf', bytes: pdf }]),
    });
    expect(sent.status).toBe(201);
    const [file] = (sent.body.data as { attachments: { id: number }[] }).attachments;
    const privateKeys = (await bucketKeys()).filter((k) => k.startsWith('private/'));
    expect(privateKeys).toHaveLength(1);
    expect(privateKeys[0]).toMatch(/^private\/messages\/[A-Za-z0-9_-]+\.pdf$/);
    expect(localFiles()).toEqual([]);

    const download = await guestAttachment(apiRequest('GET', '/x', { bearer: tokens.guest }), {
      params: Promise.resolve({ id: String(tripId), attachmentId: String(file?.id) }),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="contract.pdf"');
    expect(download.headers.get('content-length')).toBe(String(pdf.length));
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    // Nothing in the app deletes a trip, but an operator may: its conversation, messages and
    // attachments go by cascade, and the trigger queues the file for the sweep.
    await database.orm.delete(reservations).where(eq(reservations.id, tripId));
    expect(await rows(database.orm, sql`select area, key from file_orphans`)).toEqual([
      { area: 'private', key: privateKeys[0]?.replace(/^private\//, '') },
    ]);
    expect(await sweepFileOrphans(database.orm)).toEqual({ deleted: 1, kept: 0 });
    expect(await bucketKeys()).toEqual([]);
    expect(await rows(database.orm, sql`select 1 from file_orphans`)).toEqual([]);
  });
});

describe('storage:migrate', () => {
  it('copies a local installation’s files into the bucket, skips them on a second run, and resumes after an interruption', async () => {
    const media = path.join(localDir, 'old-media');
    const priv = path.join(localDir, 'old-private');
    const files: [string, string | Buffer][] = [
      [path.join(media, 'properties/casa/1-original.webp'), Buffer.alloc(300, 1)],
      [path.join(media, 'properties/casa/1-medium.webp'), Buffer.alloc(200, 2)],
      [path.join(media, 'press/cover.jpg'), Buffer.alloc(100, 3)],
      [path.join(priv, 'messages/QUJDREVGR0hJSktMTU5PUA.pdf'), '%PDF-1.4 a'],
      [path.join(priv, 'guestbook/QUJDREVGR0hJSktMTU5PUB.enc'), Buffer.alloc(64, 9)],
      // Not the app's files: a legacy secret and a note are never copied.
      [path.join(priv, 'guestbook.key'), 'secret'],
      [path.join(media, 'README.txt'), 'notes'],
    ];
    for (const [file, body] of files) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, body);
    }
    const from = localDriver({ media, private: priv });
    const to = s3Driver(s3.options);

    expect(await migrateFiles(from, to)).toEqual({ copied: 5, skipped: 0, failed: 0, ignored: 2 });
    expect(await bucketKeys()).toEqual([
      'media/press/cover.jpg',
      'media/properties/casa/1-medium.webp',
      'media/properties/casa/1-original.webp',
      'private/guestbook/QUJDREVGR0hJSktMTU5PUB.enc',
      'private/messages/QUJDREVGR0hJSktMTU5PUA.pdf',
    ]);
    expect((await readObject('media', 'properties/casa/1-original.webp'))?.equals(Buffer.alloc(300, 1))).toBe(true);

    expect(await migrateFiles(from, to)).toEqual({ copied: 0, skipped: 5, failed: 0, ignored: 2 });

    // An interrupted run: one object missing, one half-written (wrong size): only those two go again.
    await to.delete('media', 'press/cover.jpg');
    await to.put('private', 'messages/QUJDREVGR0hJSktMTU5PUA.pdf', Buffer.from('%PDF'));
    expect(await migrateFiles(from, to)).toEqual({ copied: 2, skipped: 3, failed: 0, ignored: 2 });
    expect((await readObject('private', 'messages/QUJDREVGR0hJSktMTU5PUA.pdf'))?.toString()).toBe('%PDF-1.4 a');
  });
});
