import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PLACES_FILE, loadPlaces, readPlacesFromPackage, writePlacesFile } from './pincodes.ts';

const dir = mkdtempSync(join(tmpdir(), 'pincode-places-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the PIN code directory as the server’s build writes it (decision 024)', () => {
  it('reads back every place the package’s offices give, the same', async () => {
    const fromPackage = await readPlacesFromPackage();
    await writePlacesFile(dir);
    const fromFile = await loadPlaces(pathToFileURL(join(dir, PLACES_FILE)));

    expect(fromFile.size).toBe(fromPackage.length);
    expect(fromFile.size).toBeGreaterThan(19_000);
    for (const place of fromPackage) expect(fromFile.get(place.pincode)).toEqual(place);
    expect(fromFile.get('560034')).toMatchObject({ pincode: '560034', state: 'Karnataka' });
  });

  it('falls back to the package’s offices where no file was built (a run from the sources)', async () => {
    const places = await loadPlaces(pathToFileURL(join(dir, 'none', PLACES_FILE)));
    expect(places.get('110001')).toMatchObject({ state: 'Delhi' });
  });
});
