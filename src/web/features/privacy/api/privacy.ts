import { queryOptions } from '@tanstack/react-query';
import type { ConsentChange, EraseAccount } from '#shared/contracts/privacy.ts';
import { privacyEndpoints } from '#shared/endpoints/privacy.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const privacyKeys = { consents: ['privacy', 'consents'] as const };

export const consentsQueryOptions = queryOptions({
  queryKey: privacyKeys.consents,
  queryFn: ({ signal }) => callEndpoint(privacyEndpoints.consents, {}, { signal }),
});

export const setConsent = (change: ConsentChange) => callEndpoint(privacyEndpoints.setConsent, { body: change });

export const eraseAccount = (input: EraseAccount) => callEndpoint(privacyEndpoints.erase, { body: input });

/** Where the browser downloads the account's data from (a plain link: the file is the answer). */
export const PERSONAL_DATA_URL = `/api${privacyEndpoints.personalData.path}`;
