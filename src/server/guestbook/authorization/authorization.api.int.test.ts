import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as authorizationPdfRoute } from '@/app/v1/guestbook/[number]/authorization.pdf/route';
import { GET as authorizationRoute } from '@/app/v1/guestbook/[number]/authorization/route';
import { POST as signRoute } from '@/app/v1/guestbook/[number]/authorization/sign/route';
import { GET as instructionsRoute } from '@/app/v1/guestbook/[number]/instructions/route';
import { rows } from '@/server/db/raw';
import { properties } from '@/server/db/schema/catalog';
import { guestbookCheckIns, guestbookSignatures } from '@/server/db/schema/guestbook';
import { propertyGuestInfo } from '@/server/db/schema/owners';
import { outbox } from '@/server/db/schema/platform';
import { readPrivateFile } from '@/server/messaging/private-files';
import { apiRequest, type CallOptions, freshIp, type AppRouteHandler } from '@/test/api-client';
import { createCountry, createMember, createProperty, createReservation, createState, createUser } from '@/test/factories';
import { pdfText } from '@/test/pdf-text';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { createGuestbookSession } from '../guestbook-session';
import { AUTHORIZATION_VERSION } from './authorization-template';

/**
 * The guestbook's authorization and instructions through their routes (issue 16): the document,
 * signing (consent, name, a changed document), the PDF with its audit page, and the reveal of the
 * door code and wifi password with the server's clock moved (the e2e clock cookie, TEST_CLOCK=1).
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, read loosely by the assertions
type Json = Record<string, any>;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let filesDir: string;
let villaId = 0;
let number = '';
let reservationId = 0;
let otherNumber = '';
let guestToken = '';
let token = '';
let otherToken = '';
const DOOR = '482913';
const WIFI = 'brisa-serena-7781';

const env = { TEST_CLOCK: process.env.TEST_CLOCK, PRIVATE_FILES_DIR: process.env.PRIVATE_FILES_DIR };
beforeAll(async () => {
  process.env.TEST_CLOCK = '1';
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-rules-'));
  process.env.PRIVATE_FILES_DIR = filesDir;
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const villa = await createProperty(
    orm,
    { countryId: country.id, stateId: state.id },
    {
      name: 'Villa Serena',
      houseRulesEn: ['No parties or events'],
      houseRulesEs: ['No se permiten fiestas ni eventos'],
      securityDepositCents: 150_000,
      checkInTime: '15:00',
      checkOutTime: '11:00',
    },
  );
  villaId = villa.id;
  await orm.insert(propertyGuestInfo).values({
    propertyId: villa.id,
    arrivalEn: 'Follow the signs to the Bávaro roundabout.',
    arrivalEs: 'Siga las indicaciones hacia la rotonda de Bávaro.',
    wifiName: 'Serena-Brisa',
    wifiPassword: WIFI,
    doorCode: DOOR,
    houseManualEn: 'Remotes on the nightstand.',
    houseManualEs: 'Mandos en la mesita.',
    emergencyContactsEn: 'Emergencies: 911',
    emergencyContactsEs: 'Emergencias: 911',
  });
  const guest = await createMember(orm, undefined, { email: 'ana@example.test', name: 'Ana Rivera' });
  guestToken = guest.token;
  const trip = await createReservation(
    orm,
    { userId: guest.user.id, propertyId: villa.id },
    { checkIn: '2027-03-12', checkOut: '2027-03-17', leadGuestFirstName: 'Ana', leadGuestEmail: 'ana@example.test' },
  );
  reservationId = trip.id;
  number = trip.confirmationNumber;
  token = (await createGuestbookSession(orm, trip.id, { now: new Date('2027-01-01T00:00:00Z'), ttlMs: 400 * 86_400_000 })).token;
  const other = await createReservation(
    orm,
    { userId: (await createUser(orm)).id, propertyId: villa.id },
    { checkIn: '2027-04-01', checkOut: '2027-04-05' },
  );
  otherNumber = other.confirmationNumber;
  otherToken = (await createGuestbookSession(orm, other.id, { now: new Date('2027-01-01T00:00:00Z'), ttlMs: 400 * 86_400_000 })).token;
});
afterAll(async () => {
  await database?.dispose();
  fs.rmSync(filesDir, { recursive: true, force: true });
  for (const [k, v] of Object.entries(env))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
});

/** Calls a route as a guestbook session (default: this stay's) at a server time. */
async function send(
  handler: AppRouteHandler,
  method: string,
  url: string,
  opts: CallOptions & { at?: string } = {},
): Promise<{ status: number; body: Json; text: string; res: Response }> {
  const { at = '2027-02-01T12:00:00Z', ...rest } = opts;
  const built = apiRequest(method, url, { ip: freshIp(), guestbookCookie: rest.bearer ? undefined : token, ...rest });
  const headers = new Headers(built.headers);
  headers.set('cookie', [headers.get('cookie'), `alma_test_now=${encodeURIComponent(at)}`].filter(Boolean).join('; '));
  const req = new Request(built.url, { method, headers, body: rest.json === undefined ? undefined : JSON.stringify(rest.json) });
  const params = { number: decodeURIComponent(url.split('/')[3] ?? '') };
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = res.headers.get('content-type')?.includes('json') ? await res.clone().text() : '';
  return { status: res.status, body: text ? JSON.parse(text) : {}, text, res };
}

