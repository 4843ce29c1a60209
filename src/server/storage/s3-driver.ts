import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Area, ObjectInfo, StorageDriver, StoredObject } from './storage';
import { contentTypeOfKey } from './keys';

export interface S3Options {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** Public media are immutable under their key (a new upload gets a new name), as /media says too. */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function s3Client(opts: S3Options): S3Client {
  return new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle,
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
      : {}),
    // The SDK's default (WHEN_SUPPORTED) streams every upload as `aws-chunked` with a trailing
    // CRC: s3rver cannot decode it and some S3-compatible servers mishandle it. Bodies here always
    // have a known length, signed as a whole, which AWS S3, R2 and MinIO all accept (decision 038).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through @aws-sdk/client-s3: public media
 * under `media/<key>`, private files under `private/<key>`.
 */
export function s3Driver(opts: S3Options): StorageDriver {
  const client = s3Client(opts);
  const Bucket = opts.bucket;
  const objectKey = (area: Area, key: string) => `${area}/${key}`;

  return {
    kind: 's3',

    async put(area, key, body, put) {
      const contentType = put?.contentType ?? contentTypeOfKey(key);
      const common = {
        Bucket,
        Key: objectKey(area, key),
        ContentType: contentType,
        ...(area === 'media' ? { CacheControl: MEDIA_CACHE_CONTROL } : {}),
      };
      if (body instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ ...common, Body: body, ContentLength: body.byteLength }));
        return;
      }
      const { size } = await fs.promises.stat(body.file);
      await client.send(new PutObjectCommand({ ...common, Body: fs.createReadStream(body.file), ContentLength: size }));
    },

    async get(area, key): Promise<StoredObject | null> {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(area, key) }));
        if (!out.Body) return null;
        return {
          body: out.Body as Readable,
          size: Number(out.ContentLength ?? 0),
          lastModified: out.LastModified ?? null,
          contentType: out.ContentType || contentTypeOfKey(key),
        };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },

    async stat(area, key): Promise<ObjectInfo | null> {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(area, key) }));
        return { size: Number(out.ContentLength ?? 0), lastModified: out.LastModified ?? null };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },

    async delete(area, key) {
      // One request per key: DeleteObjects needs a Content-MD5 that not every S3-compatible server checks alike.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(area, key) }));
    },

    async signedUrl(area, key, expiresInSeconds) {
      const credentials = await client.config.credentials();
      return presignGet({
        ...opts,
        key: objectKey(area, key),
        expiresInSeconds,
        credentials,
        now: new Date(),
      });
    },

    async *list(area) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${area}/`, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key.slice(area.length + 1), size: Number(o.Size ?? 0) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s).digest();

/**
 * A query-string–signed GET (AWS Signature Version 4, "presigned URL"), the same as
 * @aws-sdk/s3-request-presigner writes, without one more package: host and path follow the
 * client's addressing (path style, or the bucket as a subdomain).
 */
export function presignGet(input: {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  key: string;
  expiresInSeconds: number;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined };
  now: Date;
}): string {
  const endpoint = new URL(input.endpoint ?? `https://s3.${input.region}.amazonaws.com`);
  const basePath = endpoint.pathname.replace(/\/$/, '');
  const encodedKey = input.key.split('/').map(rfc3986).join('/');
  const host = input.forcePathStyle ? endpoint.host : `${input.bucket}.${endpoint.host}`;
  const pathname = input.forcePathStyle ? `${basePath}/${rfc3986(input.bucket)}/${encodedKey}` : `${basePath}/${encodedKey}`;

  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const query: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${input.credentials.accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(Math.max(1, Math.min(604_800, Math.round(input.expiresInSeconds)))),
    'X-Amz-SignedHeaders': 'host',
    ...(input.credentials.sessionToken ? { 'X-Amz-Security-Token': input.credentials.sessionToken } : {}),
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((k) => `${rfc3986(k)}=${rfc3986(query[k] ?? '')}`)
    .join('&');
  const canonicalRequest = ['GET', pathname, canonicalQuery, `host:${host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.credentials.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `${endpoint.protocol}//${host}${pathname}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
