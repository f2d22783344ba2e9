import type { MessageDescriptor } from '@lingui/core';
import { msg, t as translate } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Star from 'lucide-react/icons/star';
import { useId, useState } from 'react';
import { type ReviewInput, reviewInputSchema } from '#shared/contracts/orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import * as queryKeys from '#web/lib/query-keys.ts';
import { toast } from '#web/lib/toast.ts';
import { useSession } from '#web/features/auth/public.ts';
import { postReview, reviewEligibilityQueryOptions } from '../api/reviews.ts';

/** A rating's word, by its stars (1–5). */
const ratingWords: Record<number, MessageDescriptor> = {
  1: msg`Poor`,
  2: msg`Fair`,
  3: msg`Good`,
  4: msg`Very good`,
  5: msg`Excellent`,
};

/** Five stars as a native radio group: arrow keys move between them, each has a spoken name. */
function StarRating({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error: string | undefined;
}) {
  const { i18n } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  const word = (stars: number) => {
    const described = ratingWords[stars];
    return described ? i18n._(described) : '';
  };
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">
        <Trans>Your rating</Trans>
      </legend>
      <div className="mt-1 flex items-center gap-0.5">
        {[1, 2, 3, 4, 5].map((stars) => {
          const rating = word(stars);
          return (
            <label
              key={stars}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-primary"
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="sr-only"
              />
              <Star
                aria-hidden
                className={cn(
                  'size-7 transition-theme',
                  value !== null && stars <= value ? 'fill-amber-400 text-amber-400' : 'text-text-secondary',
                )}
              />
              <span className="sr-only">
                <Trans>
                  <Plural value={stars} one="# star" other="# stars" />, {rating}
                </Trans>
              </span>
            </label>
          );
        })}
        {value ? (
          <span aria-hidden className="ml-2 text-sm text-text-secondary">
            {word(value)}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type ReviewErrors = Partial<Record<keyof ReviewInput | 'form', string>>;

function errorsFrom(failure: unknown): ReviewErrors {
  if (!(failure instanceof ApiError))
    return { form: translate`Could not send your review. Check your connection and try again.` };
  const rating = failure.fields?.rating?.[0];
  const body = failure.fields?.body?.[0];
  return rating || body ? { rating, body } : { form: failure.message };
}

const textArea =
  'w-full rounded-button border border-border bg-background/60 px-3.5 py-2.5 text-base text-text placeholder:text-text-secondary/70 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/60 aria-[invalid=true]:border-red-400';

/**
 * A review of a product the buyer received: 1–5 stars and a few words. On
 * success the product's reviews reload and the form's eligibility closes.
 * Place it where the buyer is known to be eligible, or use <WriteReview>.
 */
export function ReviewForm({ productId, onReviewed }: { productId: string; onReviewed?: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<ReviewErrors>({});
  const send = useMutation({
    mutationFn: (input: ReviewInput) => postReview(productId, input),
    onSuccess: () => {
      queryClient.setQueryData(reviewEligibilityQueryOptions(productId).queryKey, { canReview: false });
      void queryClient.invalidateQueries({ queryKey: queryKeys.productFeedback(productId) });
      toast({ title: t`Thanks for your review` });
      onReviewed?.();
    },
    onError: (failure) => {
      setErrors(errorsFrom(failure));
      // Already reviewed, or no delivered order after all: the server knows better than the form.
      if (failure instanceof ApiError && (failure.status === 403 || failure.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: reviewEligibilityQueryOptions(productId).queryKey });
      }
    },
  });
  return (
    <form
      noValidate
      aria-label={t`Write a review`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = reviewInputSchema.safeParse({ rating: rating ?? 0, body });
        if (!parsed.success) {
          const fieldErrors: ReviewErrors = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0] === 'rating' ? 'rating' : 'body';
            fieldErrors[field] ??= issue.message;
          }
          setErrors(fieldErrors);
          return;
        }
        setErrors({});
        send.mutate(parsed.data);
      }}
    >
      <StarRating value={rating} onChange={setRating} error={errors.rating} />
      <Field label={t`Your review`} error={errors.body} hint={`${body.length} / 2000`}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={2000}
            placeholder={t`How was the quality, the fit, the delivery?`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={textArea}
          />
        )}
      </Field>
      <FormAlert>{errors.form}</FormAlert>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t`Sending…` : t`Post review`}
      </Button>
    </form>
  );
}

/** "Write a review", only for a signed-in buyer the server says may review this product. */
export function WriteReview({ productId, className }: { productId: string; className?: string }) {
  const session = useSession();
  const eligibility = useQuery({ ...reviewEligibilityQueryOptions(productId), enabled: Boolean(session.data) });
  if (!session.data || !eligibility.data?.canReview) return null;
  return (
    <section
      aria-labelledby={`write-review-${productId}`}
      className={cn('rounded-xl border border-border bg-background/40 p-4', className)}
    >
      <h4 id={`write-review-${productId}`} className="mb-3 text-sm font-bold">
        <Trans>Write a review</Trans>
      </h4>
      <ReviewForm productId={productId} />
    </section>
  );
}

/** On a delivered order line: a "Write a review" button that opens the form, for a buyer who may still review it. */
export function ReviewPrompt({ productId }: { productId: string }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const eligibility = useQuery({ ...reviewEligibilityQueryOptions(productId), enabled: Boolean(session.data) });
  if (!session.data || !eligibility.data?.canReview) return null;
  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Star className="size-4" aria-hidden /> <Trans>Write a review</Trans>
      </Button>
    );
  }
  return <WriteReview productId={productId} />;
}
