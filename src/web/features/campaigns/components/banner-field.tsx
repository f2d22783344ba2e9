import { Trans, useLingui } from '@lingui/react/macro';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { type Campaign, MAX_BANNER_BYTES } from '#shared/contracts/campaigns.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { BANNER_TYPES, bannerFileProblem } from '../campaign-form-model.ts';
import { CampaignBanner } from './campaign-banner.tsx';

const maxMegabytes = MAX_BANNER_BYTES / 1024 / 1024;

interface BannerFieldProps {
  /** The saved banner (if any) and the words its placeholder and alt text use. */
  campaign: Pick<Campaign, 'banner' | 'bannerSrcset' | 'brand' | 'title'>;
  file: File | null;
  onFile: (file: File | null) => void;
  /** Why the server refused the last upload (type, pixels, shape), shown here until another image is chosen. */
  refusal?: string | undefined;
}

/** The banner: a preview of the saved or chosen image, and a file input checked for type and size before any upload. */
export function BannerField({ campaign, file, onFile, refusal }: BannerFieldProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // Each preview URL holds the file in memory until revoked: when replaced, and when the editor closes.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = bannerFileProblem(chosen);
    setError(problem ?? undefined);
    if (problem) {
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setPreviewUrl(URL.createObjectURL(chosen));
    onFile(chosen);
  };
  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setPreviewUrl(null);
    setError(undefined);
    onFile(null);
  };

  const fileName = file?.name;
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-xl border border-border">
        <CampaignBanner
          campaign={campaign}
          previewUrl={file ? previewUrl : null}
          sizes="(min-width: 768px) 720px, 100vw"
        />
      </div>
      <Field
        label={t`Banner`}
        error={error ?? refusal}
        hint={t`JPEG, PNG or WebP up to ${maxMegabytes} MB. Shown at 3:1, e.g. 1500 × 500 pixels.`}
      >
        {(control) => (
          <div className="flex flex-wrap items-center gap-2">
            <input
              {...control}
              ref={inputRef}
              type="file"
              accept={BANNER_TYPES.join(',')}
              onChange={(event) => choose(event.target.files?.[0])}
              className="block w-full min-w-0 flex-1 text-sm text-text-secondary file:mr-3 file:inline-flex file:h-10 file:cursor-pointer file:rounded-button file:border file:border-border file:bg-muted file:px-4 file:text-sm file:font-semibold file:text-text hover:file:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            />
            {file ? (
              <Button variant="ghost" size="sm" onClick={clear}>
                <X className="size-4" aria-hidden /> <Trans>Remove chosen image</Trans>
              </Button>
            ) : null}
          </div>
        )}
      </Field>
      {file ? (
        <p className="flex items-center gap-1.5 text-xs text-text-secondary">
          <ImagePlus className="size-3.5" aria-hidden /> <Trans>{fileName} uploads when you save.</Trans>
        </p>
      ) : null}
    </div>
  );
}
