import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { type ReactNode, useId, useRef } from 'react';
import { useFieldArray, useForm, type UseFormReturn, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  MAX_STORE_LINKS,
  type PublicStore,
  type StoreContentUpdate,
  storeContentUpdateSchema,
} from '#shared/contracts/stores.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { useUpdateStoreContent } from '../api/store-admin.ts';
import { CharacterCount, describedWith } from './character-count.tsx';
import { PayNowDiscountCard } from './pay-now-discount-card.tsx';
import { StoreAdminPage } from './store-admin-page.tsx';

const shape = storeContentUpdateSchema.shape;
// The shared update schema with every field present: the form always holds all three.
const formSchema = z.object({
  announcement: shape.announcement.unwrap(),
  featuredTitle: shape.featuredTitle.unwrap(),
  links: shape.links.unwrap(),
});
type ContentForm = z.input<typeof formSchema>;

const ANNOUNCEMENT_MAX = shape.announcement.unwrap().maxLength ?? 160;
const FEATURED_TITLE_MAX = shape.featuredTitle.unwrap().maxLength ?? 60;

const formValues = (store: PublicStore): ContentForm => ({
  announcement: store.announcement,
  featuredTitle: store.featuredTitle,
  links: store.links.map((link) => ({ ...link })),
});

const sameLinks = (a: ContentForm['links'], b: PublicStore['links']) =>
  a.length === b.length && a.every((link, index) => link.label === b[index]?.label && link.url === b[index]?.url);

/** A one-line field with its live x/max counter. */
function CountedInput({
  form,
  name,
  label,
  max,
  hint,
  placeholder,
}: {
  form: UseFormReturn<ContentForm>;
  name: 'announcement' | 'featuredTitle';
  label: string;
  max: number;
  hint: ReactNode;
  placeholder: string;
}) {
  const countId = useId();
  const value = useWatch({ control: form.control, name }) ?? '';
  return (
    <Field label={label} error={form.formState.errors[name]?.message} hint={hint}>
      {(control) => (
        <>
          <Input
            {...control}
            aria-describedby={describedWith(control['aria-describedby'], countId)}
            placeholder={placeholder}
            {...form.register(name)}
          />
          <CharacterCount id={countId} value={value} max={max} />
        </>
      )}
    </Field>
  );
}

function LinkRows({ form }: { form: UseFormReturn<ContentForm> }) {
  const { t } = useLingui();
  const headingId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'links' });
  const errors = form.formState.errors.links;
  const listError = errors?.message ?? errors?.root?.message;
  const full = fields.length >= MAX_STORE_LINKS;

  const removeRow = (index: number) => {
    const remaining = fields.length - 1;
    remove(index);
    // Focus stays in the list: on the row that moved up into this place, else on "Add a link".
    requestAnimationFrame(() => {
      if (index < remaining) form.setFocus(`links.${index}.label`);
      else addButton.current?.focus();
    });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-sm font-medium">
          <Trans>Links</Trans>
        </h2>
        <p className="text-xs text-text-secondary">
          <Trans>
            Up to {MAX_STORE_LINKS}: your Instagram, YouTube, a size guide. Each needs an address starting with
            https://.
          </Trans>
        </p>
      </div>
      {fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-text-secondary">
          <Trans>No links yet.</Trans>
        </p>
      ) : null}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const rowErrors = errors?.[index];
          const number = index + 1;
          return (
            <li key={field.id}>
              <fieldset className="rounded-xl border border-border bg-background/40 p-3 sm:p-4">
                <legend className="px-1 text-xs font-semibold text-text-secondary">
                  <Trans>Link {number}</Trans>
                </legend>
                <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start">
                  <Field label={t`Label`} error={rowErrors?.label?.message}>
                    {(control) => (
                      <Input {...control} placeholder="Instagram" {...form.register(`links.${index}.label`)} />
                    )}
                  </Field>
                  <Field label={t`Address`} error={rowErrors?.url?.message}>
                    {(control) => (
                      <Input
                        {...control}
                        type="url"
                        inputMode="url"
                        autoCapitalize="none"
                        autoCorrect="off"
                        spellCheck={false}
                        placeholder={t`https://instagram.com/you`}
                        {...form.register(`links.${index}.url`)}
                      />
                    )}
                  </Field>
                  <Button
                    variant="ghost"
                    className="justify-self-start sm:mt-7"
                    onClick={() => removeRow(index)}
                    aria-label={t`Remove link ${number}`}
                  >
                    <Trash2 aria-hidden className="size-4" />{' '}
                    <span className="sm:sr-only">
                      <Trans>Remove</Trans>
                    </span>
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <FormAlert>{listError}</FormAlert>
      <button
        ref={addButton}
        type="button"
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        disabled={full}
        onClick={() => append({ label: '', url: '' })}
      >
        <Plus aria-hidden className="size-4" /> <Trans>Add a link</Trans>
      </button>
      {full ? (
        <p className="text-xs text-text-secondary">
          <Trans>That’s the most a store can show; remove one to add another.</Trans>
        </p>
      ) : null}
    </section>
  );
}

function ContentDetails({ store }: { store: PublicStore }) {
  const { t } = useLingui();
  const save = useUpdateStoreContent();
  const form = useForm<ContentForm>({ resolver: zodResolver(formSchema), defaultValues: formValues(store) });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const changes: StoreContentUpdate = {};
    if (values.announcement !== store.announcement) changes.announcement = values.announcement;
    if (values.featuredTitle !== store.featuredTitle) changes.featuredTitle = values.featuredTitle;
    if (!sameLinks(values.links, store.links)) changes.links = values.links;
    if (Object.keys(changes).length === 0) {
      toast({ title: t`Nothing to save`, description: t`Your store already shows this.` });
      return;
    }
    try {
      const updated = await save.mutateAsync(changes);
      form.reset(formValues(updated));
      const handle = updated.handle;
      toast({ title: t`Store content saved`, description: t`Buyers see it on @${handle}.` });
    } catch (error) {
      // `links.2.url` and friends land on the row they name.
      applyServerErrors(form, error);
      failureToast(t`Your store content was not saved`, error);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-6 rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6"
    >
      <CountedInput
        form={form}
        name="announcement"
        label={t`Announcement`}
        max={ANNOUNCEMENT_MAX}
        placeholder={t`Free shipping on orders over ₹999 this week`}
        hint={t`One line at the very top of your store. Leave it empty to show none.`}
      />
      <CountedInput
        form={form}
        name="featuredTitle"
        label={t`Featured collection title`}
        max={FEATURED_TITLE_MAX}
        placeholder={t`My Diwali picks`}
        hint={
          <Trans>
            Feature products on{' '}
            <Link to="/my-store" className="font-semibold text-primary hover:underline">
              My store
            </Link>{' '}
            to fill this collection.
          </Trans>
        }
      />
      <LinkRows form={form} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Saving…` : t`Save content`}
      </Button>
    </form>
  );
}

/** /cms: the announcement, the featured collection's title, the creator's links, and their discount for paying now. */
export function CmsScreen() {
  const { t } = useLingui();
  return (
    <StoreAdminPage
      title={t`Store content`}
      subtitle={t`An announcement, your featured collection and links, shown on your store.`}
    >
      {(store) => (
        <div className="space-y-6">
          <ContentDetails store={store} />
          <PayNowDiscountCard store={store} />
        </div>
      )}
    </StoreAdminPage>
  );
}
