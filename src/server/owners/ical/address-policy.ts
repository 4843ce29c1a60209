import { isIP } from 'node:net';
import { config, type Env } from '../../core/config.mjs';

// No 'server-only' marker: the iCal sync job runs in scripts/jobs/ical-sync.ts too.

/**
 * Which addresses a feed URL may reach (SSRF, docs/decisions/021): the public internet only. Refused:
 * unspecified (0/8, ::), loopback (127/8, ::1) unless `allowLoopback`, private (10/8, 172.16/12,
 * 192.168/16), carrier-grade NAT (100.64/10), link-local (169.254/16, fe80::/10), unique-local
 * (fc00::/7), site-local (fec0::/10), multicast (224/4, ff00::/8), reserved and broadcast (240/4),
 * the IETF and documentation blocks, and every IPv6 form that carries an IPv4 address (mapped
 * ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), judged by that IPv4.
 */
export type AddressVerdict = 'public' | 'loopback' | 'internal' | 'invalid';

const V4_INTERNAL: [base: string, bits: number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function v4ToInt(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return null;
    n = n * 256 + Number(p);
  }
  return n;
}

function inV4(n: number, base: string, bits: number): boolean {
  const b = v4ToInt(base) ?? 0;
  const size = 2 ** (32 - bits);
  return Math.floor(n / size) === Math.floor(b / size);
}

function classifyV4(n: number): AddressVerdict {
  if (Math.floor(n / 2 ** 24) === 127) return 'loopback';
  return V4_INTERNAL.some(([base, bits]) => inV4(n, base, bits)) ? 'internal' : 'public';
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 allowed), or null. */
export function ipv6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase();
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const n = v4ToInt(tail);
    if (n === null) return null;
    text = `${text.slice(0, lastColon + 1)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? Number.parseInt(g, 16) : Number.NaN)));
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...rest];
  return groups.some(Number.isNaN) ? null : groups;
}

function classifyV6(g: number[]): AddressVerdict {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g6 = 0, h = 0] = g;
  const embedded = (hi: number, lo: number) => classifyV4(hi * 65536 + lo);
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(8)) return 'internal'; // ::
  if (zeroTo(7) && h === 1) return 'loopback'; // ::1
  if (zeroTo(5) && f === 0xffff) return embedded(g6, h); // ::ffff:a.b.c.d (mapped)
  if (zeroTo(4) && e === 0xffff && f === 0) return embedded(g6, h); // ::ffff:0:a.b.c.d (translated)
  if (zeroTo(6)) return embedded(g6, h); // ::a.b.c.d (compatible, deprecated)
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return embedded(g6, h); // NAT64
  if (a === 0x64 && b === 0xff9b && c === 1) return 'internal'; // local-use NAT64
  if (a === 0x2002) return embedded(b, c); // 6to4
  if ((a & 0xfe00) === 0xfc00) return 'internal'; // fc00::/7 unique local
  if ((a & 0xffc0) === 0xfe80) return 'internal'; // fe80::/10 link-local
  if ((a & 0xffc0) === 0xfec0) return 'internal'; // fec0::/10 site-local
  if ((a & 0xff00) === 0xff00) return 'internal'; // ff00::/8 multicast
  if (a === 0x2001 && b === 0x0db8) return 'internal'; // documentation
  if (a === 0x0100 && b === 0 && c === 0 && d === 0) return 'internal'; // discard-only
  if (a === 0x2001 && b < 0x0200) return 'internal'; // IETF protocol assignments (Teredo…)
  return 'public';
}

/** What an IP address literal is: public, loopback, internal, or not an address at all. */
export function classifyAddress(ip: string): AddressVerdict {
  const kind = isIP(ip.includes('%') ? ip.slice(0, ip.indexOf('%')) : ip);
  if (kind === 4) {
    const n = v4ToInt(ip);
    return n === null ? 'invalid' : classifyV4(n);
  }
  if (kind === 6) {
    const groups = ipv6Groups(ip);
    return groups ? classifyV6(groups) : 'invalid';
  }
  return 'invalid';
}

/** May a feed fetch connect to this address? Loopback only with the test runner's setting. */
export function isAddressAllowed(ip: string, allowLoopback: boolean): boolean {
  const verdict = classifyAddress(ip);
  return verdict === 'public' || (verdict === 'loopback' && allowLoopback);
}

/** Is this SITE_URL a server on this machine (http://localhost…, 127.0.0.1, [::1])? */
export function isLoopbackSiteUrl(siteUrl: string | undefined): boolean {
  if (!siteUrl) return false;
  try {
    const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || classifyAddress(host) === 'loopback';
  } catch {
    return false;
  }
}

/**
 * ICAL_ALLOW_LOOPBACK=1 lets feeds be fetched from this machine, for the tests' own feed servers.
 * It counts only outside production and with a SITE_URL on this machine (a test server, never a
 * deployed site); entry/server.mjs refuses to start otherwise (src/server/core/config.mjs), so the
 * setting cannot slip into one.
 */
export function loopbackAllowed(env?: Env): boolean {
  return config(env).icalAllowLoopback;
}
