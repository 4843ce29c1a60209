import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@/server/accounts/password';
import { createTestDatabase } from '@/test/test-database';
import { conciergeAssignments, groups, userGroups, users } from '../db/schema/accounts';
import { readAccounts } from '../ledger/ledger';
import { calendarBlocks, ledgerEntries, occupancies, reservations } from '../db/schema/booking';
import { countries, properties, propertyImages, seasonalRates, states } from '../db/schema/catalog';
import { experiences, luxuryServices, pressArticles } from '../db/schema/content';
import { propertyGuestInfo } from '../db/schema/owners';
import { reviews } from '../db/schema/reviews';
import { groceryOrders, itineraryItems, travelers } from '../db/schema/trips';
import { DEMO_PASSWORD } from './seed-accounts';
import { type SeedResult, seedDatabase } from './seed';
import { endedStayNumber, PAGED_REVIEWS } from './seed-reviews';

const WIDTH = 160;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let mediaDir: string;
let first: SeedResult;
let second: SeedResult;
let snapshotBefore: unknown;

const snapshot = async () => ({
  properties: await database.orm.select().from(properties).orderBy(asc(properties.id)),
  images: await database.orm.select().from(propertyImages).orderBy(asc(propertyImages.id)),
  reservations: await database.orm.select().from(reservations).orderBy(asc(reservations.id)),
  users: await database.orm.select().from(users).orderBy(asc(users.id)),
  guestInfo: await database.orm.select().from(propertyGuestInfo).orderBy(asc(propertyGuestInfo.propertyId)),
  charges: (await database.orm.select().from(ledgerEntries).orderBy(asc(ledgerEntries.reservationId), asc(ledgerEntries.id))).map(
    // Rebuilt on each run: the same entries, under new ids.
    ({ id: _id, paymentId: _p, refundId: _r, reference, ...line }) => ({ ...line, reference: reference.replace(/\d+$/, '#') }),
  ),
});
/** The reviewed stays (45 on the dozen rated villas, 3 on the "New" one) and the guests' two just-ended stays. */
const SEEDED_REVIEW_STAYS = 45 + 3 + 2;
const ENDED = new Set(['user@almavillas.test', 'guest2@almavillas.test'].map(endedStayNumber));
/** A guest's trips without the stay that just ended (seeded for reviews, issue 32). */
const besidesEnded = <T extends { confirmationNumber: string }>(rows: T[]) => rows.filter((r) => !ENDED.has(r.confirmationNumber));
const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-seed-'));
  const today = new Date('2026-03-10T12:00:00Z');
  first = await seedDatabase(database.orm, { mediaDir, imageWidth: WIDTH, today });
  snapshotBefore = await snapshot();
  second = await seedDatabase(database.orm, { mediaDir, imageWidth: WIDTH, today });
});

