import { requireAdministrator } from '@/server/access/actor';
import { patchUserInput } from '@/server/admin/users/users.schema';
import { getUser, patchUser, userIdOf } from '@/server/admin/users/users.service';
import { parseInput } from '@/server/core/validation';
import { recordRead, recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// GET /v1/admin/users/{id} – an account with its groups, scopes and open sessions
export const GET = recordRead(userIdOf, getUser, { allow: requireAdministrator });

// PATCH /v1/admin/users/{id} – { groups?, disabled? }: change the role, disable or enable the account
export const PATCH = recordWrite(userIdOf, (body) => parseInput(patchUserInput, body), patchUser, { allow: requireAdministrator });
