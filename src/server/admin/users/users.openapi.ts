import { z } from 'zod';
import { type ApiOperation, dataOf, idParams, pagedOf, pageMetaSchema } from '../../core/openapi';
import { acceptInvitationInput, GROUP_CODES, invitationInput, listUsersQuery, patchUserInput, scopesInput } from './users.schema';

const TAG = 'Administration';

const userRowShape = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  groups: z.array(z.string()).describe(`Group codes: ${GROUP_CODES.join(', ')}.`),
  role: z.enum(['user', 'concierge', 'owner']).describe('The role the groups give (SPEC §4).'),
  is_admin: z.boolean(),
  last_login_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
};
export const userRowSchema = z.strictObject(userRowShape);

export const scopesSchema = z.strictObject({
  states: z.array(z.strictObject({ id: z.number().int(), name: z.string(), country_id: z.number().int(), country_name: z.string() })),
  countries: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
});

export const userDetailSchema = z.strictObject({
  ...userRowShape,
  locale: z.string(),
  active_sessions: z.number().int(),
  scopes: scopesSchema,
});

export const invitationSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  groups: z.array(z.string()),
  locale: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});

const acceptedSchema = z.object({
  data: z.object({
    token: z.string().describe('The session token (also set as the alma_session cookie).'),
    user: z.object({ id: z.number().int(), email: z.string(), role: z.string() }).loose(),
    redirect: z.string().describe('Where the new account lands: its role’s home, /admin for an administrator.'),
  }),
});

const adminErrors = { 401: 'No session.', 403: 'Not an administrator.' };
const userErrors = { ...adminErrors, 404: 'No such account.' };

/** The administration's users operations (issue 17). */
export const adminUserOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/v1/admin/users',
    operationId: 'listAdminUsers',
    tag: TAG,
    summary: 'Accounts sorted by name: search by name or email, filter by role and status, paged',
    query: listUsersQuery,
    response: pagedOf(userRowSchema, pageMetaSchema),
    auth: 'session',
    errors: { 400: 'A filter is not valid.', ...adminErrors },
  },
  {
    method: 'post',
    path: '/v1/admin/users/invitations',
    operationId: 'createInvitation',
    tag: TAG,
    summary: 'Invite a staff member or an owner by email: a link to set a password, single use, valid 72 hours',
    body: invitationInput,
    response: dataOf(invitationSchema),
    status: 201,
    auth: 'session',
    errors: {
      400: 'Missing or malformed fields.',
      ...adminErrors,
      409: '`account_exists` (an account has this email) or `invitation_exists` (a pending invitation does).',
      422: 'An unknown group code (`fields.groups`).',
    },
  },
  {
    method: 'get',
    path: '/v1/admin/users/{id}',
    operationId: 'getAdminUser',
    tag: TAG,
    summary: 'An account with its groups, role, status, destinations and open sessions',
    params: idParams,
    response: dataOf(userDetailSchema),
    auth: 'session',
    errors: userErrors,
  },
  {
    method: 'patch',
    path: '/v1/admin/users/{id}',
    operationId: 'updateAdminUser',
    tag: TAG,
    summary: 'Replace the groups (and so the role) and/or disable or enable the account',
    description:
      'Disabling revokes every session at once; login and password reset are then refused. The last enabled administrator can lose neither the group nor the access (409 `last_administrator`); nobody disables themselves (409 `cannot_disable_self`).',
    params: idParams,
    body: patchUserInput,
    response: dataOf(userDetailSchema),
    auth: 'session',
    errors: {
      400: 'Malformed body.',
      ...userErrors,
      409: 'The last administrator, or oneself.',
      422: 'An unknown group code (`fields.groups`).',
    },
  },
  {
    method: 'get',
    path: '/v1/admin/users/{id}/scopes',
    operationId: 'getAdminUserScopes',
    tag: TAG,
    summary: 'The states and countries the account runs on the concierge desk',
    params: idParams,
    response: dataOf(scopesSchema),
    auth: 'session',
    errors: userErrors,
  },
  {
    method: 'put',
    path: '/v1/admin/users/{id}/scopes',
    operationId: 'putAdminUserScopes',
    tag: TAG,
    summary: 'Replace the account’s destinations: states for concierges and destination managers, countries for country managers',
    params: idParams,
    body: scopesInput,
    response: dataOf(scopesSchema),
    auth: 'session',
    errors: {
      400: 'Malformed body.',
      ...userErrors,
      422: 'A state or country that does not exist, or a scope the account’s groups do not take (`fields.states`, `fields.countries`).',
    },
  },
  {
    method: 'post',
    path: '/v1/invitations/{token}/accept',
    operationId: 'acceptInvitation',
    tag: 'Accounts',
    summary: 'Accept an invitation: choose a name and password; the account is created with the invitation’s groups and signed in',
    params: z.object({ token: z.string().max(200).describe('The token of the invitation link.') }),
    body: acceptInvitationInput,
    response: acceptedSchema,
    status: 201,
    errors: {
      400: 'Missing fields or passwords that differ.',
      409: 'An account with this email exists already.',
      410: '`invitation_invalid`: used, withdrawn or expired.',
    },
  },
];
