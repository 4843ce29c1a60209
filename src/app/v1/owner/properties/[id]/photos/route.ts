// POST /v1/owner/properties/{id}/photos – upload photos (multipart), re-encoded to WebP at the end of the gallery
import { withApi } from '@/server/http/api';
import { PHOTO_UPLOADS, postPhotosRoute } from '@/server/http/owner-photos';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

export const POST = withApi(postPhotosRoute, { allow: requireOwnerWork, multipart: PHOTO_UPLOADS });
