import { onboardingEndpoints } from '#shared/endpoints/onboarding.ts';
import { createRouter } from '../../router.ts';
import { checkSellerSlug } from '../catalog/sellers.service.ts';
import { onboardCreator, onboardSeller, saveResaleTerms } from './onboarding.service.ts';

export const onboardingRoutes = createRouter()
  .serve(onboardingEndpoints.creator, async (c) =>
    c.json(await onboardCreator(c.get('deps').database.db, c.var.user, c.req.valid('json'), c.get('deps').now()), 201),
  )
  .serve(onboardingEndpoints.seller, async (c) =>
    c.json(await onboardSeller(c.get('deps').database.db, c.var.user, c.req.valid('json'), c.get('deps').now()), 201),
  )
  .serve(onboardingEndpoints.terms, async (c) => {
    await saveResaleTerms(c.get('deps').database.db, c.var.user, c.req.valid('json'));
    return c.body(null, 204);
  })
  .serve(onboardingEndpoints.slug, async (c) =>
    c.json(await checkSellerSlug(c.get('deps').database.db, c.req.valid('param').slug), 200),
  );
