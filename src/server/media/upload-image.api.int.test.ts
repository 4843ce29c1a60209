import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as postMessage } from '@/app/v1/account/trips/[id]/messages/route';
import { POST as postExpense } from '@/app/v1/owner/expenses/route';
import { POST as postPhotos } from '@/app/v1/owner/properties/[id]/photos/route';
import { rows } from '@/server/db/raw';
import { apiRequest, type AppRouteHandler } from '@/test/api-client';
import { createCountry, createMember, createProperty, createReservation, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { MAX_UPLOAD_PIXELS } from './upload-image';

/**
 * A picture's pixels are counted from its header before it is decoded (issue 28, finding 13): a
 * 100-megapixel PNG of one colour is ~300 KB, well under every byte cap, yet costs ~0.9 s to decode
 * and resize. Listing photos, message attachments and expense receipts answer it 413
 * `image_too_large`, name the file in the caller's language, and store nothing.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let folder = '';
let huge: Buffer;
const ids = { villa: 0, trip: 0 };
const tokens = { owner: '', guest: '', admin: '' };

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-image-caps-'));
  process.env.MEDIA_DIR = path.join(folder, 'media');
  process.env.PRIVATE_FILES_DIR = path.join(folder, 'private');
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const owner = await createMember(orm, 'hbl-owners');
  const guest = await createMember(orm);
  const admin = await createMember(orm, 'hbl-administrators');
  Object.assign(tokens, { owner: owner.token, guest: guest.token, admin: admin.token });
  ids.villa = (await createProperty(orm, { countryId: country.id, stateId: state.id }, { ownerId: owner.user.id })).id;
  ids.trip = (await createReservation(orm, { userId: guest.user.id, propertyId: ids.villa })).id;
  huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await database?.dispose();
  delete process.env.MEDIA_DIR;
  delete process.env.PRIVATE_FILES_DIR;
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Every file written under the media and private folders. */
const storedFiles = () =>
  fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).filter((f) => /\.\w+$/.test(String(f))) : [];
const count = async (table: 'property_images' | 'message_attachments' | 'owner_expenses') =>
  (await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n;

/** Sends `fields` and the picture as a browser's FormData, in Spanish. */
async function send(handler: AppRouteHandler, url: string, params: Record<string, string>, token: string, field: string, fields = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  form.append(field, new Blob([new Uint8Array(huge)], { type: 'image/png' }), 'plano.png');
  const encoded = new Response(form);
  const req = apiRequest('POST', url, {
    bearer: token,
    acceptLanguage: 'es',
    raw: { body: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') ?? '' },
  });
  const res = await handler(req, { params: Promise.resolve(params) });
  return { status: res.status, body: (await res.json()) as { code?: string; error?: string } };
}

const refused = {
  status: 413,
  code: 'image_too_large',
  error: '«plano.png» es una imagen demasiado grande: como máximo 50 megapíxeles. Redúcela y vuelve a intentarlo.',
};

describe('pictures over the pixel cap', () => {
  it('are a 100-megapixel PNG well under the byte caps', async () => {
    const { width, height } = await sharp(huge).metadata();
    expect(width * height).toBeGreaterThan(MAX_UPLOAD_PIXELS);
    expect(huge.length).toBeLessThan(1_000_000);
  });

  it('are refused as listing photos: 413, nothing stored', async () => {
    const before = [storedFiles().length, await count('property_images')];
    const res = await send(postPhotos, `/v1/owner/properties/${ids.villa}/photos`, { id: String(ids.villa) }, tokens.owner, 'files');
    expect({ status: res.status, ...res.body }).toEqual(refused);
    expect([storedFiles().length, await count('property_images')]).toEqual(before);
  });

  it('are refused as message attachments: 413, no message', async () => {
    const before = [storedFiles().length, await count('message_attachments')];
    const res = await send(postMessage, `/v1/account/trips/${ids.trip}/messages`, { id: String(ids.trip) }, tokens.guest, 'files', {
      body: 'The floor plan',
    });
    expect({ status: res.status, ...res.body }).toEqual(refused);
    expect([storedFiles().length, await count('message_attachments')]).toEqual(before);
    expect((await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from messages`))[0]?.n).toBe(0);
  });

  it('are refused as expense receipts: 413, no expense', async () => {
    const before = [storedFiles().length, await count('owner_expenses')];
    const res = await send(postExpense, '/v1/owner/expenses', {}, tokens.admin, 'receipt', {
      date: '2026-03-06',
      property: ids.villa,
      description: 'Plans',
      amount_cents: 100,
    });
    expect({ status: res.status, ...res.body }).toEqual(refused);
    expect([storedFiles().length, await count('owner_expenses')]).toEqual(before);
  });
});
