import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatRupees } from '#shared/money.ts';
import { paymentOptionsQueryOptions } from '../api/payments.ts';

/**
 * How this product can be paid for, as the server's rules have it for the buyer's PIN code (when they gave one) and
 * its price (decision 070): UPI where a gateway is set up, cash on delivery where the rules allow it. Until the
 * answer comes, cash on delivery, which every order could be paid by before the rules.
 */
export function PaymentWays({ totalPaise, pincode }: { totalPaise: number; pincode: string | null }) {
  const options = useQuery({
    ...paymentOptionsQueryOptions({ totalPaise, ...(pincode ? { pincode } : {}) }),
    placeholderData: keepPreviousData,
  }).data;
  const upi = options?.methods.includes('upi') ?? false;
  const cod = options?.cod.available ?? true;
  // A COD fee is said where COD is offered (decision 072).
  const fee = options && options.cod.feePaise > 0 ? formatRupees(options.cod.feePaise) : null;
  if (upi && cod)
    return fee ? <Trans>UPI, or cash on delivery ({fee} fee)</Trans> : <Trans>UPI or cash on delivery</Trans>;
  if (upi)
    return pincode ? (
      <Trans>Pay by UPI: no cash on delivery to {pincode}</Trans>
    ) : (
      <Trans>Pay by UPI: no cash on delivery at this price</Trans>
    );
  return fee ? <Trans>Cash on delivery ({fee} fee)</Trans> : <Trans>Cash on delivery</Trans>;
}
