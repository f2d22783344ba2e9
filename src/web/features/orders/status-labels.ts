import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReturnReason, ReturnStatus } from '#shared/contracts/orders-returns.ts';

/*
 * The words for a return's states and reasons (an order line's are in #web/lib/state-labels.ts), in the reader's language
 * (decision 047): render them with `i18n._(…)`. The states themselves are the contract's.
 */

export const RETURN_STATUS_LABELS: Record<ReturnStatus, MessageDescriptor> = {
  requested: msg`Return requested`,
  collecting: msg`Return accepted: on its way back`,
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
