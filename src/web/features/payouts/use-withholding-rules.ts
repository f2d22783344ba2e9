import { useQuery } from '@tanstack/react-query';
import type { WithholdingRule } from '#shared/contracts/payouts-runs.ts';
import { ownPayoutsQueryOptions } from './api/payouts.ts';

/**
 * The tax rules of the signed-in payee (194H for a creator, 194-O and GST TCS for a seller), from their payouts'
 * answer once the Payouts tab has it. It never asks on its own: undefined until then.
 */
export function useWithholdingRules(): WithholdingRule[] | undefined {
  return useQuery({ ...ownPayoutsQueryOptions, enabled: false, select: (own) => own.withholdingRules }).data;
}
