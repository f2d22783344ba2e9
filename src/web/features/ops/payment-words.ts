import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentDifference } from '#shared/contracts/payments.ts';

/* How the console names payment gateways and the reconciliation's differences, in the reader's language. */

const gatewayBrands: Record<string, string> = { razorpay: 'Razorpay', cashfree: 'Cashfree' };

/** A gateway's name: a brand, said as it is; one this page does not know yet is shown as the server names it. */
export function gatewayName(gateway: string): string {
  return gatewayBrands[gateway] ?? gateway;
}

/** What differs between Haat's records and the gateway's, in plain words (reconciliation.service.ts). */
export const differenceLabels: Record<PaymentDifference['kind'], MessageDescriptor> = {
  payment_missing: msg`A payment the gateway does not have`,
  payment_amount: msg`Amount captured differs`,
  transfer_missing: msg`A transfer the gateway does not have`,
  transfer_amount: msg`Amount transferred differs`,
  transfer_reversed: msg`Amount reversed differs`,
  transfer_hold: msg`Held or released differently`,
  transfer_unknown: msg`A transfer Haat did not make`,
  refund_missing: msg`A refund the gateway does not have`,
  refund_amount: msg`Amount refunded differs`,
  refund_unknown: msg`A refund Haat did not make`,
};

/** A transfer's hold as the reconciliation writes it (in English); amounts and "—" read the same in every language. */
const holdStates: Record<string, MessageDescriptor> = {
  'on hold': msg({ message: 'On hold', context: 'transfer' }),
  released: msg({ message: 'Released', context: 'transfer' }),
};

/** One side's figure of a difference, in the reader's language. */
export function differenceFigure(i18n: I18n, figure: string): string {
  const state = holdStates[figure];
  return state ? i18n._(state) : figure;
}
