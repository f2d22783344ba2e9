import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { operatorQueryOptions } from '../api/ops.ts';

/** What a signed-in non-operator sees at /ops: who it is for, and a way back. */
function NotAnOperator() {
  return (
    <section
      aria-labelledby="ops-refused-title"
      className="mx-auto flex min-h-[60dvh] w-full max-w-lg flex-col items-center justify-center px-5 py-16 text-center"
    >
      <ShieldAlert className="size-12 text-text-secondary" aria-hidden />
      <h1 id="ops-refused-title" className="mt-4 text-2xl font-bold">
        <Trans>This page is for Haat’s operators</Trans>
      </h1>
      <p className="mt-3 text-text-secondary">
        <Trans>
          Your account does not run the marketplace. If you think it should, ask a Haat operator to grant it from the
          command line.
        </Trans>
      </p>
      <Link to="/" className={`${buttonVariants({ variant: 'secondary' })} mt-8`}>
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}

/** Shows the console to operators only: the server says who is one (GET /api/ops/me), and checks every call again. */
export function OpsGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const operator = useQuery(operatorQueryOptions);
  if (operator.isPending) return <LoadingScreen variant="inline" label={t`Checking your access`} />;
  if (operator.isError)
    return (
      <div className="mx-auto w-full max-w-5xl px-5 py-8">
        <LoadFailed what={t`Your access`} onRetry={() => void operator.refetch()} retrying={operator.isFetching} />
      </div>
    );
  if (!operator.data) return <NotAnOperator />;
  return children;
}
