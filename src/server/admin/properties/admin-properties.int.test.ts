import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as publishRoute } from '@/app/v1/admin/properties/[id]/publish/route';
import { POST as returnRoute } from '@/app/v1/admin/properties/[id]/return/route';
import { PATCH as adminPatchRoute } from '@/app/v1/admin/properties/[id]/route';
import { GET as adminListRoute } from '@/app/v1/admin/properties/route';
import { GET as ownerDetailsRoute, PATCH as ownerPatchRoute } from '@/app/v1/owner/properties/[id]/route';
import { POST as submitRoute } from '@/app/v1/owner/properties/[id]/submit/route';
import { GET as statementRoute } from '@/app/v1/owner/statements/route';
import { GET as publicPropertyRoute } from '@/app/v1/properties/[id]/route';
import { auditLog, propertyOwnerships } from '@/server/db/schema/admin';
import { reservations } from '@/server/db/schema/booking';
import { properties } from '@/server/db/schema/catalog';
import { ownerStatements, propertyManagers } from '@/server/db/schema/owners';
import { outbox } from '@/server/db/schema/platform';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import { createMember, createPlace, createProperty, createPropertyImage, createReservation, postTestEntries } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import type { ApiStatement } from '../../owners/statements/statements.types';
import type { AdminPropertyRow } from './properties.types';

/**
 * The administration's properties through the real routes (issue 17): listing approval (an owner
 * submits, an administrator returns with a note or publishes), owner, broker, commission and terms,
 * unpublishing; every refusal is a localized 4xx that changes nothing, every write an audit line.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin = '';
let owner = { id: 0, token: '' };
let owner2 = { id: 0, token: '' };
let broker = { id: 0, token: '' };
let guest = { id: 0, token: '' };
let concierge = '';
let place = { countryId: 0, stateId: 0 };

const as = (bearer: string, extra: CallOptions = {}): CallOptions => ({ bearer, ...extra });
const row = async (id: number) => {
  const [found] = await database.orm.select().from(properties).where(eq(properties.id, id));
  if (!found) throw new Error(`no property ${id}`);
  return found;
};
const auditOf = async (id: number, action: string) =>
  database.orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'property'), eq(auditLog.objectId, String(id)), eq(auditLog.action, action)));
const patch = (id: number, json: unknown, token = admin) =>
  call(at(adminPatchRoute, { id }), 'PATCH', `/v1/admin/properties/${id}`, as(token, { json }));

/** A fresh listing of `owner`, complete in both languages with a photo unless told. */
async function villa(over: Partial<typeof properties.$inferInsert> = {}, photo = true) {
  const p = await createProperty(database.orm, place, { ownerId: owner.id, status: 'draft', ...over });
  if (photo) await createPropertyImage(database.orm, p.id);
  return p;
}

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  place = await createPlace(orm);
  admin = (await createMember(orm, 'hbl-administrators')).token;
  const o = await createMember(orm, 'hbl-owners', { locale: 'es', name: 'Marta Owner' });
  owner = { id: o.user.id, token: o.token };
  const o2 = await createMember(orm, 'hbl-owners');
  owner2 = { id: o2.user.id, token: o2.token };
  const b = await createMember(orm, 'hbl-brokers');
  broker = { id: b.user.id, token: b.token };
  const g = await createMember(orm);
  guest = { id: g.user.id, token: g.token };
  concierge = (await createMember(orm, 'hbl-concierge')).token;
});
afterAll(async () => {
  await database?.dispose();
});

