import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SMTP_PORT } from './tests/e2e/support/ports.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = `.tmp/e2e-data-${port}`;
/** A second app relaying an OpenAI-compatible test server (the AI Manager's AI_BASE_URL path). */
export const relayPort = port - 2;
const relayUpstreamPort = port - 3;
const relayDataDir = `.tmp/e2e-relay-data-${port}`;
/**
 * A third app taking UPI through a local Razorpay-compatible server (decisions 068, 069): the UPI journey's. Every
 * other journey stays on the first app, cash on delivery only.
 */
export const paymentsPort = port - 4;
export const paymentsOrigin = `http://127.0.0.1:${paymentsPort}`;
/** The Razorpay test server (src/server/testing/razorpay-server-cli.ts); tests drive it under /_control. */
export const razorpayPort = port - 5;
export const razorpayUrl = `http://127.0.0.1:${razorpayPort}`;
/** The keys the payments app and the Razorpay test server share; the key secret also signs a checkout's return. */
export const razorpayKeys = {
  keyId: 'rzp_test_haate2e0000001',
  keySecret: 'haat-e2e-key-secret',
  webhookSecret: 'haat-e2e-webhook-secret',
};
const paymentsDataDir = `.tmp/e2e-payments-data-${port}`;
/**
 * The Shiprocket test server (src/server/testing/shiprocket-server-cli.ts) the payments app also books parcels with
 * (decision 073): the parcel journey's. Tests drive it under /_control.
 */
export const shiprocketPort = port - 6;
export const shiprocketOrigin = `http://127.0.0.1:${shiprocketPort}`;
export const shiprocketAccount = {
  email: 'api@haat.e2e',
  password: 'haat-e2e-shiprocket',
  webhookToken: 'haat-e2e-shiprocket-webhook-token',
};

/** What the main app and the payments app share: the demo data, the test clock, the mail server, the low limits. */
const appEnv = (appPort: number, appDataDir: string) => ({
  PORT: String(appPort),
  HOST: '127.0.0.1',
  DATA_DIR: appDataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  PUBLIC_ORIGIN: `http://127.0.0.1:${appPort}`,
  AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  // Every journey signs in from 127.0.0.1; the per-account limits stay as they are.
  AUTH_SIGN_IN_LIMIT_PER_IP: '500',
  // The orders journey moves the app's clock past a return window.
  TEST_CLOCK: 'true',
  // The payouts journey's operator starts the run; a weekly run must not start while the clock moves.
  PAYOUT_SCHEDULE: 'off',
  // New passwords (the demo's, every sign-up) hashed at a low scrypt cost: sign-ins cost the CPU a millisecond.
  TEST_FAST_HASHING: 'true',
  // Every chat comes from 127.0.0.1; the per-account limit stays as it is.
  AI_CHAT_LIMIT_PER_IP: '1000',
});

/**
 * Debian's Chromium; Playwright never downloads a browser here. Its headless shell (package chromium-headless-shell,
 * the build Playwright itself runs headless tests in) when installed: the journeys took a fifth less CPU in it.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace costs every test a tenth of its CPU, and no one reads CI's: E2E_TRACE=1 keeps a failed test's.
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Layout and behaviour tests run at both sizes; a long journey runs once, at the size its people mostly use
    // (buyers' and creators' on a phone, the seller's campaign and the operator's payouts at a desk): decision 040.
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    {
      // The server on a copy of the demo data prepared once (tests/e2e/support/demo-data.ts).
      command: 'node tests/e2e/support/demo-data.ts start',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: appEnv(port, dataDir),
    },
    // The AI Manager relay check: an OpenAI-compatible test server, and a second app that relays it.
    {
      command: 'node tests/e2e/support/openai-compatible.ts',
      port: relayUpstreamPort,
      reuseExistingServer: false,
      env: { PORT: String(relayUpstreamPort) },
    },
    {
      command: 'node tests/e2e/support/demo-data.ts start',
      url: `http://127.0.0.1:${relayPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(relayPort),
        HOST: '127.0.0.1',
        DATA_DIR: relayDataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        PUBLIC_ORIGIN: `http://127.0.0.1:${relayPort}`,
        AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
        AI_BASE_URL: `http://127.0.0.1:${relayUpstreamPort}/v1`,
        AI_MODEL: 'test-model',
        TEST_FAST_HASHING: 'true',
      },
    },
    // The UPI and parcel journeys (desktop-only, their phone steps included): Razorpay- and Shiprocket-compatible test
    // servers, and an app taking UPI and booking parcels through them. `npm test`'s phone-sized run leaves them out (E2E_PAYMENTS=off): it has no journey for them.
    ...(process.env.E2E_PAYMENTS === 'off'
      ? []
      : [
          {
            command: `node src/server/testing/razorpay-server-cli.ts ${razorpayPort}`,
            url: `${razorpayUrl}/_control/state`,
            reuseExistingServer: false,
            env: {
              RAZORPAY_TEST_KEY_ID: razorpayKeys.keyId,
              RAZORPAY_TEST_KEY_SECRET: razorpayKeys.keySecret,
              RAZORPAY_TEST_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
              RAZORPAY_TEST_WEBHOOK_URL: `${paymentsOrigin}/api/payments/webhooks/razorpay`,
            },
          },
          {
            command: `node src/server/testing/shiprocket-server-cli.ts ${shiprocketPort}`,
            url: `${shiprocketOrigin}/_control/state`,
            reuseExistingServer: false,
            env: {
              SHIPROCKET_TEST_EMAIL: shiprocketAccount.email,
              SHIPROCKET_TEST_PASSWORD: shiprocketAccount.password,
              SHIPROCKET_TEST_WEBHOOK_TOKEN: shiprocketAccount.webhookToken,
              SHIPROCKET_TEST_WEBHOOK_URL: `${paymentsOrigin}/api/shipping/webhooks/shiprocket`,
            },
          },
          {
            command: 'node tests/e2e/support/demo-data.ts start',
            url: `${paymentsOrigin}/api/health`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              ...appEnv(paymentsPort, paymentsDataDir),
              PAYMENT_PROVIDER: 'razorpay',
              RAZORPAY_BASE_URL: razorpayUrl,
              RAZORPAY_KEY_ID: razorpayKeys.keyId,
              RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
              RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
              SHIPROCKET_BASE_URL: `${shiprocketOrigin}/v1/external`,
              SHIPROCKET_EMAIL: shiprocketAccount.email,
              SHIPROCKET_PASSWORD: shiprocketAccount.password,
              SHIPROCKET_WEBHOOK_TOKEN: shiprocketAccount.webhookToken,
            },
          },
        ]),
  ],
});
