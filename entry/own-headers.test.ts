import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientIp } from '../src/server/http/client-ip';
import { OWN_HEADERS, recordPeer } from './own-headers.mjs';
import { ENTRY_HEADER, PEER_HEADER, STAY_HEADER } from './protocol.mjs';

// The headers only the entry sets (server.mjs runs recordPeer on every request it hands to Next),
// on a real HTTP server: what a client sends under those names never reaches the app.

interface Seen {
  headers: Record<string, string | string[] | undefined>;
  raw: string[];
  /** The rate limits' address: the app's reading of the request Next would build from these headers. */
  address: string;
}

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** Sends `rawHeaders` (name, value, name, value…: any case, repeated) through recordPeer; returns what the app would see. */
async function through(rawHeaders: string[]): Promise<Seen> {
  let seen: Seen | undefined;
  server = http.createServer((req, res) => {
    recordPeer(req);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
    }
    seen = { headers: { ...req.headers }, raw: [...req.rawHeaders], address: clientIp({ headers }) };
    res.end();
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // A raw request on a socket: the headers exactly as written (any case, repeated).
  const lines = ['GET /v1/account/password-recovery HTTP/1.1', `Host: 127.0.0.1:${port}`, 'Connection: close'];
  for (let i = 0; i < rawHeaders.length; i += 2) lines.push(`${rawHeaders[i]}: ${rawHeaders[i + 1]}`);
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(`${lines.join('\r\n')}\r\n\r\n`));
    socket.on('error', reject);
    socket.on('close', () => resolve());
    socket.resume();
  });
  if (!seen) throw new Error('the server saw no request');
  return seen;
}

/** The values of `name` among raw headers, whatever their case. */
const valuesOf = (raw: string[], name: string) =>
  raw.flatMap((value, i) => (i % 2 === 1 && raw[i - 1]?.toLowerCase() === name ? [value] : []));

describe("the entry's own request headers", () => {
  it('are the peer, the entry mark and the stay', () => {
    expect(OWN_HEADERS).toEqual([PEER_HEADER, ENTRY_HEADER, STAY_HEADER]);
  });

  it('replace a forged peer header: the rate limits count the TCP peer', async () => {
    const seen = await through(['X-Alma-Peer', '198.51.100.7', 'x-alma-peer', '198.51.100.8', 'X-Forwarded-For', '203.0.113.9']);
    expect(seen.headers[PEER_HEADER]).toBe('127.0.0.1');
    expect(valuesOf(seen.raw, PEER_HEADER)).toEqual(['127.0.0.1']);
    // TRUST_PROXY_HOPS unset: X-Forwarded-For is the client's own word, and ignored too.
    expect(seen.address).toBe('127.0.0.1');
  });

  it('replace a forged entry mark with the one the entry sets, and drop a forged stay', async () => {
    const seen = await through(['X-ALMA-ENTRY', 'forged', 'x-alma-entry', '0', 'X-Alma-Stay', '1', 'Accept', 'text/html']);
    expect(seen.headers[ENTRY_HEADER]).toBe('1');
    expect(valuesOf(seen.raw, ENTRY_HEADER)).toEqual(['1']);
    expect(seen.headers[STAY_HEADER]).toBeUndefined();
    expect(valuesOf(seen.raw, STAY_HEADER)).toEqual([]);
    // Every other header passes as sent.
    expect(seen.headers.accept).toBe('text/html');
    expect(valuesOf(seen.raw, 'accept')).toEqual(['text/html']);
  });

  it('are set on a request that sent none', async () => {
    const seen = await through(['Accept', '*/*']);
    expect(seen.headers[PEER_HEADER]).toBe('127.0.0.1');
    expect(seen.headers[ENTRY_HEADER]).toBe('1');
    expect(seen.address).toBe('127.0.0.1');
  });
});
