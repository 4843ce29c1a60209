import { describe, expect, it } from 'vitest';
import { presignGet } from './s3-driver';

describe('presignGet', () => {
  it('signs exactly as AWS documents it (Signature Version 4, query parameters: the published example)', () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
    const url = presignGet({
      bucket: 'examplebucket',
      endpoint: 'https://s3.amazonaws.com',
      region: 'us-east-1',
      forcePathStyle: false,
      key: 'test.txt',
      expiresInSeconds: 86400,
      credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z' +
        '&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('addresses a path-style endpoint (MinIO, s3rver) with the bucket in the path, and carries a session token', () => {
    const url = new URL(
      presignGet({
        bucket: 'alma',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        forcePathStyle: true,
        key: 'media/properties/1/x-original.webp',
        expiresInSeconds: 900,
        credentials: { accessKeyId: 'k', secretAccessKey: 's', sessionToken: 't' },
        now: new Date('2026-01-01T00:00:00Z'),
      }),
    );
    expect(url.origin).toBe('http://127.0.0.1:9000');
    expect(url.pathname).toBe('/alma/media/properties/1/x-original.webp');
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('t');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
  });
});
