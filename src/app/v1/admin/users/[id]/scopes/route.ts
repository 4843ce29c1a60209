import { requireAdministrator } from '@/server/access/actor';
import { scopesInput } from '@/server/admin/users/users.schema';
import { getScopes, putScopes, userIdOf } from '@/server/admin/users/users.service';
import { parseInput } from '@/server/core/validation';
import { recordRead, recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// GET /v1/admin/users/{id}/scopes – the states and countries the account runs
export const GET = recordRead(userIdOf, getScopes, { allow: requireAdministrator });

// PUT /v1/admin/users/{id}/scopes – { states, countries }: replace the account's destinations
export const PUT = recordWrite(userIdOf, (body) => parseInput(scopesInput, body), putScopes, { allow: requireAdministrator });
