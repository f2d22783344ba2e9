import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverOptions = {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};

// s3rver is CommonJS without types.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

/** The credentials s3rver checks requests' signatures against. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  /** http://127.0.0.1:port */
  endpoint: string;
  host: string;
  port: number;
  bucket: string;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) with one empty bucket, its objects in a temporary directory. */
export async function startTestS3Server(bucket = 'haat-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'haat-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { address, port } = await server.run();
  return {
    endpoint: `http://${address}:${port}`,
    host: address,
    port,
    bucket,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
