import { inArray } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { reservations } from '../db/schema/booking';
import { experiences, luxuryServices } from '../db/schema/content';
import { groceryCategories, groceryItems, groceryOrderLines, groceryOrders, itineraryItems, travelers } from '../db/schema/trips';
import { GROCERIES } from './data/groceries';
import { addDays } from '../core/calendar';
import { overwriteExcept } from './upsert';
import { estimateCents } from '../trips/grocery-rules';

/** The grocery catalogue, upserted by slug. */
export async function seedGroceryCatalogue(orm: Orm) {
  const categories = await orm
    .insert(groceryCategories)
    .values(GROCERIES.map(({ items: _items, ...c }, position) => ({ ...c, position })))
    .onConflictDoUpdate({ target: groceryCategories.slug, set: overwriteExcept(groceryCategories, ['slug']) })
    .returning({ id: groceryCategories.id, slug: groceryCategories.slug });
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  await orm
    .insert(groceryItems)
    .values(
      GROCERIES.flatMap((c) =>
        c.items.map((item, position) => ({ ...item, categoryId: categoryId.get(c.slug) ?? 0, currency: 'USD', active: 1, position })),
      ),
    )
    .onConflictDoUpdate({ target: groceryItems.slug, set: overwriteExcept(groceryItems, ['slug']) });
}

interface Extras {
  groceries?: { status: 'draft' | 'submitted'; lines: [slug: string, quantity: number, note?: string][] };
  plans: { kind: 'experience' | 'service'; slug: string; day: number; time: string; guests: number; confirmed: boolean }[];
  companions: { name: string; email: string; ageGroup: 'adult' | 'child' | 'infant' }[];
}

/** What each demo trip (in seedReservations' order: past, current, upcoming, requested) holds. */
const EXTRAS: Extras[] = [
  {
    groceries: {
      status: 'submitted',
      lines: [
        ['mangoes', 2],
        ['coffee-beans', 1],
        ['aged-rum', 1],
        ['still-water', 2],
      ],
    },
    plans: [
      { kind: 'experience', slug: 'saona-island-catamaran', day: 2, time: '08:30', guests: 4, confirmed: true },
      { kind: 'service', slug: 'private-chef', day: 4, time: '19:30', guests: 4, confirmed: true },
    ],
    companions: [
      { name: 'Emma Harper', email: 'emma.harper@example.com', ageGroup: 'adult' },
      { name: 'Lucas Harper', email: '', ageGroup: 'child' },
    ],
  },
  {
    groceries: {
      status: 'submitted',
      lines: [
        ['eggs', 2],
        ['sourdough', 1],
        ['pineapple', 2],
        ['shrimp', 1, 'Peeled, please'],
        ['champagne', 2],
        ['sparkling-water', 1],
      ],
    },
    plans: [
      { kind: 'service', slug: 'airport-transfers', day: 0, time: '14:00', guests: 6, confirmed: true },
      { kind: 'service', slug: 'private-chef', day: 3, time: '20:00', guests: 6, confirmed: true },
      { kind: 'experience', slug: 'catalina-reef-snorkel', day: 4, time: '09:00', guests: 4, confirmed: false },
    ],
    companions: [
      { name: 'Emma Harper', email: 'emma.harper@example.com', ageGroup: 'adult' },
      { name: 'Oliver Grant', email: 'oliver.grant@example.com', ageGroup: 'adult' },
      { name: 'Lucas Harper', email: '', ageGroup: 'child' },
    ],
  },
  {
    groceries: {
      status: 'submitted',
      lines: [
        ['avocados', 1],
        ['greek-yogurt', 2],
        ['mahi-mahi', 1],
        ['white-wine', 3],
      ],
    },
    plans: [
      { kind: 'service', slug: 'airport-transfers', day: 0, time: '13:30', guests: 5, confirmed: true },
      { kind: 'experience', slug: 'teeth-of-the-dog-round', day: 2, time: '07:45', guests: 2, confirmed: false },
    ],
    companions: [{ name: 'Emma Harper', email: 'emma.harper@example.com', ageGroup: 'adult' }],
  },
  {
    groceries: {
      status: 'draft',
      lines: [
        ['bananas', 1],
        ['oat-milk', 2],
      ],
    },
    plans: [],
    companions: [],
  },
];

