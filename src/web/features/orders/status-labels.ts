import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LineStatus } from '#shared/contracts/orders.ts';
import type { ReturnReason, ReturnStatus } from '#shared/contracts/returns.ts';

/*
 * The words for an order line's and a return's states and a return's reasons, in the reader's language
 * (decision 047): render them with `i18n._(…)`. The states themselves are the contract's.
 */

export const LINE_STATUS_LABELS: Record<LineStatus, MessageDescriptor> = {
  placed: msg`Placed`,
  confirmed: msg`Confirmed`,
  shipped: msg`Shipped`,
  out_for_delivery: msg`Out for delivery`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  returned: msg`Returned`,
  delivery_failed: msg`Delivery failed`,
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, MessageDescriptor> = {
  requested: msg`Return requested`,
  accepted: msg`Return accepted`,
  rejected: msg`Return declined`,
};

export const RETURN_REASON_LABELS: Record<ReturnReason, MessageDescriptor> = {
  damaged: msg`Damaged`,
  wrong_item: msg`Wrong item`,
  size_or_fit: msg`Size or fit`,
  not_as_described: msg`Not as described`,
  changed_mind: msg`Changed my mind`,
};
