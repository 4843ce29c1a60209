import { afterEach, describe, expect, it } from 'vitest';
import { configProblems } from '../core/config.mjs';
import { clientIp, PEER_HEADER, resolveClientAddress, trustProxyHops, UNKNOWN_ADDRESS } from './client-ip';

const PEER = '10.0.0.7';

function request(headers: Record<string, string>): Request {
  return new Request('http://localhost:3000/v1/x', { headers });
}

afterEach(() => {
  delete process.env.TRUST_PROXY_HOPS;
});

describe('resolveClientAddress', () => {
  it('with 0 hops is the TCP peer, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress({ peer: PEER, forwardedFor: null, hops: 0 })).toBe(PEER);
    expect(resolveClientAddress({ peer: PEER, forwardedFor: '6.6.6.6', hops: 0 })).toBe(PEER);
    expect(resolveClientAddress({ peer: PEER, forwardedFor: '6.6.6.6, 7.7.7.7', hops: 0 })).toBe(PEER);
  });

  it('with 1 hop is the entry the proxy appended, not one the client forged before it', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the client's real address.
    expect(resolveClientAddress({ peer: PEER, forwardedFor: '203.0.113.5', hops: 1 })).toBe('203.0.113.5');
    expect(resolveClientAddress({ peer: PEER, forwardedFor: '6.6.6.6, 203.0.113.5', hops: 1 })).toBe('203.0.113.5');
    expect(resolveClientAddress({ peer: PEER, forwardedFor: '1.1.1.1,6.6.6.6 ,  203.0.113.5', hops: 1 })).toBe('203.0.113.5');
  });

  it('with 2 hops is the entry two places left of the peer', () => {
    // client -> CDN (appends the client) -> load balancer (appends the CDN) -> app (peer: the balancer)
    expect(resolveClientAddress({ peer: PEER, forwardedFor: '203.0.113.5, 198.51.100.1', hops: 2 })).toBe('203.0.113.5');
    expect(resolveClientAddress({ peer: PEER, forwardedFor: '6.6.6.6, 203.0.113.5, 198.51.100.1', hops: 2 })).toBe('203.0.113.5');
  });

  it('takes the leftmost entry when the list is shorter than the trusted hops', () => {
    expect(resolveClientAddress({ peer: PEER, forwardedFor: '203.0.113.5', hops: 2 })).toBe('203.0.113.5');
    expect(resolveClientAddress({ peer: PEER, forwardedFor: null, hops: 2 })).toBe(PEER);
    expect(resolveClientAddress({ peer: PEER, forwardedFor: ' , ', hops: 1 })).toBe(PEER);
  });

  it('writes an IPv4 client of a dual-stack socket as IPv4, and has no address without a peer', () => {
    expect(resolveClientAddress({ peer: '::ffff:127.0.0.1', forwardedFor: null, hops: 0 })).toBe('127.0.0.1');
    expect(resolveClientAddress({ peer: '::1', forwardedFor: null, hops: 0 })).toBe('::1');
    expect(resolveClientAddress({ peer: null, forwardedFor: '6.6.6.6', hops: 0 })).toBe(UNKNOWN_ADDRESS);
    expect(resolveClientAddress({ peer: '', forwardedFor: '6.6.6.6', hops: 1 })).toBe(UNKNOWN_ADDRESS);
  });
});

describe('clientIp', () => {
  it('ignores X-Forwarded-For and X-Real-IP by default', () => {
    const req = request({ [PEER_HEADER]: PEER, 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7' });
    expect(clientIp(req)).toBe(PEER);
  });

  it('reads TRUST_PROXY_HOPS', () => {
    process.env.TRUST_PROXY_HOPS = '1';
    expect(clientIp(request({ [PEER_HEADER]: PEER, 'x-forwarded-for': '6.6.6.6, 203.0.113.5' }))).toBe('203.0.113.5');
    process.env.TRUST_PROXY_HOPS = '2';
    expect(clientIp(request({ [PEER_HEADER]: PEER, 'x-forwarded-for': '6.6.6.6, 203.0.113.5' }))).toBe('6.6.6.6');
  });

  it('refuses a TRUST_PROXY_HOPS that is not a small whole number: a problem, and no proxy trusted meanwhile', () => {
    expect(trustProxyHops({})).toBe(0);
    expect(trustProxyHops({ TRUST_PROXY_HOPS: ' 2 ' })).toBe(2);
    for (const bad of ['-1', '1.5', 'yes', '99']) {
      expect(trustProxyHops({ TRUST_PROXY_HOPS: bad })).toBe(0);
      expect(configProblems({ TRUST_PROXY_HOPS: bad }).join()).toMatch(/^TRUST_PROXY_HOPS is invalid/);
    }
  });
});
