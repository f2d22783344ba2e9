import { Hono } from 'hono';
import type { Locale } from '#shared/i18n/locales.ts';
import { trustedOrigins } from './features/auth/auth-secret.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { grievanceRoutes } from './features/grievances/grievances.routes.ts';
import { privacyRoutes } from './features/privacy/privacy.routes.ts';
import { listRoutes } from './features/lists/lists.routes.ts';
import { mailboxRoutes } from './features/mail/mailbox.routes.ts';
import { feedbackRoutes } from './features/catalog/feedback.routes.ts';
import { productRoutes } from './features/catalog/products.routes.ts';
import { onboardingRoutes } from './features/onboarding/onboarding.routes.ts';
import { discoveryRoutes } from './features/stores/discovery.routes.ts';
import { storeLinkPreview } from './features/stores/link-preview.ts';
import { listingRoutes } from './features/stores/listings.routes.ts';
import { storeRoutes } from './features/stores/stores.routes.ts';
import { profileRoutes } from './features/profiles/profiles.routes.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { testClockRoutes } from './features/system/test-clock.routes.ts';
import { fulfilmentRoutes } from './features/orders/fulfilment.routes.ts';
import { ledgerRoutes } from './features/ledger/ledger.routes.ts';
import { cartRoutes } from './features/cart/cart.routes.ts';
import { sellerRoutes } from './features/catalog/sellers.routes.ts';
import { invoiceRoutes } from './features/invoices/invoices.routes.ts';
import { orderRoutes } from './features/orders/orders.routes.ts';
import { paymentRoutes } from './features/payments/payments.routes.ts';
import { codRoutes } from './features/payments/cod.routes.ts';
import { shippingRoutes } from './features/shipping/shipping.routes.ts';
import { returnRoutes } from './features/orders/returns.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { campaignRoutes } from './features/campaigns/campaigns.routes.ts';
import { sellerCampaignRoutes } from './features/campaigns/seller-campaigns.routes.ts';
import { aiChatRoutes } from './features/ai-manager/ai-chat.routes.ts';
import { geoRoutes } from './features/geo/geo.routes.ts';
import { commissionRoutes } from './features/commission/commission.routes.ts';
import { adRoutes } from './features/ai-manager/ads.routes.ts';
import { payoutRoutes } from './features/payouts/payouts.routes.ts';
import { payeePayoutRoutes } from './features/payouts/payee-payouts.routes.ts';
import { opsRoutes } from './features/ops/ops.routes.ts';
import { opsMoneyRoutes } from './features/payouts/ops-money.routes.ts';
import { sellerGstRoutes } from './features/tax/seller-gst.routes.ts';
import { indexEndpoints } from './endpoint-index.ts';
import { createRouter } from './router.ts';
import { type AppDeps, type AppEnv } from './app-env.ts';
import { guardErrorEnvelope, handleApiNotFound, handleError } from './middleware/error-handler.ts';
import { originCheck } from './middleware/origin-check.ts';
import { limitBody, requireKnownContentType } from './middleware/request-body.ts';
import { requestContext } from './middleware/request-context.ts';
import { requestMetrics, serveMetrics } from './middleware/request-metrics.ts';
import { compressResponses } from './middleware/compress.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { IMMUTABLE, serveWebApp } from './middleware/static-web.ts';

