import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Orm } from '@/server/db/open';
import { contextFor, userActor } from './context';
import { createCountry, createMember, createProperty, createState } from './factories';

/** An owner (hbl-owners) with a session, a villa of theirs in a Santo Domingo–time state, and their service context. */
export async function ownerWithVilla(orm: Orm) {
  const country = await createCountry(orm);
  const state = await createState(orm, country.id, { timeZone: 'America/Santo_Domingo' });
  const { user, token } = await createMember(orm, 'hbl-owners');
  const villa = await createProperty(orm, { countryId: country.id, stateId: state.id }, { ownerId: user.id });
  const ctx = contextFor(orm, userActor(user, { groups: ['hbl-owners'] }));
  return { user, token, villa, ctx, place: { countryId: country.id, stateId: state.id } };
}

/** A feed server on 127.0.0.1 for a test: `files[path]` is served as text/calendar; a missing path is 404. */
export async function feedServer() {
  const files = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const body = files.get(req.url ?? '');
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    files,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** A URL nothing listens on (the server's port once it is closed is not reused here). */
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
