import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderLine } from '#shared/contracts/orders.ts';
import {
  type ReturnReason,
  type ReturnRequestInput,
  returnReasons,
  returnRequestInputSchema,
} from '#shared/contracts/orders-returns.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { orderKeys, replaceCachedOrder } from '../api/orders.ts';
import { requestReturn } from '../api/returns.ts';
import { RETURN_REASON_LABELS } from '../status-labels.ts';
import { ReturnPhotoPicker } from './return-photo-picker.tsx';

type ReturnErrors = Partial<Record<keyof ReturnRequestInput | 'photos' | 'form', string>>;

const fieldNames = new Set(['reason', 'details', 'photos']);

function errorsFrom(failure: unknown): ReturnErrors {
  if (!(failure instanceof ApiError))
    return { form: translate`Could not send your request. Check your connection and try again.` };
  const onFields = Object.entries(failure.fields ?? {}).filter(([field]) => fieldNames.has(field));
  if (onFields.length === 0) return { form: failure.message };
  return Object.fromEntries(onFields.map(([field, messages]) => [field, messages[0]]));
}

interface ReturnRequestFormProps {
  id: string;
  orderId: string;
  line: Pick<OrderLine, 'id' | 'name'>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Asks to return a delivered item: why (a reason and a few words, checked with
 * the shared contract) and up to three photos. The server's answer replaces the
 * order, so the line shows "Return requested" at once; refusals land on their field.
 */
export function ReturnRequestForm({ id, orderId, line, onDone, onCancel }: ReturnRequestFormProps) {
  const { t, i18n } = useLingui();
  const { name } = line;
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<ReturnErrors>({});
  // A field's error goes as soon as it is changed; the next submit checks everything again.
  const clear = (field: keyof ReturnErrors) =>
    setErrors((previous) => ({ ...previous, [field]: undefined, form: undefined }));
  const send = useMutation({
    mutationFn: (input: ReturnRequestInput) => requestReturn(orderId, line.id, input, photos),
    onSuccess: (order) => {
      replaceCachedOrder(queryClient, order);
      toast({
        title: t`Return requested`,
        description: t`${name}: the seller will accept or decline it, and you will see their answer here.`,
      });
      onDone();
    },
    onError: (failure) => {
      setErrors(errorsFrom(failure));
      // The window may have closed, or the line moved on, since the page was loaded.
      if (failure instanceof ApiError && failure.status === 409)
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });

  return (
    <form
      id={id}
      noValidate
      aria-label={t`Return ${name}`}
      className="space-y-4 rounded-xl border border-border bg-background/40 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = returnRequestInputSchema.safeParse({ reason, details });
        if (!parsed.success) {
          const found: ReturnErrors = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0] === 'reason' ? 'reason' : 'details';
            found[field] ??= issue.message;
          }
          setErrors(found);
          return;
        }
        setErrors({});
        send.mutate(parsed.data);
      }}
    >
      <h3 className="text-sm font-bold">
        <Trans>Return {name}</Trans>
      </h3>
      <Field label={t`Reason`} error={errors.reason}>
        {(control) => (
          <Select
            {...control}
            // The form opens on a click meant to fill it in.
            autoFocus
            value={reason}
            disabled={send.isPending}
            onChange={(event) => {
              setReason(event.target.value as ReturnReason | '');
              clear('reason');
            }}
          >
            <option value="" disabled>
              {t`Choose a reason`}
            </option>
            {returnReasons.map((value) => (
              <option key={value} value={value}>
                {i18n._(RETURN_REASON_LABELS[value])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t`Details for the seller`} error={errors.details} hint={`${details.trim().length} / 500`}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={500}
            placeholder={t`e.g. The zip came off on the first wear.`}
            value={details}
            disabled={send.isPending}
            onChange={(event) => {
              setDetails(event.target.value);
              clear('details');
            }}
          />
        )}
      </Field>
      <ReturnPhotoPicker
        photos={photos}
        onChange={(chosen) => {
          setPhotos(chosen);
          clear('photos');
        }}
        error={errors.photos}
        disabled={send.isPending}
      />
      <FormAlert>{errors.form}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t`Sending…` : t`Send return request`}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={send.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
