// PATCH|DELETE /v1/owner/properties/{id}/photos/{photoId} – captions and cover; delete with its files
import { withApi } from '@/server/http/api';
import { deletePhotoRoute, patchPhotoRoute } from '@/server/http/owner-photos';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

export const PATCH = withApi(patchPhotoRoute, { allow: requireOwnerWork });
export const DELETE = withApi(deletePhotoRoute, { allow: requireOwnerWork });
