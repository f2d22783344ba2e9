import type { CarrierName, ParcelCounts, ParcelFigures } from '#shared/contracts/shipping.ts';
import { PIN_ZONES } from '#shared/pin-zones.ts';
import type { Db } from '../../db/client.ts';
import { sellerTaxProfiles } from '../catalog/seller-tax.service.ts';
import { countParcelsSince } from './shipping.repository.ts';

/*
 * The operator's parcel figures (issue 38; decision 073): per carrier, by PIN zone and by seller, over 7, 30 or 90
 * days, how parcels ended: the rates a cash-on-delivery rule per PIN code or seller would be set from.
 */

const NONE: ParcelCounts = { booked: 0, delivered: 0, ndr: 0, rto: 0, lost: 0, codBooked: 0, codRto: 0 };
const add = (a: ParcelCounts, b: ParcelCounts): ParcelCounts => ({
  booked: a.booked + b.booked,
  delivered: a.delivered + b.delivered,
  ndr: a.ndr + b.ndr,
  rto: a.rto + b.rto,
  lost: a.lost + b.lost,
  codBooked: a.codBooked + b.codBooked,
  codRto: a.codRto + b.codRto,
});
const countsOf = (row: ParcelCounts): ParcelCounts => ({
  booked: row.booked,
  delivered: row.delivered,
  ndr: row.ndr,
  rto: row.rto,
  lost: row.lost,
  codBooked: row.codBooked,
  codRto: row.codRto,
});
/** Most parcels first: the zones and sellers a rule would matter for. */
const byBooked = (a: ParcelCounts, b: ParcelCounts) => b.booked - a.booked;

function sum<K extends string>(rows: { key: K; counts: ParcelCounts }[]): Map<K, ParcelCounts> {
  const totals = new Map<K, ParcelCounts>();
  for (const { key, counts } of rows) totals.set(key, add(totals.get(key) ?? NONE, counts));
  return totals;
}

export async function parcelFigures(db: Db, now: Date, days: number): Promise<ParcelFigures> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await countParcelsSince(db, since);
  const names = await sellerTaxProfiles(db, [...new Set(rows.map((row) => row.sellerId))]);
  const carriers = [...new Set(rows.map((row) => row.carrier))].toSorted() as CarrierName[];
  return {
    days,
    since: since.toISOString(),
    carriers: carriers.map((carrier) => {
      const mine = rows.filter((row) => row.carrier === carrier);
      const zones = sum(mine.map((row) => ({ key: row.zone || '?', counts: countsOf(row) })));
      const sellers = sum(mine.map((row) => ({ key: row.sellerId, counts: countsOf(row) })));
      return {
        carrier,
        ...[...zones.values()].reduce(add, NONE),
        zones: [...zones]
          .map(([zone, counts]) => ({ zone, region: PIN_ZONES[zone] ?? '', ...counts }))
          .toSorted((a, b) => byBooked(a, b) || a.zone.localeCompare(b.zone)),
        sellers: [...sellers]
          .map(([sellerId, counts]) => ({ sellerId, sellerName: names.get(sellerId)?.tradeName ?? '', ...counts }))
          .toSorted((a, b) => byBooked(a, b) || a.sellerName.localeCompare(b.sellerName)),
      };
    }),
  };
}