const signatures = async () =>
  (await database.orm.select().from(guestbookSignatures).where(eq(guestbookSignatures.reservationId, reservationId))).length;
const mails = async () => (await database.orm.select().from(outbox).where(eq(outbox.template, 'guestbook-authorization-signed'))).length;
const pdfFiles = () => (fs.existsSync(path.join(filesDir, 'signatures')) ? fs.readdirSync(path.join(filesDir, 'signatures')).length : 0);
const documentNow = async (locale = 'en', at?: string) =>
  (await send(authorizationRoute, 'GET', `/v1/guestbook/${number}/authorization?locale=${locale}`, { at })).body.data;

describe('GET /v1/guestbook/{number}/authorization', () => {
  it('answers the document, versioned and hashed, in the asked language, not signed yet', async () => {
    const { status, body } = await send(authorizationRoute, 'GET', `/v1/guestbook/${number}/authorization?locale=es`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ version: AUTHORIZATION_VERSION, locale: 'es', signature: null, needs_signature: true });
    expect(body.data.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(body.data.text).toContain('No se permiten fiestas ni eventos');
    expect(body.data.text).toContain('USD 1,500');
  });

  it('opens to the signed-in lead guest; is 404 with nothing of the stay for another reservation’s session or no session', async () => {
    // The account session lives on the wall clock.
    const asGuest = await send(authorizationRoute, 'GET', `/v1/guestbook/${number}/authorization`, {
      bearer: guestToken,
      at: new Date().toISOString(),
    });
    expect(asGuest.status).toBe(200);
    const other = await send(authorizationRoute, 'GET', `/v1/guestbook/${number}/authorization`, { guestbookCookie: otherToken });
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('Serena');
    const none = await send(authorizationRoute, 'GET', `/v1/guestbook/${number}/authorization`, { guestbookCookie: '' });
    expect(none.status).toBe(404);
    // …while the other session opens its own stay.
    expect(
      (await send(authorizationRoute, 'GET', `/v1/guestbook/${otherNumber}/authorization`, { guestbookCookie: otherToken })).status,
    ).toBe(200);
  });
});

