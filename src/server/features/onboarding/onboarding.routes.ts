import { onboardingEndpoints } from '#shared/endpoints/onboarding.ts';
import { createRouter } from '../../router.ts';
import { checkSellerSlug, getOwnSellerCare, setOwnSellerCare } from '../catalog/sellers.service.ts';
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
  .serve(onboardingEndpoints.care, async (c) =>
    c.json(await getOwnSellerCare(c.get('deps').database.db, c.var.user.id), 200),
  )
  .serve(onboardingEndpoints.setCare, async (c) =>
    c.json(
      await setOwnSellerCare(c.get('deps').database.db, c.var.user.id, c.req.valid('json'), c.get('deps').now()),
      200,
    ),
  )
  .serve(onboardingEndpoints.slug, async (c) =>
    c.json(await checkSellerSlug(c.get('deps').database.db, c.req.valid('param').slug), 200),
  );
