import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LedgerStatus } from '#shared/contracts/ledger.ts';
import type { LineStatus } from '#shared/contracts/orders.ts';

/*
 * The words for a ledger entry's and an order line's states, in the reader's language (decision 047): render them with `i18n._(…)`.
 * The states themselves are the contract's.
 */

export const LEDGER_STATUS_LABELS: Record<LedgerStatus, MessageDescriptor> = {
  awaiting: msg`Awaiting delivery`,
  pending: msg`Pending`,
  payable: msg`Payable`,
  in_payout: msg`In payout`,
  paid: msg`Paid`,
  reversed: msg`Reversed`,
};

/** What each state means for the money, under its total. */
export const LEDGER_STATUS_HINTS: Record<LedgerStatus, MessageDescriptor> = {
  awaiting: msg`Ordered, not yet delivered`,
  pending: msg`Delivered, return window open`,
  payable: msg`Return window closed, paid in the next run`,
  in_payout: msg`Sent to your bank, waiting for it`,
  paid: msg`In your bank account`,
  reversed: msg`Cancelled, returned or failed`,
};

/** An order line's state as the seller's overview counts them (the orders feature's words for the same states). */
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
