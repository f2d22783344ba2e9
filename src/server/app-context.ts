import type { BlockList } from 'node:net';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import type { Context, Env as HonoEnv } from 'hono';
import type { Database } from './db/client.ts';
import { isJsonMediaType, mediaTypeOf } from './middleware/request-body.ts';
import type { Env } from './env.ts';
import type { ChatProvider } from './features/ai-manager/chat-provider.ts';
import type { Auth } from './features/auth/auth.ts';
import type { Mailer, MailTransport } from './features/mail/mailer.ts';
import type { JobQueue } from './lib/jobs/job-queue.ts';
import type { NotificationHub } from './features/notifications/notification-hub.ts';
import type { Clock } from './lib/clock.ts';
import { issueFields, say, sayFields } from './lib/errors.ts';
import { requestLocale } from './lib/request-locale.ts';
import type { FieldCrypto } from './lib/field-crypto.ts';
import type { Logger } from './lib/logger.ts';
import type { OrderMailComposer } from './features/orders/order-mails.ts';
import type { Metrics } from './lib/metrics.ts';
import type { ReadinessCheck } from './lib/readiness.ts';
import type { PayoutProviderName } from '#shared/contracts/payout-runs.ts';
import type { PayoutProvider } from './features/payouts/providers/provider.ts';
import type { MediaStorage } from './lib/media-storage.ts';
import type { PublicCache } from './lib/public-cache.ts';
import type { Signer } from './lib/signer.ts';
import type { EndpointDefinition } from '#shared/endpoints/define.ts';
import type { ServerPages } from '#shared/server-pages.ts';
import { type EndpointHandler, serveEndpoint } from './endpoint-route.ts';

/** Everything the app needs from the outside world, built once in index.ts or a test. */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  media: MediaStorage;
  auth: Auth;
  /** Accepts mail: written to the outbox, sent by the `mail.deliver` job. */
  mailer: Mailer;
  /** Carries mail on (SMTP, or nothing when there is no SMTP_URL); closed at shutdown. */
  mailTransport: MailTransport;
  /** Background jobs (decision 044): pg-boss on PostgreSQL, in this process on PGlite. */
  jobs: JobQueue;
  /** The reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES), or null. */
  trustedProxies: BlockList | null;
  /** Public JSON read by many buyers at once; cleared by successful writes (app.ts), in every process. */
  publicCache: PublicCache;
  /** What runs beside requests: the job queue and the cache's clears from other processes. */
  services: { start(): Promise<void>; stop(timeoutMs: number): Promise<void> };
  /** Folder of the built web app (vite build), or null when not served. */
  webRoot: string | null;
  /** The web app's server-rendering half (dist/ssr), or null: every page is then rendered in the browser. */
  serverPages: ServerPages | null;
  /** The app's time; `now` is `clock.now`. */
  clock: Clock;
  now: () => Date;
  /** Signs capability tokens, e.g. a guest's access to their order. */
  signer: Signer;
  /** Encrypts and decrypts payout details at rest (PAYOUT_DETAILS_KEY; decision 036). */
  payoutCrypto: FieldCrypto;
  /** Where the AI Manager's answers come from: an OpenAI-compatible server or the offline concierge. */
  chat: ChatProvider;
  /** Writes an order change's mail to the outbox after its commit (features/orders/order-mails.ts). */
  orderMail: OrderMailComposer;
  /** Live notifications for signed-in users' open streams. */
  notificationHub: NotificationHub;
  /** Prometheus metrics (METRICS); with it off, a stand-in that does nothing (lib/metrics.ts). */
  metrics: Metrics;
  /** What GET /api/health/ready checks, each within 2 s: the database, and whatever else is added here. */
  readiness: ReadinessCheck[];
  /** How payout runs pay: the provider runs use by default, and RazorpayX's client and webhook secret when set up. */
  payouts: {
    providerName: PayoutProviderName;
    provider: PayoutProvider | null;
    webhookSecret: string | null;
  };
}

export interface AppEnv extends HonoEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    deps: AppDeps;
  };
}

const formMediaTypes = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/**
 * A route whose contract requires a body (`required: true`, as jsonBody() and
 * the upload forms declare) runs its body validator on every request; when the
 * request carries no body of that kind the validator would check `{}`, and a
 * contract of optional fields would let an empty request write. Such a request
 * is refused with a 400. (A body of another declared type never gets here: the
 * route answers it with a 415.)
 */
function missingBody(target: string, c: Context<AppEnv>): Response | undefined {
  if (target !== 'json' && target !== 'form') return undefined;
  const type = mediaTypeOf(c);
  if (target === 'json' ? isJsonMediaType(type) : formMediaTypes.has(type)) return undefined;
  const message =
    target === 'json'
      ? /*i18n*/ 'This request needs a JSON body (application/json).'
      : /*i18n*/ 'This request needs a multipart/form-data body.';
  return c.json({ error: { code: 'bad_request', message: say(requestLocale(c), message) } }, 400);
}

/** Zod failures from route validation become a 422 with field messages; a missing required body a 400. */
const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  const missing = missingBody(result.target, c);
  if (missing) return missing;
  if (result.success) return;
  // In the request's language (decision 047), as errorResponse says every other error.
  const locale = requestLocale(c);
  const fields = sayFields(locale, issueFields(result.error.issues));
  const message = say(locale, /*i18n*/ 'Some fields are not valid.');
  return c.json({ error: { code: 'validation_failed', message, fields } }, 422);
};

/** A feature's router: an OpenAPI-described Hono sub-app with the shared validation hook. */
export class AppRouter extends OpenAPIHono<AppEnv> {
  /** Serves an endpoint defined in src/shared/endpoints (endpoint-route.ts). */
  serve<const E extends EndpointDefinition>(endpoint: E, handler: EndpointHandler<E>): this {
    serveEndpoint(this, endpoint, handler);
    return this;
  }
}

export function createRouter() {
  return new AppRouter({ defaultHook: validationHook });
}
