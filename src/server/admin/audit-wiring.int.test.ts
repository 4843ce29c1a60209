import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as confirmPlanRoute } from '@/app/v1/concierge/itinerary/[itemId]/confirm/route';
import { POST as declinePlanRoute } from '@/app/v1/concierge/itinerary/[itemId]/decline/route';
import { POST as bulkAssignRoute } from '@/app/v1/concierge/reservations/assign/route';
import { POST as confirmRoute } from '@/app/v1/concierge/reservations/[id]/confirm/route';
import { POST as declineRoute } from '@/app/v1/concierge/reservations/[id]/decline/route';
import { POST as cancelRoute } from '@/app/v1/concierge/trips/[id]/cancel/route';
import { POST as decideChangeRoute } from '@/app/v1/concierge/trips/[id]/changes/[changeId]/decide/route';
import { POST as chargeRoute } from '@/app/v1/concierge/trips/[id]/charges/route';
import { PUT as pricesRoute } from '@/app/v1/concierge/trips/[id]/groceries/prices/route';
import { POST as purchaseRoute } from '@/app/v1/concierge/trips/[id]/groceries/purchase/route';
import { POST as voidRoute } from '@/app/v1/concierge/trips/[id]/charges/[chargeId]/void/route';
import { POST as depositRoute } from '@/app/v1/concierge/trips/[id]/deposit/route';
import { POST as paymentRoute } from '@/app/v1/concierge/trips/[id]/payments/route';
import { POST as refundRoute } from '@/app/v1/concierge/trips/[id]/refunds/route';
import { POST as refundSentRoute } from '@/app/v1/concierge/trips/[id]/refunds/[refundId]/sent/route';
import { POST as expenseRoute } from '@/app/v1/owner/expenses/route';
import { POST as payoutRoute } from '@/app/v1/owner/payouts/route';
import { POST as createListingRoute } from '@/app/v1/owner/properties/route';
import { DELETE as unblockRoute } from '@/app/v1/owner/properties/[id]/blocks/[blockId]/route';
import { POST as blockRoute } from '@/app/v1/owner/properties/[id]/blocks/route';
import { PUT as guestInfoRoute } from '@/app/v1/owner/properties/[id]/guest-info/route';
import { POST as rotateRoute } from '@/app/v1/owner/properties/[id]/ical-export/rotate/route';
import { DELETE as deleteFeedRoute } from '@/app/v1/owner/properties/[id]/ical-feeds/[feedId]/route';
import { POST as addFeedRoute } from '@/app/v1/owner/properties/[id]/ical-feeds/route';
import { POST as uploadRoute } from '@/app/v1/owner/properties/[id]/photos/route';
import { PUT as photoOrderRoute } from '@/app/v1/owner/properties/[id]/photos/order/route';
import { DELETE as deletePhotoRoute, PATCH as patchPhotoRoute } from '@/app/v1/owner/properties/[id]/photos/[photoId]/route';
import { PUT as ratesRoute } from '@/app/v1/owner/properties/[id]/rates/route';
import { PATCH as detailsRoute } from '@/app/v1/owner/properties/[id]/route';
import { POST as issueRoute } from '@/app/v1/owner/statements/issue/route';
import { contextFor, userActor } from '@/test/context';
import { submittedGroceries } from '@/test/desk-fixtures';
import { serviceContext, systemContext } from '../access/context';
import { requestChange } from '../booking/change-reservation';
import { addDays } from '../core/calendar';
import { rows } from '../db/raw';
import { icalFeeds } from '../db/schema/owners';
import { groceryCategories, groceryItems, itineraryItems } from '../db/schema/trips';
import { runIssueStatementsJob } from '../owners/statements/issue-statements';
import { updateListingDetails } from '../owners/listings/listing-details';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import {
  createConcierge,
  createExperience,
  createMember,
  createPlace,
  createProperty,
  createPropertyImage,
  createReservation,
  postTestEntries,
} from '@/test/factories';
import { farRange, guestInfoBody, ratesBody } from '@/test/owner-fixtures-listings';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { isAuditAction } from '@/lib/audit-actions';
import { HIDDEN } from './audit-change';
import type { RawLine } from './audit/audit.service';

