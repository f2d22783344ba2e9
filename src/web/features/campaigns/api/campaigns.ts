import type {
  CampaignInput,
  CampaignQuery,
  CampaignUpdate,
  JoinCampaign,
  ReviewDecision,
  Submission,
} from '#shared/contracts/campaigns.ts';
import { campaignEndpoints, sellerCampaignEndpoints } from '#shared/endpoints/campaigns.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

/* Anyone */
export const fetchCampaigns = (query: CampaignQuery = {}) => callEndpoint(campaignEndpoints.list, { query });
/* Creators */
export const fetchMyCampaigns = () => callEndpoint(campaignEndpoints.mine);
export const joinCampaign = (id: number, body: JoinCampaign = {}) =>
  callEndpoint(campaignEndpoints.join, { params: { id }, body });
export const submitPost = (id: number, body: Submission) =>
  callEndpoint(campaignEndpoints.submit, { params: { id }, body });

/* Sellers */
export const fetchSellerCampaigns = () => callEndpoint(sellerCampaignEndpoints.list);
export const fetchSellerCampaign = (id: number) => callEndpoint(sellerCampaignEndpoints.get, { params: { id } });
export const createCampaign = (body: CampaignInput) => callEndpoint(sellerCampaignEndpoints.create, { body });
export const updateCampaign = (id: number, body: CampaignUpdate) =>
  callEndpoint(sellerCampaignEndpoints.update, { params: { id }, body });
export const closeCampaign = (id: number) => callEndpoint(sellerCampaignEndpoints.close, { params: { id } });
export const deleteCampaign = (id: number) => callEndpoint(sellerCampaignEndpoints.delete, { params: { id } });
export function uploadCampaignBanner(id: number, file: File) {
  const form = new FormData();
  form.set('banner', file);
  return callEndpoint(sellerCampaignEndpoints.banner, { params: { id }, body: form });
}
export const fetchParticipants = (id: number) => callEndpoint(sellerCampaignEndpoints.participants, { params: { id } });
export const reviewSubmission = (participantId: string, body: ReviewDecision) =>
  callEndpoint(sellerCampaignEndpoints.review, { params: { participantId }, body });
