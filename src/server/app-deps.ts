import type { ServerPages } from '#shared/server-pages.ts';
import type { AppDeps } from './app-context.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { resolveAuthSecret, trustedOrigins } from './features/auth/auth-secret.ts';
import { createAuth } from './features/auth/auth.ts';
import { createConcierge } from './features/ai-manager/concierge.ts';
import { createOpenAiCompatible } from './features/ai-manager/openai-compatible.ts';
import { createNotificationHub } from './features/notifications/notification-hub.ts';
import { createOutboxMailer, createSmtpMailer } from './features/mail/mailer.ts';
import { attachGuestOrders } from './features/orders/orders.service.ts';
import { payoutProviderFromEnv } from './features/payouts/providers/from-env.ts';
import { createPayoutCrypto } from './features/payouts/payout-key.ts';
import { createBackground } from './lib/background.ts';
import { createClock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { createMediaStorage } from './lib/media-location.ts';
import { createPublicCache } from './lib/public-cache.ts';
import { createSigner } from './lib/signer.ts';

/** Builds the app's dependencies from the environment; shared by index.ts and the test server. */
export function createAppDeps(input: {
  env: Env;
  database: Database;
  logger: Logger;
  webRoot: string | null;
  serverPages?: ServerPages | null;
}): AppDeps {
  const { env, database } = input;
  const clock = createClock();
  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(database.db, clock.now);
  const secret = resolveAuthSecret(env);
  const auth = createAuth({
    db: database.db,
    env,
    mailer,
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
    publicCache: createPublicCache(clock.nowMs),
    auth,
    clock,
    now: clock.now,
    signer: createSigner(secret),
    payoutCrypto: createPayoutCrypto(env),
    chat,
    notificationHub: createNotificationHub(database, input.logger),
    background: createBackground(),
    payouts: {
      providerName: env.PAYOUT_PROVIDER,
      provider: payoutProviderFromEnv(env),
      webhookSecret: env.RAZORPAYX_WEBHOOK_SECRET ?? null,
    },
  };
}
