import { check, date, index, integer, pgEnum, pgTable, serial, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef, updatedAt } from './columns';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { reservations } from './booking';
import { experiences, luxuryServices } from './content';

/** The bilingual grocery catalogue a guest orders from before arrival (DESIGN §5, extras on the bill). */
export const groceryCategories = pgTable('grocery_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  position: integer('position').notNull().default(0),
});

export const groceryItems = pgTable(
  'grocery_items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: requiredRef('category_id', () => groceryCategories.id, 'cascade'),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    /** The unit a quantity counts, e.g. "kg" / "kg", "bottle" / "botella". */
    unitEn: text('unit_en').notNull(),
    unitEs: text('unit_es').notNull(),
    /** The estimated price of one unit; the store's receipt may differ. */
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    active: integer('active').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('grocery_items_category_idx').on(t.categoryId), check('grocery_items_price_check', sql`${t.priceCents} >= 0`)],
);

export const groceryOrderStatus = pgEnum('grocery_order_status', ['draft', 'submitted']);

/**
 * A trip's one grocery list. While `draft` it is only saved; once `submitted` its estimate is on
 * the bill: `billed_cents` is what the ledger's `grocery` entries for it add up to, and an edit
 * before the cut-off (72 hours before arrival) posts the difference as a new entry.
 */
export const groceryOrders = pgTable('grocery_orders', {
  id: serial('id').primaryKey(),
  reservationId: integer('reservation_id')
    .notNull()
    .unique()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  status: groceryOrderStatus('status').notNull().default('draft'),
  note: text('note').notNull().default(''),
  estimatedCents: integer('estimated_cents').notNull().default(0),
  billedCents: integer('billed_cents').notNull().default(0),
  submittedAt: instant('submitted_at'),
  /** Set when the concierge has bought it: the priced lines' actual cost is then the real charge. */
  purchasedAt: instant('purchased_at'),
  updatedAt: updatedAt(),
});

export const groceryOrderLines = pgTable(
  'grocery_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => groceryOrders.id, 'cascade'),
    itemId: requiredRef('item_id', () => groceryItems.id),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    /** The unit price when the line was last saved, so a later catalogue change does not move the estimate. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** What the concierge actually paid for the line (the whole quantity); null until priced. */
    actualCents: integer('actual_cents'),
  },
  (t) => [
    uniqueIndex('grocery_order_lines_item_idx').on(t.orderId, t.itemId),
    check('grocery_order_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

export const itineraryKind = pgEnum('itinerary_kind', ['experience', 'service']);
export const itineraryStatus = pgEnum('itinerary_status', ['requested', 'confirmed', 'declined', 'cancelled']);

/**
 * A plan on one day of a trip: an experience or a luxury service the guest asked for, at a local
 * date and time. A concierge confirms it with a price, which becomes an `extra` entry in the
 * ledger (reference `itinerary:<id>`), reversed by another if the guest withdraws it.
 */
export const itineraryItems = pgTable(
  'itinerary_items',
  {
    id: serial('id').primaryKey(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    kind: itineraryKind('kind').notNull(),
    experienceId: integer('experience_id').references(() => experiences.id),
    luxuryServiceId: integer('luxury_service_id').references(() => luxuryServices.id),
    /** The property's local calendar date and wall-clock time (DESIGN §5: never an instant). */
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    guests: integer('guests').notNull().default(1),
    note: text('note').notNull().default(''),
    status: itineraryStatus('status').notNull().default('requested'),
    /** Set by the concierge when confirming; null while requested. */
    priceCents: integer('price_cents'),
    /** A concierge who added the plan for the guest (null when the guest asked for it). */
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    index('itinerary_items_reservation_idx').on(t.reservationId, t.date),
    check(
      'itinerary_items_target_check',
      sql`(${t.kind} = 'experience' and ${t.experienceId} is not null and ${t.luxuryServiceId} is null)
        or (${t.kind} = 'service' and ${t.luxuryServiceId} is not null and ${t.experienceId} is null)`,
    ),
  ],
);

export const ageGroup = pgEnum('age_group', ['adult', 'child', 'infant']);

/** Who travels on a trip. The lead guest's own row is `is_lead`; the lead guest manages the rest. */
export const travelers = pgTable(
  'travelers',
  {
    id: serial('id').primaryKey(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    ageGroup: ageGroup('age_group').notNull().default('adult'),
    isLead: integer('is_lead').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('travelers_reservation_idx').on(t.reservationId)],
);
