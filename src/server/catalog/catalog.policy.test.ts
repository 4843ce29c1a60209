import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { guestbookActor, policyUser } from '@/test/context';
import { systemActor, VISITOR } from '../access/actor';
import { canViewProperty, conciergeScopeSql, ownerScopeSql, propertyStaffScopeSql } from './catalog.policy';

const user = policyUser;
const guestbook = guestbookActor(9, 1);
const p = { id: sql.raw('p.id'), stateId: sql.raw('p.state_id'), countryId: sql.raw('p.country_id'), ownerId: sql.raw('p.owner_id') };
const text = (q: ReturnType<typeof conciergeScopeSql>) => new PgDialect().sqlToQuery(q);

describe('catalog policy', () => {
  it('a published villa is public; a draft only for the staff in scope', () => {
    for (const actor of [VISITOR, guestbook, user(1), systemActor('job')]) {
      expect(canViewProperty(actor, { status: 'published', inStaffScope: false })).toBe(true);
    }
    expect(canViewProperty(user(1, ['hbl-owners']), { status: 'draft', inStaffScope: true })).toBe(true);
    expect(canViewProperty(user(1, ['hbl-owners']), { status: 'draft', inStaffScope: false })).toBe(false);
    expect(canViewProperty(VISITOR, { status: 'draft', inStaffScope: false })).toBe(false);
    expect(canViewProperty(guestbook, { status: 'draft', inStaffScope: true })).toBe(false);
  });

  it('concierges see their assigned states or countries, administrators all, anyone else none', () => {
    const concierge = text(conciergeScopeSql(user(7, ['hbl-concierge']), p));
    expect(concierge.sql).toContain('from concierge_assignments ca');
    // A country-wide assignment counts for a country manager only.
    expect(concierge.sql).toContain('ca.state_id = p.state_id or (ca.state_id is null and ca.country_id = p.country_id and false)');
    expect(concierge.params).toEqual([7]);
    const manager = text(conciergeScopeSql(user(7, ['hbl-country-manager']), p));
    expect(manager.sql).toContain('ca.state_id = p.state_id or (ca.state_id is null and ca.country_id = p.country_id and true)');
    expect(text(conciergeScopeSql(user(8, ['hbl-administrators']), p)).sql).toBe('true');
    for (const other of [user(9), user(9, ['hbl-owners']), guestbook, VISITOR]) expect(text(conciergeScopeSql(other, p)).sql).toBe('false');
  });

  it('owners (brokers and reps too) see the villas they own or manage; the staff scope joins both', () => {
    expect(text(ownerScopeSql(user(3, ['hbl-brokers']), p))).toMatchObject({
      sql: '(p.owner_id = $1 or exists (select 1 from property_managers pm where pm.property_id = p.id and pm.user_id = $2))',
      params: [3, 3],
    });
    expect(text(ownerScopeSql(user(3), p)).sql).toBe('false');
    expect(text(ownerScopeSql(user(3, ['hbl-administrators']), p)).sql).toBe('true');
    expect(text(propertyStaffScopeSql(guestbook, p)).sql).toBe('false');
    expect(text(propertyStaffScopeSql(VISITOR, p)).sql).toBe('false');
  });
});
