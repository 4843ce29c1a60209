import { sql } from 'drizzle-orm';
import { rows } from '@/server/db/raw';
import { EVERYONE, OWNERS_VILLA, type Row } from './authorization-rules';
import type { World } from './authorization-world';

let feeds = 0;

/**
 * A feed of the world's villa for one cell. Its URL is on loopback, which the matrix (no
 * ICAL_ALLOW_LOOPBACK) refuses before any connection: a sync records `forbidden_address`.
 */
async function freshFeed(world: World): Promise<number> {
  feeds += 1;
  const [feed] = await rows<{ id: number }>(
    world.orm,
    sql`insert into ical_feeds (property_id, channel, url) values (${world.villaId}, 'airbnb', ${`http://127.0.0.1:9/matrix-${feeds}.ics`}) returning id`,
  );
  return feed?.id ?? 0;
}

/** The villa's export token (made here as the owner's first request would). */
async function exportToken(world: World): Promise<string> {
  await world.orm.execute(
    sql`update properties set ical_export_token = ${`matrix-export-token-${world.villaId}-0123456789abcdef`} where id = ${world.villaId} and ical_export_token is null`,
  );
  const [row] = await rows<{ token: string }>(
    world.orm,
    sql`select ical_export_token as token from properties where id = ${world.villaId}`,
  );
  return row?.token ?? '';
}

/** The authorization matrix's rows for the owner portal's iCal channels (issue 15). */
export const OWNER_ICAL_ROWS: Record<string, Row> = {
  'GET /v1/owner/properties/{id}/ical-feeds': { rule: OWNERS_VILLA, cell: (w) => ({ params: { id: w.villaId } }) },
  'POST /v1/owner/properties/{id}/ical-feeds': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: async (w) => {
      feeds += 1;
      // A villa imports at most 5 feeds (409 too_many_feeds): each allowed caller's add starts from none.
      await w.orm.execute(sql`delete from ical_feeds where property_id = ${w.villaId}`);
      // A public address literal: checked without DNS, and adding never fetches.
      return { params: { id: w.villaId }, json: { channel: 'vrbo', url: `https://93.184.215.14/matrix-${feeds}.ics`, label: 'Matrix' } };
    },
  },
  'DELETE /v1/owner/properties/{id}/ical-feeds/{feedId}': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: async (w) => ({ params: { id: w.villaId, feedId: await freshFeed(w) } }),
  },
  'POST /v1/owner/properties/{id}/ical-feeds/{feedId}/sync': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: async (w) => ({ params: { id: w.villaId, feedId: await freshFeed(w) } }),
  },
  'POST /v1/owner/properties/{id}/ical-export/rotate': { rule: OWNERS_VILLA, writes: true, cell: (w) => ({ params: { id: w.villaId } }) },
  // Public: the token is the secret (a real one answers everyone; an unknown one is 404, ical.api.int.test.ts).
  'GET /ical/{file}': { rule: EVERYONE, cell: async (w) => ({ params: { file: `${await exportToken(w)}.ics` } }) },
};