/**
 * Issue 17's audit log as the staff's and owners' existing writes fill it, through the real route
 * handlers: each write by the right role leaves exactly one line with who, from which address, what
 * and the change before and after; a refused or rolled-back write leaves none; and the table itself
 * refuses to be rewritten.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
type Member = Awaited<ReturnType<typeof createMember>>;
let owner: Member;
let otherOwner: Member;
let admin: Member;
let concierge: Member;
let guest: Member;
let place: { countryId: number; stateId: number };

let ipCounter = 1;
const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;
const as = (who: Member, extra: CallOptions = {}): CallOptions => ({ bearer: who.token, ip: freshIp(), ...extra });

type Line = Omit<RawLine, 'at'>;

let mark = 0;
/** The lines written since the last call (each test reads only its own). */
async function newLines(): Promise<Line[]> {
  const found = await rows<Line>(
    database.orm,
    sql`select id::int as id, actor_kind, actor_user_id, actor_label, ip, action, object_type, object_id, before, after
      from audit_log where id > ${mark} order by id`,
  );
  mark = Math.max(mark, ...found.map((l) => l.id));
  return found;
}

/** Exactly one new line, by `who`, from `opts.ip`. */
async function oneLine(who: Member, opts: CallOptions): Promise<Line> {
  const lines = await newLines();
  expect(lines.map((l) => l.action)).toHaveLength(1);
  const line = lines[0] as Line;
  expect(line).toMatchObject({ actor_kind: 'user', actor_user_id: who.user.id, actor_label: who.user.email, ip: opts.ip });
  return line;
}

const today = new Date().toISOString().slice(0, 10);
const ahead = addDays(today, 200);
/** A day that is past in every villa's time zone (UTC's today is still tomorrow in the Caribbean before 04:00 UTC). */
const lastWeek = addDays(today, -7);

let media = '';

beforeAll(async () => {
  media = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-audit-media-'));
  process.env.MEDIA_DIR = media;
  database = await useTestDatabase();
  const orm = database.orm;
  place = await createPlace(orm);
  owner = await createMember(orm, 'hbl-owners');
  otherOwner = await createMember(orm, 'hbl-owners');
  admin = await createMember(orm, 'hbl-administrators');
  concierge = await createConcierge(orm, place);
  guest = await createMember(orm);
  await newLines();
});
afterAll(async () => {
  await database?.dispose();
  delete process.env.MEDIA_DIR;
  fs.rmSync(media, { recursive: true, force: true });
});

const villa = async (over: Parameters<typeof createProperty>[2] = {}) =>
  createProperty(database.orm, place, { ownerId: owner.user.id, ...over });

