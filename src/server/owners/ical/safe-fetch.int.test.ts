import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedFetchError, type RequestFn, type ResolvedAddress, safeFetchText } from './safe-fetch';

/**
 * The SSRF rules (docs/decisions/021) against this test's own server on 127.0.0.1. Nothing here
 * connects anywhere else: internal answers come from a stubbed resolver, and a hop to them must
 * never reach the request function (`forbidden` fails the test if it is called).
 */

const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
let server: http.Server;
let port = 0;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    hits.push(url);
    if (url === '/feed.ics') return res.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED);
    if (url === '/to-loopback') return res.writeHead(302, { location: `http://127.0.0.1:${port}/feed.ics` }).end();
    if (url === '/to-internal') return res.writeHead(301, { location: `http://intranet.test:${port}/feed.ics` }).end();
    if (url === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    const loop = /^\/loop\/(\d+)$/.exec(url);
    if (loop) return res.writeHead(307, { location: `/loop/${Number(loop[1]) + 1}` }).end();
    if (url === '/big') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = 'X'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end();
      };
      return pump();
    }
    if (url === '/big-declared') return res.writeHead(200, { 'content-length': String(5 * 1024 * 1024) }).end();
    if (url === '/slow') return void res.writeHead(200, { 'content-type': 'text/calendar' }).write('BEGIN:VCALENDAR\r\n');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A request function that must never be called: the address was refused before any connection. */
const forbidden: RequestFn = (url) => {
  throw new Error(`connected to ${url.toString()} although its address is internal`);
};

/** What the agent's pinned `lookup` answers for a name, whatever the name. */
function pinnedOf(options: http.RequestOptions, name: string): Promise<string> {
  return new Promise((resolve) => {
    const lookup = options.lookup as unknown as (h: string, o: object, cb: (e: unknown, a: string) => void) => void;
    lookup(name, {}, (_e, address) => resolve(address));
  });
}

/**
 * Plays the internet: a hop pinned to a (stubbed) public address is served by the test's own server
 * on 127.0.0.1, so a redirect from a "public" feed can be tested with no connection leaving this machine.
 */
function throughLocalServer(pinned: string[]): RequestFn {
  return (url, options, onResponse) => {
    const address = pinnedOf(options, 'rebinding.test');
    const req = http.request(
      url,
      {
        ...options,
        lookup: ((_h, o, cb) =>
          o.all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4)) as http.RequestOptions['lookup'],
      },
      onResponse,
    );
    void address.then((a) => pinned.push(a));
    return req;
  };
}

const resolver =
  (table: Record<string, string[]>, calls: string[] = []) =>
  async (host: string): Promise<ResolvedAddress[]> => {
    calls.push(host);
    return (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof FeedFetchError) return err.reason;
    throw err;
  }
  throw new Error('the fetch succeeded');
}

