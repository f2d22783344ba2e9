import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite's own defaults plus an 8 MB buffer cache: its 128 MB default is zeroed at start, so it is all resident
 * whatever the data's size; the rest of the data stays in the OS page cache (decision 027).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/** The extensions every PGlite database loads: pg_trgm for product search (decision 041); the migrations create it. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * A data directory's PGlite, without the app's query builder: the server opens it before the app's modules load
 * (index.ts, decision 075), and `openDatabase` takes it from there.
 */
export function openPglite(dataDir: string): PGlite {
  const pgdata = path.join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  return new PGlite(pgdata, { startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
}
