import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LedgerStatus } from '#shared/contracts/ledger.ts';
import type { LineStatus } from '#shared/contracts/orders.ts';

/*
 * The words for an order line's and a ledger entry's states, in the reader's language (decision 047): render them
 * with `i18n._(…)`. The orders, the dashboards and the payouts show them; the states themselves are the contract's.
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

export const LEDGER_STATUS_LABELS: Record<LedgerStatus, MessageDescriptor> = {
  awaiting: msg`Awaiting delivery`,
  pending: msg`Pending`,
  payable: msg`Payable`,
  in_payout: msg`In payout`,
  paid: msg`Paid`,
  reversed: msg`Reversed`,
};
