import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicSeller } from '#shared/contracts/onboarding.ts';

/**
 * Who sells it in law and how to reach them (E-Commerce Rules, 2020, rule 5(3); decision 055): the seller's legal
 * name and address as their invoices show them, and their customer care.
 */
export function SellerDetails({ details }: { details: PublicSeller['details'] }) {
  const { t } = useLingui();
  const { legalName, address } = details;
  return (
    <dl className="space-y-0.5 text-xs text-text-secondary" aria-label={t`Seller details`}>
      <div>
        <dt className="sr-only">
          <Trans>Seller</Trans>
        </dt>
        <dd>
          <Trans>
            Seller: {legalName}, {address}
          </Trans>
        </dd>
      </div>
      {details.supportPhone || details.supportEmail ? (
        <div className="flex flex-wrap gap-x-1">
          <dt>
            <Trans>Customer care:</Trans>
          </dt>
          {details.supportPhone ? (
            <dd>
              <a href={`tel:${details.supportPhone}`} className="underline underline-offset-2 hover:text-text">
                {details.supportPhone}
              </a>
            </dd>
          ) : null}
          {details.supportEmail ? (
            <dd>
              <a
                href={`mailto:${details.supportEmail}`}
                className="break-all underline underline-offset-2 hover:text-text"
              >
                {details.supportEmail}
              </a>
            </dd>
          ) : null}
        </div>
      ) : null}
    </dl>
  );
}