describe('listing approval', () => {
  it('an owner cannot publish any more: they submit a complete listing for review', async () => {
    const p = await villa();
    const direct = await call(at(ownerPatchRoute, { id: p.id }), 'PATCH', '/x', as(owner.token, { json: { status: 'published' } }));
    expect(direct.status).toBe(403);
    expect(direct.body.code).toBe('review_required');
    expect((await row(p.id)).status).toBe('draft');

    const res = await call(at(submitRoute, { id: p.id }), 'POST', '/x', as(owner.token));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: p.id, status: 'submitted', submitted_at: expect.any(String) });
    expect(await auditOf(p.id, 'property.submit')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ status: 'draft' }),
        after: expect.objectContaining({ status: 'submitted' }),
      }),
    ]);
    // Edited while waiting, it stays submitted (and complete).
    const edit = await call(at(ownerPatchRoute, { id: p.id }), 'PATCH', '/x', as(owner.token, { json: { name: 'Casa Nueva' } }));
    expect(edit.body.data).toMatchObject({ status: 'submitted', name: 'Casa Nueva' });
    const emptied = await call(at(ownerPatchRoute, { id: p.id }), 'PATCH', '/x', as(owner.token, { json: { description_es: '' } }));
    expect(emptied.status).toBe(422);
  });

  it('submitting an incomplete listing is 422 with the list, and nothing changes', async () => {
    const p = await villa({ descriptionEs: '', basePriceCents: 0 }, false);
    const res = await call(at(submitRoute, { id: p.id }), 'POST', '/x', as(owner.token, { localeCookie: 'es' }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('listing_incomplete');
    expect(Object.keys(res.body.fields as object).sort()).toEqual(['description_es', 'nightly_rate', 'photos']);
    expect((await row(p.id)).status).toBe('draft');
    expect(await auditOf(p.id, 'property.submit')).toEqual([]);
  });

  it('the administrator returns it with a note: the owner reads it, fixes, resubmits; publishing puts it on search', async () => {
    const p = await villa();
    await call(at(submitRoute, { id: p.id }), 'POST', '/x', as(owner.token));

    const list = await call(adminListRoute, 'GET', '/v1/admin/properties?status=submitted', as(admin));
    expect(list.status).toBe(200);
    expect((list.body.data as AdminPropertyRow[]).map((r) => r.id)).toContain(p.id);
    expect(list.body.meta).toMatchObject({ waiting: expect.any(Number) });

    expect((await call(at(returnRoute, { id: p.id }), 'POST', '/x', as(admin, { json: { note: '   ' } }))).status).toBe(422);
    const note = 'Añade fotos de la terraza, por favor.';
    const back = await call(at(returnRoute, { id: p.id }), 'POST', '/x', as(admin, { json: { note } }));
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ status: 'draft', review_state: 'returned', review_note: note });
    expect(await row(p.id)).toMatchObject({ reviewNoteLocale: 'es', reviewNote: note });
    const seen = await call(at(ownerDetailsRoute, { id: p.id }), 'GET', '/x', as(owner.token));
    expect(seen.body.data).toMatchObject({ status: 'draft', review_note: note });
    const [mail] = await database.orm.select().from(outbox).where(eq(outbox.template, 'listing-returned')).orderBy(outbox.id);
    expect(mail).toMatchObject({ locale: 'es', subject: expect.stringContaining('cambios') });
    expect(mail?.textBody).toContain(note);
    expect(await auditOf(p.id, 'property.return')).toEqual([
      expect.objectContaining({
        before: { status: 'submitted', review_note: null },
        after: expect.objectContaining({ review_note: note }),
      }),
    ]);

    // Still hidden from the public while not published.
    expect((await call(at(publicPropertyRoute, { id: p.id }), 'GET', `/v1/properties/${p.id}`)).status).toBe(404);
    await call(at(submitRoute, { id: p.id }), 'POST', '/x', as(owner.token));
    expect((await row(p.id)).reviewNote).toBe(note);
    const published = await call(at(publishRoute, { id: p.id }), 'POST', '/x', as(admin));
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', review_note: null });
    expect(await row(p.id)).toMatchObject({ reviewedAt: expect.any(Date), reviewNote: null });
    expect((await call(at(publicPropertyRoute, { id: p.id }), 'GET', `/v1/properties/${p.id}`)).status).toBe(200);
    expect(await auditOf(p.id, 'property.publish')).toHaveLength(1);
    expect((await database.orm.select().from(outbox).where(eq(outbox.template, 'listing-published'))).length).toBeGreaterThan(0);
  });

  it('publishing an incomplete listing is 422 with the list in fields, and nothing changes', async () => {
    const p = await villa({ shortDescriptionEs: '', status: 'submitted' });
    const res = await call(at(publishRoute, { id: p.id }), 'POST', '/x', as(admin, { localeCookie: 'es' }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('listing_incomplete');
    expect(res.body.fields).toEqual({ short_description_es: expect.stringContaining('español') });
    expect((await row(p.id)).status).toBe('submitted');
    expect(await auditOf(p.id, 'property.publish')).toEqual([]);
  });

  it('unpublishing takes the villa off the public side and keeps its reservations', async () => {
    const p = await villa({ status: 'published' });
    const stay = await createReservation(
      database.orm,
      { userId: guest.id, propertyId: p.id },
      { checkIn: '2027-05-01', checkOut: '2027-05-05' },
    );
    const res = await patch(p.id, { status: 'draft' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'draft' });
    expect((await call(at(publicPropertyRoute, { id: p.id }), 'GET', `/v1/properties/${p.id}`)).status).toBe(404);
    const [kept] = await database.orm.select().from(reservations).where(eq(reservations.id, stay.id));
    expect(kept?.status).toBe(stay.status);
    expect(await auditOf(p.id, 'property.unpublish')).toEqual([
      expect.objectContaining({ before: { status: 'published' }, after: { status: 'draft' } }),
    ]);
  });
});

