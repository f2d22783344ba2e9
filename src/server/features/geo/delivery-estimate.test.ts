import { describe, expect, it } from 'vitest';
import { deliveryDays, distanceKm, transitDays } from './delivery-estimate.ts';
import type { Place } from './pincode-places.ts';

const place = (pincode: string, state: Place['state'], district: string, at: [number, number] | null = null) => ({
  pincode,
  state,
  district,
  lat: at ? at[0] : null,
  lng: at ? at[1] : null,
});

const koramangala = place('560034', 'Karnataka', 'Bengaluru Urban', [12.9271, 77.6266]);
const whitefield = place('560066', 'Karnataka', 'Bengaluru Urban', [12.9698, 77.75]);
const mysuru = place('570001', 'Karnataka', 'Mysuru', [12.3087, 76.6538]);
const pune = place('411001', 'Maharashtra', 'Pune', [18.5204, 73.8567]);
const delhi = place('110001', 'Delhi', 'New Delhi', [28.6328, 77.2197]);

describe('distance', () => {
  it('is the great-circle distance in km', () => {
    expect(distanceKm({ lat: 12.9271, lng: 77.6266 }, { lat: 28.6328, lng: 77.2197 })).toBeCloseTo(1747, -1);
    expect(distanceKm({ lat: 10, lng: 70 }, { lat: 10, lng: 70 })).toBe(0);
  });
});

describe('transit days between two PIN codes', () => {
  it('goes by distance when both have coordinates: ≤50 km 1–2, ≤300 km 2–3, ≤1000 km 3–5, farther 4–7', () => {
    expect(transitDays(koramangala, whitefield)).toEqual({ minDays: 1, maxDays: 2 });
    expect(transitDays(koramangala, mysuru)).toEqual({ minDays: 2, maxDays: 3 });
    expect(transitDays(koramangala, pune)).toEqual({ minDays: 3, maxDays: 5 });
    expect(transitDays(koramangala, delhi)).toEqual({ minDays: 4, maxDays: 7 });
  });

  it('goes by district, state and postal zone when a side has no coordinates', () => {
    const noCoordinates = (other: ReturnType<typeof place>) => ({ ...other, lat: null, lng: null });
    expect(transitDays(noCoordinates(koramangala), whitefield)).toEqual({ minDays: 1, maxDays: 2 });
    expect(transitDays(koramangala, noCoordinates(mysuru))).toEqual({ minDays: 2, maxDays: 3 });
    expect(transitDays(koramangala, noCoordinates(pune))).toEqual({ minDays: 4, maxDays: 7 });
    expect(transitDays(noCoordinates(koramangala), place('500081', 'Telangana', 'Hyderabad'))).toEqual({
      minDays: 3,
      maxDays: 5,
    });
  });

  it('goes by the PIN digits when the pickup PIN is not in the directory: sorting district, sub-zone, zone', () => {
    expect(transitDays({ pincode: '560999' }, koramangala)).toEqual({ minDays: 1, maxDays: 2 });
    expect(transitDays({ pincode: '561999' }, koramangala)).toEqual({ minDays: 2, maxDays: 3 });
    expect(transitDays({ pincode: '500999' }, koramangala)).toEqual({ minDays: 3, maxDays: 5 });
    expect(transitDays({ pincode: '110999' }, koramangala)).toEqual({ minDays: 4, maxDays: 7 });
  });
});

describe('delivery days', () => {
  it('adds the seller’s dispatch days to the transit, or to 1–7 days across India', () => {
    expect(deliveryDays(2, { minDays: 1, maxDays: 2 })).toEqual({ minDays: 3, maxDays: 4 });
    expect(deliveryDays(2)).toEqual({ minDays: 3, maxDays: 9 });
    expect(deliveryDays(1)).toEqual({ minDays: 2, maxDays: 8 });
  });
});
