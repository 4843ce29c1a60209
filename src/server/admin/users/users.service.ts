import 'server-only';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { roleFromGroups } from '@/lib/roles';
import { ADMIN_GROUP, COUNTRY_MANAGER_GROUP, requireAdministrator } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { revokeOtherSessions } from '../../accounts/session';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import { conciergeAssignments, groups, sessions, userGroups, users } from '../../db/schema/accounts';
import { countries, states } from '../../db/schema/catalog';
import { AppError, notFound } from '../../core/errors';
import { recordAudit } from '../audit';
import { endLiveStreams } from '../../live/publish';
import { dropAssignmentsOutOfReach, STATE_SCOPE_GROUPS } from './assignments-reach';
import { GROUP_CODES, GROUP_NAMES, type ListUsersQuery, type PatchUserInput, type ScopesInput } from './users.schema';
import type { z } from 'zod';
import type { scopesSchema, userDetailSchema, userRowSchema } from './users.openapi';
import { inTransaction } from '../../db/transaction';
import { inLocale } from '@/lib/bilingual';

/** One account in the administrators' list. */
export type AdminUserRow = z.infer<typeof userRowSchema>;

export type AdminUserScopes = z.infer<typeof scopesSchema>;

export type AdminUserDetail = z.infer<typeof userDetailSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const CONCIERGE_CODES = ['hbl-concierge', 'hbl-destination-manager', 'hbl-country-manager'];
const OWNER_CODES = ['hbl-broker', 'hbl-owners', 'hbl-administrators', 'hbl-brokers', 'hbl-reps'];

const inGroups = (codes: string[]) =>
  sql`exists (select 1 from user_groups ug join groups g on g.id = ug.group_id
    where ug.user_id = ${users.id} and g.code in (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )}))`;

function roleCondition(role: ListUsersQuery['role']): SQL | undefined {
  switch (role) {
    case 'admin':
      return inGroups([ADMIN_GROUP]);
    case 'concierge':
      return inGroups(CONCIERGE_CODES);
    case 'owner':
      return sql`(not ${inGroups(CONCIERGE_CODES)} and ${inGroups(OWNER_CODES)})`;
    case 'user':
      return sql`(not ${inGroups([...CONCIERGE_CODES, ...OWNER_CODES])})`;
    default:
      return undefined;
  }
}

async function groupsByUser(orm: Orm, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const found = await orm
    .select({ userId: userGroups.userId, code: groups.code })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(inArray(userGroups.userId, ids))
    .orderBy(groups.code);
  for (const r of found) map.set(r.userId, [...(map.get(r.userId) ?? []), r.code]);
  return map;
}

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  locale: users.locale,
  lastLoginAt: users.lastLoginAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};
type UserRecord = { id: number; name: string; email: string; lastLoginAt: Date | null; disabledAt: Date | null; createdAt: Date };

function toRow(u: UserRecord, codes: string[]): AdminUserRow {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    groups: codes,
    role: roleFromGroups(codes),
    is_admin: codes.includes(ADMIN_GROUP),
    last_login_at: iso(u.lastLoginAt),
    disabled_at: iso(u.disabledAt),
    created_at: u.createdAt.toISOString(),
  };
}

/** GET /v1/admin/users: accounts by name, searched by name or email, filtered by role and status, a page at a time. */
export async function listUsers(ctx: ServiceContext, query: ListUsersQuery) {
  requireAdministrator(ctx.actor);
  const { orm } = ctx;
  const conditions: (SQL | undefined)[] = [roleCondition(query.role)];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.name, like), ilike(users.email, like)));
  }
  if (query.disabled === 'true') conditions.push(isNotNull(users.disabledAt));
  if (query.disabled === 'false') conditions.push(isNull(users.disabledAt));
  const where = and(...conditions);
  const [total] = await orm.select({ n: count() }).from(users).where(where);
  const found = await orm
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const codes = await groupsByUser(
    orm,
    found.map((u) => u.id),
  );
  return {
    data: found.map((u) => toRow(u, codes.get(u.id) ?? [])),
    meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page, page_count: Math.ceil((total?.n ?? 0) / query.per_page) },
  };
}

async function scopesOf(orm: Orm, userId: number, locale: string): Promise<AdminUserScopes> {
  const found = await rows<{ state_id: number | null; country_id: number | null; state_name: string | null; country_name: string | null }>(
    orm,
    sql`select ca.state_id, coalesce(s.country_id, ca.country_id) as country_id,
          ${inLocale(locale, sql`s.name_en`, sql`s.name_es`)} as state_name,
          ${inLocale(locale, sql`c.name_en`, sql`c.name_es`)} as country_name
        from concierge_assignments ca
        left join states s on s.id = ca.state_id
        left join countries c on c.id = coalesce(s.country_id, ca.country_id)
        where ca.user_id = ${userId}
        order by country_name, state_name`,
  );
  return {
    states: found
      .filter((r) => r.state_id !== null)
      .map((r) => ({
        id: r.state_id as number,
        name: r.state_name ?? '',
        country_id: r.country_id as number,
        country_name: r.country_name ?? '',
      })),
    countries: found
      .filter((r) => r.state_id === null && r.country_id !== null)
      .map((r) => ({ id: r.country_id as number, name: r.country_name ?? '' })),
  };
}

