import { z } from 'zod';
import type { CarrierEvent, ParcelStatus } from './carrier.ts';

/* What Haat reads of Shiprocket's answers (its external API, decision 073): only the fields it acts on. */

export const loginAnswer = z.object({ token: z.string().min(1) });

export const serviceabilityAnswer = z.object({
  status: z.number().optional(),
  message: z.string().optional(),
  data: z
    .object({
      available_courier_companies: z.array(
        z.object({
          courier_company_id: z.coerce.number(),
          courier_name: z.string(),
          rate: z.union([z.number(), z.object({ rate: z.number() })]),
          cod: z.coerce.number(),
          estimated_delivery_days: z.coerce.number(),
          etd: z.string().optional().nullable(),
        }),
      ),
    })
    .optional(),
});

export const createdOrderAnswer = z.object({ order_id: z.number(), shipment_id: z.number() });

export const searchAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      channel_order_id: z.string(),
      shipments: z.array(z.object({ id: z.number(), awb: z.string().nullable().optional() })),
    }),
  ),
});

export const awbAnswer = z.object({
  awb_assign_status: z.number(),
  response: z.object({
    data: z.object({
      awb_code: z.string().optional(),
      courier_name: z.string().optional(),
      awb_assign_error: z.string().optional(),
    }),
  }),
});

/** Nested (the docs' example) or flat (another documented variant). */
export const pickupAnswer = z.object({
  response: z.object({ pickup_scheduled_date: z.string().nullable().optional() }).optional(),
  pickup_scheduled_date: z.string().nullable().optional(),
});

export const labelAnswer = z.object({
  label_created: z.number(),
  label_url: z.string().optional(),
  response: z.string().optional(),
});

export const errorBody = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const webhookBody = z.object({
  awb: z.union([z.string(), z.number()]).transform(String),
  current_status: z.string().optional(),
  shipment_status: z.string().optional(),
  shipment_status_id: z.coerce.number(),
  current_timestamp: z.string(),
  scans: z
    .array(
      z.object({
        date: z.string().optional(),
        activity: z.string().optional(),
        'sr-status': z.union([z.string(), z.number()]).optional(),
        'sr-status-label': z.string().optional(),
      }),
    )
    .optional(),
  is_return: z.coerce.number().optional(),
});

/**
 * Shiprocket's shipment status ids (the scale of `shipment_status_id` and a scan's `sr-status`) in Haat's words;
 * ids Haat does not act on (labels generated, pickups queued, cancellations it made itself) are left out.
 */
const statusOfId = new Map<number, ParcelStatus>([
  [1, 'booked'],
  [2, 'booked'],
  [3, 'booked'],
  [4, 'booked'],
  [5, 'booked'],
  [19, 'booked'],
  [27, 'booked'],
  [52, 'booked'],
  [42, 'picked_up'],
  [6, 'in_transit'],
  [18, 'in_transit'],
  [22, 'in_transit'],
  [38, 'in_transit'],
  [48, 'in_transit'],
  [50, 'in_transit'],
  [51, 'in_transit'],
  [17, 'out_for_delivery'],
  [21, 'ndr'],
  [7, 'delivered'],
  [9, 'rto_initiated'],
  [14, 'rto_initiated'],
  [40, 'rto_initiated'],
  [41, 'rto_initiated'],
  [46, 'rto_initiated'],
  [75, 'rto_initiated'],
  [78, 'rto_initiated'],
  [10, 'rto_delivered'],
  [12, 'lost'],
  [24, 'lost'],
  [76, 'lost'],
]);

export const parcelStatusOf = (id: number): ParcelStatus | null => statusOfId.get(id) ?? null;

/** "23 05 2023 11:43:52" in India's time (the webhook's `current_timestamp`) as an instant; null when it is not. */
export function webhookInstant(stamp: string): Date | null {
  const match = stamp.trim().match(/^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/);
  if (!match) return null;
  const [, day, month, year, hour, minute, second] = match;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** "Jul 01, 2024" (serviceability's `etd`) as YYYY-MM-DD; null when it is not a date. */
export function etdDate(etd: string | null | undefined): string | null {
  if (!etd) return null;
  const at = new Date(`${etd} 12:00 UTC`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString().slice(0, 10);
}

/** "2023-05-19 11:59:16" in India's time (a scan's `date`) as an instant; null when it is not. */
function scanInstant(stamp: string | undefined): Date | null {
  const match = stamp?.trim().match(/^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/);
  if (!match) return null;
  const at = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * A webhook's events: every scan of its history Haat acts on (oldest first, so one that was missed is caught up),
 * then its current status when the last scan does not already say it. Each keyed by AWB, status id and time, so a
 * scan sent again in the next webhook is the same event.
 */
export function webhookEvents(body: z.infer<typeof webhookBody>, at: Date): CarrierEvent[] {
  const event = (id: number, when: Date, label: string, activity: string | null): CarrierEvent[] => {
    const status = parcelStatusOf(id);
    if (!status) return [];
    const reason = status === 'ndr' || status === 'rto_initiated' ? activity : null;
    return [
      { key: `shiprocket:${body.awb}:${id}:${when.toISOString()}`, awb: body.awb, status, label, reason, at: when },
    ];
  };
  const scans = (body.scans ?? []).flatMap((scan) => {
    const when = scanInstant(scan.date);
    const id = Number(scan['sr-status']);
    return when && Number.isInteger(id)
      ? event(id, when, scan['sr-status-label'] ?? scan.activity ?? '', scan.activity ?? null)
      : [];
  });
  const last = scans.at(-1);
  const currentStatus = parcelStatusOf(body.shipment_status_id);
  if (last && currentStatus === last.status) return scans;
  const lastActivity = body.scans?.at(-1)?.activity ?? null;
  return [
    ...scans,
    ...event(body.shipment_status_id, at, body.shipment_status ?? body.current_status ?? '', lastActivity),
  ];
}
