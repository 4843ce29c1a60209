import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rows } from '@/server/db/raw';
import { OWNERS_VILLA, type Row } from './authorization-rules';
import type { World } from './authorization-world';
import { createPropertyImage } from './factories';

/** The authorization matrix's rows for the owner portal's photos operations (issue 15). */

/** A one-picture upload as a browser's FormData sends it; the files land in a scratch media folder. */
async function pictureUpload() {
  process.env.MEDIA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'alma-matrix-media-'));
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'terrace.png');
  const res = new Response(form);
  return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
}

/** A fresh photo of the owner's villa, for a verb that spends one. */
async function freshPhoto(w: World) {
  return { params: { id: w.villaId, photoId: (await createPropertyImage(w.orm, w.villaId)).id } };
}

export const OWNER_PHOTOS_ROWS: Record<string, Row> = {
  'POST /v1/owner/properties/{id}/photos': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: async (w) => ({ params: { id: w.villaId }, raw: await pictureUpload() }),
  },
  'PATCH /v1/owner/properties/{id}/photos/{photoId}': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: async (w) => ({ ...(await freshPhoto(w)), json: { caption_en: 'Matrix caption', cover: true } }),
  },
  'DELETE /v1/owner/properties/{id}/photos/{photoId}': { rule: OWNERS_VILLA, writes: true, cell: freshPhoto },
  'PUT /v1/owner/properties/{id}/photos/order': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: async (w) => {
      await createPropertyImage(w.orm, w.villaId);
      const photos = await rows<{ id: number }>(
        w.orm,
        sql`select id from property_images where property_id = ${w.villaId} order by position desc, id desc`,
      );
      return { params: { id: w.villaId }, json: { photo_ids: photos.map((p) => p.id) } };
    },
  },
};
