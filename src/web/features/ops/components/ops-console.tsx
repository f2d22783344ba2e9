import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { operatorQueryOptions } from '../api/ops.ts';
import { OpsNav } from './ops-nav.tsx';

/** The operator console's frame: its header, the section links, and the section (the nested route). */
export function OpsConsole() {
  const operator = useQuery(operatorQueryOptions);
  const email = operator.data?.email;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-5 py-8 sm:py-10">
      <header className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Haat operations</Trans>
        </h1>
        {operator.data ? (
          <p className="mt-1 text-sm break-all text-text-secondary">
            <Trans>Signed in as {email}</Trans>
          </p>
        ) : null}
      </header>
      <OpsNav />
      <div>
        <Outlet />
      </div>
    </div>
  );
}
