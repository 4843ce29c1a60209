import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '@/server/accounts/password';
import type { Orm } from '../db/open';
import { conciergeAssignments, groups, userGroups, users } from '../db/schema/accounts';
import { idOf } from './seed-catalog';

/** SPEC §4 group codes with their display names. */
export const GROUPS = [
  { code: 'hbl-concierge', name: 'Concierge' },
  { code: 'hbl-destination-manager', name: 'Destination manager' },
  { code: 'hbl-country-manager', name: 'Country manager' },
  { code: 'hbl-broker', name: 'Broker' },
  { code: 'hbl-owners', name: 'Owners' },
  { code: 'hbl-administrators', name: 'Administrators' },
  { code: 'hbl-brokers', name: 'Brokers' },
  { code: 'hbl-reps', name: 'Representatives' },
] as const;

export const DEMO_PASSWORD = 'Villa-Demo-2026';

export const DEMO_USERS = [
  { key: 'user', email: 'user@almavillas.test', name: 'Daniel Harper', phone: '+1 809 555 0142', locale: 'en', group: null },
  {
    key: 'concierge',
    email: 'concierge@almavillas.test',
    name: 'María Fernández',
    phone: '+1 809 555 0178',
    locale: 'es',
    group: 'hbl-concierge',
  },
  /** The desk's other people (issue 14): a destination manager of the north coast, the country's manager, and a guest there. */
  {
    key: 'northConcierge',
    email: 'north@almavillas.test',
    name: 'Rafael Batista',
    phone: '+1 809 555 0190',
    locale: 'es',
    group: 'hbl-destination-manager',
  },
  {
    key: 'countryManager',
    email: 'manager@almavillas.test',
    name: 'Isabel Guzmán',
    phone: '+1 809 555 0120',
    locale: 'en',
    group: 'hbl-country-manager',
  },
  { key: 'northGuest', email: 'guest2@almavillas.test', name: 'Sofía Ramírez', phone: '+34 600 555 014', locale: 'es', group: null },
  { key: 'owner', email: 'owner@almavillas.test', name: 'Carolina Méndez', phone: '+1 829 555 0110', locale: 'es', group: 'hbl-owners' },
  /** The owner portal's other party (issue 15): an owner of two north-coast villas, and the broker who runs them for him. */
  { key: 'owner2', email: 'owner2@almavillas.test', name: 'Javier Ortega', phone: '+1 809 555 0133', locale: 'en', group: 'hbl-owners' },
  { key: 'broker', email: 'broker@almavillas.test', name: 'Elena Castillo', phone: '+1 809 555 0155', locale: 'es', group: 'hbl-brokers' },
  /** DESIGN §1: an owner who sees every property; the only reader of the outbox (issue 12). */
  {
    key: 'admin',
    email: 'admin@almavillas.test',
    name: 'Lucía Alvarado',
    phone: '+1 809 555 0101',
    locale: 'en',
    group: 'hbl-administrators',
  },
] as const;
export type DemoUserKey = (typeof DEMO_USERS)[number]['key'];

export async function seedGroups(orm: Orm): Promise<Map<string, number>> {
  const rows = await orm
    .insert(groups)
    .values([...GROUPS])
    .onConflictDoUpdate({ target: groups.code, set: { name: sql`excluded.name` } })
    .returning({ id: groups.id, code: groups.code });
  return new Map(rows.map((r) => [r.code, r.id]));
}

/**
 * The demo accounts, found by e-mail (case-insensitive). An existing hash that still matches the
 * demo password is kept: argon2 salts each hash, so re-hashing would change the row every run.
 */
export async function seedDemoUsers(orm: Orm, groupIds: Map<string, number>, countryCode: string): Promise<Map<DemoUserKey, number>> {
  const ids = new Map<DemoUserKey, number>();
  for (const u of DEMO_USERS) {
    const [existing] = await orm
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.email})`, u.email.toLowerCase()));
    const profile = { name: u.name, phone: u.phone, locale: u.locale, countryCode };
    let id: number;
    if (existing) {
      const passwordHash = (await verifyPassword(existing.passwordHash, DEMO_PASSWORD))
        ? existing.passwordHash
        : await hashPassword(DEMO_PASSWORD);
      await orm
        .update(users)
        .set({ ...profile, passwordHash })
        .where(eq(users.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await orm
        .insert(users)
        .values({ ...profile, email: u.email, passwordHash: await hashPassword(DEMO_PASSWORD) })
        .returning({ id: users.id });
      if (!row) throw new Error(`seed: could not create ${u.email}`);
      id = row.id;
    }
    ids.set(u.key, id);
    if (u.group)
      await orm
        .insert(userGroups)
        .values({ userId: id, groupId: idOf(groupIds, u.group) })
        .onConflictDoNothing();
  }
  return ids;
}

/**
 * Concierges' destinations: states (the demo concierge runs Punta Cana and Cap Cana, the north's
 * destination manager Las Terrenas and Puerto Plata), or `null` for the whole country (its manager).
 */
export async function seedConciergeAssignments(
  orm: Orm,
  conciergeId: number,
  countryId: number,
  stateIds: (number | null)[],
): Promise<void> {
  await orm
    .insert(conciergeAssignments)
    .values(stateIds.map((stateId) => ({ userId: conciergeId, countryId, stateId })))
    .onConflictDoNothing();
}
