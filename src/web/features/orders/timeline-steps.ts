import { HAPPY_PATH, LINE_STATUS_LABELS, type LineStatus, type OrderLine } from '#shared/contracts/orders.ts';

export interface TimelineStep {
  status: LineStatus;
  label: string;
  /** When the line got there, from its events; null when not yet (or not recorded). */
  at: string | null;
  /** The courier and tracking number under Shipped, the reason on a final step. */
  note: string | null;
  reached: boolean;
  current: boolean;
  /** Cancelled, returned or delivery failed: the line left the happy path here. */
  offPath: boolean;
}

/** The happy step a line must have passed before it can end up off the path. */
const reachedBefore: Partial<Record<LineStatus, LineStatus>> = {
  cancelled: 'placed',
  delivery_failed: 'shipped',
  returned: 'delivered',
};

function latestEvent(line: Pick<OrderLine, 'events'>, status: LineStatus) {
  return line.events.filter((event) => event.status === status).toSorted((a, b) => b.at.localeCompare(a.at))[0] ?? null;
}

function shippingNote(line: Pick<OrderLine, 'courier' | 'trackingNumber' | 'events'>): string | null {
  const parts = [line.courier, line.trackingNumber && `tracking ${line.trackingNumber}`].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : (latestEvent(line, 'shipped')?.note ?? null);
}

/**
 * The steps to draw for a line: the happy path (placed → delivered) up to where
 * it is, the rest still to come; a line that left the path shows the steps it
 * reached and then its own final step (cancelled, returned, delivery failed) with the note.
 */
export function timelineSteps(line: Pick<OrderLine, 'status' | 'events' | 'courier' | 'trackingNumber'>): TimelineStep[] {
  const happyIndex = HAPPY_PATH.indexOf(line.status);
  const offPath = happyIndex === -1;
  const eventIndexes = line.events.map((event) => HAPPY_PATH.indexOf(event.status));
  const floor = HAPPY_PATH.indexOf(reachedBefore[line.status] ?? 'placed');
  const lastReached = offPath ? Math.max(floor, ...eventIndexes) : happyIndex;
  const happySteps = (offPath ? HAPPY_PATH.slice(0, lastReached + 1) : HAPPY_PATH).map((status, index): TimelineStep => {
    const reached = index <= lastReached;
    const event = latestEvent(line, status);
    return {
      status,
      label: LINE_STATUS_LABELS[status],
      at: reached ? (event?.at ?? null) : null,
      note: status === 'shipped' && reached ? shippingNote(line) : null,
      reached,
      current: !offPath && index === happyIndex,
      offPath: false,
    };
  });
  if (!offPath) return happySteps;
  const final = latestEvent(line, line.status);
  return [
    ...happySteps,
    { status: line.status, label: LINE_STATUS_LABELS[line.status], at: final?.at ?? null, note: final?.note ?? null, reached: true, current: true, offPath: true },
  ];
}
