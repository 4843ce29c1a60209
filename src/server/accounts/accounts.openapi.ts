import { z } from 'zod';
import { apiCardSchema } from '../catalog/catalog.openapi';
import { type ApiOperation, dataOf, tagged } from '../core/openapi';
import {
  FAVORITES_SYNC_MAX,
  favoritesSyncInput,
  favoriteToggleInput,
  loginInput,
  passwordChangeInput,
  profileUpdateInput,
  recoveryInput,
  resetInput,
  signupInput,
} from './accounts.schema';

/**
 * The accounts context's operations (SPEC §7 calls and docs/decisions/005), from the zod schemas the
 * routes parse with. The response schemas are strict: the contract tests parse real answers with them.
 */
const TAG = 'Accounts';
const FORMS = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

export const apiProfileSchema = z.strictObject({
  id: z.number().int(),
  email: z.string().describe('As typed at signup; unique case-insensitively.'),
  name: z.string(),
  phone: z.string(),
  country_id: z
    .number()
    .int()
    .nullable()
    .describe(
      'The guest’s country when it is one of our destination countries (its id in /v1/locations/places), otherwise null (decision 029).',
    ),
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .describe('The guest’s country, any country: ISO 3166-1 alpha-2, upper case.'),
  locale: z.enum(['en', 'es']),
  time_zone: z
    .string()
    .nullable()
    .describe('The person’s IANA time zone (issue 31); null: times follow their browser’s zone, else the villa’s or the business’s.'),
  groups: z.array(z.strictObject({ code: z.string() })).describe('Group codes; the role follows from them (SPEC §4).'),
  role: z.enum(['user', 'concierge', 'owner']),
});

export const apiSessionSchema = z.strictObject({
  token: z.string().describe('Session token for `Authorization: Bearer`; also set as the httpOnly alma_session cookie.'),
  user: apiProfileSchema,
});

export const apiFavoritesSchema = z.strictObject({
  data: z.array(apiCardSchema).describe('Published villas only, newest first.'),
  meta: z.strictObject({ count: z.number().int() }),
});

export const apiFavoriteToggleSchema = dataOf(
  z.strictObject({
    property_id: z.number().int(),
    favorite: z.boolean().describe('The state after the toggle.'),
    count: z.number().int().describe('How many published villas the user has saved now.'),
  }),
).strict();

export const apiPlaceSchema = z.strictObject({
  id: z.number().int(),
  type: z.enum(['country', 'state']),
  name: z.string().describe('In the request’s language.'),
  slug: z.string(),
  country_id: z.number().int(),
});

export const apiOkMessageSchema = z.strictObject({
  data: z.strictObject({ ok: z.literal(true) }),
  message: z.string().describe('A sentence in the request’s language, to show.'),
});

const PROFILE_UPDATE_NOTE =
  'Only the fields sent change. The country is an ISO 3166-1 alpha-2 code in country_code (or in SPEC’s country_id, which also takes one of our destination countries’ ids); an empty value clears it, and a code that is not an assigned country is a `fields.country_code` (or `fields.country_id`) of validation_failed.';

const rateLimited = 'Too many attempts (rate_limited); Retry-After says when to try again.';

