import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { grievanceSubjects } from '#shared/contracts/grievances.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { indiaMonth, MonthField } from '#web/components/month-field.tsx';
import { formatCount } from '#web/lib/format.ts';
import { useNow } from '#web/lib/use-now.ts';
import { grievanceReportQueryOptions } from '../api/grievances.ts';
import { subjectWords } from '../grievance-words.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-background/40 p-3">
      <dt className="text-xs text-text-secondary">{label}</dt>
      <dd className="mt-1 text-xl font-black tabular-nums">{value}</dd>
    </div>
  );
}

/** The month's report the rules ask for: complaints received, how each clock was met, what is still open. */
export function GrievanceReportCard() {
  const { t, i18n } = useLingui();
  const now = useNow();
  const [month, setMonth] = useState(() => indiaMonth(now));
  const report = useQuery(grievanceReportQueryOptions(month));
  const hours = (value: number | null) => (value === null ? '—' : t`${value} h`);
  const data = report.data;
  return (
    <DashboardSection
      title={t`Monthly grievance report`}
      description={t`Counted by the month a complaint was filed (India time), as it stands now.`}
      action={<MonthField value={month} onChange={setMonth} now={now} className="w-44" />}
    >
      {report.isError ? (
        <LoadFailed what={t`The report`} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t`Report figures`}>
            <Figure label={t`Received`} value={formatCount(data.received)} />
            <Figure
              label={t`Taken up in 48 hours`}
              value={`${formatCount(data.acknowledgedInTime)} / ${formatCount(data.acknowledged)}`}
            />
            <Figure
              label={t`Resolved within a month`}
              value={`${formatCount(data.resolvedInTime)} / ${formatCount(data.resolved)}`}
            />
            <Figure label={t`Still open`} value={formatCount(data.open)} />
            <Figure label={t`Median time to take up`} value={hours(data.medianHoursToAcknowledge)} />
            <Figure label={t`Median time to resolve`} value={hours(data.medianHoursToResolve)} />
          </dl>
          <p className="mt-3 text-xs text-text-secondary">
            <Trans>By subject:</Trans>{' '}
            {grievanceSubjects
              .map((subject) => `${i18n._(subjectWords[subject])} ${data.bySubject[subject]}`)
              .join(' · ')}
          </p>
        </>
      ) : (
        <div className="h-32 animate-pulse rounded-xl bg-muted/50" aria-hidden />
      )}
    </DashboardSection>
  );
}
