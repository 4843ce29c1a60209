import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as calendarRoute } from '@/app/v1/account/trips/[id]/calendar.ics/route';
import { createSession } from '@/server/accounts/session';
import { outbox } from '@/server/db/schema/platform';
import { apiRequest, type CallOptions } from '@/test/api-client';
import { createCountry, createProperty, createState, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import type { Trip } from './booking.types';
import { requestBooking } from './request-booking';
import { addDays } from '../core/calendar';
import { quoteStay } from './quote.service';
import { contextFor, userActor } from '@/test/context';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let trip: Trip;
let ownerToken: string;
let otherToken: string;
let ownerEmail: string;

// Real clock (the route uses it): a stay well ahead of any run of this test.
const checkIn = addDays(new Date().toISOString().slice(0, 10), 150);
const checkOut = addDays(checkIn, 5);

beforeAll(async () => {
  database = await useTestDatabase();
  const country = await createCountry(database.orm, { nameEn: 'Dominican Republic', nameEs: 'República Dominicana' });
  const state = await createState(database.orm, country.id, { nameEn: 'Cap Cana', nameEs: 'Cap Cana' });
  const property = await createProperty(
    database.orm,
    { countryId: country.id, stateId: state.id },
    { instantBook: true, minNights: 2, name: 'Villa Mar, Casa; Sol' },
  );
  const owner = await createUser(database.orm, { locale: 'es' });
  ownerEmail = owner.email;
  ownerToken = (await createSession(database.orm, owner.id)).token;
  otherToken = (await createSession(database.orm, (await createUser(database.orm)).id)).token;
  const quote = await quoteStay(contextFor(database.orm), { propertyId: property.id, checkIn, checkOut, guests: 3 });
  ({ trip } = await requestBooking(
    contextFor(database.orm, userActor(owner, { locale: 'es' })),
    {
      property_id: property.id,
      check_in: checkIn,
      check_out: checkOut,
      guests: 3,
      lead_guest: { first_name: 'Lucía', last_name: 'Gómez', email: 'lucia@example.test', phone: '+34 600 000 000' },
      quote_signature: quote.signature,
    },
    { site: 'https://alma.example/' },
  ));
});
afterAll(async () => {
  await database?.dispose();
});

async function get(id: string | number, opts: CallOptions = {}) {
  const path = `/v1/account/trips/${id}/calendar.ics`;
  const res = await calendarRoute(apiRequest('GET', path, opts), { params: Promise.resolve({ id: String(id) }) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('the booking mail', () => {
  it('goes out in the guest’s language with the confirmation number and a link to the confirmation page', async () => {
    const [mail] = await database.orm.select().from(outbox).where(eq(outbox.toAddress, ownerEmail));
    expect(mail?.locale).toBe('es');
    expect(mail?.template).toBe('booking-awaiting-payment');
    expect(mail?.subject).toContain(trip.confirmation_number);
    expect(mail?.subject).toContain('reservada');
    const link = `https://alma.example/es/user-booking-confirmation/${trip.id}`;
    expect(mail?.textBody).toContain(`Ver tu reserva: ${link}`);
    expect(mail?.htmlBody).toContain(`href="${link}"`);
    // The stay's dates as Spanish calendar dates (never shifted), and the total as the site writes it.
    const longDate = (iso: string) =>
      new Intl.DateTimeFormat('es-DO', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    expect(mail?.textBody).toContain(`${longDate(checkIn)} – ${longDate(checkOut)}`);
    const digits = trip.total_cents % 100 === 0 ? 0 : 2;
    const total = new Intl.NumberFormat('es-DO', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(trip.total_cents / 100);
    expect(trip.total_cents).toBeGreaterThan(0);
    expect(total).toMatch(/^US\$/);
    expect(mail?.textBody).toContain(total);
  });
});

describe('GET /v1/account/trips/{id}/calendar.ics', () => {
  it('gives the owner an all-day event on the stay’s calendar dates, in the request’s language', async () => {
    const res = await get(trip.id, { cookie: ownerToken, acceptLanguage: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="alma-villas-${trip.confirmation_number}.ics"`);
    expect(res.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const text = res.text.replace(/\r\n /g, '');
    expect(text).toContain(`\r\nDTSTART;VALUE=DATE:${checkIn.replaceAll('-', '')}\r\n`);
    expect(text).toContain(`\r\nDTEND;VALUE=DATE:${checkOut.replaceAll('-', '')}\r\n`);
    expect(text).toContain(`\r\nUID:${trip.confirmation_number}@almavillas\r\n`);
    expect(text).toContain('\r\nSUMMARY:Stay at Villa Mar\\, Casa\\; Sol\r\n');
    expect(text).toContain('\r\nLOCATION:Cap Cana\\, Dominican Republic\r\n');
    expect(text).toMatch(new RegExp(`\\r\\nDESCRIPTION:[^\\r]*${trip.confirmation_number}`));
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);

    const es = await get(trip.id, { bearer: ownerToken, acceptLanguage: 'es' });
    expect(es.status).toBe(200);
    const esText = es.text.replace(/\r\n /g, '');
    expect(esText).toContain('\r\nSUMMARY:Estancia en Villa Mar\\, Casa\\; Sol\r\n');
    expect(esText).toContain('\r\nLOCATION:Cap Cana\\, República Dominicana\r\n');
  });

  it('is 401 without a session and 404 for another guest’s trip or a trip that does not exist', async () => {
    const anonymous = await get(trip.id);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text).code).toBe('unauthorized');
    const other = await get(trip.id, { cookie: otherToken });
    expect(other.status).toBe(404);
    expect(JSON.parse(other.text).code).toBe('not_found');
    expect((await get(999_999, { cookie: ownerToken })).status).toBe(404);
    expect((await get('abc', { cookie: ownerToken })).status).toBe(404);
  });
});
