// A real S3 protocol server for the tests (s3rver, on loopback, an ephemeral port, its objects in a
// temporary folder): the S3 driver is tested against the wire protocol, not a mock of the client.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config';

export interface TestS3Server {
  /** The S3_* variables that point the app at this server's bucket. */
  env: Record<string, string>;
  config: S3Config;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 with the bucket `bucket` (s3rver accepts the key pair S3RVER/S3RVER). */
export async function startS3Server(bucket = 'rx-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'rx-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint as string,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