/** An id from the path: anything but a positive int4 is simply not found. */
export function userIdOf(raw: unknown): number {
  const s = String(raw ?? '');
  if (!/^[1-9][0-9]{0,9}$/.test(s) || Number(s) > 2_147_483_647) throw notFound();
  return Number(s);
}

/** GET /v1/admin/users/{id}: the account with its groups, scopes and open sessions. */
export async function getUser(ctx: ServiceContext, userId: number): Promise<AdminUserDetail> {
  requireAdministrator(ctx.actor);
  const { orm } = ctx;
  const [u] = await orm.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound();
  const codes = (await groupsByUser(orm, [userId])).get(userId) ?? [];
  const [open] = await rows<{ n: number }>(
    orm,
    sql`select count(*)::int as n from sessions where user_id = ${userId} and revoked_at is null and expires_at > ${ctx.now.toISOString()}::timestamptz`,
  );
  return { ...toRow(u, codes), locale: u.locale, active_sessions: open?.n ?? 0, scopes: await scopesOf(orm, userId, ctx.locale) };
}

const lastAdministrator = () => new AppError(409, 'last_administrator', { message: { key: 'adminUsers.errors.last_administrator' } });

/** Refuses unknown codes (422 on `groups`); the known ones, once each, sorted. */
export function checkGroupCodes(codes: string[]): string[] {
  const unique = [...new Set(codes)];
  const unknown = unique.filter((c) => !(GROUP_CODES as readonly string[]).includes(c));
  if (unknown.length > 0)
    throw new AppError(422, 'validation_failed', {
      fields: { groups: { key: 'adminUsers.errors.unknown_group', values: { codes: unknown.join(', ') } } },
    });
  return unique.sort();
}

export async function groupIdsFor(orm: Orm, codes: string[]): Promise<number[]> {
  if (codes.length === 0) return [];
  await orm
    .insert(groups)
    .values(codes.map((code) => ({ code, name: GROUP_NAMES[code as keyof typeof GROUP_NAMES] ?? code })))
    .onConflictDoNothing({ target: groups.code });
  const found = await orm.select({ id: groups.id }).from(groups).where(inArray(groups.code, codes));
  return found.map((g) => g.id);
}

/**
 * PATCH /v1/admin/users/{id}: replaces the groups (and so the role) and/or disables or enables the
 * account. Disabling revokes every session in the same transaction. The enabled administrators'
 * rows are locked first, so two administrators cannot remove each other at once and the last
 * enabled administrator is never removed (409 `last_administrator`).
 */
export async function patchUser(ctx: ServiceContext, userId: number, input: PatchUserInput): Promise<AdminUserDetail> {
  const admin = requireAdministrator(ctx.actor);
  const { now } = ctx;
  const codes = input.groups !== undefined ? checkGroupCodes(input.groups) : undefined;
  if (input.disabled === true && userId === admin.userId)
    throw new AppError(409, 'cannot_disable_self', { message: { key: 'adminUsers.errors.cannot_disable_self' } });
  await inTransaction(ctx.orm, async (tx) => {
    // Lock the administrators (and the target) in id order: concurrent changes wait for each other.
    const locked = await rows<{ id: number; disabled: boolean; admin: boolean }>(
      tx,
      sql`select u.id, u.disabled_at is not null as disabled,
            exists (select 1 from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = u.id and g.code = ${ADMIN_GROUP}) as admin
          from users u
          where u.id = ${userId} or exists (select 1 from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = u.id and g.code = ${ADMIN_GROUP})
          order by u.id for update of u`,
    );
    const target = locked.find((r) => r.id === userId);
    if (!target) throw notFound();
    const beforeGroups = (await groupsByUser(tx, [userId])).get(userId) ?? [];
    const afterAdmin = codes ? codes.includes(ADMIN_GROUP) : target.admin;
    const afterDisabled = input.disabled ?? target.disabled;
    if (target.admin && !target.disabled && (!afterAdmin || afterDisabled)) {
      const others = locked.filter((r) => r.id !== userId && r.admin && !r.disabled);
      if (others.length === 0) throw lastAdministrator();
    }
    if (codes && JSON.stringify(codes) !== JSON.stringify(beforeGroups)) {
      const ids = await groupIdsFor(tx, codes);
      await tx.delete(userGroups).where(eq(userGroups.userId, userId));
      if (ids.length) await tx.insert(userGroups).values(ids.map((groupId) => ({ userId, groupId })));
      await recordAudit(tx, ctx, {
        action: 'user.groups',
        objectType: 'user',
        objectId: userId,
        before: { groups: beforeGroups, role: roleFromGroups(beforeGroups) },
        after: { groups: codes, role: roleFromGroups(codes) },
      });
      // What the new groups cannot hold goes now, not when someone notices; open streams restart as the new role.
      await dropAssignmentsOutOfReach(tx, ctx, userId);
      await endLiveStreams(tx, userId);
    }
    if (input.disabled !== undefined && input.disabled !== target.disabled) {
      const [before] = await tx.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId));
      const disabledAt = input.disabled ? now : null;
      await tx.update(users).set({ disabledAt, updatedAt: now }).where(eq(users.id, userId));
      if (input.disabled) {
        await revokeOtherSessions(tx, userId, null, now);
        await endLiveStreams(tx, userId);
      }
      await recordAudit(tx, ctx, {
        action: input.disabled ? 'user.disable' : 'user.enable',
        objectType: 'user',
        objectId: userId,
        before: { disabled_at: iso(before?.disabledAt ?? null) },
        after: { disabled_at: iso(disabledAt) },
      });
    }
  });
  return getUser(ctx, userId);
}

