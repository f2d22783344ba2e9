import { Trans, useLingui } from '@lingui/react/macro';
import ArrowRight from 'lucide-react/icons/arrow-right';
import X from 'lucide-react/icons/x';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import { Button } from '#web/components/ui/button.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { filterOfLine } from '../moved-line.ts';
import { sellerOrderFilters } from '../seller-order-filters.ts';

/**
 * Where a line the seller just moved on went, once it has left the chip they are looking at ("Moved to To ship"),
 * with the way there: `onShow` picks that chip and focuses the order. It stays until dismissed or followed.
 */
export function MovedLineNote({
  line,
  onShow,
  onDismiss,
}: {
  line: SellerOrderLine;
  onShow: () => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useLingui();
  const target = sellerOrderFilters.find((filter) => filter.id === filterOfLine(line));
  const where = target ? i18n._(target.label) : '';
  const product = line.name;
  const number = line.orderNumber;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card border border-primary/50 bg-primary/10 p-3 text-sm">
      <p className="min-w-0 flex-1 basis-56">
        <Trans>
          {product} (<span className="font-mono whitespace-nowrap">{number}</span>) moved to <strong>{where}</strong>.
        </Trans>
      </p>
      <div className="flex items-center gap-2">
        <Button size="sm" variant="secondary" onClick={onShow}>
          {t`Go to ${where}`} <ArrowRight className="size-4" aria-hidden />
        </Button>
        <IconButton label={t`Dismiss`} tone="quiet" shape="square" size="md" onClick={onDismiss}>
          <X className="size-4" aria-hidden />
        </IconButton>
      </div>
    </div>
  );
}
