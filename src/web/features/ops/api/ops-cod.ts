import { queryOptions } from '@tanstack/react-query';
import type { CodRulesUpdate } from '#shared/contracts/payments-cod.ts';
import { codEndpoints } from '#shared/endpoints/payments.ts';
import { endpointUrl } from '#shared/endpoints/define.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';
import { opsKeys } from './ops.ts';

/* The cash-on-delivery rules as the operator sets them (decision 070). */

export const opsCodKeys = {
  rules: [...opsKeys.all, 'cod', 'rules'] as const,
  pincodes: [...opsKeys.all, 'cod', 'pincodes'] as const,
  refunds: [...opsKeys.all, 'cod', 'refunds'] as const,
};

export const codRulesQueryOptions = queryOptions({
  queryKey: opsCodKeys.rules,
  queryFn: ({ signal }) => callEndpoint(codEndpoints.rules, {}, { signal }),
});

/** The PIN codes with cash on delivery off (the first 500). */
export const codPincodesQueryOptions = queryOptions({
  queryKey: opsCodKeys.pincodes,
  queryFn: ({ signal }) => callEndpoint(codEndpoints.pincodes, { query: {} }, { signal }),
});

export const setCodRules = (body: CodRulesUpdate) => callEndpoint(codEndpoints.setRules, { body });

export const setCodPincode = (input: { pincode: string; codAllowed: boolean; reason: string }) =>
  callEndpoint(codEndpoints.setPincode, {
    params: { pincode: input.pincode },
    body: { codAllowed: input.codAllowed, reason: input.reason },
  });

export function uploadCodPincodes(input: { file: File; reason: string }) {
  const body = new FormData();
  body.set('file', input.file);
  body.set('reason', input.reason);
  return callEndpoint(codEndpoints.importPincodes, { body });
}

/** Refunds of COD returns: every one not yet paid, then the latest paid (decision 071). */
export const codRefundsQueryOptions = queryOptions({
  queryKey: opsCodKeys.refunds,
  queryFn: ({ signal }) => callEndpoint(codEndpoints.refunds, {}, { signal }),
});

export const sendCodRefundsToBank = () => callEndpoint(codEndpoints.refundsToBank, {});

export const codRefundsBankFileUrl = () => endpointUrl(codEndpoints.refundsBankFile);

export const recordCodRefundResult = ({ id, result }: { id: string; result: { utr: string } | { failed: string } }) =>
  callEndpoint(codEndpoints.recordRefund, { params: { refundId: id }, body: result });
