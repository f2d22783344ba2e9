import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * Where uploaded and generated media live: local disk (DATA_DIR/media by default) or a bucket of an S3-compatible
 * store (MEDIA_URL, decision 042; `createMediaStorage` in media-location.ts). Either way the app serves them at
 * `/media/<key>`.
 */
export interface MediaStorage {
  put(key: string, body: Buffer): Promise<void>;
  /** A web stream of the object, or null when there is none. */
  get(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  /** The public URL path the object is served at. */
  url(key: string): string;
}

// Keys are ours (never user input), but a path guard costs nothing.
const keyPattern = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function isValidMediaKey(key: string): boolean {
  return keyPattern.test(key) && !key.split('/').includes('..');
}

/** The URL path every stored object is served at, whatever holds it, so stored pages and links never change. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

export function createDiskMediaStorage(root: string): MediaStorage {
  const resolve = (key: string): string => {
    if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      const target = resolve(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        return { body: Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>, size: info.size };
      } catch {
        return null;
      }
    },
    url: mediaUrl,
  };
}
