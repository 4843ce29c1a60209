import { sql } from 'drizzle-orm';
import type { LedgerKind } from '@/server/ledger/kinds';
import { lockAccount, postEntries } from '@/server/ledger/ledger';
import { systemActor } from '@/server/access/actor';
import type { Orm } from '@/server/db/open';
import { createSession } from '@/server/accounts/session';
import { conciergeAssignments, groups, userGroups, users } from '@/server/db/schema/accounts';
import { calendarBlocks, occupancies, reservations } from '@/server/db/schema/booking';
import { countries, properties, propertyImages, seasonalRates, states } from '@/server/db/schema/catalog';
import { experiences, luxuryServices, pressArticles } from '@/server/db/schema/content';
import { inTransaction } from '@/server/db/transaction';

/** Test data builders: each inserts one row with plausible defaults and returns it. */
let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

function one<T>(rows: T[]): T {
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function createCountry(orm: Orm, over: Partial<typeof countries.$inferInsert> = {}) {
  const n = next();
  return one(
    await orm
      .insert(countries)
      .values({
        slug: `country-${n}`,
        nameEn: `Country ${n}`,
        nameEs: `País ${n}`,
        timeZone: 'America/Santo_Domingo',
        taxRateBps: 1800,
        serviceFeeBps: 1000,
        ...over,
      })
      .returning(),
  );
}

export async function createState(orm: Orm, countryId: number, over: Partial<typeof states.$inferInsert> = {}) {
  const n = next();
  return one(
    await orm
      .insert(states)
      .values({ countryId, slug: `state-${n}`, nameEn: `State ${n}`, nameEs: `Estado ${n}`, lat: 18.5, lng: -68.4, ...over })
      .returning(),
  );
}

/** A country with two states: `state`, where the staff of a test works, and `elsewhere`. */
export async function createRegion(orm: Orm) {
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const elsewhere = await createState(orm, country.id);
  return { country, state, elsewhere };
}

/** A country and one of its states: a villa's place, as createProperty() takes it. */
export async function createPlace(orm: Orm) {
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  return { countryId: country.id, stateId: state.id };
}

export async function createProperty(
  orm: Orm,
  place: { countryId: number; stateId: number },
  over: Partial<typeof properties.$inferInsert> = {},
) {
  const n = next();
  return one(
    await orm
      .insert(properties)
      .values({
        slug: `villa-${n}`,
        status: 'published',
        name: `Villa ${n}`,
        descriptionEn: 'A villa by the sea.',
        descriptionEs: 'Una villa junto al mar.',
        shortDescriptionEn: 'By the sea.',
        shortDescriptionEs: 'Junto al mar.',
        bedrooms: 4,
        numberBathroom: 4.5,
        maximumCapacity: 8,
        lat: 18.5,
        lng: -68.4,
        basePriceCents: 95_000,
        ...place,
        ...over,
      })
      .returning(),
  );
}

export async function createUser(orm: Orm, over: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  return one(
    await orm
      .insert(users)
      .values({ email: `guest${n}@example.test`, passwordHash: 'x', name: `Guest ${n}`, ...over })
      .returning(),
  );
}

/** A user in a group (e.g. 'hbl-concierge'; none for a plain guest) with a session: `{ user, token }`. */
export async function createMember(orm: Orm, group?: string, over: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(orm, over);
  if (group) {
    const g = one(
      await orm
        .insert(groups)
        .values({ code: group, name: group })
        .onConflictDoUpdate({ target: groups.code, set: { name: group } })
        .returning(),
    );
    await orm.insert(userGroups).values({ userId: user.id, groupId: g.id });
  }
  return { user, token: (await createSession(orm, user.id)).token };
}

/** A member of hbl-concierge who runs `where`: a state, or a whole country with `stateId: null`. */
export async function createConcierge(
  orm: Orm,
  where: { countryId: number; stateId: number | null },
  over: Partial<typeof users.$inferInsert> = {},
) {
  const member = await createMember(orm, 'hbl-concierge', over);
  await orm.insert(conciergeAssignments).values({ userId: member.user.id, ...where });
  return member;
}

export async function createReservation(
  orm: Orm,
  refs: { userId: number; propertyId: number },
  over: Partial<typeof reservations.$inferInsert> = {},
) {
  const n = next();
  return one(
    await orm
      .insert(reservations)
      .values({
        confirmationNumber: `T${String(n).padStart(7, '0')}`,
        checkIn: '2027-03-01',
        checkOut: '2027-03-08',
        guests: 4,
        status: 'confirmed',
        leadGuestLastName: 'Rivera',
        ...refs,
        ...over,
      })
      .returning(),
  );
}

const article = (n: number) => ({
  titleEn: `Title ${n}`,
  titleEs: `Título ${n}`,
  summaryEn: 'Summary.',
  summaryEs: 'Resumen.',
  bodyEn: 'Body.',
  bodyEs: 'Cuerpo.',
  image: '/media/x.webp',
});

export async function createPressArticle(orm: Orm, over: Partial<typeof pressArticles.$inferInsert> = {}) {
  const n = next();
  return one(
    await orm
      .insert(pressArticles)
      .values({ slug: `press-${n}`, publication: 'Travel Weekly', publishedOn: '2026-05-01', ...article(n), ...over })
      .returning(),
  );
}

export async function createLuxuryService(orm: Orm, over: Partial<typeof luxuryServices.$inferInsert> = {}) {
  const n = next();
  return one(
    await orm
      .insert(luxuryServices)
      .values({ slug: `service-${n}`, category: 'chef', priceFromCents: 25_000, ...article(n), ...over })
      .returning(),
  );
}

export async function createExperience(orm: Orm, over: Partial<typeof experiences.$inferInsert> = {}) {
  const n = next();
  return one(
    await orm
      .insert(experiences)
      .values({ slug: `experience-${n}`, priceCents: 12_000, durationMinutes: 180, ...article(n), ...over })
      .returning(),
  );
}

export async function createPropertyImage(orm: Orm, propertyId: number, over: Partial<typeof propertyImages.$inferInsert> = {}) {
  const n = next();
  return one(
    await orm
      .insert(propertyImages)
      .values({
        propertyId,
        // After the villa's last photo: an upload through the API appends the same way.
        position: sql`(select coalesce(max(position), -1) + 1 from property_images where property_id = ${propertyId})`,
        captionEn: `Terrace ${n}`,
        captionEs: `Terraza ${n}`,
        original: `/media/p/${n}.webp`,
        medium: `/media/p/${n}-m.webp`,
        thumbnail: `/media/p/${n}-t.webp`,
        width: 1600,
        height: 1067,
        ...over,
      })
      .returning(),
  );
}

/** A nightly rate for [startDate, endDate). */
export async function createSeasonalRate(orm: Orm, propertyId: number, rate: { startDate: string; endDate: string; nightlyCents: number }) {
  return one(
    await orm
      .insert(seasonalRates)
      .values({ propertyId, nameEn: 'Season', nameEs: 'Temporada', ...rate })
      .returning(),
  );
}

/** A calendar block with the occupancy that holds its nights [startDate, endDate). */
export async function createBlock(orm: Orm, propertyId: number, range: { startDate: string; endDate: string }) {
  const block = one(
    await orm
      .insert(calendarBlocks)
      .values({ propertyId, ...range })
      .returning(),
  );
  await orm.insert(occupancies).values({ propertyId, checkIn: range.startDate, checkOut: range.endDate, blockId: block.id });
  return block;
}

/** A requested or confirmed reservation holding its nights, as the booking step leaves it. */
export async function createHeldReservation(
  orm: Orm,
  refs: { userId: number; propertyId: number },
  stay: { checkIn: string; checkOut: string; status?: 'requested' | 'confirmed' },
) {
  const reservation = await createReservation(orm, refs, {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    status: stay.status ?? 'confirmed',
  });
  await orm
    .insert(occupancies)
    .values({ propertyId: refs.propertyId, checkIn: stay.checkIn, checkOut: stay.checkOut, reservationId: reservation.id });
  return reservation;
}

/** Entries on a reservation's account, written through the ledger (src/server/ledger) as the services do. */
export async function postTestEntries(
  orm: Orm,
  reservationId: number,
  lines: { kind: LedgerKind; amountCents: number; label?: string; reference?: string }[],
  now: Date = new Date(),
) {
  return inTransaction(orm, async (tx) => {
    const locked = await lockAccount(tx, reservationId);
    if (!locked) throw new Error(`no reservation ${reservationId}`);
    return postEntries(
      tx,
      locked,
      lines.map((l) => ({
        kind: l.kind,
        amountCents: l.amountCents,
        label: { en: l.label ?? l.kind, es: l.label ?? l.kind },
        reference: l.reference ?? 'test',
      })),
      { actor: systemActor('test'), now },
    );
  });
}
