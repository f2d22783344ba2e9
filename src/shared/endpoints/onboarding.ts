import { z } from 'zod';
import { text } from '../contracts/common.ts';
import {
  creatorOnboardingSchema,
  resaleTermsSchema,
  sellerCareSchema,
  sellerCareViewSchema,
  sellerOnboardingSchema,
  slugAvailabilitySchema,
} from '../contracts/onboarding.ts';
import { defineEndpoint } from './define.ts';

const sellerCarePath = '/onboarding/seller/care';

export const onboardingEndpoints = {
  creator: defineEndpoint({
    method: 'post',
    path: '/onboarding/creator',
    access: 'signed-in',
    tags: ['onboarding'],
    summary: "Open the signed-in user's creator store",
    body: creatorOnboardingSchema,
    response: {
      status: 201,
      schema: z.object({ id: z.string(), handle: z.string() }),
      description: 'The store, at /@{handle}.',
    },
    errors: { 409: 'Handle taken, or a store exists already.' },
  }),
  seller: defineEndpoint({
    method: 'post',
    path: '/onboarding/seller',
    access: 'signed-in',
    tags: ['onboarding'],
    summary: "Set up the signed-in user's seller account",
    body: sellerOnboardingSchema,
    response: {
      status: 201,
      schema: z.object({ id: z.string(), slug: z.string() }),
      description: 'The seller, at /seller/{slug}.',
    },
    errors: { 409: 'Address taken, or a seller account exists already.' },
  }),
  terms: defineEndpoint({
    method: 'put',
    path: '/onboarding/seller/terms',
    access: 'signed-in',
    tags: ['onboarding'],
    summary: 'Resale terms for creators',
    body: resaleTermsSchema,
    response: { status: 204, description: 'Saved.' },
    errors: { 403: 'Not a seller.' },
  }),
  care: defineEndpoint({
    method: 'get',
    path: sellerCarePath,
    access: 'signed-in',
    tags: ['onboarding'],
    summary: 'The signed-in seller’s customer care and the undertaking they accepted',
    response: { status: 200, schema: sellerCareViewSchema, description: 'Their care contacts and undertaking.' },
    errors: { 403: 'Not a seller.' },
  }),
  setCare: defineEndpoint({
    method: 'put',
    path: sellerCarePath,
    access: 'signed-in',
    tags: ['onboarding'],
    summary: 'Change customer care, and accept the undertaking in force when it is not yet accepted',
    body: sellerCareSchema,
    response: { status: 200, schema: sellerCareViewSchema, description: 'What is saved now.' },
    errors: { 403: 'Not a seller.' },
  }),
  slug: defineEndpoint({
    method: 'get',
    path: '/sellers/slugs/{slug}',
    access: 'public',
    tags: ['sellers'],
    summary: "Whether a seller's public address is free",
    params: z.object({ slug: text().max(100) }),
    response: { status: 200, schema: slugAvailabilitySchema, description: 'Availability.' },
  }),
};