describe('a villa’s listing', () => {
  it('logs a content change with only the fields that changed; a refused or rolled-back change logs nothing', async () => {
    const v = await villa({ name: 'Casa Vieja', status: 'draft' });
    const path = `/v1/owner/properties/${v.id}`;
    const opts = as(owner, { json: { name: 'Casa Nueva' } });
    expect((await call(at(detailsRoute, { id: v.id }), 'PATCH', path, opts)).status).toBe(200);
    const line = await oneLine(owner, opts);
    expect(line).toMatchObject({
      action: 'property.content',
      object_type: 'property',
      object_id: String(v.id),
      before: { property_id: v.id, name: 'Casa Vieja' },
      after: { property_id: v.id, name: 'Casa Nueva' },
    });

    expect((await call(at(detailsRoute, { id: v.id }), 'PATCH', path, as(otherOwner, { json: { name: 'Mine' } }))).status).toBe(404);
    expect((await call(at(detailsRoute, { id: v.id }), 'PATCH', path, as(concierge, { json: { name: 'Mine' } }))).status).toBe(403);
    expect(
      (await call(at(detailsRoute, { id: v.id }), 'PATCH', path, as(owner, { json: { bedrooms: -3 } }))).status,
    ).toBeGreaterThanOrEqual(400);
    expect(await newLines()).toEqual([]);

    // The line rides in the write's transaction: a write rolled back after it leaves no line.
    const ctx = serviceContext(database.orm, userActor(owner.user, { groups: ['hbl-owners'] }), { ip: '192.0.2.9' });
    await expect(
      database.orm.transaction(async (tx) => {
        const inTx = tx as unknown as typeof ctx.orm;
        await updateListingDetails({ ...ctx, orm: inTx }, v.id, { name: 'Never' });
        // Written inside the transaction…
        expect(await rows(inTx, sql`select 1 from audit_log where id > ${mark}`)).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // …and gone with it.
    expect(await newLines()).toEqual([]);
  });

  it('logs a new listing, a change of prices and seasons, and of the guest information with its secrets hidden', async () => {
    const created = as(owner, { json: { name: 'Villa Audit', state_id: place.stateId } });
    const made = await call(createListingRoute, 'POST', '/v1/owner/properties', created);
    expect(made.status).toBe(201);
    const id = (made.body.data as { id: number }).id;
    expect(await oneLine(owner, created)).toMatchObject({
      action: 'property.create',
      object_type: 'property',
      object_id: String(id),
      before: null,
      after: { property_id: id, name: 'Villa Audit', owner_id: owner.user.id, status: 'draft' },
    });

    const v = await villa({ basePriceCents: 50_000 });
    const rates = as(owner, { json: ratesBody({ base_price_cents: 65_000 }) });
    expect((await call(at(ratesRoute, { id: v.id }), 'PUT', `/v1/owner/properties/${v.id}/rates`, rates)).status).toBe(200);
    const rateLine = await oneLine(owner, rates);
    expect(rateLine).toMatchObject({ action: 'property.rates', object_type: 'property', object_id: String(v.id) });
    expect(rateLine.before).toMatchObject({ property_id: v.id, base_price_cents: 50_000, seasonal_rates: [] });
    expect(rateLine.after).toMatchObject({ property_id: v.id, base_price_cents: 65_000 });
    expect(rateLine.after?.seasonal_rates).toEqual([expect.objectContaining({ nightly_cents: expect.any(Number) })]);
    const bad = as(owner, { json: ratesBody({ base_price_cents: -1 }) });
    expect((await call(at(ratesRoute, { id: v.id }), 'PUT', `/v1/owner/properties/${v.id}/rates`, bad)).status).toBeGreaterThanOrEqual(400);
    expect(await newLines()).toEqual([]);

    const info = as(owner, { json: guestInfoBody });
    expect((await call(at(guestInfoRoute, { id: v.id }), 'PUT', `/v1/owner/properties/${v.id}/guest-info`, info)).status).toBe(200);
    const infoLine = await oneLine(owner, info);
    expect(infoLine).toMatchObject({ action: 'property.guest_info', object_type: 'property', object_id: String(v.id) });
    expect(infoLine.before).toMatchObject({ property_id: v.id, wifi_name: '', door_code: null });
    expect(infoLine.after).toMatchObject({ property_id: v.id, wifi_name: guestInfoBody.wifi_name, door_code: HIDDEN });
    expect(JSON.stringify(infoLine)).not.toContain(guestInfoBody.door_code);
  });

  it('logs a block and its removal with the nights; nights already taken log nothing', async () => {
    const v = await villa();
    const range = farRange();
    const opts = as(owner, { json: { ...range, reason: 'owner', note: 'Family' } });
    const res = await call(at(blockRoute, { id: v.id }), 'POST', `/v1/owner/properties/${v.id}/blocks`, opts);
    expect(res.status).toBe(201);
    const blockId = (res.body.data as { id: number }).id;
    expect(await oneLine(owner, opts)).toMatchObject({
      action: 'calendar.block',
      object_type: 'block',
      object_id: String(blockId),
      before: null,
      after: { property_id: v.id, ...range, reason: 'owner', note: 'Family' },
    });
    expect(
      (
        await call(
          at(blockRoute, { id: v.id }),
          'POST',
          `/v1/owner/properties/${v.id}/blocks`,
          as(owner, { json: { ...range, reason: 'owner' } }),
        )
      ).status,
    ).toBe(409);
    expect(await newLines()).toEqual([]);
    const del = as(owner);
    const path = `/v1/owner/properties/${v.id}/blocks/${blockId}`;
    expect((await call(at(unblockRoute, { id: v.id, blockId }), 'DELETE', path, del)).status).toBeLessThan(300);
    expect(await oneLine(owner, del)).toMatchObject({
      action: 'calendar.unblock',
      object_type: 'block',
      before: { property_id: v.id, ...range },
      after: null,
    });
  });

  it('logs an upload with the photos added; a file that is no picture logs nothing', async () => {
    const v = await villa();
    const multipart = async (files: { name: string; type: string; bytes: Uint8Array }[]): Promise<CallOptions['raw']> => {
      const form = new FormData();
      for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
      const res = new Response(form);
      return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
    };
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const url = `/v1/owner/properties/${v.id}/photos`;
    const junk = as(owner, { raw: await multipart([{ name: 'notes.png', type: 'image/png', bytes: new TextEncoder().encode('hello') }]) });
    expect((await call(at(uploadRoute, { id: v.id }), 'POST', url, junk)).status).toBeGreaterThanOrEqual(400);
    expect(await newLines()).toEqual([]);
    const opts = as(owner, { raw: await multipart([{ name: 'pool.png', type: 'image/png', bytes: png }]) });
    const res = await call(at(uploadRoute, { id: v.id }), 'POST', url, opts);
    expect(res.status).toBe(201);
    const added = (res.body.meta as { added: number[] }).added;
    expect(await oneLine(owner, opts)).toMatchObject({
      action: 'property.photo.add',
      object_type: 'property',
      object_id: String(v.id),
      before: null,
      after: { property_id: v.id, photos: [expect.objectContaining({ id: added[0], position: 0 })] },
    });
  });

  it('logs a caption, a new order and a removed photo', async () => {
    const v = await villa();
    // Paths outside /media: removing the photo touches no file.
    const files = (n: number) => ({ original: `/fixture/${n}.webp`, medium: `/fixture/${n}-m.webp`, thumbnail: `/fixture/${n}-t.webp` });
    const first = await createPropertyImage(database.orm, v.id, { position: 0, ...files(1) });
    const second = await createPropertyImage(database.orm, v.id, { position: 1, ...files(2) });
    const base = `/v1/owner/properties/${v.id}/photos`;
    const caption = as(owner, { json: { caption_en: 'The pool' } });
    expect((await call(at(patchPhotoRoute, { id: v.id, photoId: first.id }), 'PATCH', `${base}/${first.id}`, caption)).status).toBe(200);
    expect(await oneLine(owner, caption)).toMatchObject({
      action: 'property.photo.update',
      object_type: 'property',
      object_id: String(v.id),
      before: { property_id: v.id, photo_id: first.id, caption_en: first.captionEn },
      after: { property_id: v.id, photo_id: first.id, caption_en: 'The pool' },
    });
    const order = as(owner, { json: { photo_ids: [second.id, first.id] } });
    expect((await call(at(photoOrderRoute, { id: v.id }), 'PUT', `${base}/order`, order)).status).toBe(200);
    expect(await oneLine(owner, order)).toMatchObject({
      action: 'property.photo.reorder',
      before: { property_id: v.id, order: [first.id, second.id] },
      after: { property_id: v.id, order: [second.id, first.id] },
    });
    const wrong = as(owner, { json: { photo_ids: [second.id] } });
    expect((await call(at(photoOrderRoute, { id: v.id }), 'PUT', `${base}/order`, wrong)).status).toBe(422);
    expect(await newLines()).toEqual([]);
    const del = as(owner);
    expect((await call(at(deletePhotoRoute, { id: v.id, photoId: second.id }), 'DELETE', `${base}/${second.id}`, del)).status).toBe(200);
    expect(await oneLine(owner, del)).toMatchObject({
      action: 'property.photo.remove',
      before: { property_id: v.id, photo_id: second.id, position: 0 },
      after: null,
    });
  });

  it('logs a removed iCal feed by its host and a rotated export address, never their secrets', async () => {
    const v = await villa();
    const add = as(owner, { json: { channel: 'vrbo', url: 'https://93.184.216.34/calendar.ics?token=hush', label: 'Vrbo' } });
    const made = await call(at(addFeedRoute, { id: v.id }), 'POST', `/v1/owner/properties/${v.id}/ical-feeds`, add);
    expect(made.status).toBe(201);
    const addLine = await oneLine(owner, add);
    expect(addLine).toMatchObject({
      action: 'feed.add',
      object_type: 'feed',
      object_id: String((made.body.data as { id: number }).id),
      before: null,
      after: { property_id: v.id, channel: 'vrbo', label: 'Vrbo', host: '93.184.216.34' },
    });
    expect(JSON.stringify(addLine)).not.toContain('hush');
    const internal = as(owner, { json: { channel: 'other', url: 'http://127.0.0.1/cal.ics' } });
    expect((await call(at(addFeedRoute, { id: v.id }), 'POST', `/v1/owner/properties/${v.id}/ical-feeds`, internal)).status).toBe(422);
    expect(await newLines()).toEqual([]);
    const [feed] = await database.orm
      .insert(icalFeeds)
      .values({ propertyId: v.id, channel: 'airbnb', label: 'Airbnb', url: 'https://www.airbnb.test/calendar/ical/1.ics?s=secret' })
      .returning();
    if (!feed) throw new Error('no feed');
    await newLines();
    const del = as(owner);
    const path = `/v1/owner/properties/${v.id}/ical-feeds/${feed.id}`;
    expect((await call(at(deleteFeedRoute, { id: v.id, feedId: feed.id }), 'DELETE', path, del)).status).toBe(200);
    const line = await oneLine(owner, del);
    expect(line).toMatchObject({
      action: 'feed.remove',
      object_type: 'feed',
      object_id: String(feed.id),
      before: { property_id: v.id, channel: 'airbnb', label: 'Airbnb', host: 'www.airbnb.test' },
    });
    expect(JSON.stringify(line)).not.toContain('secret');
    const rotate = as(owner);
    const rotated = await call(at(rotateRoute, { id: v.id }), 'POST', `/v1/owner/properties/${v.id}/ical-export/rotate`, rotate);
    expect(rotated.status).toBeLessThan(300);
    const rotateLine = await oneLine(owner, rotate);
    expect(rotateLine).toMatchObject({ action: 'property.ical_rotate', object_type: 'property', object_id: String(v.id) });
    const token = new URL((rotated.body.data as { export_url: string }).export_url).pathname.split('/').at(-1) ?? '';
    expect(JSON.stringify(rotateLine)).not.toContain(token.replace(/\.ics$/, ''));
    expect((await call(at(rotateRoute, { id: v.id }), 'POST', `/v1/owner/properties/${v.id}/ical-export/rotate`, as(guest))).status).toBe(
      403,
    );
    expect(await newLines()).toEqual([]);
  });
});

describe('statements, expenses and payouts', () => {
  it('logs an expense by a concierge and a payout by an administrator; an owner’s attempt logs nothing', async () => {
    const v = await villa();
    const body = { date: '2026-03-05', property: v.id, description: 'Pool pump', amount_cents: 2_500 };
    const opts = as(concierge, { json: body });
    const made = await call(at(expenseRoute), 'POST', '/v1/owner/expenses', opts);
    expect(made.status).toBe(201);
    expect(await oneLine(concierge, opts)).toMatchObject({
      action: 'expense.create',
      object_type: 'expense',
      object_id: String((made.body.data as { id: number }).id),
      after: { property_id: v.id, owner_id: owner.user.id, description: 'Pool pump', amount_cents: 2_500 },
    });
    expect((await call(at(expenseRoute), 'POST', '/v1/owner/expenses', as(owner, { json: body }))).status).toBe(403);

    const payout = { owner: owner.user.id, date: '2026-03-20', amount_cents: 50_000, reference: 'WIRE-1' };
    expect((await call(payoutRoute, 'POST', '/v1/owner/payouts', as(owner, { json: payout }))).status).toBe(403);
    expect((await call(payoutRoute, 'POST', '/v1/owner/payouts', as(admin, { json: { ...payout, amount_cents: 0 } }))).status).toBe(422);
    expect(await newLines()).toEqual([]);
    const paid = as(admin, { json: payout });
    expect((await call(payoutRoute, 'POST', '/v1/owner/payouts', paid)).status).toBe(201);
    expect(await oneLine(admin, paid)).toMatchObject({
      action: 'payout.create',
      object_type: 'payout',
      after: { owner_id: owner.user.id, amount_cents: 50_000, reference: 'WIRE-1' },
    });
  });

  it('logs a statement issued by an administrator, and by the job as the system', async () => {
    const issuer = await createMember(database.orm, 'hbl-owners');
    await createProperty(database.orm, place, { ownerId: issuer.user.id });
    await newLines();
    const body = { month: '2026-03', owner: issuer.user.id };
    expect((await call(issueRoute, 'POST', '/v1/owner/statements/issue', as(owner, { json: body }))).status).toBe(403);
    expect(await newLines()).toEqual([]);
    const opts = as(admin, { json: body });
    expect((await call(issueRoute, 'POST', '/v1/owner/statements/issue', opts)).status).toBe(201);
    expect(await oneLine(admin, opts)).toMatchObject({
      action: 'statement.issue',
      object_type: 'statement',
      object_id: `${issuer.user.id}:2026-03`,
      before: null,
      after: { owner_id: issuer.user.id, month: '2026-03' },
    });

    const later = await createMember(database.orm, 'hbl-owners');
    await createProperty(database.orm, place, { ownerId: later.user.id });
    await newLines();
    const job = await runIssueStatementsJob(systemContext(database.orm, 'issue-statements', { now: new Date('2026-05-04T00:00:00Z') }));
    expect(job.ran).toBe(true);
    const lines = (await newLines()).filter((l) => l.object_id.startsWith(`${later.user.id}:`));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatchObject({
      actor_kind: 'system',
      actor_user_id: null,
      actor_label: 'issue-statements',
      ip: null,
      action: 'statement.issue',
    });
  });
});

describe('the concierge desk', () => {
  const stay = async (status: 'requested' | 'awaiting_payment' | 'confirmed', checkIn = ahead) => {
    const v = await villa();
    return createReservation(database.orm, { userId: guest.user.id, propertyId: v.id }, { checkIn, checkOut: addDays(checkIn, 5), status });
  };

  it('logs a confirmed and a declined request and an assignment; a guest’s attempt logs nothing', async () => {
    const a = await stay('requested');
    const path = `/v1/concierge/reservations/${a.id}`;
    expect((await call(at(confirmRoute, { id: a.id }), 'POST', `${path}/confirm`, as(guest))).status).toBe(403);
    expect(await newLines()).toEqual([]);
    const opts = as(concierge);
    expect((await call(at(confirmRoute, { id: a.id }), 'POST', `${path}/confirm`, opts)).status).toBe(200);
    expect(await oneLine(concierge, opts)).toMatchObject({
      action: 'reservation.confirm',
      object_type: 'reservation',
      object_id: String(a.id),
      before: { property_id: a.propertyId, status: 'requested' },
      after: { property_id: a.propertyId, status: 'awaiting_payment' },
    });
    expect((await call(at(confirmRoute, { id: a.id }), 'POST', `${path}/confirm`, as(concierge))).status).toBe(409);
    expect(await newLines()).toEqual([]);

    const b = await stay('requested');
    const no = as(concierge, { json: { reason: 'The villa is closed for works' } });
    expect((await call(at(declineRoute, { id: b.id }), 'POST', `/v1/concierge/reservations/${b.id}/decline`, no)).status).toBe(200);
    expect(await oneLine(concierge, no)).toMatchObject({
      action: 'reservation.decline',
      after: { property_id: b.propertyId, status: 'declined', reason: 'The villa is closed for works' },
    });

    const c = await stay('confirmed');
    const assign = as(concierge, { json: { ids: [c.id], concierge_id: concierge.user.id } });
    expect((await call(bulkAssignRoute, 'POST', '/v1/concierge/reservations/assign', assign)).status).toBe(200);
    expect(await oneLine(concierge, assign)).toMatchObject({
      action: 'reservation.assign',
      object_id: String(c.id),
      before: { property_id: c.propertyId, assigned_concierge_id: null },
      after: { property_id: c.propertyId, assigned_concierge_id: concierge.user.id },
    });
  });

  it('logs a requested change of dates declined by the concierge, not the guest’s request', async () => {
    const r = await stay('confirmed');
    await postTestEntries(database.orm, r.id, [{ kind: 'nights', amountCents: 500_000 }]);
    const { change } = await requestChange(contextFor(database.orm, userActor(guest.user)), r.id, {
      check_in: addDays(ahead, 1),
      check_out: addDays(ahead, 4),
      guests: 2,
    });
    expect(await newLines()).toEqual([]);
    const opts = as(concierge, { json: { decision: 'decline' } });
    const path = `/v1/concierge/trips/${r.id}/changes/${change.id}/decide`;
    expect((await call(at(decideChangeRoute, { id: r.id, changeId: change.id }), 'POST', path, opts)).status).toBe(200);
    expect(await oneLine(concierge, opts)).toMatchObject({
      action: 'reservation.change_decline',
      object_type: 'reservation',
      object_id: String(r.id),
      before: { property_id: r.propertyId, change_id: change.id, change_status: 'requested' },
      after: { property_id: r.propertyId, change_id: change.id, change_status: 'declined' },
    });
  });

  it('logs a plan confirmed at a price and one declined; a plan already decided logs nothing', async () => {
    const r = await stay('confirmed');
    const exp = await createExperience(database.orm);
    const plan = async () => {
      const [row] = await database.orm
        .insert(itineraryItems)
        .values({ reservationId: r.id, kind: 'experience', experienceId: exp.id, date: addDays(ahead, 1), startTime: '10:00', guests: 2 })
        .returning();
      if (!row) throw new Error('no plan');
      return row.id;
    };
    const first = await plan();
    const opts = as(concierge, { json: { price_cents: 15_000 } });
    const confirmPath = `/v1/concierge/itinerary/${first}/confirm`;
    expect((await call(at(confirmPlanRoute, { itemId: first }), 'POST', confirmPath, opts)).status).toBe(200);
    expect(await oneLine(concierge, opts)).toMatchObject({
      action: 'reservation.plan_confirm',
      object_type: 'reservation',
      object_id: String(r.id),
      before: { property_id: r.propertyId, item_id: first, status: 'requested' },
      after: { property_id: r.propertyId, item_id: first, status: 'confirmed', price_cents: 15_000 },
    });
    expect(
      (await call(at(confirmPlanRoute, { itemId: first }), 'POST', confirmPath, as(concierge, { json: { price_cents: 1 } }))).status,
    ).toBe(409);
    expect(await newLines()).toEqual([]);
    const second = await plan();
    const no = as(concierge, { json: { reason: 'Fully booked that day' } });
    expect((await call(at(declinePlanRoute, { itemId: second }), 'POST', `/v1/concierge/itinerary/${second}/decline`, no)).status).toBe(
      200,
    );
    expect(await oneLine(concierge, no)).toMatchObject({
      action: 'reservation.plan_decline',
      after: { property_id: r.propertyId, item_id: second, status: 'declined', reason: 'Fully booked that day' },
    });
  });

  it('logs the groceries priced and bought', async () => {
    const r = await stay('confirmed');
    const [category] = await database.orm
      .insert(groceryCategories)
      .values({ slug: 'audit-fruit', nameEn: 'Fruit', nameEs: 'Fruta' })
      .returning();
    const [item] = await database.orm
      .insert(groceryItems)
      .values({
        slug: 'audit-mango',
        categoryId: category?.id ?? 0,
        nameEn: 'Mango',
        nameEs: 'Mango',
        unitEn: 'kg',
        unitEs: 'kg',
        priceCents: 400,
      })
      .returning();
    const { lineIds, estimate } = await submittedGroceries(database.orm, r.id, [
      { itemId: item?.id ?? 0, quantity: 2, unitPriceCents: 400 },
    ]);
    await postTestEntries(database.orm, r.id, [{ kind: 'grocery', amountCents: estimate, reference: `grocery-order:${r.id}` }]);
    await newLines();
    const base = `/v1/concierge/trips/${r.id}/groceries`;
    const early = as(concierge);
    expect((await call(at(purchaseRoute, { id: r.id }), 'POST', `${base}/purchase`, early)).status).toBe(409);
    expect(await newLines()).toEqual([]);
    const priced = as(concierge, { json: { lines: [{ line_id: lineIds[0], actual_cents: 950 }] } });
    expect((await call(at(pricesRoute, { id: r.id }), 'PUT', `${base}/prices`, priced)).status).toBe(200);
    expect(await oneLine(concierge, priced)).toMatchObject({
      action: 'charge.groceries_price',
      object_type: 'reservation',
      object_id: String(r.id),
      before: { property_id: r.propertyId, lines: [{ line_id: lineIds[0], actual_cents: null }] },
      after: { property_id: r.propertyId, lines: [{ line_id: lineIds[0], actual_cents: 950 }] },
    });
    const bought = as(concierge);
    expect((await call(at(purchaseRoute, { id: r.id }), 'POST', `${base}/purchase`, bought)).status).toBe(200);
    expect(await oneLine(concierge, bought)).toMatchObject({
      action: 'charge.groceries',
      before: { property_id: r.propertyId, groceries_billed_cents: 800, purchased: false },
      after: { property_id: r.propertyId, groceries_billed_cents: 950, purchased: true },
    });
  });

  it('logs a transfer recorded, a goodwill refund and the refund sent; an amount above the balance logs nothing', async () => {
    const r = await stay('awaiting_payment');
    await postTestEntries(database.orm, r.id, [{ kind: 'nights', amountCents: 500_000 }]);
    const base = `/v1/concierge/trips/${r.id}`;
    const above = as(concierge, { json: { amount: 900_000, received_on: lastWeek, reference: 'TRF-0', method: 'bank_transfer' } });
    expect((await call(at(paymentRoute, { id: r.id }), 'POST', `${base}/payments`, above)).status).toBe(422);
    expect(await newLines()).toEqual([]);
    const opts = as(concierge, { json: { amount: 500_000, received_on: lastWeek, reference: 'TRF-1', method: 'bank_transfer' } });
    const paid = await call(at(paymentRoute, { id: r.id }), 'POST', `${base}/payments`, opts);
    expect(paid.status).toBeLessThan(300);
    expect(await oneLine(concierge, opts)).toMatchObject({
      action: 'payment.record',
      object_type: 'payment',
      object_id: String((paid.body.data as { payment_id: number }).payment_id),
      before: { property_id: r.propertyId, reservation_status: 'awaiting_payment' },
      after: { property_id: r.propertyId, amount_cents: 500_000, reference: 'TRF-1', reservation_status: 'confirmed' },
    });

    const back = as(concierge, { json: { amount: 20_000, reason: 'The pool heater failed', kind: 'refund' } });
    expect((await call(at(refundRoute, { id: r.id }), 'POST', `${base}/refunds`, back)).status).toBe(200);
    const line = await oneLine(concierge, back);
    expect(line).toMatchObject({
      action: 'refund.create',
      object_type: 'refund',
      after: { property_id: r.propertyId, reservation_id: r.id, amount_cents: 20_000, reason: 'The pool heater failed' },
    });
    const refundId = Number(line.object_id);
    const sent = as(concierge, { json: { sent_on: lastWeek, reference: 'BACK-1' } });
    expect((await call(at(refundSentRoute, { id: r.id, refundId }), 'POST', `${base}/refunds/${refundId}/sent`, sent)).status).toBe(200);
    expect(await oneLine(concierge, sent)).toMatchObject({
      action: 'refund.sent',
      object_type: 'refund',
      object_id: String(refundId),
      before: { status: 'owed' },
      after: { status: 'sent', reference: 'BACK-1' },
    });
    const again = as(concierge, { json: { sent_on: lastWeek, reference: 'BACK-2' } });
    expect((await call(at(refundSentRoute, { id: r.id, refundId }), 'POST', `${base}/refunds/${refundId}/sent`, again)).status).toBe(409);
    expect(await newLines()).toEqual([]);
  });

  it('logs a desk charge and its void, a cancellation for the guest, and a retained security deposit', async () => {
    const r = await stay('confirmed');
    await postTestEntries(database.orm, r.id, [{ kind: 'nights', amountCents: 300_000 }]);
    const base = `/v1/concierge/trips/${r.id}`;
    const charge = as(concierge, { json: { description: 'Late check-out', amount: 12_000 } });
    const added = await call(at(chargeRoute, { id: r.id }), 'POST', `${base}/charges`, charge);
    expect(added.status).toBeLessThan(300);
    const entryId = (added.body.data as { entry_id: number }).entry_id;
    expect(await oneLine(concierge, charge)).toMatchObject({
      action: 'charge.add',
      object_type: 'reservation',
      object_id: String(r.id),
      after: { property_id: r.propertyId, entry_id: entryId, amount_cents: 12_000 },
    });
    const voided = as(concierge, { json: { reason: 'Added by mistake' } });
    expect((await call(at(voidRoute, { id: r.id, chargeId: entryId }), 'POST', `${base}/charges/${entryId}/void`, voided)).status).toBe(
      200,
    );
    expect(await oneLine(concierge, voided)).toMatchObject({
      action: 'charge.void',
      before: { entry_id: entryId, amount_cents: 12_000, voided: false },
      after: { entry_id: entryId, voided: true, reason: 'Added by mistake' },
    });

    const cancel = as(concierge, { json: { reason: 'The owner sold the villa' } });
    expect((await call(at(cancelRoute, { id: r.id }), 'POST', `${base}/cancel`, cancel)).status).toBe(200);
    expect(await oneLine(concierge, cancel)).toMatchObject({
      action: 'reservation.cancel',
      before: { property_id: r.propertyId, status: 'confirmed' },
      after: { property_id: r.propertyId, status: 'cancelled', reason: 'The owner sold the villa' },
    });
    expect((await call(at(cancelRoute, { id: r.id }), 'POST', `${base}/cancel`, as(concierge, { json: { reason: 'Again' } }))).status).toBe(
      409,
    );
    expect(await newLines()).toEqual([]);

    const past = await stay('confirmed', addDays(today, -10));
    await postTestEntries(database.orm, past.id, [
      { kind: 'nights', amountCents: 700_000 },
      { kind: 'deposit_held', amountCents: 150_000 },
      { kind: 'payment', amountCents: -850_000 },
    ]);
    const dep = `/v1/concierge/trips/${past.id}/deposit`;
    const tooMuch = as(concierge, { json: { action: 'retain', amount: 200_000, reason: 'Broken glass' } });
    expect((await call(at(depositRoute, { id: past.id }), 'POST', dep, tooMuch)).status).toBe(422);
    expect(await newLines()).toEqual([]);
    const retain = as(concierge, { json: { action: 'retain', amount: 30_000, reason: 'A broken lamp' } });
    expect((await call(at(depositRoute, { id: past.id }), 'POST', dep, retain)).status).toBe(200);
    expect(await oneLine(concierge, retain)).toMatchObject({
      action: 'deposit.retain',
      object_type: 'reservation',
      object_id: String(past.id),
      before: { property_id: past.propertyId, deposit: { heldCents: 150_000, retainedCents: 0 } },
      after: { property_id: past.propertyId, deposit: { heldCents: 0, retainedCents: 30_000 }, reason: 'A broken lamp' },
    });
  });
});

describe('the audit log table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE at the database', async () => {
    const [line] = await rows<{ id: number }>(database.orm, sql`select id::int as id from audit_log order by id limit 1`);
    expect(line).toBeDefined();
    // The trigger's message, as the driver reports it (PGlite keeps it on the error's cause).
    const refusal = (query: ReturnType<typeof sql>) =>
      database.orm.execute(query).then(
        () => 'ran',
        (err: Error & { cause?: { message?: string } }) => `${err.message} ${err.cause?.message ?? ''}`,
      );
    expect(await refusal(sql`update audit_log set action = 'forged' where id = ${line?.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log where id = ${line?.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    const [still] = await rows<{ action: string }>(database.orm, sql`select action from audit_log where id = ${line?.id}`);
    expect(still?.action).not.toBe('forged');
  });
});

describe('every line written above', () => {
  it('has an action of AUDIT_ACTIONS: each reads as a sentence in the admin audit', async () => {
    const written = await rows<{ action: string }>(database.orm, sql`select distinct action from audit_log order by action`);
    expect(written.length).toBeGreaterThan(10);
    expect(written.map((w) => w.action).filter((a) => !isAuditAction(a))).toEqual([]);
  });
});