describe('PATCH /v1/admin/properties/{id}', () => {
  it('sets owner, broker, commission and terms, one audit line each with before and after', async () => {
    const p = await villa({ commissionBps: 1500 });
    const res = await patch(p.id, {
      owner_id: owner2.id,
      broker_id: broker.id,
      commission_bps: 2000,
      deposit_percent: 50,
      balance_due_days: 30,
      security_deposit_cents: 100_000,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      owner: { id: owner2.id },
      brokers: [{ id: broker.id }],
      commission_bps: 2000,
      deposit_percent: 50,
      balance_due_days: 30,
      security_deposit_cents: 100_000,
    });
    expect(await auditOf(p.id, 'property.owner')).toEqual([
      expect.objectContaining({ before: { owner_id: owner.id }, after: { owner_id: owner2.id } }),
    ]);
    expect(await auditOf(p.id, 'property.broker')).toEqual([
      expect.objectContaining({ before: { broker_ids: [] }, after: { broker_ids: [broker.id] } }),
    ]);
    expect(await auditOf(p.id, 'property.commission')).toEqual([
      expect.objectContaining({ before: { commission_bps: 1500 }, after: { commission_bps: 2000 } }),
    ]);
    expect(await auditOf(p.id, 'property.terms')).toEqual([
      expect.objectContaining({
        before: { deposit_percent: 30, balance_due_days: 60, security_deposit_cents: 0 },
        after: { deposit_percent: 50, balance_due_days: 30, security_deposit_cents: 100_000 },
      }),
    ]);
    // The broker now runs the villa in the owner portal; null removes them.
    expect((await call(at(ownerDetailsRoute, { id: p.id }), 'GET', '/x', as(broker.token))).status).toBe(200);
    expect((await patch(p.id, { broker_id: null })).body.data).toMatchObject({ brokers: [] });
    expect(await database.orm.select().from(propertyManagers).where(eq(propertyManagers.propertyId, p.id))).toEqual([]);
  });

  it('refuses bad input with a localized 4xx and changes nothing', async () => {
    const p = await villa({ commissionBps: 1500 });
    const before = await row(p.id);
    const commission = await patch(p.id, { commission_bps: 5001, deposit_percent: 40 });
    expect(commission.status).toBe(422);
    expect(Object.keys(commission.body.fields as object)).toEqual(['commission_bps']);
    expect((await patch(p.id, { commission_bps: -1 })).status).toBe(422);

    const notOwner = await call(
      at(adminPatchRoute, { id: p.id }),
      'PATCH',
      '/x',
      as(admin, { json: { owner_id: guest.id, commission_bps: 100 }, localeCookie: 'es' }),
    );
    expect(notOwner.status).toBe(422);
    expect(notOwner.body).toMatchObject({ code: 'not_an_owner', fields: { owner_id: expect.stringContaining('propietario') } });
    expect((await patch(p.id, { broker_id: guest.id })).body.code).toBe('not_an_owner');
    expect((await patch(p.id, { owner_id: 999_999 })).status).toBe(422);
    expect((await patch(p.id, { status: 'published' })).status).toBe(422);
    expect((await patch(p.id, { deposit_percent: 101 })).status).toBe(422);
    expect((await patch(p.id, { balance_due_days: 366 })).status).toBe(422);
    expect((await patch(p.id, { security_deposit_cents: -5 })).status).toBe(422);
    expect((await patch(p.id, { nope: 1 })).status).toBe(422);
    expect((await patch(999_999, { commission_bps: 100 })).status).toBe(404);

    expect(await row(p.id)).toEqual(before);
    const lines = await database.orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(p.id)));
    expect(lines).toEqual([]);
  });

  it('is for administrators only', async () => {
    const p = await villa();
    expect((await patch(p.id, { commission_bps: 100 }, owner.token)).status).toBe(403);
    expect((await patch(p.id, { commission_bps: 100 }, concierge)).status).toBe(403);
    expect((await patch(p.id, { commission_bps: 100 }, guest.token)).status).toBe(403);
    expect((await call(adminListRoute, 'GET', '/v1/admin/properties', {})).status).toBe(401);
    expect((await call(at(publishRoute, { id: p.id }), 'POST', '/x', as(owner.token))).status).toBe(403);
    expect((await row(p.id)).commissionBps).toBe(1500);
  });
});

