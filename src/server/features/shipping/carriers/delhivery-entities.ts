import { z } from 'zod';
import type { ParcelStatus } from './carrier.ts';

/* What Haat reads of Delhivery's answers and scan pushes (decision 073): only the fields it acts on. */

export const pinAnswer = z.object({
  delivery_codes: z.array(
    z.object({ postal_code: z.object({ cod: z.string(), pre_paid: z.string(), remarks: z.string().optional() }) }),
  ),
});
export const tatAnswer = z.object({ success: z.boolean(), data: z.object({ tat: z.coerce.number() }).partial() });
export const chargesAnswer = z.array(z.object({ total_amount: z.coerce.number() }));
export const createAnswer = z.object({
  success: z.boolean(),
  rmk: z.string().optional(),
  packages: z.array(
    z.object({
      waybill: z.string(),
      status: z.string(),
      remarks: z.union([z.array(z.string()), z.string()]).optional(),
    }),
  ),
});
export const trackAnswer = z.object({
  ShipmentData: z.array(z.object({ Shipment: z.object({ AWB: z.string(), ReferenceNo: z.string() }) })).optional(),
});
export const pickupAnswer = z.object({ pickup_id: z.coerce.number().optional(), pr_exist: z.boolean().optional() });
export const slipAnswer = z.object({ packages: z.array(z.object({ wbn: z.string(), pdf_download_link: z.string() })) });
export const pushBody = z.object({
  Shipment: z.object({
    AWB: z.string(),
    NSLCode: z.string().optional(),
    Status: z.object({
      Status: z.string(),
      StatusType: z.string(),
      StatusDateTime: z.string(),
      Instructions: z.string().optional(),
    }),
  }),
});

/**
 * A scan in Haat's words: by its type (UD forward, DL delivered, RT going back; a reverse pickup's PP waiting for
 * pickup and PU picked up) and status (docs' lifecycle). A reverse pickup delivered to the seller is DL with DTO.
 */
export function statusOf(type: string, status: string, nsl: string): ParcelStatus | null {
  if (status === 'Lost') return 'lost';
  if (type === 'PP') return 'booked';
  if (type === 'PU') return 'in_transit';
  if (type === 'DL')
    return status === 'Delivered' ? 'delivered' : status === 'RTO' || status === 'DTO' ? 'rto_delivered' : null;
  if (type === 'RT') return status === 'RTO' ? 'rto_delivered' : 'rto_initiated';
  if (type !== 'UD') return null;
  if (status === 'Manifested' || status === 'Not Picked') return 'booked';
  if (status === 'Dispatched') return 'out_for_delivery';
  // A failed attempt is "Pending" with an EOD code (end of day, undelivered).
  if (status === 'Pending' && nsl.startsWith('EOD-')) return 'ndr';
  if (status === 'In Transit' || status === 'Pending') return 'in_transit';
  return null;
}

/** "2019-01-09T17:10:42.767" in India's time, as Delhivery writes it, as an instant. */
export function indiaInstant(stamp: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/.test(stamp)) return null;
  const at = new Date(`${stamp}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}
