import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question-mark';
import { useState } from 'react';
import type { z } from 'zod';
import { answerQuestionSchema, type sellerQuestionSchema } from '#shared/contracts/catalog.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';
import { translateText } from '#web/lib/i18n.ts';
import { toast } from '#web/lib/toast.ts';

type SellerQuestion = z.infer<typeof sellerQuestionSchema>;

const questionsQueryOptions = {
  queryKey: ['catalog', 'questions'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(catalogEndpoints.sellerQuestions, {}, { signal }),
};

const answerQuestion = (id: string, answer: string) =>
  callEndpoint(catalogEndpoints.answerQuestion, { params: { id }, body: { answer } });

function QuestionRow({ question }: { question: SellerQuestion }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [text, setText] = useState(question.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `answer-${question.id}`;
  const author = question.author;
  const asked = question.question;
  const save = useMutation({
    mutationFn: (answer: string) => answerQuestion(question.id, answer),
    onSuccess: () => {
      setError(null);
      toast({ title: t`Answer posted`, description: t`Buyers see it on the product.` });
      void queryClient.invalidateQueries({ queryKey: questionsQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['products', 'feedback', question.productId] });
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError ? (failure.fields?.answer?.[0] ?? failure.message) : t`Could not post. Try again.`,
      ),
  });
  return (
    <li className="rounded-card border border-border bg-surface p-4">
      <p className="text-xs font-semibold tracking-wide text-text-secondary uppercase">{question.productName}</p>
      <p className="mt-1 font-medium">{question.question}</p>
      <p className="mt-1 text-xs text-text-secondary">
        <Trans>Asked by {author}</Trans>
      </p>
      <form
        className="mt-3 flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = answerQuestionSchema.safeParse({ answer: text });
          if (!parsed.success) {
            const message = parsed.error.issues[0]?.message;
            setError(message ? translateText(message) : t`Write an answer.`);
          } else save.mutate(parsed.data.answer);
        }}
      >
        <label htmlFor={fieldId} className="sr-only">
          <Trans>Answer to “{asked}”</Trans>
        </label>
        <input
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={1000}
          placeholder={t`Write your answer`}
          aria-invalid={error ? true : undefined}
          className="h-11 min-w-0 flex-1 rounded-button border border-border bg-background/60 px-3 text-base"
        />
        <Button type="submit" disabled={save.isPending}>
          {question.answer ? t`Update answer` : t`Answer`}
        </Button>
      </form>
      {error ? <p className="mt-1 text-sm text-red-300">{error}</p> : null}
    </li>
  );
}

/** Buyers' questions on the seller's products, unanswered first; answers show in the product popup. */
export function SellerQuestionsPanel() {
  const { t } = useLingui();
  const questions = useQuery(questionsQueryOptions);
  if (questions.isPending) return <LoadingScreen variant="inline" label={t`Loading questions`} />;
  if (questions.isError)
    return (
      <p className="text-text-secondary">
        <Trans>Questions could not be loaded. Try again in a moment.</Trans>
      </p>
    );
  const open = questions.data.items.filter((question) => !question.answer).length;
  return (
    <section aria-labelledby="questions-title">
      <h2 id="questions-title" className="flex items-center gap-2 text-xl font-bold">
        <MessageCircleQuestion className="size-5 text-primary" aria-hidden /> <Trans>Questions from buyers</Trans>
      </h2>
      <p className="mt-1 text-sm text-text-secondary">
        {open === 0 ? t`All caught up.` : t`${open} waiting for your answer.`}
      </p>
      {questions.data.items.length === 0 ? (
        <p className="mt-6 rounded-card border border-dashed border-border p-6 text-center text-sm text-text-secondary">
          <Trans>No questions yet. Buyers ask from the product popup in creators’ stores.</Trans>
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {questions.data.items.map((question) => (
            <QuestionRow key={question.id} question={question} />
          ))}
        </ul>
      )}
    </section>
  );
}
