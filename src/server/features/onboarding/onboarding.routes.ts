import { createRoute, z } from '@hono/zod-openapi';
import { text } from '#shared/contracts/common.ts';
import {
  creatorOnboardingSchema,
  publicSellerSchema,
  resaleTermsSchema,
  sellerOnboardingSchema,
  slugAvailabilitySchema,
} from '#shared/contracts/onboarding.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonBody as body, jsonContent as json } from '../../lib/openapi.ts';
import { requireUser } from '../auth/auth.session.ts';
import { checkSellerSlug, getSellerById, getSellerBySlug } from '../catalog/sellers.service.ts';
import { onboardCreator, onboardSeller, saveResaleTerms } from './onboarding.service.ts';

const ref = z.object({ id: text().max(100) });

const creator = createRoute({
  method: 'post',
  path: '/onboarding/creator',
  tags: ['onboarding'],
  summary: "Open the signed-in user's creator store",
  request: body(creatorOnboardingSchema),
  responses: {
    201: json(z.object({ id: z.string(), handle: z.string() }), 'The store, at /@{handle}.'),
    401: failure('Not signed in.'),
    409: failure('Handle taken, or a store exists already.'),
    422: failure('Not valid.'),
  },
});

const seller = createRoute({
  method: 'post',
  path: '/onboarding/seller',
  tags: ['onboarding'],
  summary: "Set up the signed-in user's seller account",
  request: body(sellerOnboardingSchema),
  responses: {
    201: json(z.object({ id: z.string(), slug: z.string() }), 'The seller, at /seller/{slug}.'),
    401: failure('Not signed in.'),
    409: failure('Address taken, or a seller account exists already.'),
    422: failure('Not valid.'),
  },
});

const terms = createRoute({
  method: 'put',
  path: '/onboarding/seller/terms',
  tags: ['onboarding'],
  summary: 'Resale terms for creators',
  request: body(resaleTermsSchema),
  responses: {
    204: { description: 'Saved.' },
    401: failure('Not signed in.'),
    403: failure('Not a seller.'),
    422: failure('Not valid.'),
  },
});

const slugCheck = createRoute({
  method: 'get',
  path: '/sellers/slugs/{slug}',
  tags: ['sellers'],
  summary: "Whether a seller's public address is free",
  request: { params: z.object({ slug: text().max(100) }) },
  responses: { 200: json(slugAvailabilitySchema, 'Availability.') },
});

const sellerBySlug = createRoute({
  method: 'get',
  path: '/sellers/by-slug/{slug}',
  tags: ['sellers'],
  summary: 'A seller by public address',
  request: { params: z.object({ slug: text().max(100) }) },
  responses: { 200: json(publicSellerSchema, 'The seller.'), 404: failure('Seller not found.') },
});

const sellerById = createRoute({
  method: 'get',
  path: '/sellers/{id}',
  tags: ['sellers'],
  summary: 'A seller by id',
  request: { params: ref },
  responses: { 200: json(publicSellerSchema, 'The seller.'), 404: failure('Seller not found.') },
});

export const onboardingRoutes = createRouter()
  .openapi(creator, async (c) => {
    const user = await requireUser(c);
    return c.json(await onboardCreator(c.get('deps').database.db, user, c.req.valid('json')), 201);
  })
  .openapi(seller, async (c) => {
    const user = await requireUser(c);
    return c.json(await onboardSeller(c.get('deps').database.db, user, c.req.valid('json')), 201);
  })
  .openapi(terms, async (c) => {
    const user = await requireUser(c);
    await saveResaleTerms(c.get('deps').database.db, user, c.req.valid('json'));
    return c.body(null, 204);
  })
  .openapi(slugCheck, async (c) =>
    c.json(await checkSellerSlug(c.get('deps').database.db, c.req.valid('param').slug), 200),
  )
  .openapi(sellerBySlug, async (c) =>
    c.json(await getSellerBySlug(c.get('deps').database.db, c.req.valid('param').slug), 200),
  )
  .openapi(sellerById, async (c) =>
    c.json(await getSellerById(c.get('deps').database.db, c.req.valid('param').id), 200),
  );