/** GET /v1/admin/users/{id}/scopes: the states and countries the account runs. */
export async function getScopes(ctx: ServiceContext, userId: number): Promise<AdminUserScopes> {
  requireAdministrator(ctx.actor);
  const [u] = await ctx.orm.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound();
  return scopesOf(ctx.orm, userId, ctx.locale);
}

const scopeError = (field: 'states' | 'countries', key: string) =>
  new AppError(422, 'validation_failed', { fields: { [field]: { key: `adminUsers.errors.${key}` } } });

/**
 * PUT /v1/admin/users/{id}/scopes: replaces the account's assignments. States go to concierges and
 * destination managers, countries to country managers; the desk reads them on its next request,
 * trips it no longer covers are unassigned and its open live streams end.
 */
export async function putScopes(ctx: ServiceContext, userId: number, input: ScopesInput): Promise<AdminUserScopes> {
  requireAdministrator(ctx.actor);
  const { orm } = ctx;
  const [u] = await orm.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound();
  const codes = (await groupsByUser(orm, [userId])).get(userId) ?? [];
  const stateIds = [...new Set(input.states)].sort((a, b) => a - b);
  const countryIds = [...new Set(input.countries)].sort((a, b) => a - b);
  if (stateIds.length && !codes.some((c) => STATE_SCOPE_GROUPS.includes(c))) throw scopeError('states', 'states_need_concierge');
  if (countryIds.length && !codes.includes(COUNTRY_MANAGER_GROUP)) throw scopeError('countries', 'countries_need_country_manager');
  const foundStates = stateIds.length
    ? await orm.select({ id: states.id, countryId: states.countryId }).from(states).where(inArray(states.id, stateIds))
    : [];
  if (foundStates.length !== stateIds.length) throw scopeError('states', 'unknown_state');
  const foundCountries = countryIds.length
    ? await orm.select({ id: countries.id }).from(countries).where(inArray(countries.id, countryIds))
    : [];
  if (foundCountries.length !== countryIds.length) throw scopeError('countries', 'unknown_country');
  await inTransaction(orm, async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const before = await scopesOf(tx, userId, 'en');
    await tx.delete(conciergeAssignments).where(eq(conciergeAssignments.userId, userId));
    const values = [
      ...foundStates.map((s) => ({ userId, stateId: s.id, countryId: s.countryId })),
      ...countryIds.map((countryId) => ({ userId, countryId, stateId: null })),
    ];
    if (values.length) await tx.insert(conciergeAssignments).values(values);
    await dropAssignmentsOutOfReach(tx, ctx, userId);
    // Open streams end at commit (NOTIFY), not at the next heartbeat: the desk reconnects with its new destinations.
    await endLiveStreams(tx, userId);
    await recordAudit(tx, ctx, {
      action: 'user.scopes',
      objectType: 'user',
      objectId: userId,
      before: {
        states: before.states.map((s) => s.id).sort((a, b) => a - b),
        countries: before.countries.map((c) => c.id).sort((a, b) => a - b),
      },
      after: { states: stateIds, countries: countryIds },
    });
  });
  return scopesOf(orm, userId, ctx.locale);
}

/** Open sessions of an account (tests and the detail page). */
export async function openSessionCount(orm: Orm, userId: number): Promise<number> {
  const [r] = await orm
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return r?.n ?? 0;
}

/** Every country with its states, for the scopes editor (names in the context's language). */
export async function scopeChoices(ctx: ServiceContext): Promise<{ id: number; name: string; states: { id: number; name: string }[] }[]> {
  requireAdministrator(ctx.actor);
  const cs = await ctx.orm
    .select({ id: countries.id, name: inLocale(ctx.locale, countries.nameEn, countries.nameEs) })
    .from(countries)
    .orderBy(inLocale(ctx.locale, countries.nameEn, countries.nameEs));
  const ss = await ctx.orm
    .select({ id: states.id, countryId: states.countryId, name: inLocale(ctx.locale, states.nameEn, states.nameEs) })
    .from(states)
    .orderBy(inLocale(ctx.locale, states.nameEn, states.nameEs));
  return cs.map((c) => ({
    id: c.id,
    name: c.name,
    states: ss.filter((s) => s.countryId === c.id).map((s) => ({ id: s.id, name: s.name })),
  }));
}
