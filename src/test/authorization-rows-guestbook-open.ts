import { EVERYONE, GUESTBOOK_STAY, type Row } from './authorization-rules';
import { confirmationNumberOf } from './authorization-world';

/**
 * The opening part of the guestbook (issue 16). POST /v1/guestbook/open is public: its cell sends
 * the right number and last name, which opens for every caller (a wrong name is the same 404 for
 * every caller: src/server/guestbook/open/open.api.int.test.ts). GET /v1/guestbook/link is a
 * browser redirect for mails, not a JSON operation (left out of the document: src/app/openapi-coverage.test.ts).
 */
export const GUESTBOOK_OPEN_ROWS: Record<string, Row> = {
  'POST /v1/guestbook/open': {
    // No `writes`: the matrix's snapshot (snapshotWrites) does not cover guestbook_sessions.
    rule: EVERYONE,
    cell: async (w) => ({ json: { confirmation_number: await confirmationNumberOf(w.orm, w.trip.id), last_name: 'Rivera' } }),
  },
  'GET /v1/guestbook/{number}': {
    rule: GUESTBOOK_STAY,
    cell: async (w) => ({ params: { number: await confirmationNumberOf(w.orm, w.trip.id) } }),
    check: (_w, _caller, body) => {
      const text = JSON.stringify(body);
      // The home never carries the lead guest's last name, e-mail or the other travelers' names.
      if (text.includes('Rivera') || text.includes('@')) throw new Error(`the guestbook home leaks a private field: ${text}`);
    },
  },
};
