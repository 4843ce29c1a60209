import { ok, withApi } from '@/server/http/api';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { statementOfRequest } from '@/server/http/owner-statements';

export const dynamic = 'force-dynamic';

// GET /v1/owner/statements – a month's statement of the caller's villas (one with ?property=, an owner's with ?owner=).
export const GET = withApi(async (ctx) => ok((await statementOfRequest(ctx)).statement), { allow: requireOwnerWork });