describe('safeFetchText refuses before connecting', () => {
  it.each([
    ['a private address', ['10.1.2.3']],
    ['a link-local address (cloud metadata)', ['169.254.169.254']],
    ['carrier-grade NAT', ['100.64.1.1']],
    ['an IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['an IPv4-mapped private address in hex', ['::ffff:c0a8:0101']],
    ['a unique-local IPv6', ['fd00::1']],
    ['a link-local IPv6', ['fe80::1']],
    ['loopback without the setting', ['127.0.0.1']],
    ['a public and a private address together', ['93.184.215.14', '192.168.0.10']],
  ])('a name resolving to %s', async (_label, addresses) => {
    const calls: string[] = [];
    const reason = await failure(
      safeFetchText('https://calendar.test/feed.ics', {
        resolve: resolver({ 'calendar.test': addresses }, calls),
        request: forbidden,
        allowLoopback: false,
      }),
    );
    expect(reason).toBe('forbidden_address');
    expect(calls).toEqual(['calendar.test']);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/',
    'http://[::ffff:7f00:1]/',
    'http://0.0.0.0/',
    'http://[::]/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
  ])('an address literal %s', async (url) => {
    expect(await failure(safeFetchText(url, { resolve: resolver({}), request: forbidden, allowLoopback: false }))).toBe(
      'forbidden_address',
    );
  });

  it.each([
    'file:///etc/passwd',
    'ftp://calendar.test/x.ics',
    'gopher://calendar.test/',
    'webcal://calendar.test/x.ics',
    'not a url',
    'http://user:pw@calendar.test/',
  ])('%s: not an http(s) URL', async (url) => {
    expect(await failure(safeFetchText(url, { resolve: resolver({}), request: forbidden }))).toBe('invalid_url');
  });

  it('a name that does not resolve', async () => {
    expect(await failure(safeFetchText('https://nowhere.test/', { resolve: resolver({}), request: forbidden }))).toBe('unresolvable');
  });
});

describe('safeFetchText against the test’s own loopback server', () => {
  it('fetches a feed on 127.0.0.1 with the test runner’s setting, and not without it', async () => {
    expect(await safeFetchText(`http://127.0.0.1:${port}/feed.ics`, { allowLoopback: true })).toBe(FEED);
    expect(await failure(safeFetchText(`http://127.0.0.1:${port}/feed.ics`, { allowLoopback: false, request: forbidden }))).toBe(
      'forbidden_address',
    );
  });

  it('resolves once per hop and connects only to the checked address (the agent’s lookup is pinned)', async () => {
    const calls: string[] = [];
    const pinned: string[] = [];
    const text = await safeFetchText(`http://channel.test:${port}/feed.ics`, {
      resolve: resolver({ 'channel.test': ['93.184.215.14'] }, calls),
      request: throughLocalServer(pinned),
      allowLoopback: false,
    });
    expect(text).toBe(FEED);
    expect(calls).toEqual(['channel.test']);
    // Asked again for any name, the connection's lookup answers the address that was checked.
    expect(pinned).toEqual(['93.184.215.14']);
  });

  it('checks a redirect to 127.0.0.1 again: refused without the setting, followed with it', async () => {
    const pinned: string[] = [];
    const opts = { resolve: resolver({ 'channel.test': ['93.184.215.14'] }), request: throughLocalServer(pinned) };
    expect(await failure(safeFetchText(`http://channel.test:${port}/to-loopback`, { ...opts, allowLoopback: false }))).toBe(
      'forbidden_address',
    );
    expect(pinned).toEqual(['93.184.215.14']);
    expect(await safeFetchText(`http://channel.test:${port}/to-loopback`, { ...opts, allowLoopback: true })).toBe(FEED);
    expect(pinned).toEqual(['93.184.215.14', '93.184.215.14', '127.0.0.1']);
  });

  it('refuses a redirect into the network or off http(s)', async () => {
    const resolve = resolver({ 'intranet.test': ['10.0.0.5'] });
    const local: RequestFn = (url, options, cb) => {
      if (url.hostname !== '127.0.0.1') throw new Error(`connected to ${url.hostname}`);
      return http.request(url, options, cb);
    };
    expect(await failure(safeFetchText(`http://127.0.0.1:${port}/to-internal`, { resolve, request: local, allowLoopback: true }))).toBe(
      'forbidden_address',
    );
    expect(await failure(safeFetchText(`http://127.0.0.1:${port}/to-file`, { request: local, allowLoopback: true }))).toBe('invalid_url');
  });

  it('follows at most 3 redirects', async () => {
    hits.length = 0;
    expect(await failure(safeFetchText(`http://127.0.0.1:${port}/loop/0`, { allowLoopback: true }))).toBe('too_many_redirects');
    expect(hits).toEqual(['/loop/0', '/loop/1', '/loop/2', '/loop/3']);
  });

  it('stops reading past 2 MB (streamed) and refuses a larger declared length', async () => {
    expect(await failure(safeFetchText(`http://127.0.0.1:${port}/big`, { allowLoopback: true }))).toBe('too_large');
    expect(await failure(safeFetchText(`http://127.0.0.1:${port}/big-declared`, { allowLoopback: true }))).toBe('too_large');
    expect(await failure(safeFetchText(`http://127.0.0.1:${port}/feed.ics`, { allowLoopback: true, maxBytes: 10 }))).toBe('too_large');
  });

  it('gives up at its deadline', async () => {
    const started = Date.now();
    expect(await failure(safeFetchText(`http://127.0.0.1:${port}/slow`, { allowLoopback: true, timeoutMs: 300 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reports an error status', async () => {
    expect(await failure(safeFetchText(`http://127.0.0.1:${port}/missing`, { allowLoopback: true }))).toBe('http_status');
  });
});
