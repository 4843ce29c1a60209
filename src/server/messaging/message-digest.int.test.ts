import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@/server/access/context';
import { rows } from '@/server/db/raw';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { contextFor, userActor } from '@/test/context';
import { createCountry, createMember, createProperty, createReservation, createState } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import { markRead } from './conversation-reads';
import { runMessageDigestJob, sendMessageDigests } from './message-digest';
import { postMessage } from './post-message';

/** The digest mail: only unread messages older than 5 minutes, one mail per person per run, never a message twice. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let guest: ReturnType<typeof userActor>;
let concierge: ReturnType<typeof userActor>;
let tripId = 0;
const T0 = new Date('2031-05-01T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  // Ana booked in English and uses the site in Spanish since: her account's language is the mails'.
  const g = await createMember(orm, undefined, { name: 'Ana Rivera', email: 'ana.digest@example.test', locale: 'es' });
  const c = await createMember(orm, 'hbl-concierge', { name: 'Marta Desk', email: 'marta.digest@example.test' });
  await orm.insert(conciergeAssignments).values({ userId: c.user.id, countryId: country.id, stateId: state.id });
  guest = userActor(g.user);
  concierge = userActor(c.user, { groups: ['hbl-concierge'] });
  const villa = await createProperty(orm, { countryId: country.id, stateId: state.id });
  tripId = (await createReservation(orm, { userId: g.user.id, propertyId: villa.id }, { locale: 'en', assignedConciergeId: c.user.id })).id;
});
afterAll(async () => {
  await database?.dispose();
});

const say = async (who: 'guest' | 'concierge', text: string, minute: number) =>
  (
    await postMessage(contextFor(database.orm, who === 'guest' ? guest : concierge, { now: at(minute) }), {
      tripId,
      side: who,
      text,
      files: [],
    })
  ).message.id;

const digests = async (minute: number) => sendMessageDigests(systemContext(database.orm, 'test', { now: at(minute) }));
const mailsTo = (email: string) =>
  rows<{ subject: string; text_body: string; locale: string }>(
    database.orm,
    sql`select subject, text_body, locale from outbox where to_address = ${email} and template = 'message-digest' order by id`,
  );

describe('message digests', () => {
  it('waits 5 minutes, mails each side in their language, and never mails a message twice', async () => {
    await say('guest', 'Is the pool heated?', 0);
    expect(await digests(4)).toEqual([]);
    expect(await digests(6.5)).toEqual([concierge.userId]);
    const [toDesk] = await mailsTo('marta.digest@example.test');
    expect(toDesk?.subject).toBe('You have a new message at Alma Villas');
    expect(toDesk?.text_body).toContain('Is the pool heated?');

    // Replying reads what came before: the desk's answer is the guest's one unread message.
    await say('concierge', 'Yes, at 28 degrees.', 7);
    expect(await digests(8)).toEqual([]);
    expect(await digests(12.5)).toEqual([guest.userId]);
    const [toGuest] = await mailsTo('ana.digest@example.test');
    expect(toGuest?.locale).toBe('es');
    expect(toGuest?.subject).toBe('Tienes un mensaje nuevo en Alma Villas');
    expect(toGuest?.text_body).toContain('Yes, at 28 degrees.');
    expect(toGuest?.text_body).toContain(`/es/user/message?trip=${tripId}`);

    expect(await digests(14)).toEqual([]);
    expect(await mailsTo('ana.digest@example.test')).toHaveLength(1);
    expect(await mailsTo('marta.digest@example.test')).toHaveLength(1);
  });

  it('leaves out what was read on the site, and puts the rest in one mail', async () => {
    const read = await say('concierge', 'The boat is booked.', 20);
    await say('concierge', 'Bring sunscreen.', 21);
    await say('concierge', 'And hats!', 22);
    await markRead(contextFor(database.orm, guest, { now: at(23) }), { tripId, side: 'guest', upTo: read });
    expect(await digests(30)).toEqual([guest.userId]);
    const mails = await mailsTo('ana.digest@example.test');
    expect(mails).toHaveLength(2);
    const last = mails[1];
    expect(last?.subject).toBe('Tienes 2 mensajes nuevos en Alma Villas');
    expect(last?.text_body).toContain('Bring sunscreen.');
    expect(last?.text_body).toContain('And hats!');
    expect(last?.text_body).not.toContain('The boat is booked.');
    expect(await digests(40)).toEqual([]);
  });

  it('runs once at a time', async () => {
    await say('guest', 'One more question.', 45);
    const ctx = systemContext(database.orm, 'message-digest', { now: at(55) });
    const [a, b] = await Promise.all([runMessageDigestJob(ctx), runMessageDigestJob(ctx)]);
    // On PostgreSQL the second call may start after the first has finished (and then runs, finding
    // nothing left): what must hold is one run at least and never a second digest of the same messages.
    expect([a.ran, b.ran]).toContain(true);
    expect(await mailsTo('marta.digest@example.test')).toHaveLength(2);
  });
});
