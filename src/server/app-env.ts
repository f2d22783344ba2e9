// The app's types: what it needs from the outside world (AppDeps) and what every request carries (AppEnv).
// Types only, so any file may import them without importing the app.
import type { BlockList } from 'node:net';
import type { Env as HonoEnv } from 'hono';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { ChatProvider } from './features/ai-manager/chat-provider.ts';
import type { Auth } from './features/auth/auth.ts';
import type { Mailer, MailTransport } from './features/mail/mailer.ts';
import type { JobQueue } from './lib/jobs/job-queue.ts';
import type { NotificationHub } from './features/notifications/notification-hub.ts';
import type { Clock } from './lib/clock.ts';
import type { FieldCrypto } from './lib/field-crypto.ts';
import type { Logger } from './lib/logger.ts';
import type { OrderMailComposer } from './features/orders/order-mails.ts';
import type { Metrics } from './lib/metrics.ts';
import type { ReadinessCheck } from './lib/readiness.ts';
import type { PayoutProviderName } from '#shared/contracts/payouts-runs.ts';
import type { PayoutProvider } from './features/payouts/providers/provider.ts';
import type { PaymentGateway } from './features/payments/providers/gateway.ts';
import type { Carrier, CarrierName } from './features/shipping/carriers/carrier.ts';
import type { MediaStorage } from './lib/media-storage.ts';
import type { PublicCache } from './lib/public-cache.ts';
import type { Signer } from './lib/signer.ts';
import type { ServerPages } from '#shared/server-pages.ts';

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
  /** How buyers pay online: the payment gateway, or none (cash on delivery only; decision 068). */
  payments: { gateway: PaymentGateway | null };
  /** The carriers sellers may book with (decision 073); empty: they ship by hand. */
  shipping: { carriers: Map<CarrierName, Carrier> };
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
