import { t } from '@lingui/core/macro';
import { HAPPY_PATH, type LineStatus, type OrderLine } from '#shared/contracts/orders.ts';
import type { ReturnRequest } from '#shared/contracts/orders-returns.ts';
import { i18n } from '#web/lib/i18n.ts';
import { lineStatusLabel } from '#web/lib/state-labels.ts';
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from './status-labels.ts';

export interface TimelineStep {
  /** Unique within the line: a line may be asked to return more than once. */
  key: string;
  /** The line's status for its own steps; a return request's status for the steps of a request. */
  status: LineStatus | Exclude<ReturnRequest['status'], 'accepted'>;
  /** In the reader's language. */
  label: string;
  /** When the line got there, from its events; null when not yet (or not recorded). */
  at: string | null;
  /** The courier and tracking number under Shipped, the reason on a final step. */
  note: string | null;
  reached: boolean;
  current: boolean;
  /** Cancelled, returned, delivery failed or a return declined: the line left the happy path here. */
  offPath: boolean;
}

/**
 * The steps of the buyer's return requests: each asked (with the reason and their words), a declined
 * one then its decline with the seller's note. An accepted one ends in the line's own Returned step.
 */
function returnSteps(requests: ReturnRequest[]): TimelineStep[] {
  return requests.flatMap((request): TimelineStep[] => {
    const asked: TimelineStep = {
      key: `return-${request.id}`,
      status: 'requested',
      label: i18n._(RETURN_STATUS_LABELS.requested),
      at: request.requestedAt,
      note: `${i18n._(RETURN_REASON_LABELS[request.reason])}: ${request.details}`,
      reached: true,
      current: false,
      offPath: false,
    };
    if (request.status !== 'rejected') return [asked];
    const declined: TimelineStep = {
      key: `return-${request.id}-declined`,
      status: 'rejected',
      label: i18n._(RETURN_STATUS_LABELS.rejected),
      at: request.decidedAt,
      note: request.sellerNote,
      reached: true,
      current: false,
      offPath: true,
    };
    return [asked, declined];
  });
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
  const { courier, trackingNumber } = line;
  const parts = [courier, trackingNumber && t`tracking ${trackingNumber}`].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : (latestEvent(line, 'shipped')?.note ?? null);
}

/** A step with no time yet: the current one, or one to come. */
const untimedStep = (status: LineStatus, current: boolean): TimelineStep => ({
  key: status,
  status,
  label: lineStatusLabel(status),
  at: null,
  note: null,
  reached: current,
  current,
  offPath: false,
});

/** A UPI order's line before its payment: waiting for it, then the whole happy path to come. */
function awaitingSteps(): TimelineStep[] {
  return [untimedStep('awaiting_payment', true), ...HAPPY_PATH.map((status) => untimedStep(status, false))];
}

/**
 * The steps to draw for a line: the happy path (placed → delivered) up to where
 * it is, the rest still to come, then any return requests; a line that left the
 * path shows the steps it reached and then its own final step (cancelled,
 * returned, delivery failed) with the note.
 */
export function timelineSteps(
  line: Pick<OrderLine, 'status' | 'events' | 'courier' | 'trackingNumber' | 'returns'>,
): TimelineStep[] {
  if (line.status === 'awaiting_payment') return awaitingSteps();
  const happyIndex = HAPPY_PATH.indexOf(line.status);
  const offPath = happyIndex === -1;
  const eventIndexes = line.events.map((event) => HAPPY_PATH.indexOf(event.status));
  // A UPI order's line cancelled before its payment came was never placed.
  const neverPlaced = line.status === 'cancelled' && !line.events.some((event) => event.status === 'placed');
  const floor = neverPlaced ? -1 : HAPPY_PATH.indexOf(reachedBefore[line.status] ?? 'placed');
  const lastReached = offPath ? Math.max(floor, ...eventIndexes) : happyIndex;
  const happySteps = (offPath ? HAPPY_PATH.slice(0, lastReached + 1) : HAPPY_PATH).map(
    (status, index): TimelineStep => {
      const reached = index <= lastReached;
      const event = latestEvent(line, status);
      return {
        key: status,
        status,
        label: lineStatusLabel(status),
        at: reached ? (event?.at ?? null) : null,
        note: status === 'shipped' && reached ? shippingNote(line) : null,
        reached,
        current: !offPath && index === happyIndex,
        offPath: false,
      };
    },
  );
  const asked = returnSteps(line.returns);
  if (!offPath) {
    if (asked.length === 0) return happySteps;
    // Delivered, and asked to return since: the latest step of the request is where the line is now.
    return [
      ...happySteps.map((step) => ({ ...step, current: false })),
      ...asked.map((step, index) => ({ ...step, current: index === asked.length - 1 })),
    ];
  }
  const final = latestEvent(line, line.status);
  return [
    ...happySteps,
    ...asked,
    {
      key: line.status,
      status: line.status,
      label: lineStatusLabel(line.status),
      at: final?.at ?? null,
      note: final?.note ?? null,
      reached: true,
      current: true,
      offPath: true,
    },
  ];
}
