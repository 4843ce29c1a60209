import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as guestConversations } from '@/app/v1/account/conversations/route';
import { GET as guestAttachment } from '@/app/v1/account/trips/[id]/messages/attachments/[attachmentId]/route';
import { POST as guestRead } from '@/app/v1/account/trips/[id]/messages/read/route';
import { GET as guestMessages, POST as guestPost } from '@/app/v1/account/trips/[id]/messages/route';
import { GET as unread } from '@/app/v1/account/unread/route';
import { GET as inbox } from '@/app/v1/concierge/conversations/route';
import { GET as deskAttachment } from '@/app/v1/concierge/trips/[id]/messages/attachments/[attachmentId]/route';
import { POST as deskRead } from '@/app/v1/concierge/trips/[id]/messages/read/route';
import { GET as deskMessages, POST as deskPost } from '@/app/v1/concierge/trips/[id]/messages/route';
import { rows } from '@/server/db/raw';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { reservations } from '@/server/db/schema/booking';
import { type CallOptions, apiRequest, call, routeAt as at } from '@/test/api-client';
import { createMember, createProperty, createRegion, createReservation } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { privateFilePath } from './private-files';

/**
 * The messaging API as clients meet it: a guest and the desk write on a trip, retries are stored
 * once, files are checked by their bytes and kept privately, read marks drive unread counts and the
 * inbox; others get 404 and bad input a 4xx in the caller's language.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let privateDir = '';
const tokens = { guest: '', other: '', concierge: '', far: '' };
let conciergeId = 0;
let tripId = 0;
let otherTripId = 0;
let guestUserId = 0;
let villaId = 0;

beforeAll(async () => {
  privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-private-'));
  process.env.PRIVATE_FILES_DIR = privateDir;
  database = await useTestDatabase();
  const orm = database.orm;
  const { country, state, elsewhere } = await createRegion(orm);
  const guest = await createMember(orm, undefined, { name: 'Ana Rivera' });
  const other = await createMember(orm);
  const concierge = await createMember(orm, 'hbl-concierge', { name: 'Marta Desk' });
  const far = await createMember(orm, 'hbl-concierge');
  await orm.insert(conciergeAssignments).values([
    { userId: concierge.user.id, countryId: country.id, stateId: state.id },
    { userId: far.user.id, countryId: country.id, stateId: elsewhere.id },
  ]);
  Object.assign(tokens, { guest: guest.token, other: other.token, concierge: concierge.token, far: far.token });
  conciergeId = concierge.user.id;
  const villa = await createProperty(orm, { countryId: country.id, stateId: state.id });
  tripId = (await createReservation(orm, { userId: guest.user.id, propertyId: villa.id })).id;
  guestUserId = guest.user.id;
  villaId = villa.id;
  otherTripId = (await createReservation(orm, { userId: other.user.id, propertyId: villa.id })).id;
});
afterAll(async () => {
  await database?.dispose();
  fs.rmSync(privateDir, { recursive: true, force: true });
});

const as = (who: keyof typeof tokens, extra: CallOptions = {}): CallOptions => ({ bearer: tokens[who], ...extra });

/** A multipart body as a browser's FormData would send it. */
async function multipart(text: string, files: { name: string; type: string; bytes: Uint8Array }[]): Promise<CallOptions['raw']> {
  const form = new FormData();
  form.set('body', text);
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = new Response(form);
  return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
}

const post = (who: keyof typeof tokens, side: 'guest' | 'desk', trip: number, opts: CallOptions) =>
  call(
    at(side === 'guest' ? guestPost : deskPost, { id: trip }),
    'POST',
    `/v1/${side === 'guest' ? 'account' : 'concierge'}/trips/${trip}/messages`,
    as(who, opts),
  );