describe('GET /v1/admin/properties', () => {
  it('filters by name, status and owner, with paging', async () => {
    const a = await villa({ name: 'Zafiro Unique One' });
    await villa({ name: 'Zafiro Unique Two', ownerId: owner2.id });
    const byName = await call(adminListRoute, 'GET', '/v1/admin/properties?q=zafiro+unique&per_page=1', as(admin));
    expect(byName.body.meta).toMatchObject({ total: 2, page: 1, per_page: 1, page_count: 2 });
    const byOwner = await call(adminListRoute, 'GET', `/v1/admin/properties?q=zafiro&owner=${owner.id}`, as(admin));
    expect((byOwner.body.data as AdminPropertyRow[]).map((r) => r.id)).toEqual([a.id]);
    expect(byOwner.body.data).toEqual([
      expect.objectContaining({
        owner: { id: owner.id, name: 'Marta Owner', email: expect.any(String) },
        publish_missing: [],
        state: expect.any(String),
      }),
    ]);
    expect((await call(adminListRoute, 'GET', '/v1/admin/properties?status=nope', as(admin))).status).toBe(400);
  });
});

describe('transfer to another owner from a date', () => {
  const statementOf = async (token: string, month: string) => {
    const res = await call(statementRoute, 'GET', `/v1/owner/statements?month=${month}`, as(token));
    expect(res.status).toBe(200);
    return res.body.data as ApiStatement;
  };
  const stayLines = (st: ApiStatement, villaId: number) =>
    st.lines.filter((l) => l.property_id === villaId && l.reservation_id !== null).map((l) => l.reservation_id);

  it('keeps the stays checking in before the date on the earlier owner’s statements, later ones on the new owner’s', async () => {
    const seller = await createMember(database.orm, 'hbl-owners');
    const buyer = await createMember(database.orm, 'hbl-owners');
    const p = await createProperty(database.orm, place, { ownerId: seller.user.id, status: 'published' });
    const stay = async (checkIn: string, checkOut: string) => {
      const r = await createReservation(
        database.orm,
        { userId: guest.id, propertyId: p.id },
        { checkIn, checkOut, confirmedAt: new Date('2026-01-05T12:00:00Z') },
      );
      await postTestEntries(database.orm, r.id, [{ kind: 'nights', amountCents: 200_000 }], new Date('2026-01-05T12:00:00Z'));
      return r.id;
    };
    const march = await stay('2026-03-10', '2026-03-15');
    const may = await stay('2026-05-10', '2026-05-15');

    const res = await patch(p.id, { transfer: { owner_id: buyer.user.id, from_date: '2026-04-01' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ owner: { id: buyer.user.id } });
    const history = await database.orm
      .select()
      .from(propertyOwnerships)
      .where(eq(propertyOwnerships.propertyId, p.id))
      .orderBy(propertyOwnerships.fromDate);
    expect(history.map((h) => [h.ownerId, h.fromDate])).toEqual([
      [seller.user.id, expect.stringMatching(/^\d{4}-/)],
      [buyer.user.id, '2026-04-01'],
    ]);
    expect((history[0]?.fromDate ?? '9999') <= '2026-03-10').toBe(true);
    expect(await auditOf(p.id, 'property.transfer')).toEqual([
      expect.objectContaining({ before: { owner_id: seller.user.id }, after: { owner_id: buyer.user.id, from_date: '2026-04-01' } }),
    ]);

    expect(stayLines(await statementOf(seller.token, '2026-03'), p.id)).toEqual([march]);
    expect(stayLines(await statementOf(seller.token, '2026-05'), p.id)).toEqual([]);
    expect(stayLines(await statementOf(buyer.token, '2026-05'), p.id)).toEqual([may]);
    expect(stayLines(await statementOf(buyer.token, '2026-03'), p.id)).toEqual([]);
    // The administrator's whole view holds both stays, each once.
    expect(stayLines(await statementOf(admin, '2026-03'), p.id)).toEqual([march]);
    expect(stayLines(await statementOf(admin, '2026-05'), p.id)).toEqual([may]);
  });

  it('refuses a date inside a month already issued (409), a non-owner (422) and a date before the last transfer, changing nothing', async () => {
    const seller = await createMember(database.orm, 'hbl-owners');
    const buyer = await createMember(database.orm, 'hbl-owners');
    const p = await createProperty(database.orm, place, { ownerId: seller.user.id, status: 'published' });
    await database.orm.insert(ownerStatements).values({
      ownerId: seller.user.id,
      month: '2026-02',
      issuedAt: new Date('2026-03-03T00:00:00Z'),
      figures: {} as never,
    });
    const locked = await patch(p.id, { transfer: { owner_id: buyer.user.id, from_date: '2026-02-20' } });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('statement_locked');
    const notOwner = await patch(p.id, { transfer: { owner_id: guest.id, from_date: '2026-04-01' } });
    expect(notOwner.status).toBe(422);
    expect(notOwner.body.fields).toHaveProperty(['transfer.owner_id']);
    expect((await patch(p.id, { transfer: { owner_id: buyer.user.id, from_date: '2026-02-30' } })).status).toBe(422);
    expect(await row(p.id)).toMatchObject({ ownerId: seller.user.id });
    expect(await database.orm.select().from(propertyOwnerships).where(eq(propertyOwnerships.propertyId, p.id))).toEqual([]);

    expect((await patch(p.id, { transfer: { owner_id: buyer.user.id, from_date: '2026-03-01' } })).status).toBe(200);
    const back = await patch(p.id, { transfer: { owner_id: seller.user.id, from_date: '2026-03-01' } });
    expect(back.status).toBe(422);
    expect(back.body.code).toBe('transfer_before_last');
    // With a history, the owner changes only by a transfer.
    const direct = await patch(p.id, { owner_id: seller.user.id });
    expect(direct.status).toBe(422);
    expect(direct.body.code).toBe('use_transfer');
    expect(await row(p.id)).toMatchObject({ ownerId: buyer.user.id });
  });
});
