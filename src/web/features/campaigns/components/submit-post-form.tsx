import Send from 'lucide-react/icons/send';
import { useState } from 'react';
import { type Campaign, postUrlSchema } from '#shared/contracts/campaigns.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { serverFieldError } from '#web/lib/form-errors.ts';
import { useSubmitPost } from '../use-participation.ts';

/** The https link of the creator's post, checked with the contract before sending; the server's refusal shows on the field. */
export function SubmitPostForm({
  collab,
  previousUrl,
  resubmit = false,
}: {
  collab: Campaign;
  previousUrl?: string | null;
  resubmit?: boolean;
}) {
  const [postUrl, setPostUrl] = useState(previousUrl ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = useSubmitPost(collab);
  const shownError = error ?? serverFieldError(submit.error, 'postUrl');
  return (
    <form
      noValidate
      aria-label={`Submit your post for ${collab.title}`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = postUrlSchema.safeParse(postUrl.trim());
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (parsed.success) submit.mutate(parsed.data);
      }}
    >
      <Field label="Link to your post" error={shownError} hint="The https:// link of your reel, post or video.">
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.instagram.com/reel/…"
            maxLength={500}
            value={postUrl}
            onChange={(event) => {
              setPostUrl(event.target.value);
              setError(undefined);
              if (submit.isError) submit.reset();
            }}
          />
        )}
      </Field>
      <Button type="submit" size="sm" className="w-full sm:w-auto" disabled={submit.isPending}>
        <Send className="size-4" aria-hidden />{' '}
        {submit.isPending ? 'Submitting…' : resubmit ? 'Resubmit your post' : 'Submit your post'}
      </Button>
    </form>
  );
}
