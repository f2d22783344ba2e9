import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { PayoutFormValues, PayoutMethodFields } from '../payout-form-model.ts';
import { WithoutPanNote } from './withholding-rules.tsx';

type PayoutForm = UseFormReturn<PayoutFormValues, unknown, PayoutMethodFields>;

/** The PAN and the name on it, optional; a saved PAN is kept unless the payee asks to change it. */
export function PanFields({ form, savedPan }: { form: PayoutForm; savedPan: { masked: string; name: string } | null }) {
  const { t } = useLingui();
  const titleId = useId();
  const { errors } = form.formState;
  const keepPan = useWatch({ control: form.control, name: 'keepPan' });
  return (
    <div role="group" aria-labelledby={titleId} className="space-y-3 border-t border-border pt-4">
      <div>
        <h3 id={titleId} className="text-sm font-semibold">
          <Trans>
            PAN <span className="font-normal text-text-secondary">(optional)</span>
          </Trans>
        </h3>
        <p className="mt-0.5 text-sm text-text-secondary">
          <WithoutPanNote />
        </p>
      </div>
      {keepPan && savedPan ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted/60 p-3 text-sm">
          <p>
            <span className="font-mono tracking-wide tabular-nums">{savedPan.masked}</span>
            <span className="text-text-secondary">
              {' '}
              · {savedPan.name} · <Trans>kept as it is</Trans>
            </span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              form.setValue('keepPan', false);
              // The field appears with this render; focus it on the next frame.
              requestAnimationFrame(() => form.setFocus('pan'));
            }}
          >
            <Trans>Change PAN</Trans>
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t`PAN`}
            error={errors.pan?.message}
            hint={savedPan ? t`Leave the PAN and its name empty to remove it.` : t`10 characters, e.g. ABCPE1234F.`}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                maxLength={10}
                className="uppercase placeholder:normal-case"
                {...form.register('pan')}
              />
            )}
          </Field>
          <Field label={t`Name on PAN`} error={errors.panName?.message} hint={t`As printed on the card.`}>
            {(control) => <Input {...control} autoComplete="name" {...form.register('panName')} />}
          </Field>
        </div>
      )}
    </div>
  );
}
