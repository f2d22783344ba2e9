import type { LineStatus } from '#shared/contracts/orders.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';
import { lineStatusLabel } from '#web/lib/state-labels.ts';

const tone: Record<LineStatus, BadgeTone> = {
  awaiting_payment: 'warning',
  placed: 'progress',
  confirmed: 'progress',
  shipped: 'info',
  out_for_delivery: 'info',
  delivered: 'success',
  cancelled: 'neutral',
  returned: 'warning',
  delivery_failed: 'danger',
};

/** A line's (or an order's) status in words from the contract's LINE_STATUS_LABELS, tinted by how it is going. */
export function OrderStatusBadge({ status, className }: { status: LineStatus; className?: string }) {
  return (
    <Badge tone={tone[status]} className={cn('shrink-0', className)}>
      {lineStatusLabel(status)}
    </Badge>
  );
}
