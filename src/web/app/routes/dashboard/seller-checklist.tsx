import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import { useId } from 'react';
import { Link } from 'react-router';
import type { SellerCampaign } from '#shared/contracts/campaigns.ts';
import type { SellerCatalogSummary } from '#shared/contracts/catalog.ts';
import { cn } from '#web/lib/cn.ts';
import { setActivePanel } from '#web/lib/ui-store.ts';
import { catalogSummaryQueryOptions } from '#web/features/catalog/api/seller-products.ts';
import { sellerCampaignsQueryOptions } from '#web/features/campaigns/api/campaign-queries.ts';

interface Step {
  title: MessageDescriptor;
  why: MessageDescriptor;
  done: boolean;
  /** Where it is done: a screen, or a tab of this dashboard. */
  go: { to: string } | { tab: string };
  action: MessageDescriptor;
}

/** The first things a seller does, each ticked from what they have: products on sale, photos, resale, campaigns. */
function sellerSteps(catalog: SellerCatalogSummary, campaigns: SellerCampaign[]): Step[] {
  return [
    {
      title: msg`Add a product`,
      why: msg`List something creators can pick for their stores.`,
      done: catalog.onSale > 0,
      // The first-product step is for a seller with none; one whose products are all archived adds one in Products.
      ...(catalog.total === 0
        ? { go: { to: '/onboarding/seller' }, action: msg`Add your first product` }
        : { go: { tab: 'products' }, action: msg`Add one in Products` }),
    },
    {
      title: msg`Add photos`,
      why: msg`Buyers decide on photos first.`,
      done: catalog.onSaleWithPhotos > 0,
      go: { tab: 'products' },
      action: msg`Add photos in Products`,
    },
    {
      title: msg`Set resale terms`,
      why: msg`Let creators resell a product, with their markup on top of your price.`,
      done: catalog.onSaleResellable > 0,
      go: { tab: 'products' },
      action: msg`Choose in Products`,
    },
    {
      title: msg`Post a first campaign`,
      why: msg`Invite creators to post about your products for cash or a gift.`,
      done: campaigns.some((campaign) => campaign.status !== 'draft'),
      go: { to: '/edit-collab/new' },
      action: msg`Post a campaign`,
    },
  ];
}

const actionClass = 'inline-flex items-center gap-1 rounded text-sm font-semibold text-primary hover:underline';

function StepAction({ step }: { step: Step }) {
  const { i18n } = useLingui();
  const content = (
    <>
      {i18n._(step.action)} <ArrowRight className="size-3.5" aria-hidden />
    </>
  );
  const { go } = step;
  if ('to' in go) {
    return (
      <Link to={go.to} className={actionClass}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => setActivePanel(go.tab)} className={cn(actionClass, 'cursor-pointer')}>
      {content}
    </button>
  );
}

/**
 * The seller's getting-started checklist at the top of the overview. Each step
 * is read from counts of the seller's own products and from their campaigns; once all are done it goes.
 */
export function SellerChecklist({ sellerSlug }: { sellerSlug: string }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const catalog = useQuery(catalogSummaryQueryOptions);
  const campaigns = useQuery(sellerCampaignsQueryOptions(sellerSlug));
  // Guidance only: until both answers are in (or if one fails) nothing is claimed either way.
  if (!catalog.data || !campaigns.data) return null;
  const steps = sellerSteps(catalog.data, campaigns.data.items);
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  const total = steps.length;

  return (
    <section aria-labelledby={titleId} className="rounded-card border border-primary/40 bg-primary/5 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-base font-bold">
          <Trans>Get started selling on Haat</Trans>
        </h2>
        <p className="text-sm text-text-secondary tabular-nums">
          <Trans>
            {done} of {total} done
          </Trans>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t`Getting started`}
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-gradient-primary transition-all"
          style={{ width: `${(done / steps.length) * 100}%` }}
        />
      </div>
      <ol className="mt-4 grid items-start gap-2 sm:grid-cols-2">
        {steps.map((step) => (
          <li
            key={step.title.id}
            className={cn(
              'flex items-start gap-3 rounded-xl border p-3',
              step.done ? 'border-transparent bg-surface/40' : 'border-border bg-surface',
            )}
          >
            <span
              className={cn(
                'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border',
                step.done ? 'border-emerald-400 bg-emerald-400/20 text-emerald-300' : 'border-border text-transparent',
              )}
              aria-hidden
            >
              <Check className="size-3.5" />
            </span>
            <div className="min-w-0">
              <p
                className={cn(
                  'font-semibold',
                  step.done && 'text-text-secondary line-through decoration-text-secondary/60',
                )}
              >
                <span className="sr-only">{step.done ? t`Done:` : t`To do:`} </span>
                {i18n._(step.title)}
              </p>
              {step.done ? null : (
                <>
                  <p className="mt-0.5 text-sm text-text-secondary">{i18n._(step.why)}</p>
                  <div className="mt-2">
                    <StepAction step={step} />
                  </div>
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