export const accountOperations: ApiOperation[] = tagged(TAG, [
  {
    method: 'post',
    path: '/api/login',
    operationId: 'login',
    summary: 'Log in: a new session (token and cookie) on every call',
    body: loginInput,
    bodyTypes: FORMS,
    response: apiSessionSchema,
    errors: {
      401: 'Wrong email or password, one answer for both (invalid_credentials); the `error` sentence is shown for 3 s.',
      429: `${rateLimited} Failed logins slow down without lockout: per address and account, delays from 2 s doubling up to 15 minutes after 3 failures; 30 failures per address in 15 minutes; a browser with its device cookie counts only its own failures (decision 013).`,
    },
  },
  {
    method: 'post',
    path: '/api/signup',
    operationId: 'signup',
    summary: 'Create an account and log in',
    description:
      'Password: at least 8 characters and not the email. A taken email (any case) is a `fields.email` of validation_failed. The account’s locale is the request’s.',
    body: signupInput,
    bodyTypes: FORMS,
    response: apiSessionSchema,
    status: 201,
    errors: { 429: `${rateLimited} 10 well-formed signups per address an hour.` },
  },
  {
    method: 'post',
    path: '/api/logout',
    operationId: 'logout',
    summary: 'End the session (cookie or bearer) and clear the cookie; 200 without a session too',
    auth: 'optional',
    response: dataOf(z.strictObject({ ok: z.literal(true) })).strict(),
  },
  {
    method: 'get',
    path: '/api/account/header',
    operationId: 'getHeaderAccount',
    summary: 'The site header’s account part, in the request’s language (`?locale=`)',
    description:
      'Cached public pages render the visitor’s header and ask for this once loaded (docs/decisions/031): the signed-in user’s menu, favourites and messages link, or `menu: null` and `profile: null` for a visitor. A stale session cookie is cleared.',
    auth: 'optional',
    response: dataOf(
      z.strictObject({
        profile: apiProfileSchema.nullable(),
        favoriteIds: z.array(z.number().int()).nullable(),
        menu: z
          .strictObject({
            open: z.string(),
            name: z.string(),
            label: z.string(),
            logout: z.string(),
            loggingOut: z.string(),
            items: z.array(z.strictObject({ href: z.string(), label: z.string() })),
          })
          .nullable(),
        wishlistHref: z.string(),
        favorites: z.strictObject({ link: z.string() }),
        messages: z.strictObject({ href: z.string(), label: z.string(), unread: z.string() }).nullable(),
      }),
    ).strict(),
  },
  {
    method: 'get',
    path: '/v1/account/profile',
    operationId: 'getProfile',
    summary: 'The logged-in user’s profile',
    auth: 'session',
    response: dataOf(apiProfileSchema).strict(),
  },
  {
    method: 'post',
    path: '/v1/account/profile',
    operationId: 'updateProfile',
    summary: 'Update the profile: form data with _method=put as SPEC §7 sends it (PUT works too)',
    description: PROFILE_UPDATE_NOTE,
    auth: 'session',
    body: profileUpdateInput,
    bodyTypes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
    response: z.strictObject({ data: apiProfileSchema, message: z.string() }),
  },
  {
    method: 'put',
    path: '/v1/account/profile',
    operationId: 'replaceProfile',
    summary: 'Update the profile (the same call as POST, for API clients that send PUT)',
    description: PROFILE_UPDATE_NOTE,
    auth: 'session',
    body: profileUpdateInput,
    bodyTypes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
    response: z.strictObject({ data: apiProfileSchema, message: z.string() }),
  },
  {
    method: 'post',
    path: '/v1/account/password',
    operationId: 'changePassword',
    summary: 'Change the password; every other session is signed out',
    description: 'A wrong current password is a `fields.current_password` of validation_failed.',
    auth: 'session',
    body: passwordChangeInput,
    bodyTypes: FORMS,
    response: apiOkMessageSchema,
    errors: { 429: rateLimited },
  },
  {
    method: 'get',
    path: '/v1/account/favorites',
    operationId: 'listFavorites',
    summary: 'The user’s favourite villas, with their count',
    auth: 'session',
    response: apiFavoritesSchema,
  },
  {
    method: 'post',
    path: '/v1/account/favorites',
    operationId: 'toggleFavorite',
    summary: 'Add a villa to the favourites, or remove it if it is there',
    auth: 'session',
    body: favoriteToggleInput,
    bodyTypes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
    response: apiFavoriteToggleSchema,
    errors: { 404: 'No published villa has this id (not_found).' },
  },
  {
    method: 'post',
    path: '/v1/account/favorites/sync',
    operationId: 'syncFavorites',
    summary: 'Add the favourites saved while logged out (SPEC §4), then list them all',
    description: `property_ids: a JSON array of ids, or a comma-separated string in form data; at most ${FAVORITES_SYNC_MAX}. Unknown and unpublished ids are skipped.`,
    auth: 'session',
    body: favoritesSyncInput,
    bodyTypes: FORMS,
    response: apiFavoritesSchema,
  },
  {
    method: 'post',
    path: '/v1/account/password-recovery',
    operationId: 'requestPasswordReset',
    summary: 'Mail a password-reset link (valid one hour, single use); the same 202 whether or not the account exists',
    body: recoveryInput,
    bodyTypes: FORMS,
    response: apiOkMessageSchema,
    status: 202,
    errors: { 429: `${rateLimited} 5 per address and 5 per email an hour.` },
  },
  {
    method: 'post',
    path: '/v1/account/password-reset',
    operationId: 'resetPassword',
    summary: 'Set a new password with the mailed token; every session is signed out',
    body: resetInput,
    bodyTypes: FORMS,
    response: apiOkMessageSchema,
    errors: { 400: 'Bad input (validation_failed), or an unknown, used or expired token (invalid_reset_token).', 429: rateLimited },
  },
  {
    method: 'get',
    path: '/v1/locations/places',
    operationId: 'listPlaces',
    summary: 'Countries and states (the booking list of SPEC §3), in the request’s language; cacheable 5 minutes',
    response: dataOf(z.array(apiPlaceSchema)).strict(),
  },
]);
