import { Trans, useLingui } from '@lingui/react/macro';
import { type FocusEvent, type FormEvent, useId, useState } from 'react';
import type { Listing } from '#shared/contracts/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { useEditListings } from '../api/sourcing.ts';
import { listingCap, readMarkup } from '../markup.ts';
import { softDisabled } from '../soft-disabled.ts';

/** A listing's markup in ₹, saved on Save, Enter or leaving the field; a refused one is said under it. */
export function MarkupEditor({
  listing,
  text,
  onText,
}: {
  listing: Listing;
  text: string;
  onText: (text: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const edit = useEditListings();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const name = listing.product.name;
  const typed = readMarkup(text, listingCap(listing));
  const dirty = !('paise' in typed) || typed.paise !== listing.markupPaise;

  const save = async () => {
    if ('error' in typed) return setError(typed.error);
    if (typed.paise === listing.markupPaise || typed.paise === saving) return;
    setSaving(typed.paise);
    try {
      await edit.mutateAsync({ edits: [{ id: listing.id, changes: { markupPaise: typed.paise } }], optimistic: false });
      const price = formatRupees(listing.product.pricePaise + typed.paise);
      toast({ title: t`Markup saved`, description: t`Buyers now pay ${price} for ${name}.` });
    } catch (caught) {
      const field =
        caught instanceof ApiError && caught.status === 422
          ? (caught.fields?.markupPaise?.[0] ?? caught.message)
          : null;
      if (field) setError(field);
      else failureToast(t`Markup not saved`, caught);
    } finally {
      setSaving(null);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  // Leaving the field saves; moving from the field to its own Save button does not save twice.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) void save();
  };

  return (
    <form onSubmit={onSubmit} onBlur={onBlur} className="space-y-1.5" noValidate>
      <label htmlFor={id} className="block text-sm font-medium">
        <Trans>Markup (₹)</Trans>
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          aria-label={t`Markup for ${name} (₹)`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            onText(event.target.value);
            setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 w-28 tabular-nums"
        />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          className={cn('h-10', softDisabled)}
          aria-disabled={!dirty || saving !== null}
          aria-label={t`Save markup for ${name}`}
        >
          {saving === null ? t`Save` : t`Saving…`}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
