import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type ServiceContext, withContext } from '../access/context';
import type { Orm } from '../db/open';
import { groceryCategories, groceryItems, groceryOrderLines, groceryOrders } from '../db/schema/trips';
import { AppError, type MessageRef } from '../core/errors';
import { entryLabel, lockAccount, postEntries } from '../ledger/ledger';
import { parseInput } from '../core/validation';
import type { Locale } from '@/i18n/routing';
import { estimateCents, groceryCutoff, type GroceryLock, groceryLock, lineTotalCents } from './grocery-rules';
import { saveGroceryOrderSchema } from './groceries.schema';
import { type OwnTrip, ownTrip } from './trip-access';
import type { GroceryCatalogueCategory, GroceryOrder } from './trips.types';
import { inTransaction } from '../db/transaction';
import { inLocale } from '@/lib/bilingual';

const groceriesError = (status: number, code: string, message: MessageRef = { key: `groceries.errors.${code}` }) =>
  new AppError(status, code, { message });

const lockedError = (lock: Exclude<GroceryLock, null>) =>
  groceriesError(409, 'groceries_locked', { key: `groceries.errors.locked_${lock}` });

/** The active catalogue in the locale: categories in order, each with its active items in order. */
export async function listGroceryCatalogue(ctx: ServiceContext): Promise<GroceryCatalogueCategory[]> {
  const { orm, locale } = ctx;
  const found = await orm
    .select({ category: groceryCategories, item: groceryItems })
    .from(groceryItems)
    .innerJoin(groceryCategories, eq(groceryCategories.id, groceryItems.categoryId))
    .where(eq(groceryItems.active, 1))
    .orderBy(asc(groceryCategories.position), asc(groceryCategories.id), asc(groceryItems.position), asc(groceryItems.id));
  const out: GroceryCatalogueCategory[] = [];
  for (const { category, item } of found) {
    let last = out[out.length - 1];
    if (last?.id !== category.id) {
      last = { id: category.id, slug: category.slug, name: inLocale(locale, category.nameEn, category.nameEs), items: [] };
      out.push(last);
    }
    last.items.push({
      id: item.id,
      slug: item.slug,
      name: inLocale(locale, item.nameEn, item.nameEs),
      unit: inLocale(locale, item.unitEn, item.unitEs),
      price_cents: item.priceCents,
      currency: item.currency,
    });
  }
  return out;
}

/** The actor's trip with what the grocery rules need (ownTrip's 404 for anyone else's), and its cut-off. */
type TripFacts = OwnTrip & { cutoff: Date };

async function tripFacts(ctx: ServiceContext, tripId: number, lock = false): Promise<TripFacts> {
  const trip = await ownTrip(ctx, tripId, { lock });
  return { ...trip, cutoff: groceryCutoff({ checkIn: trip.checkIn, checkInTime: trip.checkInTime, timeZone: trip.timeZone }) };
}

async function loadOrder(orm: Orm, trip: TripFacts, locale: Locale, now: Date): Promise<GroceryOrder> {
  const [order] = await orm.select().from(groceryOrders).where(eq(groceryOrders.reservationId, trip.id));
  const lines = order
    ? await orm
        .select({ line: groceryOrderLines, item: groceryItems })
        .from(groceryOrderLines)
        .innerJoin(groceryItems, eq(groceryItems.id, groceryOrderLines.itemId))
        .innerJoin(groceryCategories, eq(groceryCategories.id, groceryItems.categoryId))
        .where(eq(groceryOrderLines.orderId, order.id))
        .orderBy(asc(groceryCategories.position), asc(groceryItems.position), asc(groceryItems.id))
    : [];
  return {
    trip_id: trip.id,
    status: order?.status ?? 'none',
    currency: lines[0]?.item.currency ?? trip.currency,
    lines: lines.map(({ line, item }) => ({
      item_id: item.id,
      slug: item.slug,
      name: inLocale(locale, item.nameEn, item.nameEs),
      unit: inLocale(locale, item.unitEn, item.unitEs),
      quantity: line.quantity,
      note: line.note,
      unit_price_cents: line.unitPriceCents,
      line_total_cents: lineTotalCents(line),
    })),
    item_count: lines.reduce((sum, { line }) => sum + line.quantity, 0),
    estimated_cents: order?.estimatedCents ?? 0,
    note: order?.note ?? '',
    submitted_at: order?.submittedAt ? new Date(order.submittedAt).toISOString() : null,
    updated_at: order ? new Date(order.updatedAt).toISOString() : null,
    editable: groceryLock(trip.status, trip.cutoff, now, Boolean(order?.purchasedAt)) === null,
    purchased_at: order?.purchasedAt ? new Date(order.purchasedAt).toISOString() : null,
    editable_until: trip.cutoff.toISOString(),
    time_zone: trip.timeZone,
  };
}