/**
 * The demo trips' grocery lists, day plans and travelers, rewritten on every run; seed-ledgers.ts
 * then puts what they cost on each trip's bill.
 */
export async function seedTripExtras(
  orm: Orm,
  confirmationNumbers: string[],
  lead: { firstName: string; lastName: string; email: string },
) {
  const trips = await orm
    .select({
      id: reservations.id,
      number: reservations.confirmationNumber,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .where(inArray(reservations.confirmationNumber, confirmationNumbers));
  const ids = trips.map((t) => t.id);
  if (ids.length === 0) return;
  await orm.delete(groceryOrders).where(inArray(groceryOrders.reservationId, ids));
  await orm.delete(itineraryItems).where(inArray(itineraryItems.reservationId, ids));
  await orm.delete(travelers).where(inArray(travelers.reservationId, ids));

  const items = await orm.select().from(groceryItems);
  const itemBySlug = new Map(items.map((i) => [i.slug, i]));
  const exps = await orm.select().from(experiences);
  const services = await orm.select().from(luxuryServices);

  for (const [index, number] of confirmationNumbers.entries()) {
    const trip = trips.find((t) => t.number === number);
    const extras = EXTRAS[index];
    if (!trip || !extras) continue;
    const at = trip.createdAt;

    await orm.insert(travelers).values([
      {
        reservationId: trip.id,
        name: `${lead.firstName} ${lead.lastName}`,
        email: lead.email,
        ageGroup: 'adult',
        isLead: 1,
        createdAt: at,
      },
      ...extras.companions.map((c) => ({ reservationId: trip.id, ...c, isLead: 0, createdAt: at })),
    ]);

    if (extras.groceries) {
      const lines = extras.groceries.lines.map(([slug, quantity, note]) => {
        const item = itemBySlug.get(slug);
        if (!item) throw new Error(`seed: no grocery item ${slug}`);
        return { itemId: item.id, quantity, note: note ?? '', unitPriceCents: item.priceCents };
      });
      const estimate = estimateCents(lines);
      const submitted = extras.groceries.status === 'submitted';
      const [order] = await orm
        .insert(groceryOrders)
        .values({
          reservationId: trip.id,
          status: extras.groceries.status,
          estimatedCents: estimate,
          // seed-ledgers.ts bills a submitted list, as the groceries service does.
          billedCents: submitted ? estimate : 0,
          submittedAt: submitted ? at : null,
          updatedAt: at,
        })
        .returning({ id: groceryOrders.id });
      if (order) await orm.insert(groceryOrderLines).values(lines.map((l) => ({ ...l, orderId: order.id })));
    }

    for (const plan of extras.plans) {
      const experience = plan.kind === 'experience' ? exps.find((e) => e.slug === plan.slug) : undefined;
      const service = plan.kind === 'service' ? services.find((s) => s.slug === plan.slug) : undefined;
      const target = experience ?? service;
      if (!target) throw new Error(`seed: no ${plan.kind} ${plan.slug}`);
      const price = experience
        ? experience.priceCents * (experience.priceUnit === 'person' ? plan.guests : 1)
        : (service?.priceFromCents ?? 0);
      await orm.insert(itineraryItems).values({
        reservationId: trip.id,
        kind: plan.kind,
        experienceId: experience?.id ?? null,
        luxuryServiceId: service?.id ?? null,
        date: addDays(trip.checkIn, plan.day),
        startTime: plan.time,
        guests: plan.guests,
        status: plan.confirmed ? 'confirmed' : 'requested',
        priceCents: plan.confirmed ? price : null,
        createdAt: at,
        decidedAt: plan.confirmed ? at : null,
      });
    }
  }
}
