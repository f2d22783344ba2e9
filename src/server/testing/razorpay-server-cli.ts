import { cliPort, serveUntilSignalled } from './cli-server.ts';
import { startRazorpayServer } from './razorpay-server.ts';

/*
 * The Razorpay test server in its own process, for Playwright: `node src/server/testing/razorpay-server-cli.ts
 * [port]`. The port comes from the argument, else RAZORPAY_TEST_PORT, else any free one; webhooks go to
 * RAZORPAY_TEST_WEBHOOK_URL (none when unset; settable later by POST /_control/webhook-url). The keys and the
 * webhook secret are the server's defaults unless RAZORPAY_TEST_KEY_ID, RAZORPAY_TEST_KEY_SECRET or
 * RAZORPAY_TEST_WEBHOOK_SECRET say otherwise. Prints the server's URL on one line once it listens; stops on SIGINT
 * or SIGTERM. Tests drive it with the HTTP controls under /_control (razorpay-control.ts).
 */

const port = cliPort('razorpay-server', 'RAZORPAY_TEST_PORT');

const env = (name: string) => process.env[name] || undefined;
const server = await startRazorpayServer({
  port,
  webhookUrl: env('RAZORPAY_TEST_WEBHOOK_URL') ?? null,
  keyId: env('RAZORPAY_TEST_KEY_ID'),
  keySecret: env('RAZORPAY_TEST_KEY_SECRET'),
  webhookSecret: env('RAZORPAY_TEST_WEBHOOK_SECRET'),
});
serveUntilSignalled(server);
