import { cliPort, serveUntilSignalled } from './cli-server.ts';
import { startCashfreeServer } from './cashfree-server.ts';

/*
 * The Cashfree test server in its own process, for Playwright: `node src/server/testing/cashfree-server-cli.ts
 * [port]`. The port comes from the argument, else CASHFREE_TEST_PORT, else any free one; webhooks go to
 * CASHFREE_TEST_WEBHOOK_URL (none when unset; settable later by POST /_control/webhook-url). The client id and secret
 * are the server's defaults unless CASHFREE_TEST_CLIENT_ID or CASHFREE_TEST_CLIENT_SECRET say otherwise, and the
 * account's order split delay is CASHFREE_TEST_SPLIT_DELAY_DAYS (default 30, past any return window). Prints the
 * server's URL on one line once it listens; stops on SIGINT or SIGTERM. Tests drive it with the HTTP controls under
 * /_control (cashfree-control.ts).
 */

const port = cliPort('cashfree-server', 'CASHFREE_TEST_PORT');

const env = (name: string) => process.env[name] || undefined;
const splitDelayDays = Number(env('CASHFREE_TEST_SPLIT_DELAY_DAYS') ?? '30');
if (!Number.isInteger(splitDelayDays) || splitDelayDays < 0) {
  console.error('cashfree-server: CASHFREE_TEST_SPLIT_DELAY_DAYS is not a number of days.');
  process.exit(1);
}
const server = await startCashfreeServer({
  port,
  webhookUrl: env('CASHFREE_TEST_WEBHOOK_URL') ?? null,
  clientId: env('CASHFREE_TEST_CLIENT_ID'),
  clientSecret: env('CASHFREE_TEST_CLIENT_SECRET'),
  splitDelayDays,
});
serveUntilSignalled(server);