/** The trip's grocery list (status `none` before the first save); another guest's trip is 404. */
export async function getGroceryOrder(ctx: ServiceContext, tripId: number): Promise<GroceryOrder> {
  const trip = await tripFacts(ctx, tripId);
  return loadOrder(ctx.orm, trip, ctx.locale, ctx.now);
}

/**
 * Replaces the trip's list, as a draft or submitted. Only while the trip is requested or confirmed
 * and before the cut-off (else 409 `groceries_locked`, nothing changed). A submitted list (and
 * every later save of it: it stays submitted) puts its estimate on the bill as the trip's one
 * `grocery` ledger line, frozen prices per line, in the same transaction; emptied, the line is
 * removed. Unknown or inactive items are 400 with the line's field.
 */
export async function saveGroceryOrder(
  ctx: ServiceContext,
  tripId: number,
  rawInput: unknown,
  opts: { submit?: boolean } = {},
): Promise<GroceryOrder> {
  const { orm, now } = ctx;
  const first = await tripFacts(ctx, tripId);
  const input = parseInput(saveGroceryOrderSchema, rawInput);
  const submit = opts.submit ?? input.submit ?? false;
  const lock = groceryLock(first.status, first.cutoff, now);
  if (lock) throw lockedError(lock);

  const ids = input.lines.map((l) => l.item_id);
  const active = ids.length
    ? await orm
        .select({ id: groceryItems.id, priceCents: groceryItems.priceCents })
        .from(groceryItems)
        .where(and(inArray(groceryItems.id, ids), eq(groceryItems.active, 1)))
    : [];
  const priceOf = new Map(active.map((i) => [i.id, i.priceCents]));
  const unknown: Record<string, MessageRef> = {};
  input.lines.forEach((line, index) => {
    if (!priceOf.has(line.item_id)) unknown[`lines.${index}.item_id`] = { key: 'groceries.errors.unknown_item' };
  });
  if (Object.keys(unknown).length) throw new AppError(400, 'validation_failed', { fields: unknown });
  const lines = input.lines.map((l) => ({
    itemId: l.item_id,
    quantity: l.quantity,
    note: l.note ?? '',
    unitPriceCents: priceOf.get(l.item_id) ?? 0,
  }));
  const estimate = estimateCents(lines);

  await inTransaction(orm, async (tx) => {
    // The trip row is locked: a concurrent save, cancellation or check-in waits, and is seen here.
    const trip = await tripFacts(withContext(ctx, { orm: tx }), tripId, true);
    const lockNow = groceryLock(trip.status, trip.cutoff, now);
    if (lockNow) throw lockedError(lockNow);
    const [existing] = await tx.select().from(groceryOrders).where(eq(groceryOrders.reservationId, tripId));
    if (existing?.purchasedAt) throw lockedError('purchased');
    const submitted = submit || existing?.status === 'submitted';
    if (submitted && lines.length === 0 && existing?.status !== 'submitted') {
      throw new AppError(400, 'validation_failed', { fields: { lines: { key: 'groceries.errors.empty_list' } } });
    }

    // The bill follows the list: the difference from what is already billed is a new `grocery` entry.
    const billed = existing?.billedCents ?? 0;
    const target = submitted ? estimate : 0;
    if (target !== billed) {
      const account = await lockAccount(tx, tripId);
      if (!account) throw new Error('trip vanished');
      const label = billed === 0 ? 'grocery' : target === 0 ? 'grocery_withdrawn' : 'grocery_update';
      await postEntries(
        tx,
        account,
        [{ kind: 'grocery', amountCents: target - billed, label: entryLabel(label), reference: `grocery-order:${tripId}` }],
        {
          actor: ctx.actor,
          now,
        },
      );
    }

    const values = {
      status: submitted ? ('submitted' as const) : ('draft' as const),
      note: input.note ?? '',
      estimatedCents: estimate,
      billedCents: target,
      submittedAt: submitted ? now : null,
      updatedAt: now,
    };
    const [order] = await tx
      .insert(groceryOrders)
      .values({ reservationId: tripId, ...values })
      .onConflictDoUpdate({ target: groceryOrders.reservationId, set: values })
      .returning({ id: groceryOrders.id });
    if (!order) throw new Error('grocery order upsert returned nothing');
    await tx.delete(groceryOrderLines).where(eq(groceryOrderLines.orderId, order.id));
    if (lines.length) await tx.insert(groceryOrderLines).values(lines.map((l) => ({ ...l, orderId: order.id })));
  });
  return getGroceryOrder(ctx, tripId);
}
