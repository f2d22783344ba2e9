import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, JoinCampaign, MyCampaigns, ParticipationResult } from '#shared/contracts/campaigns.ts';
import { serverFieldError } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { joinCampaign, submitPost } from './api/campaigns.ts';
import { campaignKeys } from './api/campaign-queries.ts';
import { putCollab } from './campaign-store.ts';
import { changeCollab } from './campaign-sync.ts';

/** The creator's campaigns with this answer in place, so the card shows where they stand before the refetch. */
function withAnswer(previous: MyCampaigns | undefined, answer: ParticipationResult): MyCampaigns {
  const items = previous?.items ?? [];
  const others = items.filter((item) => item.campaign.id !== answer.campaign.id);
  return { items: [answer, ...others] };
}

/**
 * Joins a campaign: its joined count rises at once (and in other tabs), the
 * server's answer replaces it, and a refusal rolls it back with a toast.
 */
export function useJoinCampaign(collab: Campaign) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinCampaign) =>
      changeCollab(collab.id, { joined: collab.joined + 1 }, () => joinCampaign(collab.id, body), t`Could not join`),
    onSuccess: (answer) => {
      queryClient.setQueryData(campaignKeys.mine, (previous: MyCampaigns | undefined) => withAnswer(previous, answer));
      const title = collab.title;
      toast({
        title: t`You joined the campaign`,
        description: t`${title}: post, then paste the link of your post here.`,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.mine }),
  });
}

/** Submits (or resubmits) the link of the creator's post; a refused link shows on the field, anything else as a toast. */
export function useSubmitPost(collab: Campaign) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postUrl: string) => submitPost(collab.id, { postUrl }),
    onSuccess: (answer) => {
      putCollab(answer.campaign);
      queryClient.setQueryData(campaignKeys.mine, (previous: MyCampaigns | undefined) => withAnswer(previous, answer));
      const brand = collab.brand;
      toast({ title: t`Post submitted`, description: t`${brand} reviews it next.` });
    },
    onError: (error) => {
      if (!serverFieldError(error, 'postUrl')) failureToast(t`Could not submit your post`, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.mine }),
  });
}
