import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { propertyGuestInfo, propertyManagers } from '@/server/db/schema/owners';
import { isValidPage } from '@/server/validity/page-validity';
import { contextFor, guestbookActor, userActor } from '@/test/context';
import { createProperty, createRegion, createReservation, createUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import { getGuestbookPreview } from './guestbook-preview';

/** /guestbook/preview/{slug}: the villa's guestbook with sample data, for those who answer for it; 404 for everyone else. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let slug = '';
let draftSlug = '';
let reservationId = 0;
const people = {} as Record<
  'owner' | 'broker' | 'otherOwner' | 'admin' | 'concierge' | 'farConcierge' | 'guest',
  ReturnType<typeof userActor>
>;

beforeAll(async () => {
  database = await createTestDatabase();
  const orm = database.orm;
  const { country, state, elsewhere } = await createRegion(orm);
  const make = async (groups: string[]) => userActor(await createUser(orm), { groups });
  people.owner = await make(['hbl-owners']);
  people.broker = await make(['hbl-broker']);
  people.otherOwner = await make(['hbl-owners']);
  people.admin = await make(['hbl-administrators']);
  people.concierge = await make(['hbl-concierge']);
  people.farConcierge = await make(['hbl-concierge']);
  people.guest = await make([]);
  await orm.insert(conciergeAssignments).values([
    { userId: people.concierge.userId, countryId: country.id, stateId: state.id },
    { userId: people.farConcierge.userId, countryId: country.id, stateId: elsewhere.id },
  ]);
  const villa = await createProperty(
    orm,
    { countryId: country.id, stateId: state.id },
    { ownerId: people.owner.userId, name: 'Villa Preview' },
  );
  const draft = await createProperty(orm, { countryId: country.id, stateId: state.id }, { ownerId: people.owner.userId, status: 'draft' });
  slug = villa.slug;
  draftSlug = draft.slug;
  await orm.insert(propertyManagers).values({ propertyId: villa.id, userId: people.broker.userId });
  await orm
    .insert(propertyGuestInfo)
    .values({ propertyId: villa.id, doorCode: '551177', wifiPassword: 'secret-wifi', arrivalEn: 'Left at the church.' });
  reservationId = (await createReservation(orm, { userId: people.guest.userId, propertyId: villa.id })).id;
});
afterAll(async () => {
  await database?.dispose();
});

const now = new Date('2027-01-10T12:00:00Z');

describe('getGuestbookPreview', () => {
  it('shows the owner, a managing broker, an administrator and a concierge in scope the instructions revealed and the document', async () => {
    for (const who of ['owner', 'broker', 'admin', 'concierge'] as const) {
      const preview = await getGuestbookPreview(contextFor(database.orm, people[who], { now }), slug);
      expect(preview.propertyName, who).toBe('Villa Preview');
      expect(preview.sample).toEqual({ checkIn: '2027-02-09', checkOut: '2027-02-14' });
      expect(preview.instructions.private).toMatchObject({ revealed: true, door_code: '551177', wifi_password: 'secret-wifi' });
      expect(preview.instructions.arrival).toBe('Left at the church.');
      expect(preview.authorization.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    // A draft too, for its owner, so it can be checked before it is published.
    expect((await getGuestbookPreview(contextFor(database.orm, people.owner, { now }), draftSlug)).sample.checkIn).toBe('2027-02-09');
  });

  it('is 404 for another owner, a concierge out of scope, a guest, a guestbook session, a visitor and an unknown or malformed slug', async () => {
    const refused = [
      contextFor(database.orm, people.otherOwner, { now }),
      contextFor(database.orm, people.farConcierge, { now }),
      contextFor(database.orm, people.guest, { now }),
      contextFor(database.orm, guestbookActor(reservationId), { now }),
      contextFor(database.orm, undefined, { now }),
    ];
    for (const ctx of refused) await expect(getGuestbookPreview(ctx, slug)).rejects.toMatchObject({ status: 404 });
    const owner = contextFor(database.orm, people.owner, { now });
    await expect(getGuestbookPreview(owner, 'no-such-villa')).rejects.toMatchObject({ status: 404 });
    await expect(getGuestbookPreview(owner, "x' or '1'='1")).rejects.toMatchObject({ status: 404 });
  });

  it('is a valid page only for those it shows to (the proxy answers 404 to others)', async () => {
    expect(await isValidPage(contextFor(database.orm), 'guestbookPreview', { slug })).toBe(false);
    expect(await isValidPage(contextFor(database.orm, people.guest), 'guestbookPreview', { slug })).toBe(false);
    expect(await isValidPage(contextFor(database.orm, people.otherOwner), 'guestbookPreview', { slug })).toBe(false);
    expect(await isValidPage(contextFor(database.orm, people.owner), 'guestbookPreview', { slug })).toBe(true);
    expect(await isValidPage(contextFor(database.orm, people.broker), 'guestbookPreview', { slug })).toBe(true);
    expect(await isValidPage(contextFor(database.orm, people.concierge), 'guestbookPreview', { slug })).toBe(true);
    expect(await isValidPage(contextFor(database.orm, people.admin), 'guestbookPreview', { slug })).toBe(true);
  });
});