describe('posting', () => {
  it('the guest writes, the desk answers; each sees the other’s words in order', async () => {
    const first = await post('guest', 'guest', tripId, { json: { body: 'Could we arrive at 11?' } });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ body: 'Could we arrive at 11?', sender_role: 'guest', mine: true, sender_name: 'Ana Rivera' });
    const reply = await post('concierge', 'desk', tripId, { json: { body: 'Of course, the house is ready by then.' } });
    expect(reply.status).toBe(201);
    const seen = await call(at(guestMessages, { id: tripId }), 'GET', `/v1/account/trips/${tripId}/messages`, as('guest'));
    expect(seen.status).toBe(200);
    const data = seen.body.data as { messages: { body: string; mine: boolean }[]; unread_count: number };
    expect(data.messages.map((m) => [m.body, m.mine])).toEqual([
      ['Could we arrive at 11?', true],
      ['Of course, the house is ready by then.', false],
    ]);
    expect(data.unread_count).toBe(1);
  });

  it('a retried POST with the same Idempotency-Key stores the message once and answers it again', async () => {
    const headers = { 'idempotency-key': 'retry-1' };
    const a = await post('guest', 'guest', tripId, { json: { body: 'Only once, please' }, headers });
    const b = await post('guest', 'guest', tripId, { json: { body: 'Only once, please' }, headers });
    expect([a.status, b.status]).toEqual([201, 200]);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect((b.body.data as { id: number }).id).toBe((a.body.data as { id: number }).id);
    const [count] = await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from messages where body = 'Only once, please'`);
    expect(count?.n).toBe(1);
  });

  it('refuses empty and overlong text with a sentence in the caller’s language', async () => {
    const empty = await post('guest', 'guest', tripId, { json: { body: '   ' }, acceptLanguage: 'es' });
    expect([empty.status, empty.body.code]).toEqual([400, 'validation_failed']);
    expect((empty.body as { fields?: Record<string, string> }).fields?.body).toBe('Escribe un mensaje o adjunta un archivo.');
    const long = await post('guest', 'guest', tripId, { json: { body: 'x'.repeat(5001) } });
    expect([long.status, long.body.code]).toEqual([400, 'validation_failed']);
    expect((long.body as { fields?: Record<string, string> }).fields?.body).toContain('5,000');
    const exactly = await post('guest', 'guest', tripId, { json: { body: 'y'.repeat(5000) } });
    expect(exactly.status).toBe(201);
  });

  it('another guest’s trip and a trip outside the concierge’s scope are 404; no session is 401', async () => {
    expect((await post('guest', 'guest', otherTripId, { json: { body: 'hi' } })).status).toBe(404);
    expect((await post('far', 'desk', tripId, { json: { body: 'hi' } })).status).toBe(404);
    expect((await post('guest', 'desk', tripId, { json: { body: 'hi' } })).status).toBe(403);
    const anonymous = await call(at(guestPost, { id: tripId }), 'POST', `/v1/account/trips/${tripId}/messages`, { json: { body: 'hi' } });
    expect(anonymous.status).toBe(401);
  });
});

describe('attachments', () => {
  it('re-encodes a JPEG without its EXIF, keeps a PDF, and serves both privately to participants only', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Owner', ImageDescription: 'Behind the pool house' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const raw = await multipart('The gate and the contract', [
      { name: 'gate.jpg', type: 'image/jpeg', bytes: photo },
      { name: '../../contract.pdf', type: 'application/pdf', bytes: pdf },
    ]);
    const sent = await post('guest', 'guest', tripId, { raw });
    expect(sent.status).toBe(201);
    const files = (sent.body.data as { attachments: { id: number; file_name: string; content_type: string; width: number | null }[] })
      .attachments;
    expect(files.map((f) => [f.file_name, f.content_type, f.width])).toEqual([
      ['gate.jpg', 'image/jpeg', 40],
      ['contract.pdf', 'application/pdf', null],
    ]);
    const [stored] = await rows<{ storage_key: string }>(
      database.orm,
      sql`select storage_key from message_attachments where id = ${files[0]?.id ?? 0}`,
    );
    const onDisk = fs.readFileSync(privateFilePath(stored?.storage_key ?? ''));
    expect(privateFilePath(stored?.storage_key ?? '').startsWith(privateDir)).toBe(true);
    expect((await sharp(onDisk).metadata()).exif).toBeUndefined();
    expect(onDisk.includes('Secret Owner')).toBe(false);

    const image = await guestAttachment(apiRequest('GET', '/x', as('guest')), {
      params: Promise.resolve({ id: String(tripId), attachmentId: String(files[0]?.id) }),
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const doc = await deskAttachment(apiRequest('GET', '/x', as('concierge')), {
      params: Promise.resolve({ id: String(tripId), attachmentId: String(files[1]?.id) }),
    });
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-disposition')).toMatch(/^attachment; filename="contract.pdf"/);

    // A third account, the guest naming the file under another trip, a concierge elsewhere: 404.
    const params = (id: number) => ({ params: Promise.resolve({ id: String(id), attachmentId: String(files[0]?.id) }) });
    expect((await guestAttachment(apiRequest('GET', '/x', as('other')), params(tripId))).status).toBe(404);
    expect((await guestAttachment(apiRequest('GET', '/x', as('other')), params(otherTripId))).status).toBe(404);
    expect((await deskAttachment(apiRequest('GET', '/x', as('far')), params(tripId))).status).toBe(404);
  });

  it('a file that is not a picture or a PDF by its bytes is 400, whatever its name or claimed type', async () => {
    const raw = await multipart('see', [
      { name: 'photo.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>') },
    ]);
    const res = await post('guest', 'guest', tripId, { raw, acceptLanguage: 'en' });
    expect([res.status, res.body.code]).toEqual([400, 'attachment_type']);
    expect(res.body.error).toContain('photo.jpg');
  });

  it('six files are 400 and a file over 10 MB is 413, nothing stored', async () => {
    const [before] = await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from messages`);
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const six = await multipart(
      '',
      Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, type: 'application/pdf', bytes: pdf })),
    );
    const many = await post('guest', 'guest', tripId, { raw: six, acceptLanguage: 'es' });
    expect([many.status, many.body.code, many.body.error]).toEqual([400, 'too_many_files', 'Adjunta como máximo 5 archivos.']);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const huge = await post('guest', 'guest', tripId, {
      raw: await multipart('', [{ name: 'big.pdf', type: 'application/pdf', bytes: big }]),
    });
    expect([huge.status, huge.body.code]).toEqual([413, 'file_too_large']);
    const [after] = await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from messages`);
    expect(after?.n).toBe(before?.n);
  });
});

describe('read marks, unread counts and the inbox', () => {
  it('reading moves the mark forward only; unread counts the other side’s messages above it', async () => {
    const trip = await createReservation(database.orm, {
      userId: (await rows<{ user_id: number }>(database.orm, sql`select user_id from reservations where id = ${tripId}`))[0]?.user_id ?? 0,
      propertyId:
        (await rows<{ property_id: number }>(database.orm, sql`select property_id from reservations where id = ${tripId}`))[0]
          ?.property_id ?? 0,
    });
    const hello = await post('concierge', 'desk', trip.id, { json: { body: 'Welcome!' } });
    const second = await post('concierge', 'desk', trip.id, { json: { body: 'Anything for the fridge?' } });
    const unreadOf = async (who: keyof typeof tokens) =>
      (await call(unread, 'GET', '/v1/account/unread', as(who))).body.data as { total: number; as_guest: number; as_concierge: number };
    const before = await unreadOf('guest');
    const firstId = (hello.body.data as { id: number }).id;
    const read = await call(
      at(guestRead, { id: trip.id }),
      'POST',
      `/v1/account/trips/${trip.id}/messages/read`,
      as('guest', { json: { up_to: firstId } }),
    );
    expect(read.body.data).toEqual({ last_read_id: firstId, unread_count: 1 });
    expect((await unreadOf('guest')).as_guest).toBe(before.as_guest - 1);
    // Backwards is ignored; past the newest counts as the newest.
    const back = await call(
      at(guestRead, { id: trip.id }),
      'POST',
      `/v1/account/trips/${trip.id}/messages/read`,
      as('guest', { json: { up_to: 1 } }),
    );
    expect((back.body.data as { last_read_id: number }).last_read_id).toBe(firstId);
    const all = await call(
      at(guestRead, { id: trip.id }),
      'POST',
      `/v1/account/trips/${trip.id}/messages/read`,
      as('guest', { json: { up_to: 999_999 } }),
    );
    expect(all.body.data).toEqual({ last_read_id: (second.body.data as { id: number }).id, unread_count: 0 });

    const list = await call(guestConversations, 'GET', '/v1/account/conversations', as('guest'));
    const trips = (list.body.data as { trip_id: number; unread_count: number }[]).map((c) => c.trip_id);
    expect(trips[0]).toBe(trip.id);
    expect(trips).toContain(tripId);
    expect((await call(guestConversations, 'GET', '/v1/account/conversations', as('other'))).body.data).toEqual([]);

    // The desk: guest messages above the concierge's own mark.
    const desk = await unreadOf('concierge');
    expect(desk.as_concierge).toBeGreaterThan(0);
    const deskView = await call(at(deskMessages, { id: tripId }), 'GET', `/v1/concierge/trips/${tripId}/messages?limit=2`, as('concierge'));
    expect((deskView.body.data as { messages: unknown[] }).messages).toHaveLength(2);
    expect((deskView.body.meta as { has_more: boolean }).has_more).toBe(true);
    await call(
      at(deskRead, { id: tripId }),
      'POST',
      `/v1/concierge/trips/${tripId}/messages/read`,
      as('concierge', { json: { up_to: 999_999 } }),
    );
    expect((await unreadOf('concierge')).as_concierge).toBe(0);
  });

  it('the inbox filters by assignment and unread, pages, and shows nothing outside the scope', async () => {
    await database.orm.update(reservations).set({ assignedConciergeId: conciergeId }).where(sql`id = ${tripId}`);
    await post('other', 'guest', otherTripId, { json: { body: 'Is there a crib?' } });
    const get = async (who: keyof typeof tokens, query: string) => call(inbox, 'GET', `/v1/concierge/conversations${query}`, as(who));
    const ids = (res: Awaited<ReturnType<typeof get>>) => (res.body.data as { trip_id: number }[]).map((c) => c.trip_id);
    expect(ids(await get('concierge', '?assigned=me'))).toEqual([tripId]);
    expect(ids(await get('concierge', '?assigned=unassigned'))).toContain(otherTripId);
    expect(ids(await get('concierge', '?assigned=unassigned'))).not.toContain(tripId);
    expect(ids(await get('concierge', '?unread=true'))).toEqual([otherTripId]);
    const paged = await get('concierge', '?per_page=1&page=2');
    expect(paged.body.meta).toMatchObject({ page: 2, per_page: 1 });
    expect(ids(paged)).toHaveLength(1);
    expect(ids(await get('far', ''))).toEqual([]);
    expect((await get('guest', '')).status).toBe(403);
    expect((await get('concierge', '?assigned=someone')).status).toBe(400);
  });

  it('keeps each conversation’s newest message per side (the unread filter’s markers), whatever writes the messages', async () => {
    const drift = async () =>
      rows<{ id: number }>(
        database.orm,
        sql`select c.id from conversations c where c.last_guest_message_id is distinct from
            (select max(m.id) from messages m where m.conversation_id = c.id and m.sender_role = 'guest')
          or c.last_concierge_message_id is distinct from
            (select max(m.id) from messages m where m.conversation_id = c.id and m.sender_role = 'concierge')`,
      );
    expect(await drift()).toEqual([]);
    const get = async (query: string) => call(inbox, 'GET', `/v1/concierge/conversations${query}`, as('concierge'));
    const unreadTrips = async () => ((await get('?unread=true')).body.data as { trip_id: number }[]).map((c) => c.trip_id);
    // The desk reads everything; the guest's next message makes the trip unread again.
    await call(
      at(deskRead, { id: otherTripId }),
      'POST',
      `/v1/concierge/trips/${otherTripId}/messages/read`,
      as('concierge', { json: { up_to: 999_999 } }),
    );
    expect(await unreadTrips()).not.toContain(otherTripId);
    const sent = await post('other', 'guest', otherTripId, { json: { body: 'And a high chair?' } });
    expect(sent.status).toBe(201);
    expect(await unreadTrips()).toContain(otherTripId);
    expect((await get('?unread=true')).body.meta).toMatchObject({ total: (await unreadTrips()).length });
    // Removed in SQL (no service removes a message): the markers go back to what is left.
    await database.orm.execute(sql`delete from messages where id = ${(sent.body.data as { id: number }).id}`);
    expect(await unreadTrips()).not.toContain(otherTripId);
    expect(await drift()).toEqual([]);
  });
});

describe('flooding', () => {
  it('the 61st message on a trip within 10 minutes is 429 with Retry-After; a retry of a stored one still answers', async () => {
    const trip = await createReservation(database.orm, { userId: guestUserId, propertyId: villaId });
    const first = await post('guest', 'guest', trip.id, { json: { body: 'm0' }, headers: { 'idempotency-key': 'flood-0' } });
    for (let i = 1; i < 60; i++) expect((await post('guest', 'guest', trip.id, { json: { body: `m${i}` } })).status).toBe(201);
    const refused = await post('guest', 'guest', trip.id, { json: { body: 'one too many' } });
    expect([refused.status, refused.body.code]).toEqual([429, 'rate_limited']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const retry = await post('guest', 'guest', trip.id, { json: { body: 'm0' }, headers: { 'idempotency-key': 'flood-0' } });
    expect([retry.status, (retry.body.data as { id: number }).id]).toEqual([200, (first.body.data as { id: number }).id]);
  });
});

describe('bidirectional control characters (issue 28, finding 10)', () => {
  it('are removed from a message’s body and an attachment’s name, the rest kept as sent', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const raw = await multipart('Pay \u202Eyrgna\u202C here: العربية \u2066ok\u2069', [
      { name: 'invoice\u202Egnp.pdf', type: 'application/pdf', bytes: pdf },
      { name: 'Recibo-Núñez.pdf', type: 'application/pdf', bytes: pdf },
    ]);
    // A trip of its own: the inbox and unread tests above count the conversations.
    const trip = await createReservation(database.orm, { userId: guestUserId, propertyId: villaId });
    const sent = await post('guest', 'guest', trip.id, { raw });
    expect(sent.status).toBe(201);
    const data = sent.body.data as { id: number; body: string; attachments: { file_name: string }[] };
    expect(data.body).toBe('Pay yrgna here: العربية ok');
    expect(data.attachments.map((a) => a.file_name)).toEqual(['invoicegnp.pdf', 'Recibo-Núñez.pdf']);
    const [stored] = await rows<{ body: string; file_name: string }>(
      database.orm,
      sql`select m.body, a.file_name from messages m join message_attachments a on a.message_id = m.id where m.id = ${data.id} order by a.id limit 1`,
    );
    expect(stored).toEqual({ body: 'Pay yrgna here: العربية ok', file_name: 'invoicegnp.pdf' });
    const json = await post('guest', 'guest', trip.id, { json: { body: '\u202E' } });
    expect([json.status, json.body.code]).toEqual([400, 'validation_failed']);
  });
});
