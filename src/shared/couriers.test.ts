import { describe, expect, it } from 'vitest';
import { COURIERS, trackingLink } from './couriers.ts';

describe('tracking links', () => {
  it('opens the parcel on the courier’s site, whichever way the seller wrote its name', () => {
    expect(trackingLink('Delhivery', 'DL123456')).toEqual({
      courier: 'Delhivery',
      url: 'https://www.delhivery.com/track/package/DL123456',
      opensParcel: true,
    });
    expect(trackingLink('bluedart', '12345678901')?.url).toBe(
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678901',
    );
    expect(trackingLink('  EKART logistics ', 'FMPC1234567890')?.url).toBe(
      'https://ekartlogistics.com/shipmenttrack/FMPC1234567890',
    );
    expect(trackingLink('Speed Post', 'EE123456789IN')).toMatchObject({ courier: 'India Post', opensParcel: false });
  });

  it('links the tracking page of a courier whose site cannot open a parcel from a link, without the number in it', () => {
    const link = trackingLink('DTDC', 'D12345678');
    expect(link).toEqual({ courier: 'DTDC', url: 'https://www.dtdc.com/track-your-shipment/', opensParcel: false });
  });

  it('makes up no link for a courier it does not know', () => {
    expect(trackingLink('Speedy Local Couriers', 'SLC-9988')).toBeNull();
    expect(trackingLink('', 'SLC-9988')).toBeNull();
  });

  it('keeps every link on https and puts the number in as a URL part', () => {
    for (const courier of COURIERS) expect(courier.track.startsWith('https://')).toBe(true);
    expect(trackingLink('Delhivery', 'A/B?c')?.url).toBe('https://www.delhivery.com/track/package/A%2FB%3Fc');
  });
});
