import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '@/server/db/raw';
import { guestbookSignatures } from '@/server/db/schema/guestbook';
import { buildAuthorizationDocument } from '@/server/guestbook/authorization/authorization-document';
import { loadAuthorizationFacts } from '@/server/guestbook/authorization/authorization-status';
import { writePrivateFile } from '@/server/messaging/private-files';
import { GUESTBOOK_STAY, type Row } from './authorization-rules';
import { confirmationNumberOf, type World } from './authorization-world';

/** The trip signed once (a PDF on disk), so its download has something to answer to the allowed callers. */
const signed = new WeakSet<World>();
async function withSignature(w: World) {
  if (signed.has(w)) return;
  const pdfKey = `signatures/matrix-${randomBytes(12).toString('base64url')}.pdf`;
  await writePrivateFile(pdfKey, Buffer.from('%PDF-1.4\n%matrix\n'));
  await w.orm.insert(guestbookSignatures).values({
    reservationId: w.trip.id,
    documentVersion: 'matrix',
    documentSha256: '0'.repeat(64),
    locale: 'en',
    typedName: 'Ana Rivera',
    signedAt: new Date(),
    ipAddress: '203.0.113.1',
    userAgent: 'matrix',
    pdfKey,
  });
  signed.add(w);
}

/** The authorization matrix's rows for the guestbook's authorization and instructions (issue 16, the "rules" part). */
export const GUESTBOOK_AUTHORIZATION_ROWS: Record<string, Row> = {
  'GET /v1/guestbook/{number}/authorization': {
    rule: GUESTBOOK_STAY,
    cell: async (w) => ({ params: { number: await confirmationNumberOf(w.orm, w.trip.id) }, query: { locale: 'es' } }),
  },
  'POST /v1/guestbook/{number}/authorization/sign': {
    rule: GUESTBOOK_STAY,
    writes: true,
    // A fresh trip of the guest per cell: a stay signs its document once (409 `already_signed` after).
    cell: async (w) => {
      const t = await w.newTrip();
      const [trip] = await rows<{ property_id: number }>(w.orm, sql`select property_id from reservations where id = ${t.id}`);
      const doc = buildAuthorizationDocument(await loadAuthorizationFacts(w.orm, trip?.property_id ?? 0), 'en');
      return {
        params: { number: await confirmationNumberOf(w.orm, t.id) },
        reservationId: t.id,
        // The lead guest as the factories book them (last name Rivera).
        json: { full_name: 'Ana Rivera', consent: true, sha256: doc.sha256, locale: 'en' },
      };
    },
  },
  'GET /v1/guestbook/{number}/authorization.pdf': {
    rule: GUESTBOOK_STAY,
    cell: async (w) => {
      await withSignature(w);
      return { params: { number: await confirmationNumberOf(w.orm, w.trip.id) } };
    },
  },
  'GET /v1/guestbook/{number}/instructions': {
    rule: GUESTBOOK_STAY,
    cell: async (w) => ({ params: { number: await confirmationNumberOf(w.orm, w.trip.id) } }),
    // The trip is months ahead: the door code and wifi password are not in the answer.
    check: (_w, _caller, body) => {
      const secret = (body as { data: { private: Record<string, unknown> } }).data.private;
      expect(secret.revealed).toBe(false);
      expect(secret).not.toHaveProperty('door_code');
      expect(secret).not.toHaveProperty('wifi_password');
    },
  },
};
