import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDiskMediaStorage, type MediaStorage } from './media-storage.ts';
import { createS3MediaStorage, type S3Location } from './media-storage-s3.ts';

/** Where media are kept (MEDIA_URL, decision 042): a directory, or a bucket of an S3-compatible object store. */
export type MediaLocation = { kind: 'disk'; directory: string } | S3Location;

export const DEFAULT_S3_REGION = 'ap-south-1';

const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const prefixPattern = /^[a-z0-9][a-z0-9/_.-]*$/i;
const regionPattern = /^[a-z0-9-]{1,40}$/;
const s3Parameters = new Set(['endpoint', 'region']);

/** `MEDIA_URL` is read as this; a problem is a sentence for the start-up error, about MEDIA_URL's value. */
export type MediaUrlReading =
  | { location: MediaLocation; problem?: undefined }
  | { location?: undefined; problem: string };

/**
 * Reads MEDIA_URL: unset is `DATA_DIR/media`; `file:///srv/haat-media` another directory;
 * `s3://bucket[/prefix]?endpoint=https://…&region=…` an S3-compatible bucket. Credentials never go in it: the
 * AWS SDK's own chain finds them (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export function readMediaUrl(value: string | undefined, dataDir: string): MediaUrlReading {
  if (value === undefined) return { location: { kind: 'disk', directory: path.join(dataDir, 'media') } };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: 'must be a URL: s3://bucket?endpoint=https://… or file:///a/directory' };
  }
  if (url.protocol === 'file:') {
    if (url.search || url.hash || url.host) return { problem: 'a file: URL is a directory on this machine only' };
    return { location: { kind: 'disk', directory: path.resolve(fileURLToPath(url)) } };
  }
  if (url.protocol !== 's3:') return { problem: 'must start with s3:// (an S3-compatible bucket) or file://' };
  if (url.username || url.password)
    return { problem: 'holds no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead' };
  if (url.port || url.hash) return { problem: 'is s3://bucket[/prefix][?endpoint=…&region=…]' };
  const bucket = url.hostname;
  if (!bucketPattern.test(bucket) || bucket.includes('..'))
    return { problem: `"${bucket}" is not a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)` };
  // Not decoded: a prefix is plain letters, so an escape (%2F…) is refused like any other odd character.
  const prefix = url.pathname.replace(/^\/|\/$/g, '');
  if (prefix && (!prefixPattern.test(prefix) || prefix.split('/').some((part) => part === '' || part === '..')))
    return { problem: `the key prefix "${prefix}" may hold letters, digits and / _ . - only` };
  const unknown = [...url.searchParams.keys()].filter((name) => !s3Parameters.has(name));
  if (unknown.length > 0) return { problem: `knows only ?endpoint= and ?region=, not ${unknown.join(', ')}` };
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !isHttpUrl(endpoint))
    return { problem: `endpoint "${endpoint}" must be an http:// or https:// URL` };
  const region = url.searchParams.get('region') ?? DEFAULT_S3_REGION;
  if (!regionPattern.test(region)) return { problem: `region "${region}" is not a region name` };
  return {
    location: { kind: 's3', bucket, prefix: prefix ? `${prefix}/` : '', region, endpoint },
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol, search, hash } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && !search && !hash;
  } catch {
    return false;
  }
}

/** The storage MEDIA_URL names (`env.media`). */
export function createMediaStorage(location: MediaLocation): MediaStorage {
  return location.kind === 's3' ? createS3MediaStorage(location) : createDiskMediaStorage(location.directory);
}
