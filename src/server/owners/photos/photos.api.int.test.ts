import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deletePhoto, PATCH as patchPhoto } from '@/app/v1/owner/properties/[id]/photos/[photoId]/route';
import { PUT as putOrder } from '@/app/v1/owner/properties/[id]/photos/order/route';
import { POST as postPhotos } from '@/app/v1/owner/properties/[id]/photos/route';
import { GET as getProperty } from '@/app/v1/properties/[id]/route';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import { createCountry, createMember, createProperty, createPropertyImage, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { PHOTO_UPLOADS } from '../../http/owner-photos';
import { photosOf } from './photos.queries';
import { PHOTO_MAX_FILE_BYTES, type OwnerPhoto } from './photos.types';

/**
 * The photos API as the owner portal meets it: real pictures made by sharp go in, three EXIF-free
 * WebP sizes come out under the media folder, captions, cover, order and deletes show on the public
 * property at once; bad files are refused whole, and other owners and other roles get 404 and 403.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media = '';
const tokens = { owner: '', other: '', concierge: '' };
let villaId = 0;
let otherVillaId = 0;
let busyVillaId = 0;
let otherPhotoId = 0;

beforeAll(async () => {
  media = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-media-'));
  process.env.MEDIA_DIR = media;
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const owner = await createMember(orm, 'hbl-owners');
  const other = await createMember(orm, 'hbl-owners');
  const concierge = await createMember(orm, 'hbl-concierge');
  Object.assign(tokens, { owner: owner.token, other: other.token, concierge: concierge.token });
  villaId = (await createProperty(orm, { countryId: country.id, stateId: state.id }, { ownerId: owner.user.id })).id;
  busyVillaId = (await createProperty(orm, { countryId: country.id, stateId: state.id }, { ownerId: owner.user.id })).id;
  otherVillaId = (await createProperty(orm, { countryId: country.id, stateId: state.id }, { ownerId: other.user.id })).id;
  otherPhotoId = (await createPropertyImage(orm, otherVillaId, { position: 0 })).id;
});
afterAll(async () => {
  await database?.dispose();
  delete process.env.MEDIA_DIR;
  fs.rmSync(media, { recursive: true, force: true });
});

const as = (who: keyof typeof tokens, extra: CallOptions = {}): CallOptions => ({ bearer: tokens[who], ...extra });

/** A multipart body as the browser's FormData sends it. */
async function multipart(files: { name: string; type: string; bytes: Uint8Array }[]): Promise<CallOptions['raw']> {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = new Response(form);
  return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
}

/** A camera's JPEG: 3000×2000 stored sideways (EXIF orientation 6), with GPS and a camera make. */
async function cameraJpeg(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'AlmaCam', Model: 'Test 1', Copyright: 'Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 35/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '68/1 22/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const small = (format: 'png' | 'webp' | 'avif', colour = '#2a6f97') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    [format]()
    .toBuffer();

const upload = async (
  who: keyof typeof tokens,
  files: { name: string; type: string; bytes: Uint8Array }[],
  villa = villaId,
  extra: CallOptions = {},
) =>
  call(at(postPhotos, { id: villa }), 'POST', `/v1/owner/properties/${villa}/photos`, as(who, { raw: await multipart(files), ...extra }));

const patch = (who: keyof typeof tokens, photoId: number, json: unknown, villa = villaId) =>
  call(at(patchPhoto, { id: villa, photoId }), 'PATCH', `/v1/owner/properties/${villa}/photos/${photoId}`, as(who, { json }));

const order = (who: keyof typeof tokens, ids: unknown, villa = villaId) =>
  call(at(putOrder, { id: villa }), 'PUT', `/v1/owner/properties/${villa}/photos/order`, as(who, { json: { photo_ids: ids } }));

const remove = (who: keyof typeof tokens, photoId: number, villa = villaId) =>
  call(at(deletePhoto, { id: villa, photoId }), 'DELETE', `/v1/owner/properties/${villa}/photos/${photoId}`, as(who));

const fileOf = (url: string) => path.join(media, url.replace(/^\/media\//, ''));
const mediaFiles = () =>
  fs.existsSync(path.join(media, 'properties'))
    ? fs.readdirSync(path.join(media, 'properties'), { recursive: true }).filter((f) => String(f).endsWith('.webp'))
    : [];

async function publicImages(): Promise<string[]> {
  const res = await call(at(getProperty, { id: villaId }), 'GET', `/v1/properties/${villaId}`);
  expect(res.status).toBe(200);
  return ((res.body.data as { images: { original: string }[] }).images ?? []).map((i) => i.original);
}

describe('uploading photos', () => {
  it('keeps the 20 MB cap of issue 15', () => {
    expect(PHOTO_MAX_FILE_BYTES).toBe(20_000_000);
    expect(PHOTO_UPLOADS.maxFileBytes).toBe(20_000_000);
  });

  it('re-encodes a camera JPEG upright to three WebP sizes with no EXIF or GPS, at the end of the gallery', async () => {
    const jpeg = await cameraJpeg('#c8553d');
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload('owner', [
      { name: 'IMG_0001.JPG', type: 'image/jpeg', bytes: jpeg },
      { name: 'pool.png', type: 'image/png', bytes: await small('png') },
    ]);
    expect(res.status).toBe(201);
    const photos = res.body.data as OwnerPhoto[];
    expect(photos.map((p) => p.position)).toEqual([0, 1]);
    expect((res.body.meta as { added: number[] }).added).toEqual(photos.map((p) => p.id));
    const [first] = photos;
    if (!first) throw new Error('no photo');
    // Sideways 3000×2000 with orientation 6 is a 2000×3000 portrait: the long side capped at 2560.
    expect([first.width, first.height]).toEqual([1707, 2560]);
    expect(first.cover).toBe(true);
    const expected = { original: 2560, medium: 1280, thumbnail: 640 };
    for (const size of ['original', 'medium', 'thumbnail'] as const) {
      const url = first[size];
      expect(url).toMatch(new RegExp(`^/media/properties/${villaId}/[0-9a-f]{32}-${size}\\.webp$`));
      const meta = await sharp(fs.readFileSync(fileOf(url))).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(expected[size]);
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // A picture smaller than a size is never enlarged.
    const png = photos[1];
    expect([png?.width, png?.height]).toEqual([640, 480]);
    const thumb = await sharp(fs.readFileSync(fileOf(png?.thumbnail ?? ''))).metadata();
    expect([thumb.width, thumb.height]).toEqual([160, 120]);
    expect(await publicImages()).toEqual(photos.map((p) => p.original));
  });

  it('takes WebP and AVIF by their bytes, whatever the name says', async () => {
    const res = await upload('owner', [
      { name: 'terrace.webp', type: 'image/webp', bytes: await small('webp', '#557a46') },
      { name: 'sunset.bin', type: 'application/octet-stream', bytes: await small('avif', '#f2a541') },
    ]);
    expect(res.status).toBe(201);
    expect((res.body.data as OwnerPhoto[]).map((p) => p.position)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a text file named .jpg with 415 naming it, in the caller’s language, and stores nothing of the request', async () => {
    const before = mediaFiles().length;
    const good = { name: 'fine.png', type: 'image/png', bytes: await small('png') };
    const text = { name: 'notes.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('this is not a picture at all\n'.repeat(20)) };
    const res = await upload('owner', [good, text]);
    expect([res.status, res.body.code]).toEqual([415, 'unsupported_media_type']);
    expect(res.body.error).toContain('notes.jpg');
    const es = await upload('owner', [text], villaId, { acceptLanguage: 'es' });
    expect(es.body.error).toBe('«notes.jpg» no es una imagen JPEG, PNG, WebP ni AVIF.');
    expect(mediaFiles().length).toBe(before);
    expect(await publicImages()).toHaveLength(4);
  });

  it('refuses bytes that claim to be a JPEG but do not decode (422), and an empty request (400)', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(400, 7)]);
    const res = await upload('owner', [{ name: 'broken.jpg', type: 'image/jpeg', bytes: broken }]);
    expect([res.status, res.body.code]).toEqual([422, 'image_unreadable']);
    expect(res.body.error).toContain('broken.jpg');
    const none = await upload('owner', []);
    expect([none.status, none.body.code]).toEqual([400, 'no_files']);
  });

  it('refuses a file over 20 MB with 413 while it streams', async () => {
    const before = mediaFiles().length;
    const big = new Uint8Array(PHOTO_MAX_FILE_BYTES + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload('owner', [{ name: 'huge.jpg', type: 'image/jpeg', bytes: big }]);
    expect([res.status, res.body.code]).toEqual([413, 'file_too_large']);
    expect(res.body.error).toContain('20 MB');
    expect(mediaFiles().length).toBe(before);
  });
});

describe('editing the gallery', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    ids = (await photosOf(database.orm, villaId)).map((p) => p.id);
    expect(ids).toHaveLength(4);
  });
  const publicCaptions = async (acceptLanguage: string) =>
    (
      (await call(at(getProperty, { id: villaId }), 'GET', `/v1/properties/${villaId}`, { acceptLanguage })).body.data as {
        images: { caption: string }[];
      }
    ).images.map((i) => i.caption);

  it('saves captions in both languages, and the public page shows the one of its language', async () => {
    const res = await patch('owner', ids[0] ?? 0, { caption_en: 'Pool at dusk', caption_es: 'Piscina al atardecer' });
    expect(res.status).toBe(200);
    expect((res.body.data as OwnerPhoto[])[0]).toMatchObject({ caption_en: 'Pool at dusk', caption_es: 'Piscina al atardecer' });
    expect((await publicCaptions('en'))[0]).toBe('Pool at dusk');
    expect((await publicCaptions('es'))[0]).toBe('Piscina al atardecer');
    const one = await patch('owner', ids[0] ?? 0, { caption_es: 'La piscina' });
    expect((one.body.data as OwnerPhoto[])[0]).toMatchObject({ caption_en: 'Pool at dusk', caption_es: 'La piscina' });
    const empty = await patch('owner', ids[0] ?? 0, {});
    expect([empty.status, empty.body.code]).toEqual([400, 'validation_failed']);
  });

  it('makes a photo the cover: it moves first, the others keep their order', async () => {
    const [a, b, c, d] = ids;
    const res = await patch('owner', c ?? 0, { cover: true });
    expect(res.status).toBe(200);
    const now = (res.body.data as OwnerPhoto[]).map((p) => p.id);
    expect(now).toEqual([c, a, b, d]);
    expect((res.body.data as OwnerPhoto[])[0]?.cover).toBe(true);
    const originals = (res.body.data as OwnerPhoto[]).map((p) => p.original);
    expect(await publicImages()).toEqual(originals);
    ids = now as number[];
  });

  it('reorders with exactly the villa’s ids, else 422 and nothing moves', async () => {
    const reversed = [...ids].reverse();
    const res = await order('owner', reversed);
    expect(res.status).toBe(200);
    expect((res.body.data as OwnerPhoto[]).map((p) => [p.id, p.position])).toEqual(reversed.map((id, i) => [id, i]));
    for (const wrong of [
      reversed.slice(1),
      [...reversed, otherPhotoId],
      [...reversed.slice(1), reversed[1]],
      [...reversed.slice(1), 999_999],
    ]) {
      const bad = await order('owner', wrong);
      expect([bad.status, bad.body.code]).toEqual([422, 'photo_order_mismatch']);
    }
    const originals = (res.body.data as OwnerPhoto[]).map((p) => p.original);
    expect(await publicImages()).toEqual(originals);
    ids = reversed;
  });

  it('deletes a photo with its three files and closes the gap', async () => {
    const victim = ids[1] ?? 0;
    const before = (await order('owner', ids)).body.data as OwnerPhoto[];
    const gone = before.find((p) => p.id === victim);
    if (!gone) throw new Error('no photo');
    const res = await remove('owner', victim);
    expect(res.status).toBe(200);
    const after = res.body.data as OwnerPhoto[];
    expect(after.map((p) => p.id)).toEqual(ids.filter((id) => id !== victim));
    expect(after.map((p) => p.position)).toEqual([0, 1, 2]);
    for (const url of [gone.original, gone.medium, gone.thumbnail]) expect(fs.existsSync(fileOf(url))).toBe(false);
    expect(fs.existsSync(fileOf(after[0]?.original ?? ''))).toBe(true);
    expect((await remove('owner', victim)).status).toBe(404);
    ids = after.map((p) => p.id);
  });
});

describe('who may touch the photos', () => {
  it('another owner gets 404 on every verb, and nothing changes', async () => {
    const png = { name: 'x.png', type: 'image/png', bytes: await small('png') };
    expect((await upload('other', [png])).status).toBe(404);
    expect((await order('other', [1])).status).toBe(404);
    const before = await photosOf(database.orm, villaId);
    expect((await patch('other', before[0]?.id ?? 0, { cover: true })).status).toBe(404);
    expect((await remove('other', before[1]?.id ?? 0)).status).toBe(404);
    expect(await photosOf(database.orm, villaId)).toEqual(before);
    // The owner's own villa, but a photo of another villa: 404 too.
    expect((await patch('owner', otherPhotoId, { cover: true })).status).toBe(404);
    expect((await remove('owner', otherPhotoId)).status).toBe(404);
    expect((await patch('other', otherPhotoId, { caption_en: 'x' }, villaId)).status).toBe(404);
  });

  it('a concierge gets 403', async () => {
    const png = { name: 'x.png', type: 'image/png', bytes: await small('png') };
    expect((await upload('concierge', [png])).status).toBe(403);
    expect((await patch('concierge', otherPhotoId, { cover: true }, otherVillaId)).status).toBe(403);
    expect((await remove('concierge', otherPhotoId, otherVillaId)).status).toBe(403);
    expect((await order('concierge', [otherPhotoId], otherVillaId)).status).toBe(403);
  });
});

describe('two uploads at once', () => {
  it('take turns on the gallery: both land, with positions 0..n-1 and no collision', async () => {
    const one = async (colour: string) => ({ name: `${colour.slice(1)}.png`, type: 'image/png', bytes: await small('png', colour) });
    const answers = await Promise.all([
      upload('owner', [await one('#111111'), await one('#222222')], busyVillaId),
      upload('owner', [await one('#333333')], busyVillaId),
      upload('owner', [await one('#444444')], busyVillaId),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const photos = await photosOf(database.orm, busyVillaId);
    expect(photos.map((p) => p.position)).toEqual([0, 1, 2, 3]);
    // One request's files stay together, in the order sent.
    const added = (answers[0]?.body.meta as { added: number[] } | undefined)?.added ?? [];
    const at0 = photos.findIndex((p) => p.id === added[0]);
    expect(photos[at0 + 1]?.id).toBe(added[1]);
  });
});
