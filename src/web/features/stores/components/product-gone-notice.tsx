import { Trans, useLingui } from '@lingui/react/macro';
import PackageX from 'lucide-react/icons/package-x';
import X from 'lucide-react/icons/x';
import { Button } from '#web/components/ui/button.tsx';

/**
 * What a shared link to a product the store no longer offers says, instead of opening nothing: the product is gone,
 * the rest of the store is right below.
 */
export function ProductGoneNotice({ storeName, onDismiss }: { storeName: string; onDismiss: () => void }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      className="mt-8 flex items-start gap-3 rounded-card border border-amber-400/40 bg-amber-400/10 px-4 py-3"
    >
      <PackageX className="mt-0.5 size-5 shrink-0 text-amber-300" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          <Trans>This product is no longer available</Trans>
        </p>
        <p className="mt-0.5 text-sm text-text-secondary">
          <Trans>The link you followed is to a product {storeName} no longer sells. Here is what they sell now.</Trans>
        </p>
      </div>
      <Button variant="ghost" size="icon" className="-my-1 shrink-0" aria-label={t`Dismiss`} onClick={onDismiss}>
        <X className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
