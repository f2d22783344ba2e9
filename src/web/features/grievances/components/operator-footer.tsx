import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { operatorQueryOptions } from '../api/operator.ts';

/**
 * The footer's legal line on every page (E-Commerce Rules, 2020, rule 4(1)): who runs this Haat and where, and the
 * way to complain. The name and address arrive after the page (configuration, cached an hour); the link is there
 * from the first paint.
 */
export function OperatorFooter() {
  const operator = useQuery(operatorQueryOptions).data;
  return (
    <>
      <p className="mt-2 min-h-4" data-testid="operator-line">
        {operator ? (
          <Trans>
            Run by {operator.legalName}, {operator.address}
          </Trans>
        ) : null}
      </p>
      <p className="mt-2">
        <Link to="/grievance" className="font-semibold text-primary underline-offset-2 hover:underline">
          <Trans>Complaints and grievance officer</Trans>
        </Link>
      </p>
    </>
  );
}
