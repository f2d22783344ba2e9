import {
  type CampaignInput,
  campaignListSchema,
  type CampaignQuery,
  campaignSchema,
  type CampaignUpdate,
  type JoinCampaign,
  myCampaignsSchema,
  participantListSchema,
  participationResultSchema,
  type ReviewDecision,
  reviewResultSchema,
  sellerCampaignListSchema,
  sellerCampaignSchema,
  type Submission,
} from '#shared/contracts/campaigns.ts';
import { apiRequest } from '#web/lib/api-client.ts';

function search(query: CampaignQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/* Anyone */
export const fetchCampaigns = (query: CampaignQuery = {}) =>
  apiRequest(`/api/campaigns${search(query)}`, {}, campaignListSchema);
export const fetchCampaign = (id: number) => apiRequest(`/api/campaigns/${id}`, {}, campaignSchema);

/* Creators */
export const fetchMyCampaigns = () => apiRequest('/api/me/campaigns', {}, myCampaignsSchema);
export const joinCampaign = (id: number, body: JoinCampaign = {}) =>
  apiRequest(`/api/campaigns/${id}/join`, { method: 'POST', body }, participationResultSchema);
export const submitPost = (id: number, body: Submission) =>
  apiRequest(`/api/campaigns/${id}/submission`, { method: 'POST', body }, participationResultSchema);

/* Sellers */
export const fetchSellerCampaigns = () => apiRequest('/api/seller/campaigns', {}, sellerCampaignListSchema);
export const fetchSellerCampaign = (id: number) => apiRequest(`/api/seller/campaigns/${id}`, {}, sellerCampaignSchema);
export const createCampaign = (body: CampaignInput) =>
  apiRequest('/api/seller/campaigns', { method: 'POST', body }, sellerCampaignSchema);
export const updateCampaign = (id: number, body: CampaignUpdate) =>
  apiRequest(`/api/seller/campaigns/${id}`, { method: 'PATCH', body }, sellerCampaignSchema);
export const closeCampaign = (id: number) =>
  apiRequest(`/api/seller/campaigns/${id}/close`, { method: 'POST' }, sellerCampaignSchema);
export const deleteCampaign = (id: number) => apiRequest<void>(`/api/seller/campaigns/${id}`, { method: 'DELETE' });
export function uploadCampaignBanner(id: number, file: File) {
  const form = new FormData();
  form.set('banner', file);
  return apiRequest(`/api/seller/campaigns/${id}/banner`, { method: 'POST', body: form }, sellerCampaignSchema);
}
export const fetchParticipants = (id: number) =>
  apiRequest(`/api/seller/campaigns/${id}/participants`, {}, participantListSchema);
export const reviewSubmission = (participantId: string, body: ReviewDecision) =>
  apiRequest(`/api/seller/campaign-participants/${participantId}/review`, { method: 'POST', body }, reviewResultSchema);
