import { eq } from 'drizzle-orm';
import { hashToken } from '@/server/accounts/session';
import { invitations } from '@/server/db/schema/accounts';
import { properties } from '@/server/db/schema/catalog';
import { ADMIN_ONLY, EVERYONE, type Row } from './authorization-rules';
import type { World } from './authorization-world';
import { createMember, createUser } from './factories';

let made = 0;
const next = () => {
  made += 1;
  return made;
};

/** A fresh account per cell, never one of the matrix's callers. */
async function freshUser(w: World, group?: string) {
  const n = next();
  if (group) return (await createMember(w.orm, group, { email: `matrix-admin-user-${n}@example.test` })).user;
  return createUser(w.orm, { email: `matrix-admin-user-${n}@example.test`, passwordHash: w.passwordHash });
}

async function villaState(w: World): Promise<number> {
  const [row] = await w.orm.select({ stateId: properties.stateId }).from(properties).where(eq(properties.id, w.villaId));
  if (!row) throw new Error('the world has no villa');
  return row.stateId;
}

/** The authorization matrix's rows for the administration's users operations (issue 17). */
export const ADMIN_USERS_ROWS: Record<string, Row> = {
  'GET /v1/admin/users': { rule: ADMIN_ONLY, cell: () => ({ query: { q: 'a', per_page: 5 } }) },
  'POST /v1/admin/users/invitations': {
    rule: ADMIN_ONLY,
    writes: true,
    cell: () => ({ json: { email: `matrix-invitee-${next()}@example.test`, groups: ['hbl-owners'], locale: 'en' } }),
  },
  'GET /v1/admin/users/{id}': { rule: ADMIN_ONLY, cell: async (w) => ({ params: { id: (await freshUser(w)).id } }) },
  'PATCH /v1/admin/users/{id}': {
    rule: ADMIN_ONLY,
    writes: true,
    cell: async (w) => ({ params: { id: (await freshUser(w)).id }, json: { groups: ['hbl-owners'] } }),
  },
  'GET /v1/admin/users/{id}/scopes': {
    rule: ADMIN_ONLY,
    cell: async (w) => ({ params: { id: (await freshUser(w, 'hbl-concierge')).id } }),
  },
  'PUT /v1/admin/users/{id}/scopes': {
    rule: ADMIN_ONLY,
    writes: true,
    cell: async (w) => ({
      params: { id: (await freshUser(w, 'hbl-concierge')).id },
      json: { states: [await villaState(w)], countries: [] },
    }),
  },
  // Public: each cell opens a fresh invitation, so every caller's acceptance succeeds (201).
  'POST /v1/invitations/{token}/accept': {
    rule: EVERYONE,
    writes: true,
    cell: async (w) => {
      const n = next();
      const token = `matrix-invitation-token-${n}-${Date.now()}`;
      await w.orm.insert(invitations).values({
        email: `matrix-invited-${n}@example.test`,
        groupCodes: ['hbl-owners'],
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      });
      return {
        params: { token },
        json: { name: 'Invited Owner', password: 'Villa-Matrix-2026', password_confirmation: 'Villa-Matrix-2026' },
      };
    },
  },
};
