import { useLingui } from '@lingui/react/macro';
import Send from 'lucide-react/icons/send';
import { useState } from 'react';
import { type Campaign, postUrlSchema } from '#shared/contracts/campaigns.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { serverFieldError } from '#web/lib/form-errors.ts';
import { useSubmitPost } from '../use-participation.ts';

/** An example of the link asked for: an address, the same in every language. */
const POST_URL_EXAMPLE = 'https://www.instagram.com/reel/…';

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
  const { t } = useLingui();
  const title = collab.title;
  const [postUrl, setPostUrl] = useState(previousUrl ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = useSubmitPost(collab);
  const shownError = error ?? serverFieldError(submit.error, 'postUrl');
  return (
    <form
      noValidate
      aria-label={t`Submit your post for ${title}`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = postUrlSchema.safeParse(postUrl.trim());
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (parsed.success) submit.mutate(parsed.data);
      }}
    >
      <Field label={t`Link to your post`} error={shownError} hint={t`The https:// link of your reel, post or video.`}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={POST_URL_EXAMPLE}
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
        {submit.isPending ? t`Submitting…` : resubmit ? t`Resubmit your post` : t`Submit your post`}
      </Button>
    </form>
  );
}