describe('POST /v1/guestbook/{number}/authorization/sign', () => {
  it('refuses without consent (422, localized) or with an empty name (400), and saves nothing', async () => {
    const doc = await documentNow('es');
    const base = { full_name: 'Ana Rivera', sha256: doc.sha256, locale: 'es' };
    for (const consent of [false, 'true', 1, undefined]) {
      const res = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign?locale=es`, { json: { ...base, consent } });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'consent_required', error: expect.stringContaining('Marca la casilla') });
    }
    const empty = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign`, {
      json: { ...base, full_name: '   ', consent: true },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.full_name).toBeTruthy();
    const long = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign`, {
      json: { ...base, full_name: 'x'.repeat(121), consent: true },
    });
    expect(long.status).toBe(400);
    const garbage = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign`, { json: [1, 2] });
    expect(garbage.status).toBe(400);
    expect(await signatures()).toBe(0);
    expect(await mails()).toBe(0);
  });

  it('refuses another reservation’s session with 404 and saves nothing', async () => {
    const doc = await documentNow('en');
    const res = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign`, {
      guestbookCookie: otherToken,
      json: { full_name: 'Intruder', consent: true, sha256: doc.sha256, locale: 'en' },
    });
    expect(res.status).toBe(404);
    expect(await signatures()).toBe(0);
  });

  // Issue 28, finding 4: "D H" signed for Daniel Harper and revealed the door code.
  it('refuses a name that is not the lead guest’s with 422 on full_name (localized), saves and mails nothing, reveals nothing', async () => {
    const doc = await documentNow('en');
    for (const full_name of ['A R', 'Ana', 'Rivera', 'Luis Rivera', 'Ana Riveras', '-']) {
      const res = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign`, {
        json: { full_name, consent: true, sha256: doc.sha256, locale: 'en' },
      });
      expect(res.status, full_name).toBe(422);
      expect(res.body).toMatchObject({
        code: 'signature_name_mismatch',
        fields: { full_name: expect.stringContaining('lead guest') },
      });
    }
    const es = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign?locale=es`, {
      json: { full_name: 'A R', consent: true, sha256: (await documentNow('es')).sha256, locale: 'es' },
    });
    expect(es.body).toMatchObject({ code: 'signature_name_mismatch', fields: { full_name: expect.stringContaining('huésped principal') } });
    expect(await signatures()).toBe(0);
    expect(await mails()).toBe(0);
    expect(pdfFiles()).toBe(0);
    const reveal = await send(instructionsRoute, 'GET', `/v1/guestbook/${number}/instructions`, { at: '2027-03-12T12:00:00Z' });
    expect(reveal.body.data.private.missing).toContain('authorization');
    expect(reveal.text).not.toContain(DOOR);
  });

  it('refuses a signature name with a bidirectional control character (localized field error)', async () => {
    const doc = await documentNow('en');
    const res = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign`, {
      json: { full_name: 'Ana \u202Earevir', consent: true, sha256: doc.sha256, locale: 'en' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      fields: { full_name: 'Remove the invisible characters that change the direction of the text.' },
    });
    expect(await signatures()).toBe(0);
  });

  it('answers 409 authorization_changed when the hash the guest saw is not the current one', async () => {
    const res = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign`, {
      json: { full_name: 'Ana Rivera', consent: true, sha256: 'a'.repeat(64), locale: 'en' },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('authorization_changed');
    expect(await signatures()).toBe(0);
  });

  it('records the signature with its audit facts, keeps a PDF carrying them, and mails the guest', async () => {
    const doc = await documentNow('en');
    const res = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign`, {
      ip: '203.0.113.7',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Test' },
      at: '2027-02-01T12:34:56Z',
      json: { full_name: '  Ana María Rivera  ', consent: true, sha256: doc.sha256.toUpperCase(), locale: 'en' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({
      version: AUTHORIZATION_VERSION,
      sha256: doc.sha256,
      locale: 'en',
      full_name: 'Ana María Rivera',
      signed_at: '2027-02-01T12:34:56.000Z',
      ip_address: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (iPhone) Test',
      pdf: true,
    });
    const [row] = await database.orm.select().from(guestbookSignatures).where(eq(guestbookSignatures.reservationId, reservationId));
    expect(row).toMatchObject({ documentSha256: doc.sha256, documentVersion: AUTHORIZATION_VERSION, typedName: 'Ana María Rivera' });
    expect(row?.pdfKey).toMatch(/^signatures\/[A-Za-z0-9_-]+\.pdf$/);

    const stored = await readPrivateFile(row?.pdfKey ?? '');
    expect(stored?.subarray(0, 5).toString()).toBe('%PDF-');
    // Outside the public media: under PRIVATE_FILES_DIR.
    expect(fs.existsSync(path.join(filesDir, row?.pdfKey ?? ''))).toBe(true);

    const pdf = await send(authorizationPdfRoute, 'GET', `/v1/guestbook/${number}/authorization.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.res.headers.get('cache-control')).toBe('private, no-store');
    const text = pdfText(Buffer.from(await pdf.res.arrayBuffer()));
    for (const fact of [
      doc.sha256,
      AUTHORIZATION_VERSION,
      'Ana María Rivera',
      '2027-02-01T12:34:56.000Z (UTC)',
      '203.0.113.7',
      'Mozilla/5.0 (iPhone) Test',
      number,
      'Signature record',
      'No parties or events',
    ])
      expect(text).toContain(fact);

    const [mail] = await database.orm
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `guestbook-authorization:${row?.id}`));
    expect(mail).toMatchObject({ toAddress: 'ana@example.test', locale: 'en' });
    expect(mail?.textBody).toContain(doc.sha256);
    expect(mail?.textBody).toContain(`/guestbook/${number}/authorization`);

    const after = await documentNow('en');
    expect(after).toMatchObject({ needs_signature: false, previous_signature_outdated: false });
    expect(after.signature).toMatchObject({ sha256: doc.sha256, full_name: 'Ana María Rivera' });
  });

  it('answers a repeat 409 already_signed (localized), in either language, with no second row, PDF or mail', async () => {
    const files = pdfFiles();
    for (const locale of ['en', 'es']) {
      const doc = await documentNow(locale);
      const res = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign?locale=${locale}`, {
        json: { full_name: 'Ana Rivera', consent: true, sha256: doc.sha256, locale },
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'already_signed',
        error: expect.stringContaining(locale === 'es' ? 'ya está firmada' : 'already signed'),
      });
    }
    expect(await signatures()).toBe(1);
    expect(await mails()).toBe(1);
    expect(pdfFiles()).toBe(files);
  });

  it('signs once when two signings of one stay arrive at the same moment (one row, one PDF, one mail)', async () => {
    const trip = await createReservation(
      database.orm,
      { userId: (await createUser(database.orm)).id, propertyId: villaId },
      {
        checkIn: '2027-05-01',
        checkOut: '2027-05-05',
        leadGuestFirstName: 'Daniel',
        leadGuestLastName: 'Harper',
        leadGuestEmail: 'daniel@example.test',
      },
    );
    const cookie = (await createGuestbookSession(database.orm, trip.id, { now: new Date('2027-01-01T00:00:00Z'), ttlMs: 400 * 86_400_000 }))
      .token;
    const doc = (
      await send(authorizationRoute, 'GET', `/v1/guestbook/${trip.confirmationNumber}/authorization?locale=en`, { guestbookCookie: cookie })
    ).body.data;
    const files = pdfFiles();
    const sign = (full_name: string) =>
      send(signRoute, 'POST', `/v1/guestbook/${trip.confirmationNumber}/authorization/sign`, {
        guestbookCookie: cookie,
        json: { full_name, consent: true, sha256: doc.sha256, locale: 'en' },
      });
    const answers = await Promise.all([sign('Daniel Harper'), sign('Harper, Daniel')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rowsOf = await database.orm.select().from(guestbookSignatures).where(eq(guestbookSignatures.reservationId, trip.id));
    expect(rowsOf).toHaveLength(1);
    expect(pdfFiles()).toBe(files + 1);
    const sent = await database.orm
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `guestbook-authorization:${rowsOf[0]?.id}`));
    expect(sent).toHaveLength(1);
    expect(await database.orm.select().from(outbox).where(eq(outbox.toAddress, trip.leadGuestEmail))).toHaveLength(1);
    // The database holds the rule by itself: the same text twice for a stay is refused.
    const again = database.orm
      .insert(guestbookSignatures)
      .values({ ...(rowsOf[0] as typeof guestbookSignatures.$inferInsert), id: undefined, typedName: 'D H' });
    await expect(again).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('asks for a new signature when the owner changes the house rules before arrival; after check-in day the signed one stands', async () => {
    const before = await documentNow('en');
    await database.orm
      .update(properties)
      .set({ houseRulesEn: ['No parties or events', 'Quiet hours from 22:00'] })
      .where(eq(properties.id, villaId));
    const changed = await documentNow('en');
    expect(changed.sha256).not.toBe(before.sha256);
    expect(changed).toMatchObject({ needs_signature: true, previous_signature_outdated: true, signature: null });
    // The day after check-in day, the version signed stands.
    expect(await documentNow('en', '2027-03-13T12:00:00Z')).toMatchObject({ needs_signature: false, previous_signature_outdated: false });
    // The old hash no longer signs; the new one does.
    const stale = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign`, {
      json: { full_name: 'Ana Rivera', consent: true, sha256: before.sha256, locale: 'en' },
    });
    expect(stale.status).toBe(409);
    const fresh = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign`, {
      json: { full_name: 'Ana Rivera', consent: true, sha256: changed.sha256, locale: 'en' },
    });
    expect(fresh.status).toBe(201);
    expect(await signatures()).toBe(2);
    expect(await documentNow('en')).toMatchObject({ needs_signature: false });
    // Changed back: the text signed first is signed (its signature holds again); signing it again is a repeat.
    await database.orm
      .update(properties)
      .set({ houseRulesEn: ['No parties or events'] })
      .where(eq(properties.id, villaId));
    const back = await documentNow('en');
    expect(back).toMatchObject({ sha256: before.sha256, needs_signature: false, signature: { sha256: before.sha256 } });
    const repeat = await send(signRoute, 'POST', `/v1/guestbook/${number}/authorization/sign`, {
      json: { full_name: 'Ana Rivera', consent: true, sha256: before.sha256, locale: 'en' },
    });
    expect(repeat.body.code).toBe('already_signed');
    expect(await signatures()).toBe(2);
  });
});

