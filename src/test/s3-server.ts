import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client, type S3Options } from '../server/storage/s3-driver';

/** s3rver's own credentials (it checks signatures made with them). */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app at this bucket. */
  env: Record<string, string>;
  options: S3Options;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver 3.7) on loopback, on a free port, over a temporary folder, with
 * one bucket made through the S3 API (as an operator would): what the S3 driver's tests and the
 * two-server test run against. No MinIO is installable here (STACK-NOTES 22).
 */
export async function startS3Server(bucket = 'alma-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const options: S3Options = {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  };
  const client = s3Client(options);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    endpoint,
    bucket,
    options,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
