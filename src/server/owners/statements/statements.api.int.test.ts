import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as receiptRoute } from '@/app/v1/owner/expenses/[id]/receipt/route';
import { GET as listExpensesRoute, POST as expenseRoute } from '@/app/v1/owner/expenses/route';
import { POST as payoutRoute } from '@/app/v1/owner/payouts/route';
import { GET as csvRoute } from '@/app/v1/owner/statements.csv/route';
import { GET as pdfRoute } from '@/app/v1/owner/statements.pdf/route';
import { POST as issueRoute } from '@/app/v1/owner/statements/issue/route';
import { GET as statementRoute } from '@/app/v1/owner/statements/route';
import { systemContext } from '@/server/access/context';
import { apiRequest, type CallOptions, call, routeAt as at } from '@/test/api-client';
import { createReservation, postTestEntries } from '@/test/factories';
import { earningsWorld } from '@/test/owner-fixtures-earnings';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { runIssueStatementsJob } from './issue-statements';
import { statementPdf } from './statement-export';
import { statementVillas } from './statements.service';
import type { ApiStatement } from './statements.types';

/**
 * The statements routes as a client meets them: figures traced to the ledger, a locked month that
 * never changes (409 for anything dated in it, corrections in the next open month), 422 for bad
 * amounts or months, 403/404 by role and scope, and the CSV and PDF answers.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let w: Awaited<ReturnType<typeof earningsWorld>>;
let reservationId = 0;

const as = (token: string, extra: CallOptions = {}): CallOptions => ({ bearer: token, ...extra });
const statement = async (token: string, query: string) => {
  const res = await call(at(statementRoute), 'GET', `/v1/owner/statements?${query}`, as(token));
  return { status: res.status, data: res.body.data as ApiStatement };
};

beforeAll(async () => {
  database = await useTestDatabase();
  w = await earningsWorld(database.orm);
  const r = await createReservation(
    database.orm,
    { userId: w.guest.user.id, propertyId: w.villa.id },
    { checkIn: '2026-03-10', checkOut: '2026-03-15', confirmedAt: new Date('2026-02-01T12:00:00Z') },
  );
  reservationId = r.id;
  await postTestEntries(
    database.orm,
    r.id,
    [
      { kind: 'nights', amountCents: 100_003 },
      { kind: 'cleaning', amountCents: 15_000 },
      { kind: 'service_fee', amountCents: 9_000 },
      { kind: 'tax', amountCents: 18_000 },
    ],
    new Date('2026-02-01T12:00:00Z'),
  );
  // A request never confirmed: its booking entries are not the owner's money.
  const request = await createReservation(
    database.orm,
    { userId: w.guest.user.id, propertyId: w.villa.id },
    { checkIn: '2026-03-20', checkOut: '2026-03-22', status: 'requested' },
  );
  await postTestEntries(database.orm, request.id, [{ kind: 'nights', amountCents: 40_000 }], new Date('2026-02-02T12:00:00Z'));
});
afterAll(async () => {
  await database?.dispose();
});

describe('GET /v1/owner/statements', () => {
  it('shows the owner revenue of confirmed stays by check-in month, the commission on the nights, traced to the reservation', async () => {
    const { status, data } = await statement(w.owner.token, 'month=2026-03');
    expect(status).toBe(200);
    expect(data.state).toBe('open');
    expect(data.issues_on).toBe('2026-04-03');
    expect(data.lines).toEqual([
      expect.objectContaining({
        type: 'revenue',
        reservation_id: reservationId,
        nights_cents: 100_003,
        cleaning_cents: 15_000,
        commission_cents: 15_000,
      }),
    ]);
    // 15% of 1,000.03 = 150.0045 → 150.00 (half away from zero, per reservation).
    expect(data.totals).toMatchObject({
      opening_cents: 0,
      owner_revenue_cents: 115_003,
      commission_cents: 15_000,
      net_cents: 100_003,
      closing_cents: 100_003,
    });
    expect(data.history).toHaveLength(12);
    expect(data.history.at(-1)).toEqual({ month: '2026-03', net_cents: 100_003, payouts_cents: 0, closing_cents: 100_003 });
  });

  it('answers 404 for another owner’s villa, 403 to a guest, 422 for a month that is not YYYY-MM', async () => {
    expect((await statement(w.owner.token, `month=2026-03&property=${w.otherVilla.id}`)).status).toBe(404);
    expect((await statement(w.guest.token, 'month=2026-03')).status).toBe(403);
    expect((await statement(w.owner.token, 'month=2026-13')).status).toBe(422);
    expect((await statement(w.owner.token, 'month=March')).status).toBe(422);
    const other = await statement(w.otherOwner.token, 'month=2026-03');
    expect(other.data.lines).toEqual([]);
    expect(other.data.properties.map((p) => p.id)).toEqual([w.otherVilla.id]);
  });
});

describe('expenses and payouts', () => {
  it('lets a concierge in scope record an expense, with a receipt checked by its content and downloadable by the owner only', async () => {
    const json = await call(
      at(expenseRoute),
      'POST',
      '/v1/owner/expenses',
      as(w.concierge.token, { json: { date: '2026-03-05', property: w.villa.id, description: 'Pool pump', amount_cents: 2_500 } }),
    );
    expect(json.status).toBe(201);

    const form = new FormData();
    form.set('date', '2026-03-06');
    form.set('property', String(w.villa.id));
    form.set('description', 'Gardener');
    form.set('amount_cents', '1000');
    form.set('receipt', new Blob([Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n')], { type: 'application/pdf' }), 'gardener.pdf');
    const res = await expenseRoute(
      new Request('http://localhost:3000/v1/owner/expenses', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${w.admin.token}` },
      }),
    );
    expect(res.status).toBe(201);
    const expense = ((await res.json()) as { data: { id: number; has_receipt: boolean } }).data;
    expect(expense.has_receipt).toBe(true);

    const file = await receiptRoute(apiRequest('GET', `/v1/owner/expenses/${expense.id}/receipt`, as(w.owner.token)), {
      params: Promise.resolve({ id: String(expense.id) }),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.text()).startsWith('%PDF')).toBe(true);
    const stranger = await receiptRoute(apiRequest('GET', `/v1/owner/expenses/${expense.id}/receipt`, as(w.otherOwner.token)), {
      params: Promise.resolve({ id: String(expense.id) }),
    });
    expect(stranger.status).toBe(404);

    const fake = new FormData();
    for (const [k, v] of [
      ['date', '2026-03-06'],
      ['property', String(w.villa.id)],
      ['description', 'x'],
      ['amount_cents', '100'],
    ])
      fake.set(k as string, v as string);
    fake.set('receipt', new Blob(['not a pdf at all'], { type: 'application/pdf' }), 'fake.pdf');
    const refused = await expenseRoute(
      new Request('http://localhost:3000/v1/owner/expenses', {
        method: 'POST',
        body: fake,
        headers: { authorization: `Bearer ${w.admin.token}` },
      }),
    );
    expect(refused.status).toBe(415);

    const listed = await call(listExpensesRoute, 'GET', '/v1/owner/expenses?month=2026-03', as(w.owner.token));
    expect((listed.body.data as unknown[]).length).toBe(2);
    const { data } = await statement(w.owner.token, 'month=2026-03');
    expect(data.totals.expenses_cents).toBe(3_500);
  });

  it('refuses an expense from a concierge out of scope (404) or an owner (403), and bad amounts (422)', async () => {
    const body = { date: '2026-03-05', property: w.villa.id, description: 'x', amount_cents: 100 };
    expect((await call(at(expenseRoute), 'POST', '/v1/owner/expenses', as(w.farConcierge.token, { json: body }))).status).toBe(404);
    expect((await call(at(expenseRoute), 'POST', '/v1/owner/expenses', as(w.owner.token, { json: body }))).status).toBe(403);
    for (const amount_cents of [0, -5, 1.5, 'ten'])
      expect(
        (await call(at(expenseRoute), 'POST', '/v1/owner/expenses', as(w.admin.token, { json: { ...body, amount_cents } }))).status,
      ).toBe(422);
    expect(
      (await call(at(expenseRoute), 'POST', '/v1/owner/expenses', as(w.admin.token, { json: { ...body, date: '2026-02-30' } }))).status,
    ).toBe(422);
  });

  it('lets only administrators record payouts', async () => {
    const body = { owner: w.owner.user.id, date: '2026-03-20', amount_cents: 50_000, reference: 'WIRE-1' };
    expect((await call(payoutRoute, 'POST', '/v1/owner/payouts', as(w.owner.token, { json: body }))).status).toBe(403);
    expect((await call(payoutRoute, 'POST', '/v1/owner/payouts', as(w.admin.token, { json: { ...body, amount_cents: 0 } }))).status).toBe(
      422,
    );
    expect(
      (await call(payoutRoute, 'POST', '/v1/owner/payouts', as(w.admin.token, { json: { ...body, property: w.otherVilla.id } }))).status,
    ).toBe(422);
    expect((await call(payoutRoute, 'POST', '/v1/owner/payouts', as(w.admin.token, { json: body }))).status).toBe(201);
    const { data } = await statement(w.owner.token, 'month=2026-03');
    expect(data.totals).toMatchObject({ payouts_cents: 50_000, net_cents: 100_003 - 3_500, closing_cents: 100_003 - 3_500 - 50_000 });
    expect(data.lines.at(-1)).toMatchObject({ type: 'payout', description: 'WIRE-1', property_id: null });
  });
});

describe('issuing and locking a month', () => {
  let issued: ApiStatement;

  it('lets an administrator issue a month (403 for an owner); then anything dated in it is 409 in the caller’s language', async () => {
    expect(
      (
        await call(
          issueRoute,
          'POST',
          '/v1/owner/statements/issue',
          as(w.owner.token, { json: { month: '2026-03', owner: w.owner.user.id } }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          issueRoute,
          'POST',
          '/v1/owner/statements/issue',
          as(w.admin.token, { json: { month: '2099-01', owner: w.owner.user.id } }),
        )
      ).status,
    ).toBe(422);
    const done = await call(
      issueRoute,
      'POST',
      '/v1/owner/statements/issue',
      as(w.admin.token, { json: { month: '2026-03', owner: w.owner.user.id } }),
    );
    expect(done.status).toBe(201);
    expect((done.body.data as { months: string[] }).months).toEqual(['2026-03']);
    expect(
      (
        await call(
          issueRoute,
          'POST',
          '/v1/owner/statements/issue',
          as(w.admin.token, { json: { month: '2026-03', owner: w.owner.user.id } }),
        )
      ).status,
    ).toBe(409);

    issued = (await statement(w.owner.token, 'month=2026-03')).data;
    expect(issued.state).toBe('issued');
    expect(issued.issued_at).not.toBeNull();

    const late = await call(
      at(expenseRoute),
      'POST',
      '/v1/owner/expenses',
      as(w.admin.token, { acceptLanguage: 'es', json: { date: '2026-03-28', property: w.villa.id, description: 'x', amount_cents: 100 } }),
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('month_locked');
    expect(late.body.error).toContain('cerrada');
    const early = await call(
      payoutRoute,
      'POST',
      '/v1/owner/payouts',
      as(w.admin.token, { json: { owner: w.owner.user.id, date: '2026-01-02', amount_cents: 100, reference: 'x' } }),
    );
    expect(early.status).toBe(409);
  });

  it('keeps the locked month as issued; a later correction is an adjustment in the next open month', async () => {
    await postTestEntries(database.orm, reservationId, [{ kind: 'nights', amountCents: -20_003 }], new Date('2026-04-02T12:00:00Z'));
    expect((await statement(w.owner.token, 'month=2026-03')).data).toEqual(issued);
    const april = (await statement(w.owner.token, 'month=2026-04')).data;
    expect(april.lines).toEqual([
      expect.objectContaining({
        type: 'adjustment',
        of_month: '2026-03',
        reservation_id: reservationId,
        nights_cents: -20_003,
        commission_cents: -3_000,
      }),
    ]);
    expect(april.totals.opening_cents).toBe(issued.totals.closing_cents);
    expect(april.totals.net_cents).toBe(-20_003 + 3_000);
  });

  it('is issued by the job on the 3rd of the next month, once', async () => {
    const ctx = systemContext(database.orm, 'test', { now: new Date('2026-05-02T10:00:00Z') });
    const before = await runIssueStatementsJob(ctx);
    expect(before.ran && before.result.month).toBe('2026-03');
    const on3rd = await runIssueStatementsJob({ ...ctx, now: new Date('2026-05-03T00:30:00Z') });
    expect(on3rd.ran && on3rd.result.issued).toEqual(
      expect.arrayContaining([
        { owner: w.owner.user.id, months: ['2026-04'] },
        { owner: w.otherOwner.user.id, months: ['2026-04'] },
      ]),
    );
    const again = await runIssueStatementsJob({ ...ctx, now: new Date('2026-05-04T00:30:00Z') });
    expect(again.ran && again.result.issued).toEqual([]);
  });
});

describe('CSV and PDF', () => {
  it('answers the statement as CSV: a byte-order mark, a header, the lines and the totals as numbers in dollars', async () => {
    const res = await csvRoute(apiRequest('GET', '/v1/owner/statements.csv?month=2026-03', as(w.owner.token)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('statement-2026-03.csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const [header, ...rest] = text.slice(1).trimEnd().split('\r\n');
    expect(header).toBe('"Month","Type","Date","Villa","Reference","Description","Nights","Cleaning","Commission","Amount","Net"');
    expect(text).toContain(',1000.03,');
    expect(text).toContain('"Owner revenue",,,,,1150.03');
    expect(rest.length).toBeGreaterThan(8);
  });

  it('answers the statement as a PDF in the request’s language', async () => {
    const res = await pdfRoute(apiRequest('GET', '/v1/owner/statements.pdf?month=2026-03&locale=es', as(w.owner.token)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // The same figures uncompressed: pdfkit writes standard-font text as hex of its WinAnsi bytes.
    const { data } = await statement(w.owner.token, 'month=2026-03');
    const pdf = (await statementPdf(data, 'es', 'Todas las villas', { compress: false })).toString('latin1');
    expect(pdf).toContain(Buffer.from('Saldo final', 'latin1').toString('hex'));
    expect(pdf).toContain(Buffer.from('1,150.03', 'latin1').toString('hex'));
  });
});

describe('statementVillas', () => {
  it('narrows an administrator’s villas by owner', async () => {
    const { contextFor, userActor } = await import('@/test/context');
    const ctx = contextFor(database.orm, userActor(w.admin.user, { groups: ['hbl-administrators'] }));
    expect((await statementVillas(ctx, w.otherOwner.user.id)).map((v) => v.id)).toEqual([w.otherVilla.id]);
  });
});
