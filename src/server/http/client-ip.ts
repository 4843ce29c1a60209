import { PEER_HEADER } from '../../../entry/protocol.mjs';
import { config, type Env } from '../core/config.mjs';

/**
 * The client's address (docs/decisions/011-the-node-entry-and-the-client-address.md): the one
 * reader of X-Forwarded-For and of the TCP peer in the server.
 *
 * The addresses of a request are the `X-Forwarded-For` entries followed by the TCP peer, which
 * entry/server.mjs records in PEER_HEADER after deleting whatever the client sent under that name.
 * With TRUST_PROXY_HOPS=0 (the default) the client is the peer and forwarding headers are
 * ignored: anyone can write them. With N trusted proxies in front, the client is the entry N
 * places left of the peer (the leftmost when the list is shorter).
 */

/** Set by entry/server.mjs to the TCP peer; an incoming header of that name is deleted first. */
export { PEER_HEADER };
/** The address of a request that did not come through entry/server.mjs (`next dev`): one shared bucket. */
export const UNKNOWN_ADDRESS = 'unknown';

/** TRUST_PROXY_HOPS: how many proxies in front of the app append to X-Forwarded-For (default 0). */
export function trustProxyHops(env?: Env): number {
  return config(env).trustProxyHops;
}

/** `::ffff:203.0.113.9` (an IPv4 client on a dual-stack socket) is `203.0.113.9`. */
function normalize(address: string): string {
  const a = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(a) ? a.slice(7) : a;
}

/** The client among `forwardedFor` entries + `peer`, trusting `hops` proxies (pure; see the module comment). */
export function resolveClientAddress(input: {
  peer: string | null | undefined;
  forwardedFor: string | null | undefined;
  hops: number;
}): string {
  const peer = input.peer ? normalize(input.peer) : '';
  if (!peer) return UNKNOWN_ADDRESS;
  if (input.hops <= 0) return peer;
  const forwarded = (input.forwardedFor ?? '')
    .split(',')
    .map(normalize)
    .filter((a) => a.length > 0);
  const list = [...forwarded, peer];
  return list[Math.max(0, list.length - 1 - input.hops)] ?? peer;
}

/** The client address of a request, for per-address rate limits and logs. */
export function clientIp(req: Request | { headers: Headers }): string {
  return resolveClientAddress({
    peer: req.headers.get(PEER_HEADER),
    forwardedFor: req.headers.get('x-forwarded-for'),
    hops: trustProxyHops(),
  });
}
