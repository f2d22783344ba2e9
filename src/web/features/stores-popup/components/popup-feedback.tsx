import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question-mark';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useSession } from '#web/features/auth/public.ts';
import { formatIndiaDate } from '#web/lib/format.ts';
import { askQuestion, productFeedbackQueryOptions } from '../api/popup.ts';
import { PopupCard, Stars } from './popup-cards.tsx';

/** The review form for a product, where the buyer may review it (orders' `WriteReview`, given by the app). */
export type ReviewSlot = (productId: string) => ReactNode;

function AskQuestion({ productId }: { productId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (question: string) => askQuestion(productId, question),
    onSuccess: () => {
      setText('');
      setError(null);
      void queryClient.invalidateQueries({ queryKey: productFeedbackQueryOptions(productId).queryKey });
      toast({ title: t`Question sent`, description: t`The seller will answer here.` });
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError
          ? (failure.fields?.question?.[0] ?? failure.message)
          : t`Could not send. Try again.`,
      ),
  });
  if (!session.data) {
    return (
      <p className="mt-4 text-sm text-text-secondary">
        <Trans>
          <Link
            className="font-semibold text-primary hover:underline"
            to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`}
          >
            Sign in
          </Link>{' '}
          to ask the seller a question.
        </Trans>
      </p>
    );
  }
  return (
    <form
      className="mt-4 flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        // The catalog's contracts (zod with them) load when a question is sent, not with a shared link (decision 075).
        const { askQuestionSchema } = await import('#shared/contracts/catalog.ts');
        const parsed = askQuestionSchema.safeParse({ question: text });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? t`Ask a whole question.`);
          return;
        }
        ask.mutate(parsed.data.question);
      }}
    >
      <label htmlFor="popup-question" className="text-sm font-medium">
        <Trans>Ask the seller</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id="popup-question"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={500}
          placeholder={t`Is this available in another colour?`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'popup-question-error' : undefined}
          className="h-11 min-w-0 flex-1 rounded-button border border-border bg-background/60 px-3 text-base"
        />
        <Button type="submit" disabled={ask.isPending}>
          <Trans>Ask</Trans>
        </Button>
      </div>
      {error ? (
        <p id="popup-question-error" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Customer Reviews and Q&A, from the database; `writeReview` is the buyer's own review form, under the reviews. */
export function FeedbackCard({ productId, writeReview }: { productId: string; writeReview: ReviewSlot }) {
  const { t } = useLingui();
  const feedback = useQuery(productFeedbackQueryOptions(productId));
  const reviewCount = feedback.data?.reviewCount ?? 0;
  return (
    <PopupCard title={t`Customer reviews and Q&A`} id="popup-feedback">
      {feedback.data ? (
        <>
          {reviewCount === 0 ? (
            // No stars and no number until a buyer has rated it: the contract's 4.5 is not a rating anyone gave.
            <p className="flex items-center gap-2">
              <span className="rounded-full bg-primary/15 px-2.5 py-1 text-sm font-bold text-primary">
                <Trans>New</Trans>
              </span>
              <span className="text-sm text-text-secondary">
                <Trans>No reviews yet</Trans>
              </span>
            </p>
          ) : (
            <p className="flex items-center gap-2">
              <span className="text-2xl font-black">{feedback.data.rating.toFixed(1)}</span>
              <Stars rating={feedback.data.rating} />
              <span className="text-sm text-text-secondary">
                <Plural value={reviewCount} one="# review" other="# reviews" />
              </span>
            </p>
          )}
          {feedback.data.reviews.length > 0 ? (
            <ul className="mt-3 divide-y divide-border">
              {feedback.data.reviews.map((review) => (
                <li key={review.id} className="py-3">
                  <p className="flex items-center gap-2 text-sm">
                    <Stars rating={review.rating} />
                    <span className="font-semibold">{review.author}</span>
                    <span className="text-text-secondary">· {formatIndiaDate(review.createdAt)}</span>
                  </p>
                  {review.body ? <p className="mt-1 text-sm text-text-secondary">{review.body}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-text-secondary">
              <Trans>Reviews come from buyers whose order was delivered.</Trans>
            </p>
          )}
          {writeReview(productId)}
          <h4 className="mt-5 flex items-center gap-2 text-sm font-bold">
            <MessageCircleQuestion className="size-4 text-primary" aria-hidden /> <Trans>Questions</Trans>
          </h4>
          {feedback.data.questions.length > 0 ? (
            <ul className="mt-2 space-y-3">
              {feedback.data.questions.map((question) => {
                const asked = question.question;
                const answer = question.answer;
                const author = question.author;
                const date = formatIndiaDate(question.createdAt);
                return (
                  <li key={question.id} className="rounded-lg bg-muted/60 p-3 text-sm">
                    <p className="font-medium">
                      <Trans>Q: {asked}</Trans>
                    </p>
                    <p className="mt-1 text-text-secondary">
                      {answer ? (
                        <Trans>
                          <span className="font-semibold text-text">Seller:</span> {answer}
                        </Trans>
                      ) : (
                        t`Waiting for the seller’s answer`
                      )}
                    </p>
                    <p className="mt-1 text-xs text-text-secondary">
                      <Trans>
                        Asked by {author} · {date}
                      </Trans>
                    </p>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-text-secondary">
              <Trans>No questions yet. Be the first to ask.</Trans>
            </p>
          )}
          <AskQuestion productId={productId} />
        </>
      ) : (
        <p className="text-sm text-text-secondary">
          {feedback.isError ? t`Reviews could not be loaded.` : t`Loading reviews…`}
        </p>
      )}
    </PopupCard>
  );
}
