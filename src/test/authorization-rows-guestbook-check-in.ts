import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { guestbookCheckIns } from '@/server/db/schema/guestbook';
import { encryptDocument, signDocumentLink } from '@/server/guestbook/check-in/guestbook-key';
import { writePrivateFile } from '@/server/messaging/private-files';
import { CONCIERGE_DECISION, GUESTBOOK_STAY, type Row } from './authorization-rules';
import { confirmationNumberOf, type World } from './authorization-world';

/** A 1×1 PNG: the smallest identity "document" file-type recognises. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function multipartPng(): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'passport.png');
  const res = new Response(form);
  return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
}

let documents = 0;
/** A fresh confirmed trip of the guest with an identity document on file (sealed like an upload). */
async function tripWithDocument(world: World) {
  process.env.PRIVATE_FILES_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'alma-matrix-private-'));
  const t = await world.newTrip();
  documents += 1;
  const key = `guestbook/matrix${t.id}x${documents}xxxxxxxxxxxxxxxx.enc`;
  await writePrivateFile(key, encryptDocument(TINY_PNG, t.id));
  await world.orm.insert(guestbookCheckIns).values({
    reservationId: t.id,
    idDocumentKey: key,
    idDocumentType: 'image/png',
    idDocumentBytes: TINY_PNG.length,
    idDocumentUploadedAt: new Date(),
  });
  return t;
}

/** The rows of the stay part of the guestbook (issue 16): check-in, identity document, roommates, the concierge's document link. */
export const GUESTBOOK_CHECK_IN_ROWS: Record<string, Row> = {
  'PUT /v1/guestbook/{number}/check-in': {
    rule: GUESTBOOK_STAY,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return {
        params: { number: await confirmationNumberOf(w.orm, t.id) },
        reservationId: t.id,
        json: { arrival_time: '16:30', special_requests: 'A cot' },
      };
    },
  },
  'POST /v1/guestbook/{number}/id-document': {
    rule: GUESTBOOK_STAY,
    writes: true,
    cell: async (w) => {
      process.env.PRIVATE_FILES_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'alma-matrix-private-'));
      const t = await w.newTrip();
      return { params: { number: await confirmationNumberOf(w.orm, t.id) }, reservationId: t.id, raw: await multipartPng() };
    },
  },
  'GET /v1/guestbook/{number}/roommates': {
    rule: GUESTBOOK_STAY,
    cell: async (w) => ({ params: { number: await confirmationNumberOf(w.orm, w.trip.id) }, reservationId: w.trip.id }),
  },
  'POST /v1/guestbook/{number}/roommates': {
    rule: GUESTBOOK_STAY,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return {
        params: { number: await confirmationNumberOf(w.orm, t.id) },
        reservationId: t.id,
        json: { name: 'Lucía Rivera', age_group: 'child' },
      };
    },
  },
  'DELETE /v1/guestbook/{number}/roommates/{id}': {
    rule: GUESTBOOK_STAY,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { number: await confirmationNumberOf(w.orm, t.id), id: t.companionId }, reservationId: t.id };
    },
  },
  'POST /v1/concierge/trips/{id}/id-document-link': {
    rule: CONCIERGE_DECISION,
    cell: async (w) => {
      const t = await tripWithDocument(w);
      return { params: { id: t.id }, reservationId: t.id };
    },
  },
  'GET /v1/concierge/id-documents/{id}': {
    rule: CONCIERGE_DECISION,
    cell: async (w) => {
      const t = await tripWithDocument(w);
      const e = Math.floor(Date.now() / 1000) + 600;
      return { params: { id: t.id }, reservationId: t.id, query: { e, s: signDocumentLink(t.id, e) } };
    },
  },
};
