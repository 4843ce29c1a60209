import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActor, contextFor } from '@/test/context';
import { rows } from '@/server/db/raw';
import { createFailingFeed, createOwnerPortalWorld, createOwnerStay, type OwnerPortalWorld } from '@/test/owner-fixtures-home';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { getOwnerOverview } from './owner-overview';

/**
 * The overview's figures on a small world whose "today" is 10 June 2031 (the villas' local date):
 * arrivals and departures of the next 14 days, occupancy this month and next, earnings of the year
 * to date against the same days of last year (net of the 15 % commission on nights), open
 * requests and alerts. Nothing of another owner's villa shows.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let world: OwnerPortalWorld;
const NOW = new Date('2031-06-10T15:00:00Z');

const ctxOf = (m: OwnerPortalWorld['owner'], groups: string[]) => contextFor(database.orm, userActor(m.user, { groups }), { now: NOW });

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  world = await createOwnerPortalWorld(orm);
  const { villaA1: a1, villaA2: a2, villaB1: b1 } = world;
  // In the 14 days (10–23 June): a departure on the 11th, an arrival on the 12th and its departure on the 15th, an arrival on the 20th.
  await createOwnerStay(orm, world, a1.id, {
    checkIn: '2031-06-12',
    checkOut: '2031-06-15',
    status: 'confirmed',
    nights: 300_000,
    cleaning: 20_000,
    firstName: 'Ana',
    guests: 3,
  });
  await createOwnerStay(orm, world, a2.id, { checkIn: '2031-06-20', checkOut: '2031-06-27', status: 'awaiting_payment', nights: 700_000 });
  await createOwnerStay(orm, world, a2.id, { checkIn: '2031-06-05', checkOut: '2031-06-11', status: 'confirmed', nights: 600_000 });
  // A request over the month's end: 3 nights in June, 2 in July.
  await createOwnerStay(orm, world, a1.id, {
    checkIn: '2031-06-28',
    checkOut: '2031-07-03',
    status: 'requested',
    nights: 500_000,
    firstName: 'Luis',
    holdExpiresAt: new Date(NOW.getTime() + 5 * 3_600_000 + 30 * 60_000),
  });
  // Earned this year: March (400,000 nights) and a cancellation that retained 50,000 of nights.
  await createOwnerStay(orm, world, a2.id, { checkIn: '2031-03-01', checkOut: '2031-03-05', status: 'confirmed', nights: 400_000 });
  await createOwnerStay(orm, world, a1.id, { checkIn: '2031-06-01', checkOut: '2031-06-03', status: 'cancelled', nights: 50_000 });
  // Not earned: a declined request.
  await createOwnerStay(orm, world, a1.id, { checkIn: '2031-04-01', checkOut: '2031-04-05', status: 'declined', nights: 100_000 });
  // Last year: May counts, July (after 10 June) does not.
  await createOwnerStay(orm, world, a1.id, {
    checkIn: '2030-05-01',
    checkOut: '2030-05-04',
    status: 'confirmed',
    nights: 200_000,
    cleaning: 10_000,
  });
  await createOwnerStay(orm, world, a1.id, { checkIn: '2030-07-01', checkOut: '2030-07-04', status: 'confirmed', nights: 999_900 });
  // Another owner's villa, busy in the same days.
  await createOwnerStay(orm, world, b1.id, { checkIn: '2031-06-12', checkOut: '2031-06-20', status: 'confirmed', nights: 800_000 });
  await createOwnerStay(orm, world, b1.id, { checkIn: '2031-06-14', checkOut: '2031-06-16', status: 'requested', holdExpiresAt: NOW });
  await createFailingFeed(orm, a1.id);
  await createFailingFeed(orm, b1.id);
  await rows(
    orm,
    sql`insert into owner_statements (owner_id, month, issued_at) values (${world.owner.user.id}, '2031-05', '2031-06-03T08:00:00Z'),
      (${world.owner.user.id}, '2031-03', '2031-04-03T08:00:00Z'), (${world.otherOwner.user.id}, '2031-05', '2031-06-03T08:00:00Z')`,
  );
});
afterAll(async () => {
  await database?.dispose();
});

describe('the owner overview', () => {
  it('lists the arrivals and departures of the next 14 days with the guest’s first name and party size', async () => {
    const overview = await getOwnerOverview(ctxOf(world.owner, ['hbl-owners']));
    expect(overview.window).toEqual({ from: '2031-06-10', to: '2031-06-23' });
    expect(overview.movements.map((m) => [m.kind, m.date, m.property.name, m.guest_first_name])).toEqual([
      ['departure', '2031-06-11', 'Casa Brisa', 'Marta'],
      ['arrival', '2031-06-12', 'Casa Alba', 'Ana'],
      ['departure', '2031-06-15', 'Casa Alba', 'Ana'],
      ['arrival', '2031-06-20', 'Casa Brisa', 'Marta'],
    ]);
    expect(overview.movements[1]?.guests).toBe(3);
    expect(JSON.stringify(overview)).not.toContain('marta@example.test');
    expect(overview.villa_count).toBe(2);
  });

  it('counts the nights held this month and next, per villa and over all villas', async () => {
    const { this_month: june, next_month: july } = (await getOwnerOverview(ctxOf(world.owner, ['hbl-owners']))).occupancy;
    expect(june.month).toBe('2031-06');
    expect(june.villas.map((v) => [v.name, v.nights, v.days, v.percent])).toEqual([
      ['Casa Alba', 6, 30, 20],
      ['Casa Brisa', 13, 30, 43],
    ]);
    expect([june.nights, june.days, june.percent]).toEqual([19, 60, 32]);
    expect(july.month).toBe('2031-07');
    expect([july.nights, july.days, july.percent]).toEqual([2, 62, 3]);
  });

  it('sums the year’s earnings net of commission by check-in date, against the same days last year', async () => {
    const { earnings } = await getOwnerOverview(ctxOf(world.owner, ['hbl-owners']));
    // 2031: March 400,000 + the stay from 5 June 600,000 + 50,000 retained, less 15 % of those nights.
    expect(earnings.this_year).toEqual({ from: '2031-01-01', to: '2031-06-10', net_cents: 1_050_000 - 157_500 });
    // 2030 to 10 June: May's 200,000 nights + 10,000 cleaning, less 30,000.
    expect(earnings.last_year).toEqual({ from: '2030-01-01', to: '2030-06-10', net_cents: 180_000 });
    expect(earnings.change_percent).toBe(396);
  });

  it('shows the open requests with the hold time left, and the alerts of the owner’s villas only', async () => {
    const overview = await getOwnerOverview(ctxOf(world.owner, ['hbl-owners']));
    expect(overview.open_requests.map((r) => [r.property.name, r.guest_first_name, r.hold_seconds_left])).toEqual([
      ['Casa Alba', 'Luis', 5 * 3600 + 30 * 60],
    ]);
    expect(overview.alerts.failing_feeds.map((f) => f.property.id)).toEqual([world.villaA1.id]);
    expect(overview.alerts.statements.map((s) => s.month)).toEqual(['2031-05']);
    expect(overview.alerts.missing_spanish).toEqual([{ id: world.villaA2.id, name: 'Casa Brisa' }]);
  });

  it('gives the broker the villa he manages, an administrator everything or one owner’s, and refuses a concierge', async () => {
    const broker = await getOwnerOverview(ctxOf(world.broker, ['hbl-brokers']));
    expect(broker.villa_count).toBe(1);
    expect(broker.movements.map((m) => m.property.id)).toEqual([world.villaB1.id, world.villaB1.id]);
    expect(broker.alerts.statements.map((s) => s.owner_name)).toEqual(['Javier Other']);
    const admin = await getOwnerOverview(ctxOf(world.admin, ['hbl-administrators']), { owner: world.otherOwner.user.id });
    expect(admin.villa_count).toBe(1);
    expect((await getOwnerOverview(ctxOf(world.admin, ['hbl-administrators']))).villa_count).toBeGreaterThanOrEqual(3);
    await expect(getOwnerOverview(ctxOf(world.concierge, ['hbl-concierge']))).rejects.toMatchObject({ status: 403 });
  });
});
