import type { ServerPages } from '#shared/server-pages.ts';
import type { AppDeps } from './app-env.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { resolveAuthSecret, trustedOrigins } from './features/auth/auth-secret.ts';
import { createAuth } from './features/auth/auth.ts';
import { ACCOUNT_MAIL_JOB } from './features/auth/account-mail-jobs.ts';
import { createConcierge } from './features/ai-manager/concierge.ts';
import { createOpenAiCompatible } from './features/ai-manager/openai-compatible.ts';
import { createNotificationHub } from './features/notifications/notification-hub.ts';
import { createSentMarks, deliverMail, type MailDeliveryDeps, messageIdDomain } from './features/mail/mail-delivery.ts';
import { createMailer, createSmtpTransport, outboxTransport } from './features/mail/mailer.ts';
import { createOrderMailComposer } from './features/orders/order-mails.ts';
import { appJobs, createAppJobQueue, type JobQueueChoice } from './app-jobs.ts';
import { attachGuestOrders } from './features/orders/orders.service.ts';
import { payoutProviderFromEnv } from './features/payouts/providers/from-env.ts';
import { paymentGatewayFromEnv } from './features/payments/providers/from-env.ts';
import { carriersFromEnv } from './features/shipping/carriers/from-env.ts';
import { createPayoutCrypto } from './features/payouts/payout-key.ts';
import { createClock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { disabledMetrics, type Metrics } from './lib/metrics.ts';
import { databaseReadiness } from './lib/readiness.ts';
import { createMediaStorage } from './lib/media-location.ts';
import { createPublicCache } from './lib/public-cache.ts';
import { trustedProxies } from './lib/client-ip.ts';
import { sharePublicCache } from './db/public-cache-sync.ts';
import { createSigner } from './lib/signer.ts';

/** Builds the app's dependencies from the environment; shared by index.ts and the test server. */
export function createAppDeps(input: {
  env: Env;
  database: Database;
  logger: Logger;
  webRoot: string | null;
  serverPages?: ServerPages | null;
  /** How background jobs run: the server runs the recurring ones; tests drive them by hand. */
  jobs?: JobQueueChoice;
  /** From `loadMetrics` (an import on demand, hence made before); required when METRICS is on. */
  metrics?: Metrics;
}): AppDeps {
  const { env, database } = input;
  if (env.METRICS && !input.metrics?.enabled) throw new Error('METRICS is on: pass the metrics from loadMetrics().');
  const clock = createClock();
  const mailTransport = env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : outboxTransport;
  const mailDelivery: MailDeliveryDeps = {
    db: database.db,
    transport: mailTransport,
    now: clock.now,
    logger: input.logger,
    messageIdDomain: messageIdDomain(env.MAIL_FROM),
    markSent: createSentMarks(database.db, input.logger),
  };
  const payoutCrypto = createPayoutCrypto(env, input.logger);
  const payouts = {
    providerName: env.PAYOUT_PROVIDER,
    provider: payoutProviderFromEnv(env),
    webhookSecret: env.RAZORPAYX_WEBHOOK_SECRET ?? null,
  };
  const payments = { gateway: paymentGatewayFromEnv(env) };
  const shipping = { carriers: carriersFromEnv(env) };
  const secret = resolveAuthSecret(env);
  const signer = createSigner(secret);
  const jobs = createAppJobQueue(database, input.logger, input.jobs ?? { recurring: false }, (send) =>
    appJobs({
      db: database.db,
      env,
      logger: input.logger,
      now: clock.now,
      mailDelivery,
      payoutCrypto,
      payouts,
      payments,
      orderMail: () => orderMailDeps,
      accountMail: () => ({ db: database.db, mailer, auth, origin: env.publicOrigin }),
      send,
    }),
  );
  const metrics = input.metrics ?? disabledMetrics;
  // Queue depth and failures by job, read at scrape time (pg-boss refreshes its counts on each monitor pass).
  metrics.gauge({
    name: 'haat_jobs',
    help: 'Background jobs by job name and state (queued, active, failed).',
    labelNames: ['name', 'state'],
    collect: async () =>
      (await jobs.stats()).flatMap(({ name, ...counts }) =>
        Object.entries(counts).map(([state, value]) => ({ labels: { name, state }, value })),
      ),
  });
  const sharedCache = sharePublicCache(database, createPublicCache(clock.nowMs), input.logger);
  const mailer = createMailer({
    db: database.db,
    kind: mailTransport.kind,
    now: clock.now,
    sendNow: (mailId, held) => deliverMail(mailDelivery, mailId, held),
    retry: (mailId) => jobs.send('mail.deliver', { mailId }, { singletonKey: mailId }),
    logger: input.logger,
  });
  const orderMailDeps = {
    db: database.db,
    mailer,
    signer,
    origin: env.publicOrigin,
    logger: input.logger,
    now: clock.now,
  };
  const auth = createAuth({
    db: database.db,
    env,
    mailer,
    queueMail: (mail) => jobs.send(ACCOUNT_MAIL_JOB, mail),
    secret,
    trustedOrigins: trustedOrigins(env),
    // A failure here must not undo the verification: the orders stay findable by number and phone.
    onEmailVerified: (user) =>
      attachGuestOrders(database.db, { userId: user.id, email: user.email }, clock.now())
        .then(() => {})
        .catch((error: unknown) => input.logger.error({ err: error }, 'attaching guest orders failed')),
  });
  const media = createMediaStorage(env.media);
  const chat =
    env.AI_BASE_URL && env.AI_MODEL
      ? createOpenAiCompatible({ baseUrl: env.AI_BASE_URL, model: env.AI_MODEL, apiKey: env.AI_API_KEY })
      : createConcierge({
          db: database.db,
          media,
          now: clock.now,
          wordDelayMs: env.AI_WORD_DELAY_MS,
          payoutSchedule: env.PAYOUT_SCHEDULE,
        });
  return {
    ...input,
    serverPages: input.serverPages ?? null,
    media,
    mailer,
    mailTransport,
    jobs,
    trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
    publicCache: sharedCache.cache,
    services: {
      // The job queue, and hearing other processes' cache clears.
      async start() {
        await jobs.start();
        await sharedCache.start();
      },
      async stop(timeoutMs) {
        await sharedCache
          .stop()
          .catch((error: unknown) => input.logger.error({ err: error }, 'cache sync stop failed'));
        await jobs.stop(timeoutMs);
      },
    },
    auth,
    clock,
    now: clock.now,
    signer,
    payoutCrypto,
    chat,
    orderMail: createOrderMailComposer(
      () => orderMailDeps,
      (eventId) => jobs.send('orders.mail', { eventId }, { singletonKey: eventId }),
    ),
    notificationHub: createNotificationHub(database, input.logger),
    payouts,
    payments,
    shipping,
    metrics,
    readiness: [databaseReadiness(database), { name: 'jobs', check: () => jobs.check() }],
  };
}
