import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/v1/inquiries/route';
import { inquiries, outbox, rateLimitCounters } from '@/server/db/schema/platform';
import { PEER_HEADER } from '@/server/http/client-ip';
import { createExperience, createLuxuryService } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { todayInResortTime } from './inquiries.schema';
import { addDays } from '../core/calendar';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let ipCounter = 0;
const slugs = { experience: '', service: '', hiddenService: '' };

function nextWeek(): string {
  return addDays(todayInResortTime(), 7);
}

/** A POST as a browser on our own site sends it, from its own client address unless told. */
function post(body: unknown, opts: { locale?: 'en' | 'es'; ip?: string; raw?: string } = {}) {
  ipCounter += 1;
  return POST(
    new Request(`http://localhost/v1/inquiries${opts.locale ? `?locale=${opts.locale}` : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PEER_HEADER]: opts.ip ?? `198.51.100.${ipCounter}` },
      body: opts.raw ?? JSON.stringify(body),
    }),
  );
}

const valid = () => ({
  contact: {
    kind: 'contact',
    name: 'Ana Pérez',
    email: 'ana@example.test',
    phone: '+1 809 555 0100',
    subject: 'Easter week',
    message: 'A villa for 8.',
  },
  owner: {
    kind: 'owner',
    name: 'Luis Gómez',
    email: 'luis@example.test',
    phone: '+34 600 000 000',
    villaLocation: 'Cap Cana',
    bedrooms: '6',
    message: '',
  },
  travel_agent: {
    kind: 'travel_agent',
    agencyName: 'Blue Sky Travel',
    iataNumber: '',
    contactName: 'Mia Chen',
    email: 'mia@example.test',
    phone: '+1 212 555 0199',
    country: 'United States',
    message: 'Clients in March.',
  },
  experience: {
    kind: 'experience',
    slug: slugs.experience,
    name: 'Tom Ward',
    email: 'tom@example.test',
    preferredDate: nextWeek(),
    guests: 4,
    message: '',
  },
  service: { kind: 'service', slug: slugs.service, name: 'Eva Ruiz', email: 'eva@example.test', preferredDate: nextWeek(), guests: '2' },
});

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  slugs.experience = (await createExperience(orm, { titleEn: 'Whales in Samaná', titleEs: 'Ballenas en Samaná' })).slug;
  slugs.service = (await createLuxuryService(orm, { titleEn: 'Private chef', titleEs: 'Chef privado' })).slug;
  slugs.hiddenService = (await createLuxuryService(orm, { published: false })).slug;
});

afterAll(async () => {
  await database?.dispose();
});

beforeEach(async () => {
  await database.orm.delete(inquiries);
  await database.orm.delete(outbox);
  await database.orm.delete(rateLimitCounters);
});

describe('POST /v1/inquiries', () => {
  for (const kind of ['contact', 'owner', 'travel_agent', 'experience', 'service'] as const) {
    it(`stores a valid ${kind} inquiry and mails the visitor in their language and the staff`, async () => {
      const body = valid()[kind];
      const response = await post(body, { locale: 'es' });
      expect(response.status).toBe(201);
      const json = (await response.json()) as { data: { id: number }; message: string };
      expect(json.data.id).toBeGreaterThan(0);
      expect(json.message).toMatch(/confirmación/);

      const [row] = await database.orm.select().from(inquiries).where(eq(inquiries.id, json.data.id));
      expect(row).toMatchObject({ kind, locale: 'es', email: body.email });
      if (kind === 'experience' || kind === 'service') {
        expect(row?.subject).toBe((body as { slug: string }).slug);
        expect(row?.details).toMatchObject({ preferredDate: nextWeek(), guests: kind === 'experience' ? 4 : 2 });
      }
      if (kind === 'owner') expect(row?.details).toMatchObject({ villaLocation: 'Cap Cana', bedrooms: 6 });
      if (kind === 'travel_agent')
        expect(row).toMatchObject({ name: 'Mia Chen', details: { agencyName: 'Blue Sky Travel', iataNumber: null } });

      const mails = await database.orm.select().from(outbox);
      expect(mails).toHaveLength(2);
      const visitor = mails.find((m) => m.toAddress === body.email);
      expect(visitor).toMatchObject({ locale: 'es', template: 'inquiry-confirmation' });
      expect(visitor?.textBody).toMatch(/^Hola, /m);
      if (kind === 'service') expect(visitor?.subject).toBe('Tu solicitud: Chef privado');
      if (kind === 'experience') expect(visitor?.textBody).toContain('Ballenas en Samaná');
      const staff = mails.find((m) => m.toAddress === 'concierge@almavillas.test');
      expect(staff).toMatchObject({ locale: 'en', template: 'inquiry-staff' });
      expect(staff?.textBody).toContain(body.email);
    });
  }

  // Issue 12, finding 9: bidirectional override/isolate characters (U+202A–U+202E, U+2066–U+2069).
  it('refuses a name with a bidirectional control character (localized field error) and saves nothing', async () => {
    for (const c of ['\u202E', '\u2067']) {
      const response = await post({ ...valid().contact, name: `Ana ${c}zeréP` }, { locale: 'es' });
      expect(response.status).toBe(400);
      const json = (await response.json()) as { code: string; fields: Record<string, string> };
      expect(json.code).toBe('validation_failed');
      expect(json.fields).toEqual({ name: 'Quita los caracteres invisibles que cambian la dirección del texto.' });
      const agent = await post({ ...valid().travel_agent, contactName: `Mia${c} Chen`, agencyName: `Blue${c}` });
      expect(agent.status).toBe(400);
      expect(Object.keys(((await agent.json()) as { fields: object }).fields).sort()).toEqual(['agencyName', 'contactName']);
    }
    expect(await database.orm.select().from(inquiries)).toEqual([]);
  });

  it('strips bidirectional control characters from the message and the subject, and keeps the rest', async () => {
    const response = await post({
      ...valid().contact,
      subject: '\u2066Easter\u2069 week',
      message: 'Pay \u202Eyrgna\u202C here: العربية and עברית stay.',
    });
    expect(response.status).toBe(201);
    const [row] = await database.orm.select().from(inquiries);
    expect(row?.details).toEqual({ subject: 'Easter week' });
    expect(row?.message).toBe('Pay yrgna here: العربية and עברית stay.');
    const mails = await database.orm.select().from(outbox);
    for (const m of mails) expect(m.textBody).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('answers in English by default and honours STAFF_EMAIL', async () => {
    process.env.STAFF_EMAIL = 'desk@example.test';
    try {
      const response = await post(valid().contact);
      expect(response.status).toBe(201);
      expect(((await response.json()) as { message: string }).message).toMatch(/confirmation/);
      const mails = await database.orm.select().from(outbox);
      expect(mails.map((m) => m.toAddress).sort()).toEqual(['ana@example.test', 'desk@example.test']);
      expect(mails.find((m) => m.toAddress === 'ana@example.test')?.subject).toBe('We received your message');
    } finally {
      delete process.env.STAFF_EMAIL;
    }
  });

  it('answers 400 with a localized message per field, and stores and mails nothing', async () => {
    const en = await post({ kind: 'contact', name: '', email: 'not-an-email', message: 'Hi' });
    expect(en.status).toBe(400);
    const enJson = (await en.json()) as { code: string; error: string; fields: Record<string, string> };
    expect(enJson.code).toBe('validation_failed');
    expect(enJson.fields).toEqual({
      name: 'This field is required.',
      email: 'Enter a valid email address.',
      subject: 'This field is required.',
    });

    const es = await post(
      { kind: 'owner', name: 'Luis', email: 'luis@example.test', phone: 'call me', villaLocation: '', bedrooms: '0' },
      { locale: 'es' },
    );
    expect(es.status).toBe(400);
    const esJson = (await es.json()) as { error: string; fields: Record<string, string> };
    expect(esJson.error).toBe('Algunos campos necesitan tu atención.');
    expect(esJson.fields.phone).toMatch(/teléfono válido/);
    expect(esJson.fields.villaLocation).toBe('Este campo es obligatorio.');
    expect(esJson.fields.bedrooms).toMatch(/al menos 1/);

    const past = await post({ ...valid().experience, preferredDate: '2020-01-01', guests: 0 }, { locale: 'es' });
    const pastJson = (await past.json()) as { fields: Record<string, string> };
    expect(pastJson.fields.preferredDate).toBe('Elige una fecha a partir de hoy.');
    expect(pastJson.fields.guests).toBeDefined();

    const unknownKind = await post({ kind: 'newsletter', email: 'x@example.test' });
    expect(unknownKind.status).toBe(400);
    expect(((await unknownKind.json()) as { fields: Record<string, string> }).fields.kind).toBeDefined();

    expect(await database.orm.select().from(inquiries)).toHaveLength(0);
    expect(await database.orm.select().from(outbox)).toHaveLength(0);
  });

  it('refuses a NUL character (which PostgreSQL cannot store) with a 400 on the field, not a 500', async () => {
    // Found by the fuzz test (scripts/fuzz/api-fuzz.ts): a name with U+0000 failed in the insert.
    const res = await post({ ...valid().contact, name: 'Ana\u0000Pérez', subject: 'Easter\u0000' }, { locale: 'es' });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(json.code).toBe('validation_failed');
    expect(Object.keys(json.fields).sort()).toEqual(['name', 'subject']);
    expect(json.fields.name).toBe('Este valor no es válido.');
    expect(await database.orm.select().from(inquiries)).toHaveLength(0);
  });

  it('refuses a request for an unknown or unpublished service', async () => {
    for (const slug of ['no-such-service', slugs.hiddenService]) {
      const response = await post({ ...valid().service, slug }, { locale: 'es' });
      expect(response.status).toBe(400);
      const json = (await response.json()) as { fields: Record<string, string> };
      expect(json.fields.slug).toBe('Elige uno de los elementos de nuestra lista.');
    }
    const wrongKind = await post({ ...valid().experience, slug: slugs.service });
    expect(wrongKind.status).toBe(400);
    expect(await database.orm.select().from(inquiries)).toHaveLength(0);
  });

  it('answers a filled honeypot with the same 201 and stores and mails nothing', async () => {
    const response = await post({ ...valid().contact, website: 'http://spam.example' }, { locale: 'es' });
    expect(response.status).toBe(201);
    const json = (await response.json()) as { message: string };
    expect(json.message).toMatch(/confirmación/);
    expect(await database.orm.select().from(inquiries)).toHaveLength(0);
    expect(await database.orm.select().from(outbox)).toHaveLength(0);
  });

  it('allows 5 inquiries per IP in 10 minutes, then answers 429 in the visitor language', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 5; i++) expect((await post(valid().contact, { ip })).status).toBe(201);
    const limited = await post(valid().contact, { ip, locale: 'es' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const json = (await limited.json()) as { code: string; error: string };
    expect(json).toMatchObject({ code: 'rate_limited', error: expect.stringMatching(/intentos/) });
    expect(
      await database.orm
        .select()
        .from(inquiries)
        .where(and(eq(inquiries.kind, 'contact'))),
    ).toHaveLength(5);
    // Another visitor is not affected.
    expect((await post(valid().contact, { ip: '203.0.113.78' })).status).toBe(201);
  });

  it('refuses a 1 MB body with 413', async () => {
    const message = 'x'.repeat(1024 * 1024);
    const response = await post(undefined, { raw: JSON.stringify({ ...valid().contact, message }) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('payload_too_large');
    expect(await database.orm.select().from(inquiries)).toHaveLength(0);
  });
});
