import { useQuery } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { ifscQueryOptions } from './api/payouts.ts';
import { completeIfsc } from './payout-form-model.ts';

export type IfscLookup =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'found'; bank: string; branchCode: string }
  | { state: 'unknown' };

const PAUSE_MS = 300;

/**
 * The bank of the IFSC being typed, looked up once a whole IFSC has stood still for a moment. A lookup that fails
 * for another reason than an unknown code says nothing: the server checks the IFSC again when the form is saved.
 */
export function useIfscBank(typed: string): IfscLookup {
  const code = completeIfsc(typed);
  const settled = useDebouncedValue(code, PAUSE_MS);
  const lookup = useQuery({ ...ifscQueryOptions(settled ?? ''), enabled: settled !== null && settled === code });
  if (code === null) return { state: 'idle' };
  if (settled !== code || lookup.isPending) return { state: 'checking' };
  if (lookup.data) return { state: 'found', bank: lookup.data.bank, branchCode: lookup.data.branchCode };
  if (lookup.error instanceof ApiError && lookup.error.status === 404) return { state: 'unknown' };
  return { state: 'idle' };
}