/** Builds the whole HTTP app. Listening and shutdown belong to index.ts. */
export function createApp(deps: AppDeps) {
  const routers = [
    systemRoutes,
    authRoutes,
    profileRoutes,
    onboardingRoutes,
    sellerRoutes,
    storeRoutes,
    productRoutes,
    listingRoutes,
    feedbackRoutes,
    listRoutes,
    discoveryRoutes,
    geoRoutes,
    commissionRoutes,
    orderRoutes,
    paymentRoutes,
    codRoutes,
    shippingRoutes,
    fulfilmentRoutes,
    ledgerRoutes,
    cartRoutes,
    invoiceRoutes,
    returnRoutes,
    notificationRoutes,
    campaignRoutes,
    sellerCampaignRoutes,
    aiChatRoutes,
    adRoutes,
    payoutRoutes,
    payeePayoutRoutes,
    sellerGstRoutes,
    opsRoutes,
    opsMoneyRoutes,
    grievanceRoutes,
    privacyRoutes,
    ...(deps.env.TEST_CLOCK ? [testClockRoutes] : []),
  ];
  // What each request is for, from the served definitions: its body limit, and whether it clears the public cache.
  const endpoints = indexEndpoints(routers.flatMap((routes) => routes.endpoints));
  const api = createRouter().basePath('/api');
  api.use(
    '*',
    limitBody(endpoints),
    requireKnownContentType(),
    originCheck(trustedOrigins(deps.env)),
    // API answers are personal unless a route says otherwise (a store's public products do): no shared or
    // browser cache keeps one user's /api/me, orders or dashboard for the next person on the device.
    async (c, next) => {
      await next();
      if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
    },
    // A successful write may change what the public cache holds, so it clears it; only the frequent writes whose
    // definitions say they never touch it (`keepsPublicCache`: sign-ins, visits, likes and saves, follows, client
    // error reports, AI Manager questions, notifications read) leave it, or every page view would empty it.
    async (c, next) => {
      await next();
      if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return;
      if (!endpoints.find(c.req.method, c.req.path)?.keepsPublicCache) deps.publicCache.clear();
    },
  );
  for (const routes of routers) api.route('/', routes);
  // Generated once from the registered routes' contracts, on first request.
  let openApiDocument: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  api.get('/openapi.json', (c) => {
    openApiDocument ??= api.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'Haat API', version: '0.1.0', description: 'Creator-commerce marketplace for India.' },
    });
    return c.json(openApiDocument);
  });
  api.onError(handleError);

  const app = new Hono<AppEnv>();
  if (deps.metrics.enabled) app.use('*', requestMetrics(deps.metrics));
  app.use('*', requestContext(deps), securityHeaders(), compressResponses());
  app.use('/api/*', guardErrorEnvelope());
  app.onError(handleError);
  app.route('/', api);
  app.all('/api/*', handleApiNotFound);

  app.route('/', mailboxRoutes);

  // Prometheus scrapes it on the private network; with METRICS off it is a 404, never the web app.
  app.get(
    '/metrics',
    deps.metrics.enabled ? serveMetrics(deps.metrics, deps.env.METRICS_TOKEN) : (c) => c.text('Not found', 404),
  );

  // Streamed from the storage (a file, or an object of an S3 bucket: decision 042); a key never changes content.
  app.get('/media/*', async (c) => {
    const key = c.req.path.slice('/media/'.length);
    const object = await deps.media.get(key);
    if (!object) return c.text('Not found', 404);
    c.header('Content-Type', key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');
    c.header('Content-Length', String(object.size));
    c.header('Cache-Control', IMMUTABLE);
    // Hono answers HEAD with GET's headers and drops the body unread: let go of the file or the store's connection.
    if (c.req.method === 'HEAD') {
      await object.body.cancel();
      return c.body(null, 200);
    }
    return c.body(object.body, 200);
  });

  if (deps.webRoot) {
    const headFor = (path: string, query: URLSearchParams, locale: Locale) =>
      storeLinkPreview(deps.database.db, deps.media, deps.env.publicOrigin, path, query, locale);
    const { serverPages } = deps;
    // Server-rendered pages read the app's own API in-process, anonymously (decision 027).
    serverPages?.configure({ api: async (path, init) => app.request(path, init) });
    const pages = serverPages ? { render: serverPages.renderPage, cache: deps.publicCache } : undefined;
    app.use('*', serveWebApp(deps.webRoot, pages ? { headFor, pages } : { headFor }));
  }
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
