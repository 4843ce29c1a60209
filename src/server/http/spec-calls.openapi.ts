import { z } from 'zod';
import { apiCardSchema } from '../catalog/catalog.openapi';
import { type ApiOperation, dataOf } from './openapi';

/**
 * SPEC §7's calls, kept exactly (paths, field names, `{ data }` answers). Described here from the
 * SPEC until the accounts context contributes its own `accounts.openapi.ts` from its zod schemas,
 * which should then replace this file.
 */
const TAG = 'Accounts (SPEC §7)';

const user = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    country_id: z.number().int().nullable(),
    groups: z.array(z.object({ code: z.string() })).describe('Role from the codes: SPEC §4.'),
  })
  .loose();

const tokenAndUser = z.object({ token: z.string().describe('Session token; also set as the alma_session cookie.'), user });

const place = z.object({
  id: z.number().int(),
  type: z.enum(['country', 'state']),
  name: z.string(),
  slug: z.string(),
  country_id: z.number().int(),
});

export const specCallOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/login',
    operationId: 'login',
    tag: TAG,
    summary: 'Log in',
    body: z.object({ email: z.string(), password: z.string() }),
    response: tokenAndUser,
    errors: { 401: 'Wrong email or password (the `error` sentence is shown for 3 s).', 429: 'Too many attempts (rate_limited).' },
  },
  {
    method: 'post',
    path: '/api/signup',
    operationId: 'signup',
    tag: TAG,
    summary: 'Create an account',
    body: z.object({ email: z.string(), password: z.string(), password_confirmation: z.string() }),
    response: tokenAndUser,
    errors: { 409: 'The email already has an account.', 429: 'Too many attempts (rate_limited).' },
  },
  {
    method: 'get',
    path: '/v1/account/profile',
    operationId: 'getProfile',
    tag: TAG,
    summary: 'The logged-in user’s profile',
    auth: 'session',
    response: dataOf(user),
  },
  {
    method: 'post',
    path: '/v1/account/profile',
    operationId: 'updateProfile',
    tag: TAG,
    summary: 'Update the profile (form data with _method=put, as SPEC §7 sends it)',
    auth: 'session',
    body: z.object({
      _method: z.string().optional(),
      name: z.string().optional(),
      phone: z.string().optional(),
      country_id: z.string().optional(),
    }),
    bodyTypes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
    response: z.object({ data: user, message: z.string() }),
  },
  {
    method: 'get',
    path: '/v1/account/favorites',
    operationId: 'listFavorites',
    tag: TAG,
    summary: 'The user’s favourite villas, with their count',
    auth: 'session',
    response: z.object({ data: z.array(apiCardSchema), meta: z.object({ count: z.number().int() }).loose().optional() }).loose(),
  },
  {
    method: 'post',
    path: '/v1/account/favorites',
    operationId: 'toggleFavorite',
    tag: TAG,
    summary: 'Add or remove a favourite villa',
    auth: 'session',
    body: z.object({ property_id: z.string() }),
    bodyTypes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
    response: z.object({ data: z.unknown() }).loose(),
  },
  {
    method: 'get',
    path: '/v1/locations/places',
    operationId: 'listPlaces',
    tag: TAG,
    summary: 'Countries and states (the booking list of SPEC §3)',
    response: dataOf(z.array(place)),
  },
];
