import { Trans, useLingui } from '@lingui/react/macro';
import ImagePlus from 'lucide-react/icons/image-plus';
import Paperclip from 'lucide-react/icons/paperclip';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { type Campaign, MAX_BANNER_BYTES } from '#shared/contracts/campaigns.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FilePickerButton } from '#web/components/ui/file-picker-button.tsx';
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

/**
 * The banner: a preview of the saved or chosen image, the chosen file's name, and a picker styled as the app's
 * other upload buttons (the store's banner), checked for type and size before any upload.
 */
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
    if (problem) return;
    setPreviewUrl(URL.createObjectURL(chosen));
    onFile(chosen);
  };
  const clear = () => {
    setPreviewUrl(null);
    setError(undefined);
    onFile(null);
    // The Remove button goes with the file: the picker takes the focus rather than the page.
    inputRef.current?.focus();
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
            <FilePickerButton
              {...control}
              inputRef={inputRef}
              accept={BANNER_TYPES.join(',')}
              onFiles={(files) => choose(files[0])}
            >
              <ImagePlus className="size-4" aria-hidden />{' '}
              {file || campaign.banner ? t`Change banner` : t`Choose a banner`}
            </FilePickerButton>
            {file ? (
              <Button variant="ghost" size="sm" onClick={clear}>
                <X className="size-4" aria-hidden /> <Trans>Remove chosen image</Trans>
              </Button>
            ) : null}
          </div>
        )}
      </Field>
      {file ? (
        <p className="flex items-start gap-1.5 text-xs text-text-secondary">
          <Paperclip className="mt-px size-3.5 shrink-0" aria-hidden />
          <span className="min-w-0 break-all">
            <Trans>{fileName} uploads when you save.</Trans>
          </span>
        </p>
      ) : null}
    </div>
  );
}
