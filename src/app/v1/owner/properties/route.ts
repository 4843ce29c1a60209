import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { createOwnerProperty } from '@/server/owners/listings-list/create-owner-property';
import { listOwnerProperties } from '@/server/owners/listings-list/list-owner-properties';
import { createListingSchema, ownerPropertiesQuerySchema } from '@/server/owners/listings-list/owner-properties.schema';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties – the villas the caller runs, with status, occupancy this month and next arrival.
export const GET = withApi(
  async (ctx) => ok(await listOwnerProperties(await ctx.context(), parseInput(ownerPropertiesQuerySchema, ctx.query))),
  { allow: requireOwnerWork },
);

// POST /v1/owner/properties – a new listing, created as a draft.
export const POST = withApi(
  async (ctx) => {
    const created = await createOwnerProperty(await ctx.context(), parseInput(createListingSchema, await ctx.body()));
    return ok({ id: created.id, slug: created.slug }, { status: 201 });
  },
  { allow: requireOwnerWork },
);
