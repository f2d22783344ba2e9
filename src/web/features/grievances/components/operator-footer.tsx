import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { operatorQueryOptions } from '../api/operator.ts';

/**
 * The footer's legal lines on every page (E-Commerce Rules, 2020, rule 4(1)): who runs this Haat and where, and the
 * way to complain. The layout loads them once the page is idle (the footer: a store's first load keeps to its
 * budget, decision 054); the name and address come from the operator's configuration, cached an hour.
 */
export function LegalFooter() {
  const operator = useQuery(operatorQueryOptions).data;
  return (
    <>
      <p className="min-h-4" data-testid="operator-line">
        {operator ? (
          <Trans>
            Run by {operator.legalName}, {operator.address}
          </Trans>
        ) : null}
      </p>
      <p className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1">
        <Link to="/grievance" className="font-semibold text-primary underline-offset-2 hover:underline">
          <Trans>Complaints and grievance officer</Trans>
        </Link>
        <Link to="/privacy" className="font-semibold text-primary underline-offset-2 hover:underline">
          <Trans>Privacy notice</Trans>
        </Link>
      </p>
    </>
  );
}
