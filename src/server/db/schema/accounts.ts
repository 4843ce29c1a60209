import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef, updatedAt } from './columns';
import { countries, properties, states } from './catalog';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** ISO 3166-1 alpha-2 (decision 029): a guest's country is any country, not one of our destinations. */
    countryCode: text('country_code'),
    locale: text('locale').notNull().default('en'),
    /** The person's clock (issue 31): an IANA zone; null reads the browser's (the tz cookie), else the villa's or the business's. */
    timeZone: text('time_zone'),
    /** Set by an administrator (issue 17): sessions are revoked at once, login and password reset refused. */
    disabledAt: instant('disabled_at'),
    lastLoginAt: instant('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_country_code_iso', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const userGroups = pgTable(
  'user_groups',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    groupId: requiredRef('group_id', () => groups.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

/** Which destinations a concierge runs (DESIGN §1): a state, or a whole country for a country manager. */
export const conciergeAssignments = pgTable(
  'concierge_assignments',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'cascade' }),
    stateId: integer('state_id').references(() => states.id, { onDelete: 'cascade' }),
  },
  // NULLS NOT DISTINCT: a country-wide assignment (state null) is also recorded only once.
  (t) => [unique('concierge_assignments_unique').on(t.userId, t.countryId, t.stateId).nullsNotDistinct()],
);

/**
 * A login: the SHA-256 of an opaque random token (the token itself is never stored).
 * Revoked at logout and, for the other sessions, at a password change (DESIGN §9).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A browser that has logged in to an account (the OWASP "device cookie", decision 013): the cookie
 * holds a random token, stored here only as its SHA-256. A known browser is throttled on its own
 * counter, so failures elsewhere never keep it out.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('login_devices_user_idx').on(t.userId)],
);

/**
 * Failed logins per throttle key (decision 013): `pair:<address>|<email>`, `device:<id>` or
 * `address:<address>`. Shared by every app server; a delay is `blocked_until`, never a lockout of
 * the account everywhere.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStart: instant('window_start').notNull(),
    lastFailureAt: instant('last_failure_at').notNull(),
    blockedUntil: instant('blocked_until'),
  },
  (t) => [index('login_throttles_last_failure_idx').on(t.lastFailureAt)],
);

/** A password-reset link: single use, short lived, stored as the SHA-256 of its token. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** An account's saved villas (SPEC §3 Favorites). */
export const favorites = pgTable(
  'favorites',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    propertyId: requiredRef('property_id', () => properties.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] })],
);

/**
 * An administrator's invitation of a staff member or an owner (issue 17): a mail with a link to set
 * a password, single use, valid 72 hours, stored as the SHA-256 of its token. Accepting creates the
 * account with `group_codes`.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    groupCodes: jsonb('group_codes').$type<string[]>().notNull().default([]),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('invitations_email_lower_idx').on(sql`lower(${t.email})`)],
);
