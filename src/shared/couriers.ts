/*
 * India's common couriers and where a buyer tracks a parcel on their own site.
 * `track` holds `{number}` when the site opens that parcel from the link; the
 * others (a captcha or a form stands in the way) link their tracking page and
 * the buyer types the number there. A courier not listed gets no link at all.
 */

interface Courier {
  name: string;
  /** Other ways sellers write its name, compared without case, spaces or punctuation. */
  aliases: readonly string[];
  track: string;
}

const NUMBER = '{number}';

export const COURIERS: readonly Courier[] = [
  { name: 'Delhivery', aliases: [], track: `https://www.delhivery.com/track/package/${NUMBER}` },
  {
    name: 'Blue Dart',
    aliases: ['Blue Dart Express', 'Bluedart'],
    track: `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${NUMBER}`,
  },
  { name: 'DTDC', aliases: ['DTDC Express'], track: 'https://www.dtdc.com/track-your-shipment/' },
  {
    name: 'Ekart',
    aliases: ['Ekart Logistics', 'Flipkart Ekart'],
    track: `https://ekartlogistics.com/shipmenttrack/${NUMBER}`,
  },
  {
    name: 'Xpressbees',
    aliases: ['XpressBees Logistics'],
    track: `https://www.xpressbees.com/track?isawb=Yes&trackid=${NUMBER}`,
  },
  { name: 'Shadowfax', aliases: [], track: 'https://www.shadowfax.in/track-order' },
  { name: 'Ecom Express', aliases: ['Ecom'], track: `https://ecomexpress.in/tracking/?awb_field=${NUMBER}` },
  {
    name: 'India Post',
    aliases: ['Speed Post', 'India Post Speed Post', 'Indian Post'],
    track: 'https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx',
  },
];

const key = (name: string) => name.toLowerCase().replaceAll(/[^a-z0-9]/g, '');

const byKey = new Map(
  COURIERS.flatMap((courier) => [courier.name, ...courier.aliases].map((name) => [key(name), courier] as const)),
);

export interface TrackingLink {
  /** The courier's own name for it. */
  courier: string;
  url: string;
  /** True when the link opens this parcel; false when it opens the courier's tracking page. */
  opensParcel: boolean;
}

/** Where to track a parcel, or null for a courier Haat does not know (then only the number is shown). */
export function trackingLink(courierName: string, trackingNumber: string): TrackingLink | null {
  const courier = byKey.get(key(courierName));
  if (!courier) return null;
  const opensParcel = courier.track.includes(NUMBER);
  return { courier: courier.name, url: courier.track.replace(NUMBER, encodeURIComponent(trackingNumber)), opensParcel };
}
