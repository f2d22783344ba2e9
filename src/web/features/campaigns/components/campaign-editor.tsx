import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Lock from 'lucide-react/icons/lock';
import { type ReactNode, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { Campaign, SellerCampaign } from '#shared/contracts/campaigns.ts';
import { effectiveStatus, indianToday } from '#shared/contracts/campaigns.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyServerErrors, fieldRefusal } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { setActivePanel } from '#web/lib/ui-store.ts';
import { useNow } from '#web/lib/use-now.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { ownProductsQueryOptions } from '#web/features/catalog/public.ts';
import { createCampaign, updateCampaign, uploadCampaignBanner } from '../api/campaigns.ts';
import { campaignKeys, withoutSellerFigures } from '../api/campaign-queries.ts';
import {
  type CampaignFields,
  campaignFormDefaults,
  changedFields,
  describeIssue,
  formFieldFor,
  type CampaignFormField,
  type CampaignFormValues,
  type GiftChoice,
  parseHashtags,
  payoutSuggestion,
  toCampaignFields,
} from '../campaign-form-model.ts';
import { putCollab } from '../campaign-store.ts';
import { BannerField } from './banner-field.tsx';
import { EditorActions, type Intent } from './campaign-editor-actions.tsx';
import { PayoutFields } from './payout-fields.tsx';

/** The form checks with the contract's schema through the model; errors land on the inputs they belong to. */
const resolver: Resolver<CampaignFormValues, unknown, CampaignFields> = (values) => {
  const result = toCampaignFields(values, indianToday(new Date()));
  if (result.ok) return { values: result.fields, errors: {} };
  const errors: FieldErrors<CampaignFormValues> = {};
  for (const [field, message] of Object.entries(result.errors) as [CampaignFormField, string][])
    errors[field] = { type: 'validate', message };
  return { values: {}, errors };
};

/** The seller's active products, and the campaign's own gift even if it has since been archived. */
function giftChoices(
  products: readonly { id: string; name: string; pricePaise: number; status: string }[] | undefined,
  current: Campaign['giftProduct'] | undefined,
): GiftChoice[] {
  const active = (products ?? [])
    .filter((product) => product.status === 'active')
    .map(({ id, name, pricePaise }) => ({ id, name, pricePaise }));
  return current && !active.some((product) => product.id === current.id) ? [current, ...active] : active;
}

const doneTitles: Record<Intent, MessageDescriptor> = {
  draft: msg`Draft saved`,
  open: msg`Campaign published`,
  save: msg`Changes saved`,
};

function StatusNote({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="flex items-start gap-3 rounded-card border border-border bg-muted p-4 text-sm">
      <Lock className="mt-0.5 size-4 shrink-0 text-text-secondary" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** The campaign editor: a new campaign (draft or published at once) or changes to one. */
export function CampaignEditor({ campaign, brand }: { campaign?: SellerCampaign; brand: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const products = useQuery(ownProductsQueryOptions);
  const gifts = giftChoices(products.data?.items, campaign?.giftProduct);
  const [defaults] = useState(() => campaignFormDefaults(campaign, brand));
  // The payout text follows the payout until the seller writes their own (a saved one that differs from the suggestion counts).
  const payoutEdited = useRef(Boolean(campaign) && defaults.payout !== payoutSuggestion(defaults, gifts));
  const form = useForm<CampaignFormValues, unknown, CampaignFields>({ resolver, defaultValues: defaults });
  // dirtyFields is read here so the form keeps it up to date (react-hook-form tracks what is read).
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const [brandNow, titleNow] = useWatch({ control: form.control, name: ['brand', 'title'] });
  const [banner, setBanner] = useState<File | null>(null);
  // Why the server refused the banner, shown at the banner; a new campaign carries it to its own editor's address.
  const location = useLocation();
  const [bannerRefusal, setBannerRefusal] = useState<string | undefined>(
    (location.state as { bannerRefusal?: string } | null)?.bannerRefusal,
  );
  const [intent, setIntent] = useState<Intent | null>(null);
  const now = useNow();
  // Closed by the seller: read only. Open but past its deadline: a later deadline opens it again.
  const closed = campaign?.status === 'closed';
  const expired = campaign?.status === 'open' && effectiveStatus(campaign.status, campaign.deadline, now) === 'closed';
  const draftable = !campaign || campaign.status === 'draft';

  const followPayout = () => {
    if (!payoutEdited.current)
      form.setValue('payout', payoutSuggestion(form.getValues(), gifts), {
        shouldValidate: form.formState.isSubmitted,
      });
  };

  const refused = (error: unknown) => {
    const hashtags = parseHashtags(form.getValues('hashtags')).hashtags;
    const { placed, unplaced } = applyServerErrors(form, error, {
      field: formFieldFor,
      message: (key, message) => describeIssue(key, message, hashtags),
      focus: true,
    });
    if (unplaced.length > 0 || placed.length === 0)
      failureToast(t`Campaign not saved`, unplaced.length > 0 ? new Error(unplaced.join(' ')) : error);
  };

  const finish = (saved: SellerCampaign, done: Intent) => {
    putCollab(withoutSellerFigures(saved));
    queryClient.setQueryData(campaignKeys.sellerDetail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    toast({ title: i18n._(doneTitles[done]), description: saved.title });
    setActivePanel('campaigns');
    void navigate('/dashboard');
  };

  const save = (chosen: Intent) =>
    form.handleSubmit(async (fields) => {
      setIntent(chosen);
      try {
        const saved = campaign
          ? await updateCampaign(
              campaign.id,
              chosen === 'open' ? { ...fields, status: 'open' } : changedFields(fields, dirtyFields),
            )
          : await createCampaign({ ...fields, status: chosen === 'open' ? 'open' : 'draft' });
        if (!banner) return finish(saved, chosen);
        try {
          finish(await uploadCampaignBanner(saved.id, banner), chosen);
        } catch (error) {
          // The campaign is saved; stay in its editor so the banner can be tried again.
          putCollab(withoutSellerFigures(saved));
          queryClient.setQueryData(campaignKeys.sellerDetail(saved.id), saved);
          failureToast(t`Campaign saved, but the banner did not upload`, error);
          const refusal = fieldRefusal(error, 'banner');
          setBannerRefusal(refusal);
          if (!campaign)
            void navigate(`/edit-collab/${saved.id}`, { replace: true, state: { bannerRefusal: refusal } });
        }
      } catch (error) {
        refused(error);
      } finally {
        setIntent(null);
      }
    });

  const today = indianToday(now);
  const title = campaign?.title;
  return (
    <form
      noValidate
      aria-label={campaign ? t`Edit ${title}` : t`New campaign`}
      onSubmit={(event) => void save(draftable ? 'draft' : 'save')(event)}
      className="space-y-5"
    >
      {closed ? (
        <StatusNote>
          <Trans>
            This campaign is closed: creators can no longer join or submit posts, so it can no longer be edited. You can
            still review submitted posts from your dashboard.
          </Trans>
        </StatusNote>
      ) : null}
      {expired ? (
        <StatusNote>
          <Trans>
            The deadline has passed, so creators can no longer join. Choose a later deadline to open it again.
          </Trans>
        </StatusNote>
      ) : null}
      <fieldset disabled={closed || isSubmitting} className="min-w-0 space-y-5">
        <DashboardSection title={t`Cover image`} description={t`The picture at the top of the campaign card.`}>
          <BannerField
            campaign={{
              banner: campaign?.banner ?? null,
              bannerSrcset: campaign?.bannerSrcset ?? null,
              brand: brandNow,
              title: titleNow,
            }}
            file={banner}
            refusal={bannerRefusal}
            onFile={(file) => {
              setBanner(file);
              setBannerRefusal(undefined);
            }}
          />
        </DashboardSection>
        <DashboardSection title={t`The brief`} description={t`What creators make, and how they tag it.`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t`Brand`} error={errors.brand?.message}>
              {(control) => (
                <Input {...control} maxLength={80} autoComplete="organization" {...form.register('brand')} />
              )}
            </Field>
            <Field label={t`Title`} error={errors.title?.message}>
              {(control) => (
                <Input {...control} maxLength={120} placeholder={t`Festive Jhumka Edit`} {...form.register('title')} />
              )}
            </Field>
            <Field
              label={t`Description`}
              error={errors.desc?.message}
              hint={t`What to post, where, and what to show.`}
              className="sm:col-span-2"
            >
              {(control) => <Textarea {...control} rows={5} maxLength={2000} {...form.register('desc')} />}
            </Field>
            <Field
              label={t`Hashtags`}
              error={errors.hashtags?.message}
              hint={t`Space or comma separated, each starting with #, e.g. #DiwaliGlow #HaatCreators.`}
              className="sm:col-span-2"
            >
              {(control) => (
                <Input
                  {...control}
                  autoCapitalize="off"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={t`#DiwaliGlow #HaatCreators`}
                  {...form.register('hashtags')}
                />
              )}
            </Field>
            <Field
              label={t`Badges (optional)`}
              error={errors.badges?.message}
              hint={t`Comma separated, at most 5, e.g. Trending, New.`}
              className="sm:col-span-2"
            >
              {(control) => (
                <Input {...control} autoComplete="off" placeholder={t`Trending, New`} {...form.register('badges')} />
              )}
            </Field>
          </div>
        </DashboardSection>
        <DashboardSection title={t`What creators get`} description={t`Paid for each post you approve.`}>
          <PayoutFields
            form={form}
            gifts={gifts}
            giftsLoading={products.isPending}
            onPayoutInput={followPayout}
            onPayoutTextEdited={(text) => {
              payoutEdited.current = text.trim() !== '';
            }}
          />
        </DashboardSection>
        <DashboardSection
          title={t`When it ends`}
          description={t`The last day creators can join and submit, in India time.`}
        >
          <Field label={t`Deadline`} error={errors.deadline?.message} className="sm:max-w-xs">
            {(control) => <Input {...control} type="date" min={today} {...form.register('deadline')} />}
          </Field>
        </DashboardSection>
      </fieldset>
      <EditorActions
        closed={closed}
        draftable={draftable}
        intent={intent}
        submitting={isSubmitting}
        onPublish={(event) => void save('open')(event)}
      />
    </form>
  );
}
