import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';

const mediaOf = (MEDIA_URL?: string) =>
  parseEnv({ NODE_ENV: 'test', DATA_DIR: '/srv/haat', ...(MEDIA_URL === undefined ? {} : { MEDIA_URL }) }).media;

const refusal = (MEDIA_URL: string) => {
  try {
    mediaOf(MEDIA_URL);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`MEDIA_URL=${MEDIA_URL} was taken`);
};

describe('MEDIA_URL', () => {
  it('unset (or empty) keeps media in DATA_DIR/media', () => {
    expect(mediaOf()).toEqual({ kind: 'disk', directory: path.resolve('/srv/haat/media') });
    expect(mediaOf('')).toEqual({ kind: 'disk', directory: path.resolve('/srv/haat/media') });
  });

  it('file:///a/directory keeps them in that directory', () => {
    expect(mediaOf('file:///mnt/photos/haat')).toEqual({ kind: 'disk', directory: path.resolve('/mnt/photos/haat') });
  });

  it('s3://bucket names a bucket on AWS, in ap-south-1 unless a region is given', () => {
    expect(mediaOf('s3://haat-media')).toEqual({
      kind: 's3',
      bucket: 'haat-media',
      prefix: '',
      region: 'ap-south-1',
      endpoint: undefined,
    });
    expect(mediaOf('s3://haat.media/prod/photos/?region=eu-west-2')).toEqual({
      kind: 's3',
      bucket: 'haat.media',
      prefix: 'prod/photos/',
      region: 'eu-west-2',
      endpoint: undefined,
    });
  });

  it('?endpoint= names another S3-compatible server', () => {
    expect(mediaOf('s3://haat-media?endpoint=http://127.0.0.1:9000&region=us-east-1')).toEqual({
      kind: 's3',
      bucket: 'haat-media',
      prefix: '',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
    });
    expect(mediaOf('s3://haat-media?endpoint=https%3A%2F%2Facc.r2.cloudflarestorage.com&region=auto')).toMatchObject({
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      region: 'auto',
    });
  });

  it('stops start-up with a readable reason for anything else', () => {
    expect(refusal('https://bucket.s3.amazonaws.com')).toBe(
      'Invalid environment configuration:\n  - MEDIA_URL: must start with s3:// (an S3-compatible bucket) or file://',
    );
    expect(refusal('/var/media')).toContain('MEDIA_URL: must be a URL');
    expect(refusal('s3://Haat_Media')).toContain('"Haat_Media" is not a bucket name');
    expect(refusal('s3://ab')).toContain('is not a bucket name');
    expect(refusal('s3://key:secret@haat-media')).toContain(
      'holds no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead',
    );
    expect(refusal('s3://haat-media?endpont=http://minio:9000')).toContain(
      'knows only ?endpoint= and ?region=, not endpont',
    );
    expect(refusal('s3://haat-media?endpoint=minio:9000')).toContain(
      'endpoint "minio:9000" must be an http:// or https:// URL',
    );
    expect(refusal('s3://haat-media?region=Mumbai!')).toContain('region "Mumbai!" is not a region name');
    expect(refusal('s3://haat-media/a%2Fb')).toContain('the key prefix "a%2Fb"');
    expect(refusal('file:///srv/media?x=1')).toContain('a file: URL is a directory on this machine only');
  });
});
