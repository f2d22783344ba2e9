import type { ReturnDecision, ReturnRequestInput } from '#shared/contracts/orders-returns.ts';
import { returnEndpoints } from '#shared/endpoints/orders.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';
import { tokenHeader } from './orders.ts';

/**
 * Asks to return a delivered line: the reason and details with up to three photos, in one multipart form.
 * Answers the order with the request on its line; 409 when the line cannot be returned now, 422 at the fields.
 */
export function requestReturn(orderId: string, lineId: string, input: ReturnRequestInput, photos: File[]) {
  const form = new FormData();
  form.set('reason', input.reason);
  form.set('details', input.details);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return callEndpoint(returnEndpoints.request, {
    params: { id: orderId, lineId },
    headers: tokenHeader(orderId),
    body: form,
  });
}

/** The seller accepts or rejects a return request; answers the line after it. */
export const decideReturn = (returnId: string, decision: ReturnDecision) =>
  callEndpoint(returnEndpoints.decide, { params: { returnId }, body: decision });
