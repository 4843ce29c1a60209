import { describe, expect, it } from 'vitest';
import { classifyAddress, isAddressAllowed, isLoopbackSiteUrl, loopbackAllowed } from './address-policy';

describe('classifyAddress (SSRF, docs/decisions/021)', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '192.0.2.10',
    '198.18.0.1',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::ffff:c0a8:0101',
    '::10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:a9fe:a9fe::1',
    '2001:db8::1',
  ])('%s is internal', (ip) => {
    expect(classifyAddress(ip)).toBe('internal');
    expect(isAddressAllowed(ip, true)).toBe(false);
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:7f00:0001', '::127.0.0.1'])(
    '%s is loopback: refused unless the test runner allows it',
    (ip) => {
      expect(classifyAddress(ip)).toBe('loopback');
      expect(isAddressAllowed(ip, false)).toBe(false);
      expect(isAddressAllowed(ip, true)).toBe(true);
    },
  );

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('%s is public', (ip) => {
    expect(classifyAddress(ip)).toBe('public');
    expect(isAddressAllowed(ip, false)).toBe(true);
  });

  it.each(['example.com', '1.2.3', '256.1.1.1', ':::1', '1::2::3', ''])('%s is no address', (ip) => {
    expect(classifyAddress(ip)).toBe('invalid');
    expect(isAddressAllowed(ip, true)).toBe(false);
  });
});

describe('the loopback setting', () => {
  it('is on only with ICAL_ALLOW_LOOPBACK=1, for a server on this machine, never in production', () => {
    expect(loopbackAllowed({})).toBe(false);
    expect(loopbackAllowed({ ICAL_ALLOW_LOOPBACK: 'true', NODE_ENV: 'test' })).toBe(false);
    expect(loopbackAllowed({ ICAL_ALLOW_LOOPBACK: '1', NODE_ENV: 'test' })).toBe(true);
    expect(loopbackAllowed({ ICAL_ALLOW_LOOPBACK: '1', NODE_ENV: 'production' })).toBe(false);
    expect(loopbackAllowed({ ICAL_ALLOW_LOOPBACK: '1', NODE_ENV: 'production', SITE_URL: 'https://almavillas.com' })).toBe(false);
    expect(loopbackAllowed({ ICAL_ALLOW_LOOPBACK: '1', NODE_ENV: 'production', SITE_URL: 'http://localhost:3201' })).toBe(false);
    // The end-to-end server: a built app told its mode by entry/server.mjs.
    expect(
      loopbackAllowed({ ICAL_ALLOW_LOOPBACK: '1', ALMA_MODE: 'test', NODE_ENV: 'production', SITE_URL: 'http://localhost:3201' }),
    ).toBe(true);
    expect(loopbackAllowed({ ICAL_ALLOW_LOOPBACK: '1', ALMA_MODE: 'test', SITE_URL: 'https://almavillas.com' })).toBe(false);
  });

  it('knows a SITE_URL on this machine', () => {
    expect(isLoopbackSiteUrl('http://localhost:3000')).toBe(true);
    expect(isLoopbackSiteUrl('http://127.0.0.1:3000')).toBe(true);
    expect(isLoopbackSiteUrl('http://[::1]:3000')).toBe(true);
    expect(isLoopbackSiteUrl('https://localhost.example.com')).toBe(false);
    expect(isLoopbackSiteUrl(undefined)).toBe(false);
    expect(isLoopbackSiteUrl('not a url')).toBe(false);
  });
});

describe('the polling interval', () => {
  it('is ICAL_SYNC_EVERY_MINUTES, 20 by default, never below a minute', async () => {
    const { icalSyncEveryMinutes } = await import('./ical-sync-job');
    expect(icalSyncEveryMinutes({})).toBe(20);
    expect(icalSyncEveryMinutes({ ICAL_SYNC_EVERY_MINUTES: '5' })).toBe(5);
    expect(icalSyncEveryMinutes({ ICAL_SYNC_EVERY_MINUTES: '0' })).toBe(20);
    expect(icalSyncEveryMinutes({ ICAL_SYNC_EVERY_MINUTES: 'soon' })).toBe(20);
  });
});