describe('GET /v1/guestbook/{number}/instructions', () => {
  // Arrival 2027-03-12 15:00 in Santo Domingo (UTC-4) = 19:00Z; the window opens 2027-03-10T19:00Z, closes 2027-03-17T15:00Z.
  const instructions = (at: string, opts: CallOptions = {}) =>
    send(instructionsRoute, 'GET', `/v1/guestbook/${number}/instructions`, { at, ...opts });
  const hidden = (res: { text: string; body: Json }) => {
    expect(res.text).not.toContain(DOOR);
    expect(res.text).not.toContain(WIFI);
    expect(res.body.data.private).not.toHaveProperty('door_code');
    expect(res.body.data.private).not.toHaveProperty('wifi_password');
  };

  it('shows the open sections and hides the door code and wifi password without check-in, naming it', async () => {
    const res = await instructions('2027-03-12T12:00:00Z');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      arrival: 'Follow the signs to the Bávaro roundabout.',
      wifi_name: 'Serena-Brisa',
      emergency_contacts: 'Emergencies: 911',
    });
    expect(res.body.data.private).toMatchObject({ revealed: false, window: 'open', missing: ['check_in'] });
    hidden(res);
  });

  it('reveals them inside the window once checked in and signed, and only then', async () => {
    await database.orm
      .insert(guestbookCheckIns)
      .values({ reservationId, arrivalTime: '16:00', completedAt: new Date('2027-02-02T00:00:00Z') })
      .onConflictDoUpdate({ target: guestbookCheckIns.reservationId, set: { completedAt: new Date('2027-02-02T00:00:00Z') } });

    const early = await instructions('2027-03-10T18:59:59Z');
    expect(early.body.data.private).toMatchObject({
      revealed: false,
      window: 'before',
      missing: [],
      reveal_at: '2027-03-10T19:00:00.000Z',
    });
    hidden(early);

    const open = await instructions('2027-03-10T19:00:00Z');
    expect(open.body.data.private).toMatchObject({ revealed: true, door_code: DOOR, wifi_password: WIFI });
    const es = await instructions('2027-03-16T12:00:00Z', { acceptLanguage: 'es' });
    expect(es.body.data).toMatchObject({ arrival: 'Siga las indicaciones hacia la rotonda de Bávaro.', private: { door_code: DOOR } });
    expect((await instructions('2027-03-17T15:00:00Z')).body.data.private.revealed).toBe(true);

    const after = await instructions('2027-03-17T15:01:00Z');
    expect(after.body.data.private).toMatchObject({ revealed: false, window: 'after' });
    hidden(after);
  });

  it('hides them again when the document changes before arrival, until the guest signs again', async () => {
    await database.orm.update(properties).set({ securityDepositCents: 200_000 }).where(eq(properties.id, villaId));
    const res = await instructions('2027-03-11T12:00:00Z');
    expect(res.body.data.private).toMatchObject({ revealed: false, missing: ['authorization'] });
    hidden(res);
    // The day after check-in day the signed version stands.
    expect((await instructions('2027-03-13T12:00:00Z')).body.data.private.revealed).toBe(true);
  });

  it('is 404 with nothing of the stay for another reservation’s session', async () => {
    const res = await instructions('2027-03-12T12:00:00Z', { guestbookCookie: otherToken });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(DOOR);
    expect(res.text).not.toContain('Bávaro');
  });

  it('keeps the check-in and signatures of the stay as they were (nothing lost by refusals)', async () => {
    const [row] = await rows<{ n: number }>(
      database.orm,
      sql`select count(*)::int as n from guestbook_signatures where reservation_id = ${reservationId}`,
    );
    expect(row?.n).toBe(2);
  });
});