afterAll(async () => {
  await database?.dispose();
  if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('the demo seed', () => {
  it('is idempotent: a second run changes nothing and redraws no picture', async () => {
    expect(second.counts).toEqual(first.counts);
    expect(first.imagesRendered).toBe(first.imagesTotal);
    expect(second.imagesRendered).toBe(0);
    expect(await snapshot()).toEqual(snapshotBefore);
  });

  it('meets the minimum counts', () => {
    const c = second.counts;
    expect(c.countries).toBeGreaterThanOrEqual(3);
    expect(c.states).toBeGreaterThanOrEqual(10);
    expect(c.properties).toBeGreaterThanOrEqual(60);
    expect(c.experiences).toBeGreaterThanOrEqual(6);
    expect(c.luxuryServices).toBeGreaterThanOrEqual(6);
    expect(c.pressArticles).toBeGreaterThanOrEqual(6);
    expect(c.groups).toBe(8);
    expect(c.reservations).toBeGreaterThanOrEqual(4);
  });

  it('puts the default destination first', async () => {
    const [firstCountry] = await database.orm.select().from(countries).orderBy(asc(countries.position)).limit(1);
    expect(firstCountry?.slug).toBe('dominican-republic');
    expect(firstCountry?.taxRateBps).toBe(1800);
  });

  it('fills every SPEC §3 field of every published property, with five or more pictures', async () => {
    const rows = await database.orm.select().from(properties).where(eq(properties.status, 'published'));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const images = await database.orm.select().from(propertyImages);
    for (const p of rows) {
      for (const text of [p.slug, p.name, p.descriptionEn, p.descriptionEs, p.shortDescriptionEn, p.shortDescriptionEs, p.address])
        expect(text).not.toBe('');
      expect(p.ourBeLikeEn.length).toBeGreaterThan(0);
      expect(p.ourBeLikeEs.length).toBe(p.ourBeLikeEn.length);
      expect(p.bedrooms).toBeGreaterThanOrEqual(2);
      expect(p.bedrooms).toBeLessThanOrEqual(12);
      expect(p.numberBathroom).toBeGreaterThan(0);
      expect(p.maximumCapacity).toBeGreaterThanOrEqual(p.bedrooms);
      expect(Number.isFinite(p.lat) && Number.isFinite(p.lng)).toBe(true);
      expect(p.basePriceCents).toBeGreaterThanOrEqual(450_00);
      expect(p.basePriceCents).toBeLessThanOrEqual(6_500_00);
      expect(p.amenities.length).toBeGreaterThan(3);
      if (p.inOffer) expect(p.offerTagEn && p.offerTagEs).toBeTruthy();
      const gallery = images.filter((i) => i.propertyId === p.id);
      expect(gallery.length).toBeGreaterThanOrEqual(5);
      for (const img of gallery) {
        expect(img.captionEn && img.captionEs).toBeTruthy();
        for (const url of [img.original, img.medium, img.thumbnail]) expect(fs.existsSync(fileOf(url))).toBe(true);
      }
    }
    const share = (f: (p: (typeof rows)[number]) => boolean) => rows.filter(f).length / rows.length;
    expect(share((p) => p.isReserveCollection)).toBeGreaterThan(0.1);
    expect(share((p) => p.instantBook)).toBeGreaterThan(0.25);
    expect(share((p) => p.inOffer)).toBeGreaterThan(0.1);
    expect(share((p) => p.highlightEn !== null)).toBeGreaterThan(0.2);
    expect(new Set(rows.map((p) => p.slug)).size).toBe(rows.length);
  });

  it('writes three WebP sizes of each picture', async () => {
    const [img] = await database.orm.select().from(propertyImages).limit(1);
    if (!img) throw new Error('no image');
    const widths = await Promise.all([img.original, img.medium, img.thumbnail].map(async (u) => (await sharp(fileOf(u)).metadata()).width));
    expect(widths).toEqual([WIDTH, WIDTH / 2, WIDTH / 4]);
    expect((await sharp(fileOf(img.original)).metadata()).format).toBe('webp');
    for (const table of [experiences, luxuryServices, pressArticles]) {
      for (const row of await database.orm.select({ image: table.image }).from(table)) expect(fs.existsSync(fileOf(row.image))).toBe(true);
    }
    for (const row of await database.orm.select({ image: states.image }).from(states))
      expect(fs.existsSync(fileOf(row.image ?? ''))).toBe(true);
  });

  it('gives each property seasonal rates in the coming months', async () => {
    const rates = await database.orm.select().from(seasonalRates);
    expect(rates.some((r) => r.nameEn === 'Christmas and New Year' && r.startDate === '2026-12-20')).toBe(true);
    expect(rates.some((r) => r.nameEn === 'Easter week' && r.startDate === '2026-03-29')).toBe(true);
  });

  it('creates one demo account per role, with the demo password', async () => {
    const rows = await database.orm
      .select({ email: users.email, hash: users.passwordHash, code: groups.code })
      .from(users)
      .leftJoin(userGroups, eq(userGroups.userId, users.id))
      .leftJoin(groups, eq(groups.id, userGroups.groupId));
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    expect(byEmail.get('user@almavillas.test')?.code).toBeNull();
    expect(byEmail.get('concierge@almavillas.test')?.code).toBe('hbl-concierge');
    expect(byEmail.get('owner@almavillas.test')?.code).toBe('hbl-owners');
    expect(byEmail.get('admin@almavillas.test')?.code).toBe('hbl-administrators');
    expect(byEmail.get('north@almavillas.test')?.code).toBe('hbl-destination-manager');
    expect(byEmail.get('manager@almavillas.test')?.code).toBe('hbl-country-manager');
    expect(byEmail.get('guest2@almavillas.test')?.code).toBeNull();
    expect(await verifyPassword(byEmail.get('admin@almavillas.test')?.hash ?? '', DEMO_PASSWORD)).toBe(true);
    const hash = byEmail.get('user@almavillas.test')?.hash ?? '';
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    const owner = rows.find((r) => r.email === 'owner@almavillas.test');
    expect(owner).toBeDefined();
    const [ownerUser] = await database.orm.select({ id: users.id }).from(users).where(eq(users.email, 'owner@almavillas.test'));
    const owned = await database.orm
      .select()
      .from(properties)
      .where(eq(properties.ownerId, ownerUser?.id ?? -1));
    expect(owned.length).toBe(10);
    // Two states each for the demo concierge and the north's manager; the whole country for its manager.
    const assignments = await database.orm.select().from(conciergeAssignments);
    expect(assignments.map((a) => a.stateId === null).sort()).toEqual([false, false, false, false, true]);
  });

  it('books the demo guest one past, one current and two upcoming stays', async () => {
    const rows = await database.orm
      .select()
      .from(reservations)
      .where(eq(reservations.leadGuestEmail, 'user@almavillas.test'))
      .orderBy(asc(reservations.checkIn))
      .then(besidesEnded);
    expect(rows).toHaveLength(4);
    for (const r of rows) {
      expect(r.confirmationNumber).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(r.leadGuestLastName).toBe('Harper');
    }
    const today = '2026-03-10';
    expect(rows[0]?.checkOut && rows[0].checkOut < today).toBe(true);
    expect(rows[1]?.checkIn && rows[1].checkIn <= today && rows[1].checkOut > today).toBe(true);
    expect(rows.slice(2).every((r) => r.checkIn > today)).toBe(true);
    // Each stay carries its frozen quote and an account written through the ledger: the stay's
    // entries add up to the quote, the extras (groceries, confirmed plans) follow, and the money
    // tells a story: the past stay paid with its deposit released, the current one paid with its
    // deposit held, the upcoming one with its deposit paid and the balance ahead, the request owing nothing.
    const ledger = await database.orm.select().from(ledgerEntries);
    const accounts = await readAccounts(
      database.orm,
      rows.map((r) => r.id),
    );
    for (const [i, r] of rows.entries()) {
      expect(r.quote?.totalCents).toBe(r.totalCents);
      expect(r.quote?.quoteSignature).toMatch(/^[0-9a-f]{64}$/);
      expect(r.leadGuestEmail).toBe('user@almavillas.test');
      const held = accounts.get(r.id);
      expect(held?.account.stayCents).toBe(r.totalCents);
      const extras = ledger.filter((l) => l.reservationId === r.id && ['grocery', 'extra'].includes(l.kind));
      expect(held?.account.extrasCents).toBe(extras.reduce((sum, l) => sum + l.amountCents, 0));
      // Every stay but the request has groceries on the bill; the request's list is still a draft.
      expect(extras.some((l) => l.kind === 'grocery')).toBe(i !== 3);
    }
    const [past, current, upcoming, request] = rows.map((r) => accounts.get(r.id)?.account);
    expect(past).toMatchObject({ balanceDueCents: 0, deposit: { heldCents: 0, releasedCents: rows[0]?.quote?.securityDepositCents } });
    expect(current).toMatchObject({ balanceDueCents: 0, deposit: { heldCents: rows[1]?.quote?.securityDepositCents } });
    expect(upcoming?.paidCents).toBeGreaterThan(0);
    expect(upcoming?.balanceDueCents).toBeGreaterThan(0);
    expect(request?.paidCents).toBe(0);
    const orders = await database.orm.select().from(groceryOrders);
    expect(orders.map((o) => o.status).sort()).toEqual(['draft', 'submitted', 'submitted', 'submitted']);
    for (const o of orders) {
      const billed = ledger
        .filter((l) => l.reservationId === o.reservationId && l.kind === 'grocery')
        .reduce((sum, l) => sum + l.amountCents, 0);
      expect([o.billedCents, billed]).toEqual(o.status === 'submitted' ? [o.estimatedCents, o.estimatedCents] : [0, 0]);
    }
    const plans = await database.orm.select().from(itineraryItems);
    const confirmedPlans = plans.filter((p) => p.status === 'confirmed');
    const requestedPlans = plans.filter((p) => p.status === 'requested');
    expect(confirmedPlans.length).toBeGreaterThanOrEqual(1);
    expect(requestedPlans.length).toBeGreaterThanOrEqual(1);
    for (const p of confirmedPlans) {
      const line = ledger.find((l) => l.reference === `itinerary:${p.id}`);
      expect(p.priceCents).not.toBeNull();
      expect([line?.amountCents, line?.kind]).toEqual([p.priceCents, 'extra']);
    }
    expect(requestedPlans.every((p) => p.priceCents === null && !ledger.some((l) => l.reference === `itinerary:${p.id}`))).toBe(true);
    const party = await database.orm.select().from(travelers);
    expect(rows.every((r) => party.filter((t) => t.reservationId === r.id && t.isLead === 1).length === 1)).toBe(true);
    expect(rows[3]?.status).toBe('requested');
    expect(rows[3]?.holdExpiresAt).not.toBeNull();
  });

  it('gives the desk a second destination with its own trips, and assigns some trips to their concierges', async () => {
    const idOf = async (email: string) =>
      (await database.orm.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? -1;
    const north = await database.orm
      .select()
      .from(reservations)
      .where(eq(reservations.leadGuestEmail, 'guest2@almavillas.test'))
      .orderBy(asc(reservations.checkIn))
      .then(besidesEnded);
    expect(north.map((r) => r.status)).toEqual(['requested', 'awaiting_payment', 'requested']);
    expect(north.map((r) => r.assignedConciergeId)).toEqual([null, await idOf('north@almavillas.test'), null]);
    const villas = await database.orm.select().from(properties);
    const stateOf = (propertyId: number) => villas.find((v) => v.id === propertyId)?.stateId;
    const [lasTerrenas] = await database.orm.select().from(states).where(eq(states.slug, 'las-terrenas'));
    expect(north.every((r) => stateOf(r.propertyId) === lasTerrenas?.id)).toBe(true);
    const accounts = await readAccounts(
      database.orm,
      north.map((r) => r.id),
    );
    expect(north.every((r) => accounts.get(r.id)?.account.paidCents === 0 && accounts.get(r.id)?.account.stayCents === r.totalCents)).toBe(
      true,
    );
    const demo = await database.orm
      .select()
      .from(reservations)
      .where(eq(reservations.leadGuestEmail, 'user@almavillas.test'))
      .orderBy(asc(reservations.checkIn))
      .then(besidesEnded);
    const concierge = await idOf('concierge@almavillas.test');
    expect(demo.map((r) => r.assignedConciergeId)).toEqual([null, concierge, concierge, null]);
  });

  it('publishes reviews in both languages on a dozen villas, keeps their count and average, and leaves one for moderation', async () => {
    const all = await database.orm.select().from(reviews);
    const villas = await database.orm.select().from(properties);
    const published = all.filter((r) => r.status === 'published');
    const byVilla = new Map<number, typeof published>();
    for (const r of published) byVilla.set(r.propertyId, [...(byVilla.get(r.propertyId) ?? []), r]);
    const rated = [...byVilla.values()].filter((list) => list.length >= 3);
    expect(rated.length).toBeGreaterThanOrEqual(12);
    expect(Math.max(...rated.map((list) => list.length))).toBe(PAGED_REVIEWS);
    for (const list of rated) expect(new Set(list.map((r) => r.locale))).toEqual(new Set(['en', 'es']));
    expect(published.filter((r) => r.replyText !== null).length).toBeGreaterThanOrEqual(2);
    // The kept columns are the published reviews' count and true average, on every villa.
    for (const v of villas) {
      const list = byVilla.get(v.id) ?? [];
      expect(v.reviewCount).toBe(list.length);
      if (list.length === 0) expect(v.reviewAverage).toBeNull();
      else expect(v.reviewAverage).toBeCloseTo(list.reduce((s, r) => s + r.overall, 0) / list.length, 10);
    }
    // Each review is its stay's lead guest's, once, after the stay; the texts are never repeated.
    const stays = await database.orm.select().from(reservations);
    for (const r of all) {
      const stay = stays.find((s) => s.id === r.reservationId);
      expect([stay?.userId, stay?.propertyId, stay?.status]).toEqual([r.userId, r.propertyId, 'confirmed']);
      expect(stay && stay.checkOut <= '2026-03-10').toBe(true);
      expect(r.text.length).toBeGreaterThanOrEqual(30);
    }
    expect(new Set(all.map((r) => r.text)).size).toBe(all.length);
    // One waits for moderation, on a villa of the demo concierge's destinations.
    const pending = all.filter((r) => r.status === 'pending');
    expect(pending).toHaveLength(1);
    const stateIds = (await database.orm.select().from(states)).filter((s) => ['punta-cana', 'cap-cana'].includes(s.slug)).map((s) => s.id);
    expect(stateIds).toContain(villas.find((v) => v.id === pending[0]?.propertyId)?.stateId);
    // Each guest account has a stay that ended within the 14 days a review may be written in.
    const ended = stays.filter((s) => ENDED.has(s.confirmationNumber));
    expect(ended.map((s) => s.leadGuestEmail).sort()).toEqual(['guest2@almavillas.test', 'user@almavillas.test']);
    for (const s of ended) expect([s.status, s.checkOut < '2026-03-10', s.checkOut >= '2026-02-24']).toEqual(['confirmed', true, true]);
  });

  it('closes a few nights of every villa with calendar blocks that hold their occupancies', async () => {
    const blocks = await database.orm.select().from(calendarBlocks);
    const villas = await database.orm.select({ id: properties.id }).from(properties);
    expect(blocks.length).toBeGreaterThanOrEqual(villas.length);
    expect(new Set(blocks.map((b) => b.propertyId)).size).toBeGreaterThan(villas.length * 0.9);
    const held = await database.orm.select().from(occupancies);
    for (const b of blocks) {
      expect(b.startDate > '2026-03-10' && b.endDate <= '2026-07-14').toBe(true);
      expect(held.some((o) => o.blockId === b.id && o.checkIn === b.startDate && o.checkOut === b.endDate)).toBe(true);
    }
    expect(held.filter((o) => o.reservationId !== null)).toHaveLength(7 + SEEDED_REVIEW_STAYS);
  });

  it('gives every villa its guest information in both languages, varied from villa to villa', async () => {
    const villas = await database.orm.select({ id: properties.id }).from(properties);
    const info = await database.orm.select().from(propertyGuestInfo);
    expect(info.map((i) => i.propertyId).sort()).toEqual(villas.map((v) => v.id).sort());
    for (const i of info) {
      for (const text of [
        i.arrivalEn,
        i.arrivalEs,
        i.wifiName,
        i.wifiPassword,
        i.houseManualEn,
        i.houseManualEs,
        i.emergencyContactsEn,
        i.emergencyContactsEs,
      ])
        expect(text.trim().length).toBeGreaterThan(3);
      expect(i.doorCode).toMatch(/^\d{6}$/);
      expect(i.arrivalEs).not.toBe(i.arrivalEn);
    }
    expect(new Set(info.map((i) => i.doorCode)).size).toBeGreaterThan(info.length * 0.9);
    expect(new Set(info.map((i) => i.wifiPassword)).size).toBe(info.length);
  });

  it('moves reservations and blocks along when seeded again on a later day (last test: it changes the data)', async () => {
    await seedDatabase(database.orm, { mediaDir, imageWidth: WIDTH, today: new Date('2026-04-02T12:00:00Z') });
    const blocks = await database.orm.select().from(calendarBlocks);
    expect(blocks.every((b) => b.startDate > '2026-04-02')).toBe(true);
    expect(await database.orm.select().from(occupancies)).toHaveLength(blocks.length + 7 + SEEDED_REVIEW_STAYS);
  });
});
