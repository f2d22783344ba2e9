import { queryOptions } from '@tanstack/react-query';
import type { Campaign, SellerCampaign } from '#shared/contracts/campaigns.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { replaceCollabs } from '../campaign-store.ts';
import {
  fetchCampaigns,
  fetchMyCampaigns,
  fetchParticipants,
  fetchSellerCampaign,
  fetchSellerCampaigns,
} from './campaigns.ts';

export const campaignKeys = {
  all: ['campaigns'] as const,
  public: (status: 'open' | 'closed') => ['campaigns', 'public', status] as const,
  mine: ['me', 'campaigns'] as const,
  seller: ['campaigns', 'seller'] as const,
  sellerList: (slug: string) => ['campaigns', 'seller', 'list', slug] as const,
  sellerDetail: (id: number) => ['campaigns', 'seller', 'detail', id] as const,
  participants: (id: number) => ['campaigns', 'seller', 'participants', id] as const,
};

/** The campaign without the figures only its seller sees: what the collab store keeps. */
export function withoutSellerFigures(campaign: SellerCampaign): Campaign {
  const {
    participants: _participants,
    submissions: _submissions,
    approved: _approved,
    paidOutPaise: _paidOut,
    ...rest
  } = campaign;
  return rest;
}

/** A 4xx answer will not change on a retry (not yours, not there). */
const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;

/**
 * Public campaigns of one status. The answer also fills the collab store
 * (spec §4), which the screens read, so a change shows everywhere at once.
 */
export const publicCampaignsQueryOptions = (status: 'open' | 'closed') =>
  queryOptions({
    queryKey: campaignKeys.public(status),
    queryFn: async () => {
      const answer = await fetchCampaigns({ status });
      replaceCollabs(answer.items, (collab) => collab.status === status);
      return answer;
    },
  });

/** The signed-in creator's campaigns, each with where they stand. */
export const myCampaignsQueryOptions = queryOptions({ queryKey: campaignKeys.mine, queryFn: fetchMyCampaigns });

/** The seller's own campaigns with their figures; the campaigns themselves go into the collab store. */
export const sellerCampaignsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: campaignKeys.sellerList(slug),
    queryFn: async () => {
      const answer = await fetchSellerCampaigns();
      replaceCollabs(answer.items.map(withoutSellerFigures), (collab) => collab.seller.slug === slug);
      return answer;
    },
  });

export const sellerCampaignQueryOptions = (id: number) =>
  queryOptions({
    queryKey: campaignKeys.sellerDetail(id),
    queryFn: () => fetchSellerCampaign(id),
    retry: retryUnlessRefused,
  });

export const participantsQueryOptions = (id: number) =>
  queryOptions({ queryKey: campaignKeys.participants(id), queryFn: () => fetchParticipants(id) });
