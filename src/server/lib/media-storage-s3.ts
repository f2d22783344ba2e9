import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { AppError } from './errors.ts';
import { NETWORK_ERROR_CODES } from './network-errors.ts';
import { isValidMediaKey, type MediaStorage, mediaUrl } from './media-storage.ts';

/** A bucket of an S3-compatible object store, as MEDIA_URL names it (lib/media-location.ts). */
export interface S3Location {
  kind: 's3';
  bucket: string;
  /** A key prefix, e.g. `prod/` (empty for none). */
  prefix: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, …); absent means AWS itself. */
  endpoint: string | undefined;
}

/** Told to a client whose upload could not be stored, or whose photo could not be read, while the store is away. */
export const MEDIA_UNAVAILABLE = /*i18n*/ 'Photos cannot be stored or shown right now. Please try again in a moment.';
const MEDIA_RETRY_AFTER_SECONDS = 5;

// Connection failures (NETWORK_ERROR_CODES) and timeouts: the store is away, not refusing. Its 5xx and throttling
// answers are the same.
const NETWORK_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'AbortError', 'SlowDown']);

function isStoreUnavailable(error: unknown): boolean {
  const { code, name, $metadata } = error as {
    code?: unknown;
    name?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  const status = $metadata?.httpStatusCode;
  if (status !== undefined && (status >= 500 || status === 429)) return true;
  return (
    (typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) || (typeof name === 'string' && NETWORK_NAMES.has(name))
  );
}

// A missing bucket is a misconfiguration (a 500, logged), not a photo that is not there.
const isMissing = (error: unknown) => {
  const { name, $metadata } = error as Partial<S3ServiceException>;
  return name !== 'NoSuchBucket' && (name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404);
};

/** An outage becomes a 503 in the error envelope; anything else (no credentials, no such bucket) stays a 500. */
function unavailableOr(error: unknown): unknown {
  return isStoreUnavailable(error)
    ? Object.assign(new AppError('unavailable', MEDIA_UNAVAILABLE, { retryAfterSeconds: MEDIA_RETRY_AFTER_SECONDS }), {
        cause: error,
      })
    : error;
}

/**
 * Media in a bucket of an S3-compatible store (decision 042). The AWS SDK is imported on the first put or get,
 * so a server on local disk never loads it, and one on S3 only once media are asked for. Objects are still served
 * at `/media/<key>` by the app, which streams them from the bucket.
 */
export function createS3MediaStorage(location: S3Location): MediaStorage {
  let loading: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () => {
    loading ??= import('@aws-sdk/client-s3').then((sdk) => {
      const client = new sdk.S3Client({
        region: location.region,
        ...(location.endpoint
          ? {
              endpoint: location.endpoint,
              // Other S3 servers (MinIO, s3rver, Ceph) are addressed by path; most do not take the SDK's newer
              // checksum headers, which AWS itself does not require either.
              forcePathStyle: true,
              requestChecksumCalculation: 'WHEN_REQUIRED' as const,
              responseChecksumValidation: 'WHEN_REQUIRED' as const,
            }
          : {}),
        // A store that does not answer is an outage within seconds, not a request hanging for minutes.
        requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
        maxAttempts: 2,
      });
      return { client, sdk };
    });
    return loading;
  };
  const objectKey = (key: string) => `${location.prefix}${key}`;
  return {
    async put(key, body) {
      if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
      const { client, sdk } = await connect();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: location.bucket,
            Key: objectKey(key),
            Body: body,
            ContentLength: body.byteLength,
            ContentType: key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
            // For a client reading the bucket directly (a CDN in front of it); the app sets its own.
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      const { client, sdk } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
        if (!object.Body || object.ContentLength === undefined) return null;
        return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailableOr(error);
      }
    },
    url: mediaUrl,
  };
}
