import { useQueryClient } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_DISPATCH_DAYS, type ResaleTerms } from '#shared/contracts/onboarding.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { toast } from '#web/lib/toast.ts';
import { failureToast } from '../../auth/use-auth.ts';
import { meQueryOptions } from '../../profiles/api/profile.ts';
import { saveResaleTerms } from '../api/onboarding.ts';
import { OnboardingShell } from './onboarding-shell.tsx';

/** /onboarding/seller: the terms on which creators may resell, then on to the seller page. */
export function SellerTermsScreen({ slug, saved }: { slug: string; saved: Required<ResaleTerms> }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [resaleByDefault, setResaleByDefault] = useState(saved.resaleByDefault);
  const [cap, setCap] = useState(saved.maxMarkupPercent === null ? '' : String(saved.maxMarkupPercent));
  const [dispatchDays, setDispatchDays] = useState(saved.dispatchDays);
  const [saving, setSaving] = useState(false);
  const capError = cap !== '' && !/^\d{1,3}$/.test(cap) ? 'A whole percentage from 0 to 500.' : undefined;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (capError) return;
    setSaving(true);
    try {
      await saveResaleTerms({ resaleByDefault, maxMarkupPercent: cap === '' ? null : Math.min(500, Number(cap)), dispatchDays });
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: ['sellers'] });
      toast({ title: 'You are set up', description: `Your page is live at /seller/${slug}` });
      void navigate(`/seller/${slug}`, { replace: true });
    } catch (error) {
      failureToast('Could not save your terms', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <OnboardingShell step="Step 2 of 2" title="How creators resell" intro="Creators add your products to their stores with their own markup. You are paid your base price on every sale.">
      <form onSubmit={save} noValidate className="space-y-6">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={resaleByDefault}
            onChange={(event) => setResaleByDefault(event.target.checked)}
            className="mt-1 size-5 accent-[var(--haat-color-primary)]"
          />
          <span>
            <span className="block font-medium">Let creators resell my products</span>
            <span className="block text-sm text-text-secondary">New products start resellable; you can change it per product.</span>
          </span>
        </label>
        <Field label="Highest markup a creator may add (optional)" error={capError} hint="As a percentage of your base price. Leave empty for no cap.">
          {(control) => (
            <div className="relative">
              <Input {...control} inputMode="numeric" value={cap} onChange={(event) => setCap(event.target.value.trim())} className="pr-10" />
              <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-text-secondary">%</span>
            </div>
          )}
        </Field>
        <Field label="Days you take to dispatch an order" hint="From the order to handing the parcel to the courier. Buyers see it in the delivery estimate.">
          {(control) => (
            <Select {...control} value={dispatchDays} onChange={(event) => setDispatchDays(Number(event.target.value))}>
              {Array.from({ length: MAX_DISPATCH_DAYS }, (_, index) => index + 1).map((days) => (
                <option key={days} value={days}>
                  {days === 1 ? '1 day' : `${days} days`}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex items-start gap-3 rounded-xl border border-dashed border-border p-4 text-sm text-text-secondary">
          <PackagePlus className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          Listing products with photos and stock comes with the catalog release; your seller page is ready for them.
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={saving}>
          {saving ? 'Saving…' : 'Finish and see my page'}
        </Button>
      </form>
    </OnboardingShell>
  );
}
