import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** The periods a dashboard can look back over, in days. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
const DEFAULT_PERIOD: DashboardPeriod = 30;

const periodSchema = z.coerce.number().pipe(z.literal(DASHBOARD_PERIODS)).catch(DEFAULT_PERIOD);

/** The period lives in the URL (?days=7) so a shared or reloaded dashboard keeps it; anything else reads as 30. */
export function useDashboardPeriod(): [DashboardPeriod, (days: DashboardPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const days = periodSchema.parse(params.get('days') ?? DEFAULT_PERIOD);
  const setDays = (next: DashboardPeriod) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === DEFAULT_PERIOD) updated.delete('days');
        else updated.set('days', String(next));
        return updated;
      },
      { replace: true },
    );
  return [days, setDays];
}
