// PUT /v1/owner/properties/{id}/photos/order – the gallery's new order (every photo id once, cover first)
import { withApi } from '@/server/http/api';
import { putPhotoOrderRoute } from '@/server/http/owner-photos';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

export const PUT = withApi(putPhotoOrderRoute, { allow: requireOwnerWork });
